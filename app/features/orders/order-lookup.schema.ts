// The "Find your order" form (issue 27): a guest who closed the tab finds the order again by its number (the
// short id its page shows) and the phone it was placed with. Errors are i18n keys (the form kit words them).
import { z } from 'zod';

export const orderLookupSchema = z.object({
  number: z
    .string({ required_error: 'orderLookup.errors.number' })
    .trim()
    .min(1, 'orderLookup.errors.number')
    .max(40, 'orderLookup.errors.number'),
  phone: z
    .string({ required_error: 'orderLookup.errors.phone' })
    .trim()
    .min(1, 'orderLookup.errors.phone')
    .max(20, 'orderLookup.errors.phone'),
  region: z.string({ required_error: 'orderLookup.errors.phone' }).trim().length(2, 'orderLookup.errors.phone'),
});
