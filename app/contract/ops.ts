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

// ---- the ops screen (issue 16) ------------------------------------------------------------------------

/** A branch's store state as staff set it: closed for today (null: the hours decide) and the notice. */
export const opsStoreSchema = z.object({
  /** open now, by the hours and the manual close together (the customers' rule, app/domain/store-hours.ts) */
  store_open: z.boolean(),
  /** the branch's local date staff closed it for; null when not closed by hand today */
  closed_on: z.string().nullable(),
  notice_enabled: z.boolean(),
  notice_description: z.record(z.string()).nullable(),
  notice_end_time: isoTime.nullable(),
});
export type OpsStore = z.infer<typeof opsStoreSchema>;

/** A branch as the ops screen picks it: its brands' busy mode, its store state, its language and zone. */
export const opsBranchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  timezone: z.string(),
  country_code: z.string(),
  /** the language the kitchen reads (one of SPEC §1's 11), from the branch's country */
  language: z.string(),
  brands: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      is_busy: z.boolean(),
      busy_mode_updated_at: isoTime.nullable(),
    }),
  ),
  store: opsStoreSchema,
});
export type OpsBranch = z.infer<typeof opsBranchSchema>;

/** GET {enterprise}/ops/branches — every branch, for the ops screen's picker. */
export const opsBranches = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/ops/branches',
  access: 'ops',
  response: z.object({ results: z.array(opsBranchSchema) }),
});

/** GET {enterprise}/ops/branches/{branchId} — one branch (the board's header: busy, open, notice). */
export const opsBranch = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/ops/branches/:branchId',
  access: 'ops',
  params: z.object({ branchId: idParam }),
  response: opsBranchSchema,
});

/**
 * POST {enterprise}/branch/{branchId}/store — close the branch for the rest of its local day or open it again
 * (its hours decide then), and its notice. Fields left out stay as they are. Customers' pages hear it as
 * store_mode and read the new state from the catalogue.
 */
export const setStoreState = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/branch/:branchId/store',
  access: 'ops',
  params: z.object({ branchId: idParam }),
  body: z
    .object({
      closed: z.boolean().optional(),
      notice_enabled: z.boolean().optional(),
      /** the notice in `language` (it replaces the earlier text and its translations) */
      notice_description: z.string().trim().max(300).nullish(),
      language: z.string().max(8).optional(),
      notice_end_time: isoTime.nullish(),
    })
    .refine(
      (b) => !b.notice_enabled || b.notice_description !== null,
      'notice_description: an enabled notice needs its text',
    ),
  response: opsBranchSchema,
});
