// The fields the account forms share (SPEC §5 "Forms"), for the login details, the profile edit and the
// code pages. Every schema of these forms is built for a language: the server builds it with the
// request's `t`, the page with its own, so an error is the finished text in both (STYLE.md "Forms").
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';

/**
 * A schema's message as one string: an i18n key, with values that are keys too (`{label: 'login.phone'}`), so the
 * form kit's ErrorList words it in the page's language (issue 25 item 2 "messages as keys").
 */
export const message = (key: string, values?: Record<string, string>) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

/** The key and values of a `message` (a plain key has none). */
export function readMessage(text: string): { key: string; values: Record<string, string> } {
  const bar = text.indexOf('|{');
  if (bar < 0) return { key: text, values: {} };
  try {
    return { key: text.slice(0, bar), values: JSON.parse(text.slice(bar + 1)) as Record<string, string> };
  } catch {
    return { key: text, values: {} };
  }
}

/** What a schema needs of i18next (the server's fixed `t` and the page's `t` both fit). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** First or last name: trimmed, required, 1 to 50 characters (SPEC §5 texts). */
export const nameField = (t: Translate, label: string) =>
  z
    .string({ required_error: t('forms.required', { label }) })
    .trim()
    .min(LIMITS.nameMin, t('forms.required', { label }))
    .max(LIMITS.nameMax, t('forms.nameLength', { label }));

/** An optional email address (SPEC §5 "Email optional, standard pattern": Invalid email). */
export const optionalEmailField = (t: Translate) =>
  z.string().trim().email(t('forms.invalidEmail')).max(254, t('forms.invalidEmail')).optional();

/** A phone number as typed (its validity is the server's check: SPEC §5 "validated by a server call"). */
export const phoneField = (t: Translate, label: string) =>
  z
    .string({ required_error: t('forms.required', { label }) })
    .trim()
    .max(20, t('forms.phoneInvalid'));

/** A country (ISO 3166-1 alpha-2) as the region pickers send it. */
export const regionField = (t: Translate, label: string) =>
  z.string({ required_error: t('forms.required', { label }) }).regex(/^[A-Za-z]{2}$/, t('forms.required', { label }));

/** SPEC §5 "OTP: digits only, 6 digits" — a one-time code of the login or of a verification. */
export const codeSchema = (t: Translate, sixDigits: string) =>
  z.object({
    intent: z.literal('verify'),
    otp: z
      .string({ required_error: sixDigits })
      .trim()
      .min(6, sixDigits)
      .max(6, sixDigits)
      .regex(/^[0-9]{6}$/, sixDigits),
  });
