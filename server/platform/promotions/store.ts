// The promos table (migration 0016) as the wire's promos (app/contract/promos.ts): a row read in the caller's
// language, with the platform's `matched` / `is_matched` answers worked out by the domain's own availability rule
// for now or the order's scheduled time; and the facts about a customer that the rules read (uses, first order,
// cohort). The rules themselves are app/domain/promotions.ts.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Promo, StaffPromo } from '../../../app/contract/promos';
import { OrderStatus } from '../../../app/domain/constants';
import { promoAvailableAt, type PromoCart, type PromoRule } from '../../../app/domain/promotions';
import type { DB } from '../db/schema';
import type { PromosTable } from '../db/promos-schema';

export type PromoRow = Selectable<PromosTable>;

/** Orders that do not count: never placed (failed) or called off (cancelled). */
export const UNCOUNTED_STATUSES = [OrderStatus.FAILED, OrderStatus.CANCELLED];

/** The rule fields of a row (what app/domain/promotions.ts reads). */
export function ruleOf(row: PromoRow): PromoRule {
  return {
    value_type: row.value_type,
    value: row.value,
    max_discount: row.max_discount,
    min_order_amount: row.min_order_amount,
    max_limit_per_user: row.max_limit_per_user,
    end_time: row.end_time ? new Date(row.end_time).toISOString() : null,
    brands: row.brands,
    payment_channels: row.payment_channels,
    is_payment_based_promo: row.is_payment_based_promo,
    is_senior_citizen_promo: row.is_senior_citizen_promo,
    is_special_bakery_promo: row.is_special_bakery_promo,
    cohort_type: row.cohort_type,
    availability_window: row.availability_window ?? {},
    time_availability: row.time_availability,
  };
}

/** A row as the wire's promo, in the caller's language, its availability answered for `at` in `timezone`. */
export function toWirePromo(row: PromoRow, lng: string, at: Date, timezone: string): Promo {
  const rule = ruleOf(row);
  const window = Object.fromEntries(
    Object.entries(rule.availability_window).map(([day, slots]) => [
      day,
      slots.map((slot) => ({
        start_time: slot.start_time,
        end_time: slot.end_time,
        // this one slot holds then (the same rule, the window cut to that slot)
        is_matched:
          rule.time_availability.specific_time &&
          !rule.time_availability.full_day &&
          promoAvailableAt(
            {
              ...rule,
              end_time: null,
              availability_window: { [day]: [slot] },
              time_availability: { full_week: false, full_day: false, specific_time: true },
            },
            at,
            timezone,
          ),
      })),
    ]),
  );
  return {
    id: row.id,
    code: row.code,
    description: row.description_v2?.[lng] ?? row.description,
    voucher_provider_id: row.voucher_provider_id,
    cohort_type: row.cohort_type,
    value_type: row.value_type,
    value: row.value,
    max_discount: row.max_discount,
    min_order_amount: row.min_order_amount,
    max_limit_per_user: row.max_limit_per_user,
    end_time: rule.end_time,
    brands: row.brands,
    payment_channels: row.payment_channels,
    is_payment_based_promo: row.is_payment_based_promo,
    is_senior_citizen_promo: row.is_senior_citizen_promo,
    is_special_bakery_promo: row.is_special_bakery_promo,
    is_voucher_promo: row.is_voucher_promo,
    availability_window: window,
    time_availability: { ...rule.time_availability, matched: promoAvailableAt(rule, at, timezone) },
  };
}

export function toStaffPromo(row: PromoRow, at: Date, timezone: string): StaffPromo {
  return {
    ...toWirePromo(row, 'en', at, timezone),
    business_id: row.business_id,
    branch_ids: row.branch_ids,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Where a promo is looked for: a business in a country, at some of its branches, for some brands. */
export interface PromoScope {
  business: number;
  country: number;
  branches: number[];
  /** the brands of the store (or of the cart); empty: any */
  brands: number[];
}

/** The active promos of a business in scope, not ended by `at` (vouchers included: the caller filters). */
export async function promosInScope(db: Kysely<DB>, scope: PromoScope, at: Date): Promise<PromoRow[]> {
  let q = db
    .selectFrom('promos')
    .selectAll()
    .where('business_id', '=', scope.business)
    .where('country_id', '=', scope.country)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', at)]));
  if (scope.branches.length)
    q = q.where(
      (eb) =>
        sql<boolean>`(cardinality(${eb.ref('branch_ids')}) = 0 or ${eb.ref('branch_ids')} && ${sql.val(scope.branches)}::integer[])`,
    );
  if (scope.brands.length)
    q = q.where(
      (eb) =>
        sql<boolean>`(cardinality(${eb.ref('brands')}) = 0 or ${eb.ref('brands')} && ${sql.val(scope.brands)}::integer[])`,
    );
  return q.orderBy('id').execute();
}

/** A promo by id (any status), or null. */
export async function promoById(db: Kysely<DB>, id: number): Promise<PromoRow | null> {
  return (await db.selectFrom('promos').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** A business's voucher promo by its code (any case), or null. */
export async function voucherByCode(db: Kysely<DB>, business: number, code: string): Promise<PromoRow | null> {
  return (
    (await db
      .selectFrom('promos')
      .selectAll()
      .where('business_id', '=', business)
      .where('is_voucher_promo', '=', true)
      .where(sql`upper(code)`, '=', code.toUpperCase())
      .executeTakeFirst()) ?? null
  );
}

/** Whether a customer has placed an order (failed and cancelled ones aside): SPEC "first-time promos". */
export async function hasPlacedOrder(db: Kysely<DB>, userId: number, except: number | null = null): Promise<boolean> {
  let q = db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status_id', 'not in', UNCOUNTED_STATUSES);
  if (except != null) q = q.where('id', '!=', except);
  return !!(await q.limit(1).executeTakeFirst());
}

/** How many of a customer's placed orders (failed and cancelled aside) used a promo. */
export async function usesOf(
  db: Kysely<DB>,
  promoId: number,
  userId: number,
  except: number | null = null,
): Promise<number> {
  let q = db
    .selectFrom('promo_uses')
    .innerJoin('orders', 'orders.id', 'promo_uses.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promo_uses.promo_id', '=', promoId)
    .where('promo_uses.user_id', '=', userId)
    .where('orders.status_id', 'not in', UNCOUNTED_STATUSES);
  if (except != null) q = q.where('orders.id', '!=', except);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/**
 * What the rules know of a customer for one promo; a visitor (no account) has used nothing yet. `except`: an
 * order being written again (it and its use do not count against it).
 */
export async function customerFacts(
  db: Kysely<DB>,
  row: PromoRow,
  userId: number | null,
  except: number | null = null,
): Promise<PromoCart['customer']> {
  if (userId == null) return { uses: 0, firstOrder: true, inCohort: false };
  const [uses, placed] = await Promise.all([usesOf(db, row.id, userId, except), hasPlacedOrder(db, userId, except)]);
  return { uses, firstOrder: !placed, inCohort: row.cohort_user_ids.includes(userId) };
}
