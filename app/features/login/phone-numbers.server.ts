// Phone numbers of the account forms (the login phone step, the details step, the profile): the country
// picker and the check of a number for its country. Shared by those routes; libphonenumber stays on the
// server (its metadata is large).
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { HTML_LANG, type Language } from '~/i18n/languages';

/** The countries of the pickers, named in the customer's language, with their dial codes and flags. */
export function countryOptions(lng: Language) {
  const names = new Intl.DisplayNames([HTML_LANG[lng]], { type: 'region' });
  return getCountries()
    .map((code) => ({
      code,
      dial: `+${getCountryCallingCode(code)}`,
      name: names.of(code) ?? code,
      flag: flagOf(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, HTML_LANG[lng]));
}

/** A country's flag as its two regional-indicator letters (an emoji: no image to load). */
const flagOf = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Whether `region` is a country of the picker. */
export const isCountry = (region: string): region is CountryCode => getCountries().includes(region as CountryCode);

/** A number typed for a country, checked: its E.164 form, its own country and dial code; null when not valid. */
export function phoneNumber(raw: string, region: string) {
  const upper = region.toUpperCase();
  if (!isCountry(upper) || raw.length > 20) return null;
  const number = parsePhoneNumberFromString(raw, upper);
  if (!number?.isValid()) return null;
  return { e164: number.number as string, country: number.country ?? upper, dial: `+${number.countryCallingCode}` };
}
