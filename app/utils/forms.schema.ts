// The fields the account forms share (SPEC §5 "Forms"), for the login details, the profile edit and the
// code pages. Their messages are i18n keys (with the field's label as a key, utils/form-messages.ts): one
// schema serves the server and the page in every language, and the form kit's ErrorList words them (issue 25
// item 2).
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { message, requiredMessage } from '~/utils/form-messages';

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
