// The courier side of a delivery (SPEC §4 fulfilment statuses; the legal moves in app/domain/fulfilment.ts):
// one guarded update per move — where the order is a delivery, cooking or ready, and its fulfilment is in a
// legal source of the target — so two couriers' updates at once cannot both win. A rider given replaces the
// current job's rider; a courier dropping the job (back to allocating) starts a new job. A completed delivery
// completes its order; a failed or cancelled one may cancel it as the delivery partner ("no rider found").
import { ErrorCode } from '../../../app/contract/errors';
import type { Fulfilment, Order, Rider } from '../../../app/contract/orders';
import { DeliveryMethod, FulfilmentStatus, OrderStatus } from '../../../app/domain/constants';
import {
  completesOrder,
  FULFILMENT_ORDER_STATUSES,
  fulfilmentSources,
  isFulfilmentStatus,
  type FulfilmentStatusId,
} from '../../../app/domain/fulfilment';
import { ApiError, notFound } from '../http';
import { moveOrder } from './moves';
import type { OrderDeps } from '../deps';
import { eventOf } from '../events';
import { toWireOrder } from '../order-records/store';
import type { Selectable } from 'kysely';
import type { DB } from '../db/schema';

export interface FulfilmentMove {
  fulfillment_status_id: number;
  rider?: Partial<Rider> | null;
  tracking_url?: string | null;
  cancel_order?: boolean;
  reason?: string | null;
}

const EMPTY_RIDER: Rider = { name: null, phone: null, photo_url: null, license_plate: null };

/** The jobs after a move: the current one changed, or a new one when a courier starts or drops the job. */
function nextJobs(jobs: Fulfilment[], to: FulfilmentStatusId, move: FulfilmentMove, at: string): Fulfilment[] {
  const current = jobs.at(-1);
  const fresh = !current || (to === FulfilmentStatus.ALLOCATING && current.rider != null);
  const base: Fulfilment = fresh
    ? { fulfillment_status_id: to, rider: null, tracking_url: null, updated_at: at }
    : { ...current };
  const rider = move.rider ? { ...EMPTY_RIDER, ...(base.rider ?? {}), ...move.rider } : base.rider;
  const job: Fulfilment = {
    fulfillment_status_id: to,
    rider,
    tracking_url: move.tracking_url ?? base.tracking_url,
    updated_at: at,
  };
  if (!fresh) return [...jobs.slice(0, -1), job];
  // The courier who dropped the job: their job is closed as cancelled (the page shows no rider of it).
  const dropped = current ? [{ ...current, fulfillment_status_id: FulfilmentStatus.CANCELLED, updated_at: at }] : [];
  return [...jobs.slice(0, -1), ...dropped, job];
}

export async function moveFulfilment(deps: OrderDeps, hash: string, move: FulfilmentMove): Promise<Order> {
  const { db } = deps;
  const to = move.fulfillment_status_id;
  if (!isFulfilmentStatus(to))
    throw new ApiError(400, ErrorCode.validation, 'fulfillment_status_id: is not a fulfilment status');
  if (move.cancel_order && to !== FulfilmentStatus.FAILED && to !== FulfilmentStatus.CANCELLED)
    throw new ApiError(
      400,
      ErrorCode.validation,
      'cancel_order: only a failed or cancelled delivery cancels its order',
    );
  const at = deps.now();
  const sources = fulfilmentSources(to);
  const fromStatuses = sources.filter((s): s is FulfilmentStatusId => s != null);
  const moved = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('orders')
      .selectAll()
      .where('order_hash', '=', hash)
      .where('order_type_id', '=', DeliveryMethod.DELIVERY)
      .where('status_id', 'in', [...FULFILMENT_ORDER_STATUSES])
      .where((eb) =>
        eb.or([
          ...(sources.includes(null) ? [eb('fulfillment_status_id', 'is', null)] : []),
          ...(fromStatuses.length ? [eb('fulfillment_status_id', 'in', fromStatuses)] : []),
        ]),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const jobs = nextJobs(row.fulfillments as unknown as Fulfilment[], to, move, at.toISOString());
    return trx
      .updateTable('orders')
      .set({
        fulfillment_status_id: to,
        fulfillments: JSON.stringify(jobs),
        ...(to === FulfilmentStatus.ALLOCATING ? { allocating_status_updated_at: at } : {}),
        updated_at: at,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!moved) {
    const current = await deps.db
      .selectFrom('orders')
      .select(['status_id', 'order_type_id', 'fulfillment_status_id'])
      .where('order_hash', '=', hash)
      .executeTakeFirst();
    // the courier says "delivered" again after a stop between the delivery and the order's completion (two
    // transactions): the order is still ready, so this time it is completed — the points come with it
    if (
      completesOrder(to) &&
      current?.order_type_id === DeliveryMethod.DELIVERY &&
      current.fulfillment_status_id === to &&
      current.status_id === OrderStatus.READY
    )
      return moveOrder(deps, hash, 'complete', null);
    throw refusal(current, to);
  }
  let order = toWireOrder(moved);
  deps.events.emit('fulfilment_status_update', eventOf(order));
  if (completesOrder(to) && order.status_id === OrderStatus.READY)
    order = await moveOrder(deps, hash, 'complete', null);
  if (move.cancel_order)
    order = await moveOrder(deps, hash, 'cancel', move.reason ?? 'no_rider', 'FULFILLMENT_PARTNER');
  return order;
}

/** Why a courier's move was refused, by the order as it is now (`undefined`: no such order). */
function refusal(
  current: Pick<Selectable<DB['orders']>, 'status_id' | 'order_type_id' | 'fulfillment_status_id'> | undefined,
  to: FulfilmentStatusId,
): ApiError {
  if (!current) return notFound('No order found');
  const details = { status_id: current.status_id, fulfillment_status_id: current.fulfillment_status_id };
  if (current.order_type_id !== DeliveryMethod.DELIVERY)
    return new ApiError(409, ErrorCode.invalidTransition, 'Only a delivery has a courier', details);
  if (!FULFILMENT_ORDER_STATUSES.includes(current.status_id))
    return new ApiError(
      409,
      ErrorCode.invalidTransition,
      'A courier moves only while the order is accepted or ready',
      details,
    );
  return new ApiError(
    409,
    ErrorCode.invalidTransition,
    `A delivery cannot move from fulfilment status ${current.fulfillment_status_id ?? 'none'} to ${to}`,
    details,
  );
}
