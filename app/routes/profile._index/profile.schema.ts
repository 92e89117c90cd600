// The profile edit form (SPEC §4 "Profile edit", §5 "Forms": names trimmed, 1 to 50 characters; email
// optional; a contact phone once given stays). Messages are i18n keys the form kit words
// (app/utils/forms.schema.ts); the server adds the checks of the number for its country (profile.server.ts).
import { z } from 'zod';
import { nameField, optionalEmailField, phoneField } from '~/utils/forms.schema';

export const profileSchema = ({ phoneRequired }: { phoneRequired: boolean }) => {
  const phone = phoneField('profile.phone');
  return z.object({
    intent: z.literal('update'),
    first_name: nameField('profile.firstName'),
    last_name: nameField('profile.lastName'),
    email: optionalEmailField(),
    region: z.string().max(10).optional(),
    phone: phoneRequired ? phone : phone.optional(),
  });
};
