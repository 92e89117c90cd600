// The address details form (SPEC §5 "Delivery", §9 limits), shared by the page (native constraints,
// validation as the customer types) and the action. Messages are translation keys with their values (the
// field's label, a limit): the form kit words them.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { message } from '~/utils/form-messages';

const tooLong = message('options.tooLong', { count: LIMITS.addressPartMax });
const optionalPart = z.string().trim().max(LIMITS.addressPartMax, tooLong).default('');
/** `label`: the field's label key, named by "<label> is required" */
const requiredPart = (label: string) =>
  z
    .string({ required_error: message('address.required', { label }) })
    .trim()
    .min(1, message('address.required', { label }))
    .max(LIMITS.addressPartMax, tooLong);

/**
 * Rider instructions up to 255 characters; where the country needs the address parts (the Philippines),
 * the establishment and street names are required.
 */
export function addressDetailsSchema(parts: boolean) {
  return z.object({
    instruction: z
      .string()
      .trim()
      .max(LIMITS.addressInstructionMax, message('address.instructionTooLong', { count: LIMITS.addressInstructionMax }))
      .default(''),
    establishmentName: parts ? requiredPart('address.establishment') : optionalPart,
    streetName: parts ? requiredPart('address.street') : optionalPart,
    flatNo: optionalPart,
    additionalDetails: optionalPart,
  });
}
export type AddressDetails = z.output<ReturnType<typeof addressDetailsSchema>>;
