// The ops login form (issue 16): the staff's token. Messages are translation keys.
import { z } from 'zod';

export const opsLoginSchema = z.object({
  token: z
    .string({ required_error: 'ops.login.required' })
    .trim()
    .min(16, 'ops.login.tooShort')
    .max(500, 'ops.login.wrong'),
});
