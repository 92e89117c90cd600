// Enterprise-side writes used by restaurant staff (the ops screen drives them). Every call needs the ops
// token as a bearer token.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { ApiError, json, parseBody, parseWith, type Ctx, type Router } from '../http';
import type { Catalog } from '../catalog/catalog';
import type { PlatformEvents } from '../events';
import type { Prefixes } from '../prefixes';

export interface OpsOptions {
  db: Kysely<DB>;
  catalog: Catalog;
  events: PlatformEvents;
  token: string;
  now: () => Date;
}

function requireOps(ctx: Ctx, token: string) {
  const given = /^Bearer (.+)$/.exec(ctx.request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  if (!given || a.length !== b.length || !timingSafeEqual(a, b))
    throw new ApiError(401, 'unauthorized', 'Unauthorized');
}

const id = z.coerce.number().int().positive();

export function opsRoutes(router: Router, p: Prefixes, options: OpsOptions) {
  const { db, catalog, events, token, now } = options;

  // Busy mode of a brand at a branch (SPEC §4 "Stock and busy rules"); store_mode tells open pages.
  router.post(`${p.enterprise}/branch/:branchId/brand/:brandId/busy`, async (ctx) => {
    requireOps(ctx, token);
    const params = parseWith(z.object({ branchId: id, brandId: id }), ctx.params);
    const body = await parseBody(ctx.request, z.object({ is_busy: z.boolean() }));
    const since = body.is_busy ? now() : null;
    const updated = await db
      .updateTable('branch_brands')
      .set({ is_busy: body.is_busy, busy_mode_updated_at: since })
      .where('branch_id', '=', params.branchId)
      .where('brand_id', '=', params.brandId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new ApiError(404, 'not_found', 'This brand is not served at this branch');
    await db
      .updateTable('brands')
      .set({ is_busy: body.is_busy, busy_mode_updated_at: since })
      .where('id', '=', params.brandId)
      .execute();
    catalog.cache.invalidate();
    const event = {
      branch_id: params.branchId,
      brand_id: params.brandId,
      is_busy: body.is_busy,
      busy_mode_updated_at: since?.toISOString() ?? null,
    };
    events.emit('store_mode', event);
    return json(event);
  });

  // A new price for an item (the brand's menu): every branch serving the brand moves to a new menu
  // version, so carts priced on the old one get the price-update signal from the bill (SPEC §7).
  router.post(`${p.enterprise}/brand/:brandId/item/:itemId/price`, async (ctx) => {
    requireOps(ctx, token);
    const params = parseWith(z.object({ brandId: id, itemId: id }), ctx.params);
    const amount = z.number().int().min(0).max(1_000_000_000);
    const body = await parseBody(
      ctx.request,
      z.object({
        price: amount,
        price_pickup: amount.nullable().optional(),
        price_delivery: amount.nullable().optional(),
        price_dine_in: amount.nullable().optional(),
      }),
    );
    const columns = ['id', 'price', 'price_pickup', 'price_delivery', 'price_dine_in'] as const;
    const previous = await db
      .selectFrom('menu_items')
      .select(columns)
      .where('id', '=', params.itemId)
      .where('brand_id', '=', params.brandId)
      .executeTakeFirst();
    if (!previous) throw new ApiError(404, 'not_found', 'This item is not on this brand’s menu');
    const updated = await db
      .updateTable('menu_items')
      .set(body)
      .where('id', '=', params.itemId)
      .where('brand_id', '=', params.brandId)
      .returning(columns)
      .executeTakeFirstOrThrow();
    const branches = await db
      .updateTable('branches')
      .set((eb) => ({ menu_version: eb('menu_version', '+', 1) }))
      .where('id', 'in', db.selectFrom('branch_brands').select('branch_id').where('brand_id', '=', params.brandId))
      .returning(['id as branch_id', 'menu_version'])
      .execute();
    catalog.cache.invalidate();
    return json({ item: updated, previous, menu_versions: branches });
  });

  // Stock of an item at a branch: out of stock, back in stock, a few left, or snoozed for a while.
  router.post(`${p.enterprise}/branch/:branchId/item/:itemId/stock`, async (ctx) => {
    requireOps(ctx, token);
    const params = parseWith(z.object({ branchId: id, itemId: id }), ctx.params);
    const body = await parseBody(
      ctx.request,
      z.object({
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
    );
    const served = await db
      .selectFrom('menu_items')
      .innerJoin('branch_brands', 'branch_brands.brand_id', 'menu_items.brand_id')
      .select('menu_items.id')
      .where('menu_items.id', '=', params.itemId)
      .where('branch_brands.branch_id', '=', params.branchId)
      .executeTakeFirst();
    if (!served) throw new ApiError(404, 'not_found', 'This item is not on this branch’s menu');
    const start = now();
    const row = {
      branch_id: params.branchId,
      item_id: params.itemId,
      available: body.available,
      quantity: body.quantity,
      snooze_start: body.snooze_minutes ? start : null,
      snooze_end: body.snooze_minutes ? new Date(start.getTime() + body.snooze_minutes * 60_000) : null,
    };
    await db
      .insertInto('item_stock')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['branch_id', 'item_id']).doUpdateSet({
          available: row.available,
          quantity: row.quantity,
          snooze_start: row.snooze_start,
          snooze_end: row.snooze_end,
        }),
      )
      .execute();
    catalog.cache.invalidate({ branchId: params.branchId });
    return json({
      ...row,
      snooze_start: row.snooze_start?.toISOString() ?? null,
      snooze_end: row.snooze_end?.toISOString() ?? null,
    });
  });
}
