// The enterprise writes restaurant staff make (the ops screen drives them), behind the ops token: busy mode
// of a brand at a branch (SPEC §4 "Stock and busy rules"), an item's price, an item's stock at a branch.
import { z } from 'zod';
import { idParam, isoTime } from './common';
import { endpoint } from './endpoint';

const amount = z.number().int().min(0).max(1_000_000_000);

/** POST {enterprise}/branch/{branchId}/brand/{brandId}/busy — open pages hear it as store_mode. */
export const setBusy = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/branch/:branchId/brand/:brandId/busy',
  access: 'ops',
  params: z.object({ branchId: idParam, brandId: idParam }),
  body: z.object({ is_busy: z.boolean() }),
  response: z.object({
    branch_id: z.number().int(),
    brand_id: z.number().int(),
    is_busy: z.boolean(),
    busy_mode_updated_at: isoTime.nullable(),
  }),
});
export type StoreModeEvent = z.infer<typeof setBusy.response>;

const itemPrices = z.object({
  id: z.number().int(),
  price: amount,
  price_pickup: amount.nullable(),
  price_delivery: amount.nullable(),
  price_dine_in: amount.nullable(),
});

/**
 * POST {enterprise}/brand/{brandId}/item/{itemId}/price — every branch serving the brand moves to a new menu
 * version, so carts priced on the old one get the price-update signal from the bill.
 */
export const setItemPrice = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/brand/:brandId/item/:itemId/price',
  access: 'ops',
  params: z.object({ brandId: idParam, itemId: idParam }),
  body: z.object({
    price: amount,
    price_pickup: amount.nullish(),
    price_delivery: amount.nullish(),
    price_dine_in: amount.nullish(),
  }),
  response: z.object({
    item: itemPrices,
    previous: itemPrices,
    menu_versions: z.array(z.object({ branch_id: z.number().int(), menu_version: z.number().int() })),
  }),
});

/** POST {enterprise}/branch/{branchId}/item/{itemId}/stock — out of stock, back, a few left, or snoozed. */
export const setItemStock = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/branch/:branchId/item/:itemId/stock',
  access: 'ops',
  params: z.object({ branchId: idParam, itemId: idParam }),
  body: z.object({
    available: z.boolean(),
    quantity: z.number().int().min(0).max(100_000).nullable().default(null),
    snooze_minutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30)
      .nullable()
      .default(null),
  }),
  response: z.object({
    branch_id: z.number().int(),
    item_id: z.number().int(),
    available: z.boolean(),
    quantity: z.number().int().nullable(),
    snooze_start: isoTime.nullable(),
    snooze_end: isoTime.nullable(),
  }),
});
