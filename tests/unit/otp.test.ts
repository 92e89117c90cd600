// SPEC §4 "Auth and login" channel rules (app/domain/otp-channels.ts) and the code helpers of the
// identity context (server/platform/identity/otp.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OtpChannel as OtpChannels } from '~/domain/constants';
import { alternateChannels, channelAllowed, channelName, channelsFor, defaultChannel } from '~/domain/otp-channels';
import {
  OTP_DEFAULTS,
  challengeState,
  codeMatches,
  expiryOf,
  generateCode,
  hashCode,
  hashSecret,
  newNonce,
} from '../../server/platform/identity/otp';
import { codeMessage } from '../../server/platform/identity/messages';
import { maskAddress } from '../../server/platform/identity/outbox';
import { toE164 } from '../../server/platform/identity/phones';

const { SMS, WHATSAPP, VIBER, TELEGRAM } = OtpChannels;

describe('OTP channels per country', () => {
  it('numbers the channels as SPEC §9 does', () => {
    expect(OtpChannels).toEqual({ SMS: 1, WHATSAPP: 2, VIBER: 3, TELEGRAM: 4 });
    expect([1, 2, 3, 4].map(channelName)).toEqual(['sms', 'whatsapp', 'viber', 'telegram']);
  });

  it('offers SMS and Viber in the Philippines, SMS and WhatsApp elsewhere, Telegram everywhere', () => {
    expect(channelsFor('PH')).toEqual([SMS, VIBER, TELEGRAM]);
    expect(channelsFor('ph')).toEqual([SMS, VIBER, TELEGRAM]);
    expect(channelsFor('SG')).toEqual([SMS, WHATSAPP, TELEGRAM]);
    expect(channelsFor('JP')).toEqual([SMS, WHATSAPP, TELEGRAM]);
    expect(channelsFor(null)).toEqual([SMS, WHATSAPP, TELEGRAM]);
  });

  it('never offers SMS in Indonesia', () => {
    expect(channelsFor('ID')).toEqual([WHATSAPP, TELEGRAM]);
    expect(channelAllowed('ID', SMS)).toBe(false);
    expect(channelAllowed('ID', WHATSAPP)).toBe(true);
    expect(channelAllowed('PH', WHATSAPP)).toBe(false);
    expect(channelAllowed('SG', VIBER)).toBe(false);
    expect(channelAllowed('SG', 9)).toBe(false);
  });

  it('defaults to WhatsApp, or Viber in the Philippines', () => {
    expect(defaultChannel('PH')).toBe(VIBER);
    expect(defaultChannel('SG')).toBe(WHATSAPP);
    expect(defaultChannel('ID')).toBe(WHATSAPP);
  });

  it('offers WhatsApp (Viber in PH) after SMS, and SMS after WhatsApp or Viber', () => {
    expect(alternateChannels('SG', SMS)).toEqual([WHATSAPP]);
    expect(alternateChannels('PH', SMS)).toEqual([VIBER]);
    expect(alternateChannels('SG', WHATSAPP)).toEqual([SMS]);
    expect(alternateChannels('PH', VIBER)).toEqual([SMS]);
  });

  it('offers the other Indonesian channel instead of SMS, and the default after Telegram', () => {
    expect(alternateChannels('ID', WHATSAPP)).toEqual([TELEGRAM]);
    expect(alternateChannels('ID', TELEGRAM)).toEqual([WHATSAPP]);
    expect(alternateChannels('PH', TELEGRAM)).toEqual([VIBER]);
    expect(alternateChannels('SG', TELEGRAM)).toEqual([WHATSAPP]);
  });

  it('only ever offers channels of the country, never the current one', () => {
    fc.assert(
      fc.property(fc.constantFrom('PH', 'ID', 'SG', 'JP', 'TW', 'MY', 'xx'), fc.integer({ min: 1, max: 4 }), (r, c) => {
        const alternates = alternateChannels(r, c);
        expect(alternates.length).toBeGreaterThan(0);
        for (const a of alternates) {
          expect(channelsFor(r)).toContain(a);
          expect(a).not.toBe(c);
        }
        expect(channelsFor(r)).toContain(defaultChannel(r));
      }),
    );
  });
});

describe('one-time codes', () => {
  it('draws six digits, keeping leading zeros', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
    expect(generateCode(4)).toMatch(/^\d{4}$/);
    expect(new Set(Array.from({ length: 50 }, () => generateCode())).size).toBeGreaterThan(40);
  });

  it('makes nonces of 32 random bytes in base64url', () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(nonce, 'base64url')).toHaveLength(32);
    expect(newNonce()).not.toBe(nonce);
  });

  it('stores codes as an HMAC bound to the nonce and the secret', () => {
    const hash = hashCode('secret-1', 'nonce-a', '123456');
    expect(hash).not.toContain('123456');
    expect(codeMatches('secret-1', 'nonce-a', '123456', hash)).toBe(true);
    expect(codeMatches('secret-1', 'nonce-a', '123457', hash)).toBe(false);
    expect(codeMatches('secret-1', 'nonce-b', '123456', hash)).toBe(false);
    expect(codeMatches('secret-2', 'nonce-a', '123456', hash)).toBe(false);
    expect(codeMatches('secret-1', 'nonce-a', '123456', 'short')).toBe(false);
    expect(hashSecret('x')).toBe(hashSecret('x'));
    expect(hashSecret('x')).not.toBe(hashSecret('y'));
  });

  it('uses the SPEC §9 numbers: 5 minutes, 60 s resend, 5 attempts', () => {
    expect(OTP_DEFAULTS).toMatchObject({ length: 6, ttlSeconds: 300, resendSeconds: 60, maxAttempts: 5 });
    const sent = new Date('2025-01-01T00:00:00Z');
    expect(expiryOf(sent).toISOString()).toBe('2025-01-01T00:05:00.000Z');
  });

  it('tells a live challenge from an expired, used or exhausted one', () => {
    const now = new Date('2025-01-01T00:04:59Z');
    const live = { expires_at: new Date('2025-01-01T00:05:00Z'), attempts: 4, consumed_at: null };
    expect(challengeState(live, now)).toBe('live');
    expect(challengeState(live, new Date('2025-01-01T00:05:00Z'))).toBe('expired');
    expect(challengeState({ ...live, attempts: 5 }, now)).toBe('too_many_attempts');
    expect(challengeState({ ...live, consumed_at: now }, now)).toBe('used');
  });

  it('writes the message in the customer language, with the brand or "web shop"', () => {
    expect(codeMessage('en', '123456', { minutes: 5 }).body).toBe(
      'Your web shop code is 123456. It expires in 5 minutes.',
    );
    expect(codeMessage('en', '000123', { brand: "Lola's Kusina", minutes: 5 }).body).toBe(
      "Your Lola's Kusina code is 000123. It expires in 5 minutes.",
    );
    expect(codeMessage('id', '123456', { minutes: 5 }).body).toContain('123456');
    expect(codeMessage('ja', '123456', { minutes: 5 }).subject).toBe('認証コード');
  });

  it('masks addresses in production logs', () => {
    expect(maskAddress('+639171234567')).toBe('+63•••••4567');
    expect(maskAddress('ana@example.com')).toBe('a••@example.com');
    expect(maskAddress('123')).toBe('•••');
  });

  it('turns a number and its country into E.164', () => {
    expect(toE164('0917 123 4567', 'PH')).toEqual({ phone: '+639171234567', region: 'PH' });
    expect(toE164('+6281234567890', 'PH')).toEqual({ phone: '+6281234567890', region: 'ID' });
    expect(toE164('garbage', 'PH')).toBeNull();
    expect(toE164('0917 123 4567', 'XX')).toBeNull();
  });
});
