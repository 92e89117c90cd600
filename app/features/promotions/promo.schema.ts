// The forms of /promo (SPEC §2 "Promo page", §5 voucher rules): choosing a listed promo, typing a voucher code,
// removing the applied one. Each carries where the customer came from (a path of this shop, checked again by
// safeRedirect). Messages are i18n keys the form kit words.
import { z } from 'zod';

const redirectTo = z.string().max(500).optional();

/** SPEC §2 "Apply button (disabled until one is selected)": the server refuses an Apply with nothing chosen. */
export const applyPromoSchema = z.object({
  intent: z.literal('apply'),
  promoId: z.coerce
    .number({ required_error: 'promo.errors.choose', invalid_type_error: 'promo.errors.choose' })
    .int('promo.errors.choose')
    .positive('promo.errors.choose')
    .max(2_147_483_647, 'promo.errors.choose'),
  redirectTo,
});

/** A voucher code as typed (its existence is the platform's answer: "Wrong voucher code…"). */
export const VOUCHER_MAX = 50;
export const voucherSchema = z.object({
  intent: z.literal('voucher'),
  voucher: z
    .string({ required_error: 'promo.errors.voucherRequired' })
    .trim()
    .min(1, 'promo.errors.voucherRequired')
    .max(VOUCHER_MAX, 'promo.errors.voucher.wrong'),
  redirectTo,
});

export const removePromoSchema = z.object({ intent: z.literal('remove'), redirectTo });

/** Which of the page's forms was posted, and where to go back to once it is done. */
export const promoIntentSchema = z.object({ intent: z.enum(['apply', 'voucher', 'remove']), redirectTo });
