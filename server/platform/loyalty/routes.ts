// SPEC §7 "Promo and loyalty", the `/loyalit/...` calls (app/contract/loyalty.ts): a customer's points records,
// a business's actions and rewards (with the customer's balance, or for anyone), the points history, the points an
// amount would earn, a reward checked against an amount; staff's writes (ops token): a business's programme and
// its rewards. SPEC §8: an empty list answers 404 (the shop shows its empty state), a missing business or country
// "Either business ID or country ID is missing!" (400, from the contract's schema).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import * as L from '../../../app/contract/loyalty';
import { pointsEarned, pointsNeeded, rewardDiscount } from '../../../app/domain/loyalty';
import type { DB } from '../db/schema';
import { ApiError, notFound, type Router } from '../http';
import type { AuthedUser } from '../identity';
import { appliedRewardOf, findReward, rewardNotApplicable, ruleOfReward } from './redeem';
import {
  actionsOf,
  activeRewardsOf,
  balanceOf,
  countedEntry,
  currencyOf,
  pointsRecords,
  poolOf,
  programmeOf,
  settingsOf,
  type ProgrammeRow,
  type RewardRow,
} from './store';

export interface LoyaltyDeps {
  db: Kysely<DB>;
  now: () => Date;
}

const NO_ACTION = 'No action is available at this moment';
const NO_REWARD = 'No reward is available at this moment';
const NO_HISTORY = 'No History Available';

/** The business's programme, in the country the caller named (404 otherwise: nothing to show). */
async function programmeAt(db: Kysely<DB>, place: L.LoyaltyPlace, empty: string): Promise<ProgrammeRow> {
  const programme = await programmeOf(db, place.business_id);
  if (!programme || programme.country_id !== place.country_id) throw notFound(empty);
  return programme;
}

const wireAction = (a: Awaited<ReturnType<typeof actionsOf>>[number]): L.LoyaltyAction => ({
  id: a.id,
  type: 'TRANSACTION',
  title: a.title,
  points: a.points,
  rate: a.rate,
});

const wireReward = (r: RewardRow, balance: number | null): L.LoyaltyReward => ({
  id: r.id,
  title: r.title,
  discount_type: r.discount_type,
  points: r.points,
  rate: r.rate,
  upto: r.upto,
  can_redeemable: balance != null && balance >= r.points,
  points_needed_to_redeem_reward: pointsNeeded(balance ?? 0, r),
});

const staffReward = (r: RewardRow) => ({
  id: r.id,
  business_id: r.business_id,
  title: r.title,
  discount_type: r.discount_type,
  points: r.points,
  rate: r.rate,
  upto: r.upto,
  status: r.status,
});

export function loyaltyRoutes(router: Router<AuthedUser>, deps: LoyaltyDeps) {
  const { db, now } = deps;

  router.serve(L.loyaltyUser, async ({ query, user }) => ({
    results: await pointsRecords(db, user.user.id, query.business_id),
  }));

  const actions = async (body: L.LoyaltyPlace) => {
    const programme = await programmeAt(db, body, NO_ACTION);
    const results = (await actionsOf(db, programme.business_id)).map(wireAction);
    if (!results.length) throw notFound(NO_ACTION);
    return { settings: settingsOf(programme), currency: currencyOf(programme), results };
  };
  router.serve(L.loyaltyActions, ({ body }) => actions(body));
  router.serve(L.actionPoints, ({ body }) => actions(body));

  const rewards = async (body: L.LoyaltyPlace, userId: number | null) => {
    const programme = await programmeAt(db, body, NO_REWARD);
    const balance = userId != null ? await balanceOf(db, userId, poolOf(programme)) : null;
    const results = (await activeRewardsOf(db, programme.business_id)).map((r) => wireReward(r, balance));
    if (!results.length) throw notFound(NO_REWARD);
    return { points: balance ?? 0, settings: settingsOf(programme), currency: currencyOf(programme), results };
  };
  router.serve(L.loyaltyRewards, ({ body, user }) => rewards(body, user.user.id));
  router.serve(L.rewardPoints, async ({ body }) => {
    const { settings, currency, results } = await rewards(body, null);
    return { settings, currency, results };
  });

  router.serve(L.loyaltyHistories, async ({ body, user }) => {
    const programme = await programmeAt(db, body, NO_HISTORY);
    let q = db
      .selectFrom('loyalty_entries as e')
      .leftJoin('orders as o', 'o.id', 'e.order_id')
      .where('e.user_id', '=', user.user.id)
      .where('e.pool', '=', poolOf(programme))
      .where(countedEntry);
    if (body.type) q = q.where('e.kind', '=', body.type === 'GAINED' ? 'earned' : 'claimed');
    const total = Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const rows = await q
      .select(['e.id', 'e.title', 'e.created_at', 'e.amount', 'e.points', 'e.kind', 'e.currency', 'o.order_hash'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(body.size)
      .offset((body.page - 1) * body.size)
      .execute();
    if (total === 0) throw notFound(NO_HISTORY);
    return {
      total,
      page: body.page,
      size: body.size,
      results: rows.map((r) => ({
        id: r.id,
        title: r.title,
        created_at: new Date(r.created_at).toISOString(),
        amount: r.amount,
        points: r.points,
        type: r.kind === 'earned' ? ('GAINED' as const) : ('CLAIMED' as const),
        order_hash: r.order_hash ?? null,
        currency: r.currency,
      })),
    };
  });

  router.serve(L.calculatePoints, async ({ body }) => {
    const programme = await programmeAt(db, body, NO_ACTION);
    return {
      points: pointsEarned(await actionsOf(db, programme.business_id), body.amount),
      settings: settingsOf(programme),
    };
  });

  router.serve(L.verifyReward, async ({ body, user }) => {
    await programmeAt(db, body, NO_REWARD);
    const found = await findReward(db, body.reward_point_id, { business: body.business_id, branches: 1 }, user.user);
    if ('refusal' in found) throw rewardNotApplicable(found.refusal);
    return appliedRewardOf(found.reward, rewardDiscount(ruleOfReward(found.reward), body.amount, body.currency));
  });

  // ---- staff ----
  router.serve(L.setProgramme, async ({ body }) => {
    const business = await db
      .selectFrom('businesses')
      .select('id')
      .where('id', '=', body.business_id)
      .executeTakeFirst();
    if (!business)
      throw new ApiError(400, 'validation_error', 'business_id: no such business', { business_id: 'unknown' });
    const at = now();
    await db.transaction().execute(async (tx) => {
      const values = {
        binding_level_id: body.binding_level_id,
        program_name: body.program_name,
        logo: body.logo ?? null,
        point_name: body.point_name,
        color: body.color,
        description: body.description ?? null,
        updated_at: at,
      };
      await tx
        .insertInto('loyalty_programmes')
        .values({ business_id: body.business_id, ...values })
        .onConflict((oc) => oc.column('business_id').doUpdateSet(values))
        .execute();
      await tx.deleteFrom('loyalty_actions').where('business_id', '=', body.business_id).execute();
      if (body.actions.length)
        await tx
          .insertInto('loyalty_actions')
          .values(body.actions.map((a) => ({ business_id: body.business_id, ...a })))
          .execute();
    });
    const programme = (await programmeOf(db, body.business_id))!;
    return {
      business_id: programme.business_id,
      binding_level_id: programme.binding_level_id as 2 | 3,
      settings: settingsOf(programme),
      actions: (await actionsOf(db, programme.business_id)).map(wireAction),
    };
  });

  router.serve(L.createReward, async ({ body }) => {
    if (!(await programmeOf(db, body.business_id))) throw notFound('This business runs no loyalty programme');
    const row = await db
      .insertInto('loyalty_rewards')
      .values({
        business_id: body.business_id,
        title: body.title,
        discount_type: body.discount_type,
        points: body.points,
        rate: body.rate,
        upto: body.upto ?? null,
        status: 'active',
        created_at: now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return staffReward(row);
  });

  router.serve(L.setRewardStatus, async ({ params, body }) => {
    const row = await db
      .updateTable('loyalty_rewards')
      .set({ status: body.status })
      .where('id', '=', params.rewardId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('No reward found');
    return staffReward(row);
  });
}
