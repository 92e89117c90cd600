// The checkout's loyalty (SPEC §2 "Checkout: promos and rewards … loyalty points banner", "rewards sheet"; §5
// "Loyalty apply amount = subtotal + vat - discount. Rewards are only for logged-in non-guest users."): the rewards
// of the store's business the customer can redeem (the sheet, /checkout?sheet=rewards), the chosen one kept in the
// checkout state (sent as reward_point_id with every bill and the placement, like the applied promo), and the
// points this order will earn.
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { earningAmount } from '~/domain/loyalty';
import type { Gathered } from '~/features/checkout/checkout-facts.server';
import { PlatformError } from '~/platform-client/client.server';
import { rewardView, type RewardView } from './loyalty-pages.server';

/** Only a registered customer (not a guest) has rewards, at a one-store cart. */
function placeOf(g: Gathered) {
  const user = g.user;
  const branch = g.menus?.branchInfo;
  if (!user || user.is_guest || !branch) return null;
  if (new Set(g.cart.lines.map((l) => l.branch.id)).size > 1) return null;
  return { country_id: branch.country_id, business_id: branch.business_id };
}

export const mayRedeem = (g: Gathered) => placeOf(g) !== null;

export interface RewardsSheet {
  points: number;
  pointName: string;
  rewards: RewardView[];
  problem: 'empty' | 'failed' | null;
}

/** The rewards sheet: the business's rewards with what the balance says of each. */
export async function rewardsSheetData(g: Gathered): Promise<RewardsSheet | null> {
  const place = placeOf(g);
  if (!place) return null;
  try {
    const answer = await g.customer.withAuth((c) => c.loyaltyRewards(place));
    return {
      points: answer.points,
      pointName: answer.settings.point_name,
      rewards: answer.results.map((r) => rewardView(r, answer.currency)),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return { points: 0, pointName: '', rewards: [], problem: error.status === 404 ? 'empty' : 'failed' };
  }
}

/** The loyalty points banner: what this order will earn (none said when the programme or the call is missing). */
export async function loyaltyBanner(g: Gathered): Promise<{ points: number; pointName: string } | null> {
  const place = placeOf(g);
  const bill = g.page.bill;
  if (!place || !bill) return null;
  const amount = earningAmount({
    sub_total: bill.subtotal,
    vat_price: bill.vat,
    is_vat_included: bill.vatIncluded,
    discount_amount: bill.discount,
    reward: bill.rewardDiscount,
    promo: bill.promoDiscount,
  });
  try {
    const answer = await g.customer.withAuth((c) =>
      c.calculatePoints({ ...place, currency: g.page.currency?.code ?? '', amount }),
    );
    return answer.points > 0 ? { points: answer.points, pointName: answer.settings.point_name } : null;
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

export const rewardChoiceSchema = z.object({
  rewardId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * The reward the sheet's form chose, if the customer may redeem it now: what the checkout state keeps of it, or
 * why not (SPEC §8 "Failed to apply loyalty. Please try again.").
 */
export async function chosenReward(
  g: Gathered,
  form: FormData,
): Promise<{ reward: { id: number; title: string; points: number } } | { refused: true }> {
  const submission = parseWithZod(form, { schema: rewardChoiceSchema });
  const sheet = await rewardsSheetData(g);
  const reward =
    submission.status === 'success' ? sheet?.rewards.find((r) => r.id === submission.value.rewardId) : undefined;
  if (!reward || !reward.canRedeem) return { refused: true };
  return { reward: { id: reward.id, title: reward.title, points: reward.points } };
}
