// The demo's kitchen (issue 14): with the switch on (DEMO_ORDER_STEP_SECONDS), each new order moves on by
// itself — placed → accepted → ready → completed — one step per interval, through the same guarded
// transitions the staff use, so a demo shows a whole journey. Several instances may run it: a step one of
// them already made is refused to the other (409) and skipped.
import { OrderStatus } from '../../../app/domain/constants';
import type { OrderTransition } from '../../../app/contract/orders';
import { ApiError } from '../http';
import { moveOrder } from '../orders/moves';
import type { OrderDeps } from '../orders/place';

const NEXT: Record<number, OrderTransition> = {
  [OrderStatus.PLACED]: 'accept',
  [OrderStatus.ACCEPTED]: 'ready',
  [OrderStatus.READY]: 'complete',
};

/** Moves every order unchanged for `stepSeconds` one step on; the number moved. */
export async function advanceDemoOrders(deps: OrderDeps, stepSeconds: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - stepSeconds * 1000);
  const due = await deps.db
    .selectFrom('orders')
    .select(['order_hash', 'status_id'])
    .where('status_id', 'in', [OrderStatus.PLACED, OrderStatus.ACCEPTED, OrderStatus.READY])
    .where('updated_at', '<=', cutoff)
    .orderBy('updated_at')
    .limit(100)
    .execute();
  let moved = 0;
  for (const order of due) {
    try {
      await moveOrder(deps, order.order_hash, NEXT[order.status_id]!, null);
      moved++;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  return moved;
}
