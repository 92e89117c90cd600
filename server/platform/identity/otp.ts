// One-time codes (SPEC §5 "OTP", §9): six digits from a CSPRNG, kept only as an HMAC, five minutes to live,
// a resend after 60 s, five verify attempts per nonce, a few sends per phone or email an hour. Pure helpers
// of the identity service; the numbers are the defaults the service starts from.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { addSeconds, isAfter } from 'date-fns';
import { TIMINGS } from '../../../app/domain/constants';

export const OTP_DEFAULTS = {
  /** digits of a code */
  length: 6,
  /** a code works this long after it was sent */
  ttlSeconds: 5 * 60,
  /** a resend is accepted this long after the last send (SPEC §9 "Resend timer 60 s") */
  resendSeconds: TIMINGS.otpResendSeconds,
  /** wrong codes a nonce survives; the next try finds it dead */
  maxAttempts: 5,
  /** sends (resends included) to one phone number or email address within an hour */
  sendsPerHour: 5,
} as const;

/** A code of `length` digits, uniformly drawn (leading zeros kept). */
export function generateCode(length: number = OTP_DEFAULTS.length): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

/** The handle of a challenge the customer holds: 32 random bytes, base64url. */
export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

/** How a nonce (or a refresh token) is stored: its SHA-256, base64url. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** How a code is stored: HMAC-SHA256 of nonce and code under the platform's token secret. */
export function hashCode(secret: string, nonce: string, code: string): string {
  return createHmac('sha256', secret).update(`${nonce}:${code}`).digest('base64url');
}

/** Whether `code` is the one stored as `hash` for `nonce`, in constant time. */
export function codeMatches(secret: string, nonce: string, code: string, hash: string): boolean {
  const a = Buffer.from(hashCode(secret, nonce, code));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type ChallengeState = 'live' | 'expired' | 'used' | 'too_many_attempts';

/** What a stored challenge is good for at `now`. */
export function challengeState(
  challenge: { expires_at: Date; attempts: number; consumed_at: Date | null },
  now: Date,
  maxAttempts: number = OTP_DEFAULTS.maxAttempts,
): ChallengeState {
  if (challenge.consumed_at) return 'used';
  if (challenge.attempts >= maxAttempts) return 'too_many_attempts';
  if (!isAfter(challenge.expires_at, now)) return 'expired';
  return 'live';
}

/** When a code sent at `sentAt` stops working. */
export function expiryOf(sentAt: Date, ttlSeconds: number = OTP_DEFAULTS.ttlSeconds): Date {
  return addSeconds(sentAt, ttlSeconds);
}
