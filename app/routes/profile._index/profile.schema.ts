// The profile edit form (SPEC §4 "Profile edit", §5 "Forms": names trimmed, 1 to 50 characters; email
// optional; a contact phone once given stays). Built per language (app/forms.schema.ts); the server adds
// the checks of the number for its country (profile.server.ts).
import { z } from 'zod';
import { nameField, optionalEmailField, phoneField, type Translate } from '~/utils/forms.schema';

export const profileSchema = (t: Translate, { phoneRequired }: { phoneRequired: boolean }) => {
  const phone = phoneField(t, t('profile.phone'));
  return z.object({
    intent: z.literal('update'),
    first_name: nameField(t, t('profile.firstName')),
    last_name: nameField(t, t('profile.lastName')),
    email: optionalEmailField(t),
    region: z.string().max(10).optional(),
    phone: phoneRequired ? phone : phone.optional(),
  });
};
