// SPEC §3 "Loyalty" and §7 "Promo and loyalty" (`/loyalit/...`): a customer's points, a programme's actions
// (how points are earned) and rewards (what they buy), the points history, the points an amount would earn and a
// reward checked against an amount; staff's programme and reward writes (ops token). On the consumer gateway like
// the promo calls. Money is integer minor units; a PERCENTAGE reward's rate is hundredths of a percent.
import { z } from 'zod';
import { LoyaltyBindingLevel } from '../domain/constants';
import { REWARD_REFUSALS } from '../domain/loyalty';
import { cents, id, idParam, isoTime } from './common';
import { endpoint } from './endpoint';

/** SPEC §8 "Either business ID or country ID is missing!" */
export const LOYALTY_PLACE_MISSING = 'Either business ID or country ID is missing!';
const placeId = z.number({ required_error: LOYALTY_PLACE_MISSING, invalid_type_error: LOYALTY_PLACE_MISSING }).pipe(id);
/** SPEC §7: country_id, business_id. */
export const loyaltyPlace = z.object({ country_id: placeId, business_id: placeId });
export type LoyaltyPlace = z.infer<typeof loyaltyPlace>;

export const bindingLevel = z.union([z.literal(LoyaltyBindingLevel.COUNTRY), z.literal(LoyaltyBindingLevel.BUSINESS)]);

/** SPEC §3 settings (program_name, logo, point_name, color, description). */
export const loyaltySettingsSchema = z.object({
  program_name: z.string(),
  logo: z.string().nullable(),
  point_name: z.string(),
  color: z.string(),
  description: z.string().nullable(),
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;

/** The currency a programme's amounts (an action's rate, a reward's flat amount and cap) are in. */
const programmeCurrency = z.object({ code: z.string(), symbol: z.string() });

/** SPEC §3 "Points record". */
export const pointsRecordSchema = z.object({
  binding_level_id: bindingLevel,
  points: z.number().int(),
  business_ids: z.array(z.number().int()),
  businesses: z.array(z.object({ id: z.number().int(), title: z.string(), logo: z.string().nullable() })),
  country_ids: z.array(z.number().int()),
  countries: z.array(z.object({ id: z.number().int(), code: z.string(), title: z.string() })),
  settings: loyaltySettingsSchema,
  payment_groups: z.array(z.unknown()),
});
export type PointsRecord = z.infer<typeof pointsRecordSchema>;

/** SPEC §3 "Action": `points` for every whole `rate` (minor units) spent. */
export const loyaltyActionSchema = z.object({
  id: z.number().int(),
  type: z.literal('TRANSACTION'),
  title: z.string(),
  points: z.number().int(),
  rate: cents,
});
export type LoyaltyAction = z.infer<typeof loyaltyActionSchema>;

export const REWARD_TYPES = ['FLAT', 'PERCENTAGE'] as const;

/** SPEC §3 "Reward", with what the caller's balance says of it. */
export const loyaltyRewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  discount_type: z.enum(REWARD_TYPES),
  points: z.number().int(),
  rate: z.number().int(),
  upto: cents.nullable(),
  can_redeemable: z.boolean(),
  points_needed_to_redeem_reward: z.number().int(),
});
export type LoyaltyReward = z.infer<typeof loyaltyRewardSchema>;

export const HISTORY_TYPES = ['GAINED', 'CLAIMED'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** SPEC §3 "History entry" (amount: the order's loyalty amount; points: earned or spent, positive). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: isoTime,
  amount: cents,
  points: z.number().int(),
  type: z.enum(HISTORY_TYPES),
  order_hash: z.string().nullable(),
  currency: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /loyalit/user/ — the caller's points records; `business_id` adds that business's programme at 0 points. */
export const loyaltyUser = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/loyalit/user',
  access: 'user',
  query: z.object({ business_id: idParam.optional() }),
  response: z.object({ results: z.array(pointsRecordSchema) }),
});

/** POST /loyalit/user/actions/ — how points are earned at a business (404 when it has none). */
export const loyaltyActions = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/user/actions',
  access: 'user',
  body: loyaltyPlace,
  response: z.object({
    settings: loyaltySettingsSchema,
    currency: programmeCurrency,
    results: z.array(loyaltyActionSchema),
  }),
});

/** POST /loyalit/user/rewards/ — a business's rewards and the caller's balance there (404 when it has none). */
export const loyaltyRewards = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/user/rewards',
  access: 'user',
  body: loyaltyPlace,
  response: z.object({
    points: z.number().int(),
    settings: loyaltySettingsSchema,
    currency: programmeCurrency,
    results: z.array(loyaltyRewardSchema),
  }),
});

/** POST /loyalit/user/histories/ — the caller's points history at a business, newest first (404 when empty). */
export const loyaltyHistories = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/user/histories',
  access: 'user',
  body: loyaltyPlace.extend({
    type: z.enum(HISTORY_TYPES).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    size: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    results: z.array(historyEntrySchema),
  }),
});

const amountBody = loyaltyPlace.extend({
  currency: z.string().max(8),
  currency_symbol: z.string().max(8).optional(),
  amount: z.number().int().min(0).max(1_000_000_000_000),
});

/** POST /loyalit/user/actions/calculate-points/ — the points an amount would earn at a business. */
export const calculatePoints = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/user/actions/calculate-points',
  access: 'user',
  body: amountBody.extend({ payment_method: z.number().int().nullish() }),
  response: z.object({ points: z.number().int(), settings: loyaltySettingsSchema }),
});

/** Why a reward is not applied (the bill, the order, verify): app/domain/loyalty.ts REWARD_REFUSALS. */
export const rewardRefusalSchema = z.object({
  reward_point_id: z.union([z.number(), z.string()]),
  reason: z.enum(REWARD_REFUSALS),
});
export type RewardRefusalAnswer = z.infer<typeof rewardRefusalSchema>;

/** A reward applied to an amount: what it takes off and what it costs. */
export const appliedRewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  points: z.number().int(),
  discount: z.number(),
  discount_cent: cents,
});
export type AppliedReward = z.infer<typeof appliedRewardSchema>;

/**
 * POST /loyalit/user/verify/reward — SPEC "Apply reward": a reward checked against an amount (the loyalty apply
 * amount, SPEC §5) for the caller; 409 `reward_not_applicable` (details.reason) when it does not apply.
 */
export const verifyReward = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/user/verify/reward',
  access: 'user',
  body: amountBody.extend({ reward_point_id: id }),
  response: appliedRewardSchema,
});

/** POST /loyalit/action-points/ — a business's programme and actions for anyone (the earn steps). */
export const actionPoints = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/action-points',
  access: 'public',
  body: loyaltyPlace,
  response: z.object({
    settings: loyaltySettingsSchema,
    currency: programmeCurrency,
    results: z.array(loyaltyActionSchema),
  }),
});

/** POST /loyalit/reward-points/ — a business's rewards for anyone (the redeem steps; no balance). */
export const rewardPoints = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/loyalit/reward-points',
  access: 'public',
  body: loyaltyPlace,
  response: z.object({
    settings: loyaltySettingsSchema,
    currency: programmeCurrency,
    results: z.array(loyaltyRewardSchema),
  }),
});

// ---- staff (ops token) ---------------------------------------------------------------------------------------

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour #rrggbb');

/** A business's programme as staff write it (replaces its settings and actions). */
export const programmeBody = z.object({
  business_id: id,
  binding_level_id: bindingLevel,
  program_name: z.string().trim().min(1).max(80),
  logo: z.string().trim().max(500).nullish(),
  point_name: z.string().trim().min(1).max(40),
  color: colour,
  description: z.string().trim().max(500).nullish(),
  actions: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        points: z.number().int().min(1).max(1_000_000),
        rate: z.number().int().min(1).max(1_000_000_000),
      }),
    )
    .max(10)
    .default([]),
});
export type ProgrammeBody = z.infer<typeof programmeBody>;

export const staffProgrammeSchema = z.object({
  business_id: z.number().int(),
  binding_level_id: bindingLevel,
  settings: loyaltySettingsSchema,
  actions: z.array(loyaltyActionSchema),
});

/** POST {enterprise}/loyalit/programme — set a business's programme (settings, binding level, actions). */
export const setProgramme = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/loyalit/programme',
  access: 'ops',
  body: programmeBody,
  response: staffProgrammeSchema,
});

export const newRewardBody = z
  .object({
    business_id: id,
    title: z.string().trim().min(1).max(120),
    discount_type: z.enum(REWARD_TYPES),
    points: z.number().int().min(1).max(1_000_000),
    rate: z.number().int().min(1).max(1_000_000_000),
    upto: z.number().int().min(0).max(1_000_000_000).nullish(),
  })
  .refine((r) => r.discount_type !== 'PERCENTAGE' || r.rate <= 10_000, {
    message: 'a percentage is at most 10000 (100 %)',
    path: ['rate'],
  });

export const REWARD_STATUSES = ['active', 'ended'] as const;
export const staffRewardSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  title: z.string(),
  discount_type: z.enum(REWARD_TYPES),
  points: z.number().int(),
  rate: z.number().int(),
  upto: cents.nullable(),
  status: z.enum(REWARD_STATUSES),
});

/** POST {enterprise}/loyalit/reward — staff add a reward to a business's programme (404 without a programme). */
export const createReward = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/loyalit/reward',
  access: 'ops',
  body: newRewardBody,
  response: staffRewardSchema,
});

/** POST {enterprise}/loyalit/reward/{rewardId}/status — end a reward (or bring it back). */
export const setRewardStatus = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/loyalit/reward/:rewardId/status',
  access: 'ops',
  params: z.object({ rewardId: idParam }),
  body: z.object({ status: z.enum(REWARD_STATUSES) }),
  response: staffRewardSchema,
});
