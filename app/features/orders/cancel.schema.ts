// The cancel sheet's form (SPEC §2 "cancel-order modal"): shared by the sheet (native constraints, and
// checks before posting with JavaScript) and the action. Messages are translation keys.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';

/** The sheet's form: a reason, and the customer's words when the reason is "other". */
export function cancelSchema(otherIds: readonly number[]) {
  return z
    .object({
      intent: z.literal('cancel'),
      reasonId: z.coerce
        .number({ required_error: 'order.cancelReasonRequired', invalid_type_error: 'order.cancelReasonRequired' })
        .int('order.cancelReasonRequired')
        .min(1, 'order.cancelReasonRequired')
        .max(32767, 'order.cancelReasonRequired'),
      other: z.string().trim().max(LIMITS.cancelReasonMax, 'order.cancelOtherLong').optional(),
    })
    .refine((v) => !otherIds.includes(v.reasonId) || !!v.other, {
      path: ['other'],
      message: 'order.cancelOtherRequired',
    });
}
