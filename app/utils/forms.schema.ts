// The fields the account forms share (SPEC §5 "Forms"), for the login details, the profile edit and the
// code pages. Their messages are i18n keys (with the field's label as a key): one schema serves the server
// and the page in every language, and the form kit's ErrorList words them (issue 25 item 2).
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';

/**
 * A schema's message as one string: an i18n key, with values that are keys too (`{label: 'login.phone'}`), so the
 * form kit's ErrorList words it in the page's language (issue 25 item 2 "messages as keys").
 */
export const message = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

/** The key and values of a `message` (a plain key has none). */
export function readMessage(text: string): { key: string; values: Record<string, string | number> } {
  const bar = text.indexOf('|{');
  if (bar < 0) return { key: text, values: {} };
  try {
    return { key: text.slice(0, bar), values: JSON.parse(text.slice(bar + 1)) as Record<string, string | number> };
  } catch {
    return { key: text, values: {} };
  }
}

/**
 * A message in words: a key (a `message`) through `t`, its values through `t` too; a key the locales do not have
 * says its `text` value (the platform's own words for an error code the shop has none for); a text that is no key
 * (the platform's own validation text, SPEC §8, passed on by an action) as it came.
 */
export function wordMessage(text: string, t: Translate, exists: KeyExists): string {
  const { key, values } = readMessage(text);
  if (!exists(key, values)) return typeof values.text === 'string' ? values.text : text;
  // a value is a key (a field's label) or a value as it is (a time, a count)
  return t(
    key,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && exists(value) ? t(value) : value,
      ]),
    ),
  );
}

/** Whether i18next has words for a key (with its values: a `count` finds the plural forms). */
export type KeyExists = (key: string, values?: Record<string, unknown>) => boolean;

/** What a schema needs of i18next (the server's fixed `t` and the page's `t` both fit). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "<label> is required", the label a key. */
export const requiredMessage = (label: string) => message('forms.required', { label });

/** First or last name (`label`: its label's key): trimmed, required, 1 to 50 characters (SPEC §5 texts). */
export const nameField = (label: string) =>
  z
    .string({ required_error: requiredMessage(label) })
    .trim()
    .min(LIMITS.nameMin, requiredMessage(label))
    .max(LIMITS.nameMax, message('forms.nameLength', { label }));

/** An optional email address (SPEC §5 "Email optional, standard pattern": Invalid email). */
export const optionalEmailField = () =>
  z.string().trim().email('forms.invalidEmail').max(254, 'forms.invalidEmail').optional();

/** A phone number as typed (its validity is the server's check: SPEC §5 "validated by a server call"). */
export const phoneField = (label: string) =>
  z
    .string({ required_error: requiredMessage(label) })
    .trim()
    .max(20, 'forms.phoneInvalid');

/** A country (ISO 3166-1 alpha-2) as the region pickers send it. */
export const regionField = (label: string) =>
  z.string({ required_error: requiredMessage(label) }).regex(/^[A-Za-z]{2}$/, requiredMessage(label));

/** SPEC §5 "OTP: digits only, 6 digits" — a one-time code of the login or of a verification. */
export const codeSchema = (sixDigits = 'login.otpSixDigits') =>
  z.object({
    intent: z.literal('verify'),
    otp: z
      .string({ required_error: sixDigits })
      .trim()
      .min(6, sixDigits)
      .max(6, sixDigits)
      .regex(/^[0-9]{6}$/, sixDigits),
  });
