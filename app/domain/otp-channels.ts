// SPEC §4 "Auth and login": which channels a one-time code may travel on, per country of the phone
// number. The shop offers them and the platform refuses the others (DESIGN.md: one source of the rule).
//
// - Channels: SMS 1, WhatsApp 2, Viber 3; Telegram 4 is offered on the other-channels page (SPEC §2).
// - The Philippines offer SMS and Viber, other countries SMS and WhatsApp (both plus Telegram).
// - Indonesia has no SMS.
// - The default is WhatsApp, or Viber in the Philippines.
// - After the resend countdown: from SMS offer WhatsApp (Viber in the Philippines); from WhatsApp or Viber
//   offer SMS (where SMS exists).

import { OtpChannel, type OtpChannelId } from './constants';

const { SMS, WHATSAPP, VIBER, TELEGRAM } = OtpChannel;

const norm = (region: string | null | undefined) => (region ?? '').trim().toUpperCase();

/** The channels offered for a phone number of this country (ISO 3166-1 alpha-2), in display order. */
export function channelsFor(region: string | null | undefined): OtpChannelId[] {
  const r = norm(region);
  if (r === 'PH') return [SMS, VIBER, TELEGRAM];
  if (r === 'ID') return [WHATSAPP, TELEGRAM];
  return [SMS, WHATSAPP, TELEGRAM];
}

/** The channel chosen until the customer picks another: WhatsApp, or Viber in the Philippines. */
export function defaultChannel(region: string | null | undefined): OtpChannelId {
  return norm(region) === 'PH' ? VIBER : WHATSAPP;
}

/** Whether a channel may carry a code to a number of this country. */
export function channelAllowed(region: string | null | undefined, channel: number): boolean {
  return (channelsFor(region) as number[]).includes(channel);
}

/**
 * The channels offered first after the resend countdown, given the one the last code went on: from SMS,
 * WhatsApp (Viber in the Philippines); from WhatsApp or Viber, SMS. Where that channel does not exist
 * (Indonesia has no SMS), the country's other channels; from Telegram, the country's default.
 */
export function alternateChannels(region: string | null | undefined, current: number): OtpChannelId[] {
  const offered = channelsFor(region);
  let wanted: OtpChannelId[];
  if (current === SMS) wanted = [norm(region) === 'PH' ? VIBER : WHATSAPP];
  else if (current === WHATSAPP || current === VIBER) wanted = [SMS];
  else wanted = [defaultChannel(region)];
  const available = wanted.filter((c) => offered.includes(c) && c !== current);
  return available.length ? available : offered.filter((c) => c !== current);
}

/** The name of a channel in logs and in the outbox. */
export function channelName(channel: number): 'sms' | 'whatsapp' | 'viber' | 'telegram' {
  if (channel === WHATSAPP) return 'whatsapp';
  if (channel === VIBER) return 'viber';
  if (channel === TELEGRAM) return 'telegram';
  return 'sms';
}
