// Enterprise-side writes used by restaurant staff (the ops screen drives them), behind the ops token
// (app/contract/ops.ts).
import { addMinutes } from 'date-fns';
import type { Kysely } from 'kysely';
import * as O from '../../../app/contract/ops';
import type { DB } from '../db/schema';
import { ApiError, type Router } from '../http';
import type { Catalog } from '../catalog/catalog';
import * as K from '../../../app/contract/kitchen';
import { ErrorCode } from '../../../app/contract/errors';
import { PaymentStatus } from '../../../app/domain/constants';
import { canRefund } from '../../../app/domain/order-status';
import { notFound } from '../http';
import type { OrderDeps } from '../deps';
import { eventOf, type PlatformEvents } from '../events';
import { toWireOrder } from '../order-records/store';
import { refundPaidOrder } from '../payments/ledger';
import { opsBranches, writeStoreState } from './board';
import { editOrderCart } from './cart-edit';

export interface OpsOptions {
  db: Kysely<DB>;
  catalog: Catalog;
  events: PlatformEvents;
  now: () => Date;
}

export function opsRoutes<U>(router: Router<U>, options: OpsOptions) {
  const { db, catalog, events, now } = options;

  // Busy mode of a brand at a branch (SPEC §4 "Stock and busy rules"); store_mode tells open pages. Each write
  // below is one transaction that also tells the other instances (catalog/changes.ts) when it commits.
  router.serve(O.setBusy, async ({ params, body }) => {
    const since = body.is_busy ? now() : null;
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('branch_brands')
        .set({ is_busy: body.is_busy, busy_mode_updated_at: since })
        .where('branch_id', '=', params.branchId)
        .where('brand_id', '=', params.brandId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        throw new ApiError(404, 'not_found', 'This brand is not served at this branch');
      await trx
        .updateTable('brands')
        .set({ is_busy: body.is_busy, busy_mode_updated_at: since })
        .where('id', '=', params.brandId)
        .execute();
      await catalog.changes.announce(trx);
    });
    catalog.changes.forget();
    const event = {
      branch_id: params.branchId,
      brand_id: params.brandId,
      is_busy: body.is_busy,
      busy_mode_updated_at: since?.toISOString() ?? null,
    };
    events.emit('store_mode', event);
    return event;
  });

  // A new price for an item (the brand's menu): every branch serving the brand moves to a new menu
  // version, so carts priced on the old one get the price-update signal from the bill (SPEC §7).
  router.serve(O.setItemPrice, async ({ params, body }) => {
    const columns = ['id', 'price', 'price_pickup', 'price_delivery', 'price_dine_in'] as const;
    const answer = await db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('menu_items')
        .select(columns)
        .where('id', '=', params.itemId)
        .where('brand_id', '=', params.brandId)
        .forUpdate()
        .executeTakeFirst();
      if (!previous) throw new ApiError(404, 'not_found', 'This item is not on this brand’s menu');
      const updated = await trx
        .updateTable('menu_items')
        .set(body)
        .where('id', '=', params.itemId)
        .where('brand_id', '=', params.brandId)
        .returning(columns)
        .executeTakeFirstOrThrow();
      const branches = await trx
        .updateTable('branches')
        .set((eb) => ({ menu_version: eb('menu_version', '+', 1) }))
        .where('id', 'in', trx.selectFrom('branch_brands').select('branch_id').where('brand_id', '=', params.brandId))
        .returning(['id as branch_id', 'menu_version'])
        .execute();
      // the brand's menu and the branches' menu versions (in the snapshot): everything
      await catalog.changes.announce(trx);
      return { item: updated, previous, menu_versions: branches };
    });
    catalog.changes.forget();
    return answer;
  });

  // Stock of an item at a branch: out of stock, back in stock, a few left, or snoozed for a while.
  router.serve(O.setItemStock, async ({ params, body }) => {
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
      snooze_end: body.snooze_minutes ? addMinutes(start, body.snooze_minutes) : null,
    };
    await db.transaction().execute(async (trx) => {
      await trx
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
      await catalog.changes.announce(trx, { branchId: params.branchId });
    });
    catalog.changes.forget({ branchId: params.branchId });
    return {
      ...row,
      snooze_start: row.snooze_start?.toISOString() ?? null,
      snooze_end: row.snooze_end?.toISOString() ?? null,
    };
  });
}

/**
 * The ops screen's calls (issue 16): its branch picker, the store state, a paid order's refund and the
 * kitchen's cart edit. Served before the orders' `/order/:orderHash/:transition`, which would take "refund"
 * and "cart" for a transition.
 */
export function opsScreenRoutes<U>(router: Router<U>, deps: OrderDeps) {
  const { db, catalog, now } = deps;
  router.serve(O.opsBranches, async () => ({ results: await opsBranches(catalog, now()) }));
  router.serve(O.opsBranch, async ({ params }) => {
    const [branch] = await opsBranches(catalog, now(), params.branchId);
    if (!branch) throw notFound('No branch found');
    return branch;
  });
  router.serve(O.setStoreState, async ({ params, body }) => writeStoreState(deps, params.branchId, body));

  router.serve(K.refundOrder, async ({ params }) => {
    const row = await db.selectFrom('orders').selectAll().where('order_hash', '=', params.orderHash).executeTakeFirst();
    if (!row) throw notFound('No order found');
    if (!canRefund(row))
      throw new ApiError(
        409,
        ErrorCode.invalidTransition,
        row.payment_status_id === PaymentStatus.REFUNDED
          ? 'The order is already refunded'
          : 'Only a paid order can be refunded',
        { payment_status_id: row.payment_status_id },
      );
    const after = await refundPaidOrder(deps, row);
    if (!after)
      throw new ApiError(409, ErrorCode.invalidTransition, 'The refund of this order is already under way', {
        refund_status_id: row.refund_status_id,
      });
    const order = toWireOrder(after);
    deps.events.emit('order_payment_status_update', eventOf(order));
    return order;
  });

  router.serve(K.editOrderCart, async ({ params, body }) => editOrderCart(deps, params.orderHash, body));
}
