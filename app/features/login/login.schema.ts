// The forms of the login steps (SPEC §2 "Login sheet", §5 "Forms"), shared by the /login pages, their
// actions and the login sheet over any page. Messages are i18n keys the form kit words (app/utils/form-messages.ts).
import { z } from 'zod';
import { codeSchema, nameField, optionalEmailField, phoneField, regionField } from '~/utils/forms.schema';
import { requiredMessage } from '~/utils/form-messages';

/** The terms checkbox: a native checkbox sends "on" (SPEC §5 "Guest login needs only accepted terms"). */
const termsField = z.literal('on', { errorMap: () => ({ message: 'login.termsRequired' }) });

/** The welcome step's "Continue as guest". */
export const guestSchema = z.object({ accept_tc: termsField });

/** The phone step: the country, the number and the channel the code travels by (SPEC §4). */
export const phoneSchema = z.object({
  region: regionField('login.country'),
  phone: phoneField('login.phone'),
  channel: z
    .number({ required_error: requiredMessage('login.channel') })
    .int()
    .min(1)
    .max(4),
});

/** The code step: the six digits. */
export const otpSchema = codeSchema('login.otpSixDigits');

/** A new code, by the same channel or another one (the code step and the other-channels step). */
export const resendSchema = z.object({
  intent: z.literal('resend'),
  channel: z.number().int().min(1).max(4).optional(),
});

/**
 * The details step (SPEC §5: names and terms; email optional; Google users without a phone give phone
 * and region).
 */
export const detailsSchema = ({ needsPhone }: { needsPhone: boolean }) => {
  const region = regionField('login.country');
  const phone = phoneField('login.phone');
  return z.object({
    first_name: nameField('login.firstName'),
    last_name: nameField('login.lastName'),
    email: optionalEmailField(),
    region: needsPhone ? region : region.optional(),
    phone: needsPhone ? phone : phone.optional(),
    accept_tc: termsField,
  });
};
