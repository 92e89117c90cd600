// "Go to Menu" / "Save" of the order options sheet: the draft it carries (order type, pickup branch,
// schedule, pickup sub-type) and, for a drive-thru pickup, the vehicle (SPEC §4 "Pickup", §5 "Forms": the
// registration required, both fields up to 50). Shared by the sheet (native constraints, validation as the
// customer types) and the action; messages are translation keys the form kit words.
import { z } from 'zod';
import { LIMITS, type DeliveryMethodId } from '~/domain/constants';
import { message } from '~/utils/form-messages';

const tooLong = message('options.tooLong', { count: LIMITS.vehicleFieldMax });
const vehicleField = z.string().trim().max(LIMITS.vehicleFieldMax, tooLong);

/** The form for a drive-thru pickup asks for the vehicle; every other form carries none. */
export function optionsSaveSchema(driveThru: boolean) {
  return z.object({
    type: z.enum(['1', '2', '3']).transform((v) => Number(v) as DeliveryMethodId),
    branch: z.number().int().positive().optional(),
    sched: z.enum(['1', '2']).transform((v) => Number(v) as 1 | 2),
    at: z.string().max(40).optional(),
    pickup: z
      .enum(['1', '2'])
      .transform((v) => Number(v) as 1 | 2)
      .optional(),
    vehicleRegNo: driveThru
      ? z
          .string({ required_error: 'options.vehicleRequired' })
          .trim()
          .min(1, 'options.vehicleRequired')
          .max(LIMITS.vehicleFieldMax, tooLong)
      : vehicleField.optional(),
    vehicleDetails: vehicleField.optional(),
    confirm: z.literal('clear').optional(),
    save: z.literal('1').optional(),
    next: z.enum(['checkout', 'pay']).optional(),
  });
}
