// SPEC §3 "Cart line" and our extension of SPEC §7: POST {oms}/cart/line prices one line against the
// branch's menu and refuses what the rules refuse (the shop never prices a line itself).
import { z } from 'zod';
import { LIMITS, OrderTimeType } from '../domain/constants';
import type { ChosenGroup } from '../domain/modifiers';
import { deliveryMethodId, id, isoTime, l10n, orderTimeType } from './common';
import { endpoint } from './endpoint';

/**
 * The choices of one group, as the item sheet sends them: modifiers with their quantity and their own
 * nested groups. Nesting is bounded like the menu's own (SPEC §5 "Nested groups must also be valid"), so a
 * hostile body cannot nest without end; the schema is built level by level, deepest first.
 */
export const MAX_CHOICE_DEPTH = 16;
const chosenModifiers = (groups: z.ZodType<ChosenGroup[]>) =>
  z.array(z.object({ id, qty: z.number().int().min(0).max(LIMITS.stepperMax), groups })).max(100);
let chosenLevel: z.ZodType<ChosenGroup> = z.object({
  id,
  modifiers: chosenModifiers(z.array(z.any()).max(0, 'choices nest too deep') as z.ZodType<ChosenGroup[]>),
});
for (let depth = 0; depth < MAX_CHOICE_DEPTH; depth++)
  chosenLevel = z.object({ id, modifiers: chosenModifiers(z.array(chosenLevel).max(50)) });
export const chosenGroupSchema = chosenLevel;
export const chosenGroupsSchema = z.array(chosenGroupSchema).max(50);

export const cartLineRequestSchema = z.object({
  branch_id: id,
  brand_id: id,
  item_id: id,
  quantity: z.number().int().min(1).max(LIMITS.stepperMax),
  comment: z.string().max(LIMITS.itemNoteMax).default(''),
  groups: chosenGroupsSchema.default([]),
  order_type: deliveryMethodId.default(1),
  order_schedule_type: orderTimeType.default(OrderTimeType.ASAP),
  /** the time a scheduled order is for (ISO); the line is judged at that time (SPEC §5) */
  scheduled_delivery_time: z.string().max(40).nullish(),
});
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

export interface LineGroupWire {
  id: number;
  title: string;
  title_v2: Record<string, string> | null;
  modifiers: {
    id: number;
    title: string;
    title_v2: Record<string, string> | null;
    qty: number;
    /** extra price of one, minor units */
    price: number;
    groups: LineGroupWire[];
  }[];
}
export const lineGroupSchema: z.ZodType<LineGroupWire> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    title_v2: l10n,
    modifiers: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        title_v2: l10n,
        qty: z.number().int(),
        price: z.number().int(),
        groups: z.array(lineGroupSchema),
      }),
    ),
  }),
);

/** A priced cart line (SPEC §3 "Cart line"); the shop adds its own `id` when it keeps the line. */
export const pricedLineSchema = z.object({
  /** what makes two lines the same (item, choices, note): lines with equal keys merge */
  key: z.string(),
  item_id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  image: z.string().nullable(),
  brand: z.object({
    id: z.number().int(),
    title: z.string(),
    logo: z.string().nullable(),
    webshop_logo: z.string().nullable(),
  }),
  branch: z.object({ id: z.number().int(), title: z.string(), menu_version: z.number().int(), address: z.string() }),
  quantity: z.number().int(),
  /** one item before modifiers, for the order type, discount applied; minor units */
  unit_price: z.number().int(),
  /** one item with its modifiers */
  price: z.number().int(),
  /** price × quantity */
  item_final_price: z.number().int(),
  comment: z.string(),
  groups: z.array(lineGroupSchema),
  vat: z.number().nullable(),
  discount_type: z.enum(['flat', 'percentage']).nullable(),
  discount_value: z.number().int().nullable(),
  prices: z.array(
    z.object({
      currency_id: z.number().int(),
      code: z.string(),
      symbol: z.string(),
      price: z.number().int(),
      advanced_pricing: z.record(z.number().int().nullable()),
    }),
  ),
  stock: z.object({ available: z.boolean(), snooze: z.object({ start_time: isoTime, end_time: isoTime }).nullable() }),
  section_id: z.number().int(),
  section_name: z.string(),
  subsection_id: z.number().int(),
  subsection_name: z.string(),
  /** the item cannot be ordered now, only for later (a scheduled order) */
  for_later: z.boolean(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** POST {oms}/cart/line. Refusals: 404 item_not_found, 409 brand_busy / item_oos, 422 invalid_modifiers. */
export const cartLine = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/cart/line',
  access: 'public',
  body: cartLineRequestSchema,
  response: pricedLineSchema,
});
