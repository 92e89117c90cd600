// The forms of the login steps (SPEC §2 "Login sheet", §5 "Forms"), shared by the /login pages, their
// actions and the login sheet over any page. Built per language (app/forms.schema.ts).
import { z } from 'zod';
import {
  codeSchema,
  nameField,
  optionalEmailField,
  phoneField,
  regionField,
  type Translate,
} from '~/utils/forms.schema';

/** The terms checkbox: a native checkbox sends "on" (SPEC §5 "Guest login needs only accepted terms"). */
const termsField = (t: Translate) => z.literal('on', { errorMap: () => ({ message: t('login.termsRequired') }) });

/** The welcome step's "Continue as guest". */
export const guestSchema = (t: Translate) => z.object({ accept_tc: termsField(t) });

/** The phone step: the country, the number and the channel the code travels by (SPEC §4). */
export const phoneSchema = (t: Translate) =>
  z.object({
    region: regionField(t, t('login.country')),
    phone: phoneField(t, t('login.phone')),
    channel: z
      .number({ required_error: t('forms.required', { label: t('login.channel') }) })
      .int()
      .min(1)
      .max(4),
  });

/** The code step: the six digits. */
export const otpSchema = (t: Translate) => codeSchema(t, t('login.otpSixDigits'));

/** A new code, by the same channel or another one (the code step and the other-channels step). */
export const resendSchema = z.object({
  intent: z.literal('resend'),
  channel: z.number().int().min(1).max(4).optional(),
});

/**
 * The details step (SPEC §5: names and terms; email optional; Google users without a phone give phone
 * and region).
 */
export const detailsSchema = (t: Translate, { needsPhone }: { needsPhone: boolean }) => {
  const region = regionField(t, t('login.country'));
  const phone = phoneField(t, t('login.phone'));
  return z.object({
    first_name: nameField(t, t('login.firstName')),
    last_name: nameField(t, t('login.lastName')),
    email: optionalEmailField(t),
    region: needsPhone ? region : region.optional(),
    phone: needsPhone ? phone : phone.optional(),
    accept_tc: termsField(t),
  });
};
