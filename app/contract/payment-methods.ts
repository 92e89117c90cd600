// SPEC §7 "Payment": the payment methods a business takes at a branch (or a food hall's table), each with its
// channels, and the customer's saved cards at the gateways offered there.
import { z } from 'zod';
import { idParam, l10n } from './common';
import { endpoint } from './endpoint';
import { savedCardSchema } from './saved-card';

/** A payment channel of a method (SPEC §3 "Payment method": channels), with its transaction-id rule. */
export const paymentChannelSchema = z.object({
  channel_code: z.string(),
  name: z.string(),
  name_translation: l10n,
  logo: z.string().nullable(),
  platform: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  wallet_number: z.string().nullable(),
  /** SPEC §5: the transaction id's length (default 5 to 20, custom_bank 5 to 50); null: no id asked */
  trx_id: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const paymentMethodSchema = z.object({
  method: z.number().int(),
  display_name: z.string(),
  display_name_translation: l10n,
  logo: z.string().nullable(),
  gateway_id: z.number().int().nullable(),
  platform_account: z.string().nullable(),
  channels: z.array(paymentChannelSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET {enterprise}/webshop/business/payment/methods (SPEC §7 "Payment"). */
export const paymentMethods = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/webshop/business/payment/methods',
  access: 'optionalUser',
  query: z.object({
    branch_id: idParam,
    /** our extension: a food-hall table's methods follow the hall's settings */
    foodhall_id: idParam.optional(),
    country_id: idParam.optional(),
    business_id: idParam.optional(),
    payment_type_ids: z.string().max(100).optional(),
    disable_integrated_payment: z.enum(['true', 'false']).optional(),
    for_maxim: z.enum(['true', 'false']).optional(),
  }),
  response: z.object({
    methods: z.array(paymentMethodSchema),
    /** the customer's saved cards at the gateways offered here (SPEC §2; never for guests) */
    saved_cards: z.array(z.lazy(() => savedCardSchema)).default([]),
  }),
});
