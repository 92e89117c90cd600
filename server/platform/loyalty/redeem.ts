// A reward spent on an order (SPEC §3 Bill reward_point_id → reward_price, §5 "Loyalty apply amount = subtotal +
// vat - discount. Rewards are only for logged-in non-guest users."). The bill finds the reward the request names
// and works its discount out with app/domain/loyalty.ts (../bill/calculate.ts); placement checks the balance
// once more inside the order's transaction, under the customer's advisory lock, and writes the claim with the
// order — so of two orders placed at once the second sees the first's claim and cannot spend the same points.
import { sql, type Transaction } from 'kysely';
import type { AppliedReward, RewardRefusalAnswer } from '../../../app/contract/loyalty';
import { rewardRefusal, type RewardRule } from '../../../app/domain/loyalty';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import { balanceOf, poolOf, programmeOf, rewardById, type Db, type RewardRow } from './store';

/** The seed of the advisory lock a customer's claims are counted under (the promos' is 726026). */
export const REWARD_LOCK_SEED = 726027;
export const REWARD_NOT_APPLICABLE = 'reward_not_applicable';

/** SPEC §8 "Failed to apply loyalty. Please try again." (409, details.reason) */
export function rewardNotApplicable(refusal: RewardRefusalAnswer): ApiError {
  return new ApiError(409, REWARD_NOT_APPLICABLE, 'Failed to apply loyalty. Please try again.', { ...refusal });
}

export const ruleOfReward = (r: RewardRow): RewardRule => ({
  discount_type: r.discount_type,
  points: r.points,
  rate: r.rate,
  upto: r.upto,
});

/** A reward the bill applied: what placement claims. */
export interface PricedReward {
  reward: RewardRow;
  pool: string;
  discount: number;
}

/**
 * The reward `rewardPointId` names, for `user` at `business`, judged against the caller's balance: the reward
 * and its pool, or why it does not apply. A cart of several branches (a food hall's group) takes no reward.
 */
export async function findReward(
  db: Db,
  rewardPointId: number | string,
  place: { business: number; branches: number },
  user: { id: number; is_guest: boolean } | null,
): Promise<{ reward: RewardRow; pool: string } | { refusal: RewardRefusalAnswer }> {
  const refuse = (reason: RewardRefusalAnswer['reason']) => ({ refusal: { reward_point_id: rewardPointId, reason } });
  const refused = rewardRefusal(user);
  if (refused) return refuse(refused);
  const rewardId = Number(rewardPointId);
  if (!Number.isSafeInteger(rewardId) || rewardId < 1 || rewardId > 2_147_483_647) return refuse('notFound');
  const reward = await rewardById(db, rewardId);
  if (!reward || reward.status !== 'active' || reward.business_id !== place.business) return refuse('notFound');
  if (place.branches > 1) return refuse('group');
  const programme = await programmeOf(db, reward.business_id);
  if (!programme) return refuse('notFound');
  const pool = poolOf(programme);
  if ((await balanceOf(db, user!.id, pool)) < reward.points) return refuse('points');
  return { reward, pool };
}

/** What a found reward takes off a loyalty amount, as the bill answers it. */
export function appliedRewardOf(reward: RewardRow, discount: number): AppliedReward {
  return {
    id: reward.id,
    title: reward.title,
    points: reward.points,
    discount: discount / 100,
    discount_cent: discount,
  };
}

/**
 * Inside the placement's transaction, before the order is written: the customer's lock, the claim of an order
 * being written again given back, and the balance checked on what is committed by now. Throws the refusal (the
 * order is rolled back with it).
 */
export async function claimReward(
  trx: Transaction<DB>,
  priced: PricedReward,
  userId: number,
  replacing: number | null,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${REWARD_LOCK_SEED}, ${userId})`.execute(trx);
  if (replacing != null)
    await trx.deleteFrom('loyalty_entries').where('order_id', '=', replacing).where('kind', '=', 'claimed').execute();
  if ((await balanceOf(trx, userId, priced.pool)) < priced.reward.points)
    throw rewardNotApplicable({ reward_point_id: priced.reward.id, reason: 'points' });
}

/** Writes the claim with the order (after `claimReward`, in the same transaction). */
export async function recordClaim(
  trx: Transaction<DB>,
  priced: PricedReward,
  claim: { userId: number; orderId: number; amount: number; currency: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('loyalty_entries')
    .values({
      user_id: claim.userId,
      pool: priced.pool,
      business_id: priced.reward.business_id,
      order_id: claim.orderId,
      kind: 'claimed',
      points: priced.reward.points,
      amount: claim.amount,
      currency: claim.currency,
      reward_id: priced.reward.id,
      title: priced.reward.title,
      created_at: claim.at,
    })
    .execute();
}
