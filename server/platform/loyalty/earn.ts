// Points earned with a completed order (issue 27: "credited in the same transaction that completes the order").
// Called by orders/moves.ts inside the transaction of the guarded update that moved the order to completed: the
// points and the completion commit together or not at all (a crash between them loses neither), and the ledger's
// unique (order_id, kind) keeps an order from earning twice whatever retries or concurrent completions arrive.
import type { Transaction } from 'kysely';
import { earningAmount, pointsEarned } from '../../../app/domain/loyalty';
import type { DB } from '../db/schema';
import type { OrderRow } from '../order-records/store';
import { actionsOf, poolOf, programmeOf } from './store';

/** Credits the points a just-completed order earns (none for a guest, or where the business runs no programme). */
export async function creditOrderPoints(tx: Transaction<DB>, order: OrderRow, at: Date): Promise<number> {
  const user = await tx.selectFrom('users').select('is_guest').where('id', '=', order.user_id).executeTakeFirst();
  // SPEC §6: a guest does not see loyalty points (and so does not earn them)
  if (!user || user.is_guest) return 0;
  const branch = await tx
    .selectFrom('branches')
    .select(['business_id', 'title'])
    .where('id', '=', order.branch_id)
    .executeTakeFirstOrThrow();
  const programme = await programmeOf(tx, branch.business_id);
  if (!programme) return 0;
  const data = order.data as Record<string, unknown>;
  const num = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : 0);
  const amount = earningAmount({
    sub_total: num('item_price'),
    vat_price: num('vat_price'),
    is_vat_included: data.is_vat_included === true,
    discount_amount: num('discount_amount'),
    reward: num('reward_discount'),
    promo: num('promo_discount'),
  });
  const points = pointsEarned(await actionsOf(tx, branch.business_id), amount);
  if (points <= 0) return 0;
  const currency = (data.currency as { code?: string } | undefined)?.code ?? null;
  const written = await tx
    .insertInto('loyalty_entries')
    .values({
      user_id: order.user_id,
      pool: poolOf(programme),
      business_id: branch.business_id,
      order_id: order.id,
      kind: 'earned',
      points,
      amount,
      currency,
      reward_id: null,
      title: branch.title,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written ? points : 0;
}
