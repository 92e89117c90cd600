// The address details form (SPEC §5 "Delivery", §9 limits), shared by the page (native constraints,
// validation as the customer types) and the action. Messages are translation keys: the page words them.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';

const optionalPart = z.string().trim().max(LIMITS.addressPartMax, 'options.tooLong').default('');
const requiredPart = z
  .string({ required_error: 'address.required' })
  .trim()
  .min(1, 'address.required')
  .max(LIMITS.addressPartMax, 'options.tooLong');

/**
 * Rider instructions up to 255 characters; where the country needs the address parts (the Philippines),
 * the establishment and street names are required.
 */
export function addressDetailsSchema(parts: boolean) {
  return z.object({
    instruction: z.string().trim().max(LIMITS.addressInstructionMax, 'address.instructionTooLong').default(''),
    establishmentName: parts ? requiredPart : optionalPart,
    streetName: parts ? requiredPart : optionalPart,
    flatNo: optionalPart,
    additionalDetails: optionalPart,
  });
}
export type AddressDetails = z.output<ReturnType<typeof addressDetailsSchema>>;

/** The limit a field's "too long" message names. */
export const detailLimits = {
  instruction: LIMITS.addressInstructionMax,
  establishmentName: LIMITS.addressPartMax,
  streetName: LIMITS.addressPartMax,
  flatNo: LIMITS.addressPartMax,
  additionalDetails: LIMITS.addressPartMax,
} as const;
