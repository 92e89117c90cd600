// The platform's refusals of the account forms (login steps, details, profile, code pages) as values
// with a type, and the i18n keys that word them (SPEC §8): a form answers the key as its own error (conform), and
// the form kit words it in the customer's language.
import { message } from '~/utils/form-messages';
import type { PlatformError } from '~/platform-client/client.server';

/** Why the platform refused a call of the account forms. */
export type AccountRefusal =
  | { kind: 'otpLimit' }
  | { kind: 'tooSoon' }
  | { kind: 'invalidCode' }
  | { kind: 'expiredCode' }
  | { kind: 'phoneInvalid' }
  | { kind: 'channelUnavailable' }
  | { kind: 'emailInUse' }
  | { kind: 'phoneInUse' }
  /** the platform's own words (its English) with its error code, or none */
  | { kind: 'other'; code: string; text: string | null };

/** The platform's own text where it gave one for a refusal (SPEC §8 "Server error text comes from data.message"). */
function ownText(error: PlatformError): string | null {
  return error.code !== 'http_error' && error.code !== 'bad_response' && error.status < 500 && error.message
    ? error.message
    : null;
}

export function accountRefusal(error: PlatformError): AccountRefusal {
  if (error.code === 'otp_too_soon') return { kind: 'tooSoon' };
  if (error.status === 429 || error.code === 'otp_limit') return { kind: 'otpLimit' };
  if (error.code === 'invalid_nonce' || error.details.nonce) return { kind: 'expiredCode' };
  if (error.code === 'invalid_otp' || error.details.otp) return { kind: 'invalidCode' };
  if (error.code === 'email_in_use') return { kind: 'emailInUse' };
  if (error.code === 'phone_in_use') return { kind: 'phoneInUse' };
  if (error.details.phone) return { kind: 'phoneInvalid' };
  if (error.details.otp_msg_method) return { kind: 'channelUnavailable' };
  return { kind: 'other', code: error.code, text: ownText(error) };
}

/**
 * A refusal as a form's message (utils/form-messages.ts `message`): the key of its words; a refusal the shop has no
 * words of its own for is worded from the platform's error code (`platformErrors.<code>`) where the locales have
 * it, else the platform's text (SPEC §8 "Server error text comes from data.message"), else `fallback` (a key).
 */
export function refusalMessage(refusal: AccountRefusal, fallback: string): string {
  switch (refusal.kind) {
    case 'otpLimit':
      return 'login.otpLimit';
    case 'tooSoon':
      return 'login.resendWait';
    case 'invalidCode':
      return 'login.otpInvalid';
    case 'expiredCode':
      return 'login.otpExpired';
    case 'phoneInvalid':
      return 'forms.phoneInvalid';
    case 'channelUnavailable':
      return 'login.channelUnavailable';
    case 'emailInUse':
      return 'profile.emailInUse';
    case 'phoneInUse':
      return 'profile.phoneInUse';
    case 'other':
      return refusal.text ? message(`platformErrors.${refusal.code}`, { text: refusal.text }) : fallback;
  }
}
