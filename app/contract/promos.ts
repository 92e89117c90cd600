// SPEC §3 "Promo" and §7 "Promo and loyalty": a promo as the platform answers it to the shop. Money is integer
// minor units; a percentage is hundredths of a percent (1000 is 10 %), as the campaigns' values are (SPEC §3
// "Values are cents"); times of day are HHmm numbers; the window's days are ISO weekdays "1" (Monday) … "7".
import { z } from 'zod';
import { cents, id, idParam, isoTime, optionalParam, timeZone } from './common';
import { endpoint } from './endpoint';

export const PROMO_COHORTS = ['global', 'new_user', 'cohorted'] as const;
export const PROMO_VALUE_TYPES = ['flat', 'percentage'] as const;
/** SPEC §3 voucher_provider_id: general 1, grab food 6. */
export const VoucherProvider = { GENERAL: 1, GRAB_FOOD: 6 } as const;

export const promoWindowSlot = z.object({
  start_time: z.number().int().min(0).max(2400),
  end_time: z.number().int().min(0).max(2400),
  /** the platform's answer: this slot holds now (or at the order's scheduled time) */
  is_matched: z.boolean().default(false),
});

export const promoSchema = z.object({
  id,
  code: z.string().min(1).max(50),
  description: z.string().max(500).nullable(),
  voucher_provider_id: z.number().int().nullable(),
  cohort_type: z.enum(PROMO_COHORTS),
  value_type: z.enum(PROMO_VALUE_TYPES),
  /** flat: minor units off; percentage: hundredths of a percent */
  value: z.number().int().positive(),
  max_discount: cents.nonnegative().nullable(),
  min_order_amount: cents.nonnegative(),
  max_limit_per_user: z.number().int().positive().nullable(),
  end_time: isoTime.nullable(),
  /** the brands it applies to; empty: every brand of the cart */
  brands: z.array(id),
  payment_channels: z.array(z.string().max(64)),
  is_payment_based_promo: z.boolean(),
  is_senior_citizen_promo: z.boolean(),
  is_special_bakery_promo: z.boolean(),
  is_voucher_promo: z.boolean(),
  /** ISO weekday → slots; read only when time_availability.specific_time (else the day is whole) */
  availability_window: z.record(z.array(promoWindowSlot)),
  time_availability: z.object({
    /** every day of the week (else only the window's days) */
    full_week: z.boolean(),
    /** the whole of each day (else only the window's slots) */
    full_day: z.boolean(),
    specific_time: z.boolean(),
    /** the platform's answer: the promo is available now (or at the order's scheduled time) */
    matched: z.boolean().default(false),
  }),
});
export type Promo = z.infer<typeof promoSchema>;

// ---- SPEC §7 "Promo and loyalty": the promo search ---------------------------------------------------------
//
// Gateway: the consumer gateway ({host}/v1), like /profile and /ratings: SPEC §7 writes the promo calls without
// the {oms} or {enterprise} base. `/promoit/promo/search` and `/promoit/promo/voucher/search` are a logged-in
// customer's (access `user`), `/promoit/promo/common/search` a guest's or visitor's (`public`). Query values are
// text: `brands` and `branches` are comma lists of ids (a key given twice counts once, server/platform/http).

/** Why a promo or voucher the shop sent is not applied (SPEC §8 "Don't miss out - {code} promo is not
 * applicable here"): a rule of app/domain/promotions.ts, or the code names no promo here (`notFound`), or the
 * caller may not use a voucher (`login`, `guest`: SPEC §5 vouchers). */
export const PROMO_REFUSALS = [
  'ended',
  'notAvailableNow',
  'cohort',
  'usedUp',
  'brand',
  'minimum',
  'dineIn',
  'paymentChannel',
  'seniorDetails',
  'notFound',
  'login',
  'guest',
] as const;
export type PromoRefusalCode = (typeof PROMO_REFUSALS)[number];

const idList = (what: string) =>
  z
    .string()
    .max(1200, `has too many ${what}`)
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, `must be a comma-separated list of ${what} ids`)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647), `must be ${what} ids`);

/** SPEC §7: country, business, product_type web_shop, brands, timezone, branch or branches, optional order_type. */
const searchFields = {
  country: idParam,
  business: idParam,
  product_type: z.literal('web_shop', { errorMap: () => ({ message: 'must be web_shop' }) }).default('web_shop'),
  brands: optionalParam(idList('brand')),
  timezone: timeZone,
  branch: optionalParam(idParam),
  branches: optionalParam(idList('branch')),
  order_type: optionalParam(
    z.coerce
      .number({ invalid_type_error: 'must be a delivery method (1–3)' })
      .int()
      .min(1, 'must be a delivery method (1–3)')
      .max(3, 'must be a delivery method (1–3)'),
  ),
  /** our extension: the order's scheduled time; `matched` is worked out for it instead of now */
  scheduled_delivery_time: optionalParam(isoTime),
};
const namesBranch = (q: { branch?: number | null; branches?: number[] | null }) =>
  q.branch != null || (q.branches?.length ?? 0) > 0;
const branchRequired = { message: 'branch or branches is required', path: ['branch'] };

export const promoSearchQuery = z.object(searchFields).refine(namesBranch, branchRequired);
export type PromoSearchQuery = z.infer<typeof promoSearchQuery>;

/** The voucher search: the same, with the code the customer typed and its provider (general 1 by default). */
export const voucherSearchQuery = z
  .object({
    ...searchFields,
    voucher_code: z.string({ required_error: 'is required' }).trim().min(1, 'is required').max(50, 'is too long'),
    voucher_provider_id: optionalParam(
      z.coerce
        .number({ invalid_type_error: 'must be a voucher provider (1 or 6)' })
        .refine((v) => v === VoucherProvider.GENERAL || v === VoucherProvider.GRAB_FOOD, {
          message: 'must be a voucher provider (1 or 6)',
        }),
    ),
  })
  .refine(namesBranch, branchRequired);
export type VoucherSearchQuery = z.infer<typeof voucherSearchQuery>;

/** SPEC §7 "Response promos and first-user promos": the store's promos (global and the caller's cohorts) and the
 * first-time promos (cohort new_user; a logged-in customer sees them only before their first order). */
export const promoSearchAnswer = z.object({
  promos: z.array(promoSchema),
  first_user_promos: z.array(promoSchema),
});
export type PromoSearchAnswer = z.infer<typeof promoSearchAnswer>;

/** GET /promoit/promo/search — a logged-in customer's promos. */
export const promoSearch = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/promoit/promo/search',
  access: 'user',
  query: promoSearchQuery,
  response: promoSearchAnswer,
});

/** GET /promoit/promo/common/search — a visitor's (or a guest's) promos. */
export const promoCommonSearch = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/promoit/promo/common/search',
  access: 'public',
  query: promoSearchQuery,
  response: promoSearchAnswer,
});

/**
 * GET /promoit/promo/voucher/search — the voucher promo of a code, for a registered customer (a guest gets 403
 * `voucher_guest`, SPEC §5); `promos` holds it, or is empty for a wrong code ("Wrong voucher code. Please try
 * another one."). An external provider's voucher (grab food 6) comes back as a promo with its provider id.
 */
export const voucherSearch = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/promoit/promo/voucher/search',
  access: 'user',
  query: voucherSearchQuery,
  response: promoSearchAnswer,
});

/** The demo's voucher codes to try (demo data only; printed on the shop's `/`, issue 26 "Demo"): the general
 * vouchers active now, one per code, with its description in x-language. */
export const demoVouchersSchema = z.object({
  vouchers: z.array(z.object({ code: z.string(), description: z.string().nullable() })),
});
export type DemoVouchers = z.infer<typeof demoVouchersSchema>;

/** GET {enterprise}/demo/vouchers — served only with demo data, like /demo/links. */
export const demoVouchers = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/demo/vouchers',
  access: 'public',
  response: demoVouchersSchema,
});

// ---- the bill's promo (app/contract/bill.ts, orders.ts) ----------------------------------------------------

/** What the shop sends as the bill's and the order's `applied_promo`: the chosen promo of the list (never its
 * amounts: the platform looks it up and works the discount out). Other keys are ignored. */
export const appliedPromoRequest = z.object({ id, code: z.string().trim().min(1).max(50) });
export type AppliedPromoRequest = z.infer<typeof appliedPromoRequest>;

/** The bill's `applied_promo`: the promo (or voucher) applied and what it took off, in minor units. */
export const appliedPromoSchema = z.object({
  /** our promo's id; null for an external provider's voucher */
  id: z.number().int().nullable(),
  code: z.string(),
  voucher_provider_id: z.number().int().nullable(),
  is_voucher_promo: z.boolean(),
  value_type: z.enum(PROMO_VALUE_TYPES),
  value: z.number().int(),
  discount: z.number(),
  discount_cent: cents,
  /** the rule fields the cart keeps with it (SPEC §3 "Cart state: appliedPromo") */
  brands: z.array(z.number().int()),
  min_order_amount: cents,
  payment_channels: z.array(z.string()),
  is_payment_based_promo: z.boolean(),
  is_senior_citizen_promo: z.boolean(),
  is_special_bakery_promo: z.boolean(),
});
export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

/** What a placed order keeps of its promo's terms, for the kitchen's cart edit to apply it again to the cart left
 * (orders placed before the cap and the senior flag were kept read them as none). */
export const promoTermsSchema = appliedPromoSchema.pick({ value_type: true, value: true, brands: true }).extend({
  max_discount: cents.nonnegative().nullable().default(null),
  is_senior_citizen_promo: z.boolean().default(false),
});
export type PromoTerms = z.infer<typeof promoTermsSchema>;

/** A promo or voucher the shop sent that the bill did not apply, and why (the bill is priced without it). */
export const promoRefusalSchema = z.object({
  code: z.string(),
  reason: z.enum(PROMO_REFUSALS),
});
export type PromoRefusalAnswer = z.infer<typeof promoRefusalSchema>;

// ---- staff (ops token): create a promo, pause, resume or end it --------------------------------------------

export const PROMO_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

const hhmm = z
  .number()
  .int()
  .min(0)
  .max(2400)
  .refine((v) => v % 100 < 60, 'must be a time HHmm');

/** A new promo as staff write it (zod-checked: a hostile body is 400, nothing written). */
export const newPromoSchema = z
  .object({
    business_id: id,
    code: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, - or _'),
    description: z.string().trim().max(500).nullish(),
    /** per language; the search answers `description` in x-language */
    description_v2: z.record(z.string().max(500)).nullish(),
    branch_ids: z.array(id).max(200).default([]),
    cohort_type: z.enum(PROMO_COHORTS).default('global'),
    /** the customers of a cohorted promo */
    cohort_user_ids: z.array(id).max(10_000).default([]),
    value_type: z.enum(PROMO_VALUE_TYPES),
    value: z.number().int().positive().max(1_000_000_000),
    max_discount: z.number().int().nonnegative().max(1_000_000_000).nullish(),
    min_order_amount: z.number().int().nonnegative().max(1_000_000_000).default(0),
    max_limit_per_user: z.number().int().positive().max(1000).nullish(),
    end_time: isoTime.nullish(),
    brands: z.array(id).max(200).default([]),
    payment_channels: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
    is_payment_based_promo: z.boolean().default(false),
    is_senior_citizen_promo: z.boolean().default(false),
    is_special_bakery_promo: z.boolean().default(false),
    is_voucher_promo: z.boolean().default(false),
    availability_window: z
      .record(
        z.enum(['1', '2', '3', '4', '5', '6', '7']),
        z.array(z.object({ start_time: hhmm, end_time: hhmm })).max(10),
      )
      .default({}),
    time_availability: z
      .object({ full_week: z.boolean(), full_day: z.boolean(), specific_time: z.boolean() })
      .default({ full_week: true, full_day: true, specific_time: false }),
  })
  .refine((p) => p.value_type !== 'percentage' || p.value <= 10_000, {
    message: 'a percentage is at most 10000 (100 %)',
    path: ['value'],
  })
  .refine((p) => !p.is_payment_based_promo || p.payment_channels.length > 0, {
    message: 'a payment-based promo names its channels',
    path: ['payment_channels'],
  });
export type NewPromo = z.infer<typeof newPromoSchema>;

/** A promo as staff see it: the wire promo with its scope and status. */
export const staffPromoSchema = promoSchema.extend({
  business_id: z.number().int(),
  branch_ids: z.array(z.number().int()),
  status: z.enum(PROMO_STATUSES),
  created_at: isoTime,
});
export type StaffPromo = z.infer<typeof staffPromoSchema>;

/** POST {enterprise}/promoit/promo — staff create a promo (409 `promo_code_taken` for a voucher code in use). */
export const createPromo = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/promoit/promo',
  access: 'ops',
  body: newPromoSchema,
  response: staffPromoSchema,
});

/** POST {enterprise}/promoit/promo/{promoId}/status — pause, resume (active) or end a promo; an ended one stays
 * ended (409). */
export const setPromoStatus = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/promoit/promo/:promoId/status',
  access: 'ops',
  params: z.object({ promoId: idParam }),
  body: z.object({ status: z.enum(PROMO_STATUSES) }),
  response: staffPromoSchema,
});
