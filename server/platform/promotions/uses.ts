// A promo's uses (SPEC §5 max_limit_per_user, cohort new_user; issue 26 "two concurrent orders cannot both use a
// last allowed use"). Placement judges the bill's promo once more inside its transaction, under the customer's
// advisory lock, with the uses and orders as committed by then — so of two placements at once by one customer
// the second sees the first's order and use — and writes the use with the order. The unique
// (promo_id, user_id, use_number) of migration 0016 refuses a second row for the same use even without the lock.
import { sql, type Transaction } from 'kysely';
import type { Bill } from '../../../app/contract/bill';
import type { AppliedPromo } from '../../../app/contract/promos';
import { currencyDecimals } from '../../../app/domain/money';
import { promoRefusal } from '../../../app/domain/promotions';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import type { PricedPromo } from './apply';
import { customerFacts } from './store';

/** The seed of the advisory lock a customer's promo uses are counted under. */
export const PROMO_LOCK_SEED = 726026;

export const NOT_APPLICABLE = 'promo_not_applicable';

/** The refusal of an order whose promo or voucher does not apply (409, nothing written). */
export function promoNotApplicable(code: string, reason: string): ApiError {
  return new ApiError(409, NOT_APPLICABLE, `Don't miss out - ${code} promo is not applicable here`, {
    promo_code: code,
    reason,
  });
}

/**
 * Inside the placement's transaction: the customer's lock, the promo judged again on their committed uses and
 * orders (an order being written again — `replacing` — and its use do not count), and the number of this use.
 * A refusal throws (the transaction, the order with it, is rolled back).
 */
export async function claimPromoUse(
  trx: Transaction<DB>,
  promo: PricedPromo,
  userId: number,
  replacing: number | null,
): Promise<number | null> {
  const row = promo.chosen.row;
  if (!row) return null; // an external provider's voucher is counted by its provider
  await sql`select pg_advisory_xact_lock(${PROMO_LOCK_SEED}, ${userId})`.execute(trx);
  if (replacing != null) await trx.deleteFrom('promo_uses').where('order_id', '=', replacing).execute();
  const reason = promoRefusal(promo.chosen.rule, {
    ...promo.cart,
    customer: await customerFacts(trx, row, userId, replacing),
  });
  if (reason) throw promoNotApplicable(row.code, reason);
  const last = await trx
    .selectFrom('promo_uses')
    .select((eb) => eb.fn.max('use_number').as('n'))
    .where('promo_id', '=', row.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(last?.n ?? 0) + 1;
}

/** Writes the use with the order (the first child of a food-hall group stands for the group). */
export async function recordPromoUse(
  trx: Transaction<DB>,
  promo: PricedPromo,
  use: { userId: number; orderId: number; useNumber: number; at: Date },
): Promise<void> {
  try {
    await trx
      .insertInto('promo_uses')
      .values({
        promo_id: promo.chosen.row!.id,
        user_id: use.userId,
        order_id: use.orderId,
        use_number: use.useNumber,
        discount: promo.discount,
        created_at: use.at,
      })
      .execute();
  } catch (error) {
    if ((error as { code?: string })?.code === '23505') throw promoNotApplicable(promo.chosen.row!.code, 'usedUp');
    throw error;
  }
}

/**
 * A food hall's promo shared over its children (one order per branch, each priced on its own lines): each child
 * takes the part of the discount its in-scope subtotal is of the whole, in the currency's smallest shown unit,
 * never more than that subtotal nor its bill; the rounding's rest (and what a child had no room for) goes to
 * the children the promo covers, the last first. Answers each child's bill with its part taken off.
 */
export function sharePromo(bills: Bill[], promo: PricedPromo, applied: AppliedPromo, currency: string): Bill[] {
  const inScope = promo.cart.brandSubtotals;
  const rule = promo.chosen.rule;
  const baseOf = (bill: Bill) =>
    bill.lines
      .filter((l) => inScope.has(l.brand.id) && (rule.brands.length === 0 || rule.brands.includes(l.brand.id)))
      .reduce((n, l) => n + (bill.items.find((i) => i.id === l.id)?.item_final_price_cent ?? 0), 0);
  const bases = bills.map(baseOf);
  const whole = bases.reduce((a, b) => a + b, 0);
  const step = currencyDecimals(currency) === 0 ? 100 : 1;
  const room = bills.map((bill, i) => Math.max(0, Math.min(bases[i]!, bill.total_price_cent)));
  const shares = bases.map((base, i) =>
    whole > 0 ? Math.min(room[i]!, Math.floor((promo.discount * base) / whole / step) * step) : 0,
  );
  let left = promo.discount - shares.reduce((a, b) => a + b, 0);
  for (let i = bills.length - 1; i >= 0 && left > 0; i--) {
    const more = Math.min(room[i]! - shares[i]!, left);
    shares[i]! += more;
    left -= more;
  }
  return bills.map((bill, i) => {
    const share = shares[i]!;
    const total = bill.total_price_cent - share;
    return {
      ...bill,
      total_promo_discount_cent: share,
      total_promo_discount: share / 100,
      total_price_cent: total,
      total_price: total / 100,
      total_display_price_cent: total,
      total_display_price: total / 100,
      applied_promo: bases[i]! > 0 ? { ...applied, discount_cent: share, discount: share / 100 } : null,
    };
  });
}
