// The identity context's outside world, behind interfaces (DESIGN.md "Embedded defaults are real"): where
// one-time codes are delivered, and how Google and Line vouch for a user. The embedded defaults (the
// outbox) and the production adapters (a messaging provider, Google, Line) implement the same contracts.
import type { OtpChannelId } from '../../../app/domain/constants';

/** SPEC §9: SMS 1, WhatsApp 2, Viber 3; Telegram 4 is offered on the other-channels page (one list, app/domain). */
export { OtpChannel, type OtpChannelId } from '../../../app/domain/constants';

export interface OutgoingMessage {
  channel: OtpChannelId;
  /** E.164 phone number, or an email address for email verification */
  to: string;
  /** the whole text as the customer reads it */
  body: string;
  /** the one-time code inside the body (the outbox lists it for the demo and the tests) */
  code: string;
  /** for email: a subject line */
  subject?: string;
}

export interface DeliveryReceipt {
  /** the provider's id of the message */
  id: string;
  /** queued, sent… as the provider says; the platform only needs to know it was accepted */
  status: string;
}

/** Delivers one-time codes. Failures throw an Error whose message never contains secrets. */
export interface MessageSender {
  readonly name: string;
  /** the channels this sender can deliver on (email is channel-less: `sendEmail`) */
  readonly channels: readonly OtpChannelId[];
  send(message: OutgoingMessage): Promise<DeliveryReceipt>;
  sendEmail(message: Omit<OutgoingMessage, 'channel'>): Promise<DeliveryReceipt>;
}

/** What a social provider vouches for after the code exchange. */
export interface SocialIdentity {
  provider: 'google' | 'line';
  /** the provider's stable user id (Google `sub`, Line `userId`/`sub`) */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** display name when first and last name are not separate (Line) */
  name: string | null;
}

export interface SocialProvider {
  readonly provider: 'google' | 'line';
  /**
   * Exchanges an authorization code for tokens at the provider and verifies the ID token with the
   * provider's keys (signature, issuer, audience, expiry, nonce when given). Throws SocialLoginError.
   */
  exchange(input: { code: string; redirectUri?: string; nonce?: string }): Promise<SocialIdentity>;
  /** Line: the authorize URL the browser is sent to (state and nonce included). Google: the same for the redirect flow. */
  authorizeUrl(input: { redirectUri: string; state: string; nonce: string }): string;
}

export class SocialLoginError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid_code' | 'invalid_token' | 'unavailable',
  ) {
    super(message);
  }
}
