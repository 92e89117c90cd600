// Phone numbers (SPEC §5 "Phone … is validated by a server call"): a number and its country in, E.164 out.
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { ApiError } from '../http';

export interface ValidPhone {
  /** E.164 */
  phone: string;
  /** ISO 3166-1 alpha-2 of the number itself (a +62 number typed with PH selected is Indonesian) */
  region: string;
}

/** The E.164 form of a valid number, or null. `region` is the country picked for a national number. */
export function toE164(phone: string, region: string): ValidPhone | null {
  const country = region.trim().toUpperCase();
  try {
    const parsed = parsePhoneNumberFromString(phone, isSupportedCountry(country) ? country : undefined);
    if (!parsed || !parsed.isValid()) return null;
    return { phone: parsed.number, region: parsed.country ?? country };
  } catch {
    return null;
  }
}

export function invalidPhone(field = 'phone'): ApiError {
  return new ApiError(400, 'validation_error', `${field}: Invalid phone number`, { [field]: 'Invalid phone number' });
}

/** As `toE164`, answering 400 validation_error naming the field when the number is not valid. */
export function requirePhone(phone: string, region: string, field = 'phone'): ValidPhone {
  const valid = toE164(phone, region);
  if (!valid) throw invalidPhone(field);
  return valid;
}
