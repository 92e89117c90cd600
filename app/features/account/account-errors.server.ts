// The platform's refusals of the account forms (login steps, details, profile, code pages) as values
// with a type, and their words in the customer's language (SPEC §8). A form shows the words as its own
// errors; nothing parses them again.
import type { Translate } from '~/utils/forms.schema';
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
  /** the platform's own words (it answers in the customer's language), or none */
  | { kind: 'other'; text: string | null };

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
  return { kind: 'other', text: ownText(error) };
}

/** A refusal in words; `fallback` for a refusal without words of its own. */
export function refusalText(refusal: AccountRefusal, t: Translate, fallback: string): string {
  switch (refusal.kind) {
    case 'otpLimit':
      return t('login.otpLimit');
    case 'tooSoon':
      return t('login.resendWait');
    case 'invalidCode':
      return t('login.otpInvalid');
    case 'expiredCode':
      return t('login.otpExpired');
    case 'phoneInvalid':
      return t('forms.phoneInvalid');
    case 'channelUnavailable':
      return t('login.channelUnavailable');
    case 'emailInUse':
      return t('profile.emailInUse');
    case 'phoneInUse':
      return t('profile.phoneInUse');
    case 'other':
      return refusal.text ?? fallback;
  }
}
