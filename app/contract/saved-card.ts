// SPEC §3 "saved card" and the gateways that hold card tokens: apart from ./payments so that the orders
// contract (payment methods answer saved cards) and the payments contract (which uses the orders' user info)
// do not import each other — a cycle left one of them undefined at load time.
import { z } from 'zod';

export const GATEWAY_NAMES = ['sandbox', 'stripe', 'xendit', 'tappay'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** SPEC §3 "saved card". */
export const savedCardSchema = z.object({
  id: z.number().int(),
  card_key: z.string().nullable(),
  card_token: z.string(),
  card_suffix: z.string(),
  card_brand: z.string(),
  card_source_country_code: z.string().nullable(),
  customer_id: z.string().nullable(),
  /** which gateway holds the token (SPEC §9: Stripe 1, Xendit 2, TapPay 4; the sandbox has none) */
  gateway_id: z.number().int().nullable(),
  gateway: z.enum(GATEWAY_NAMES),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
