// SPEC §7 "Promo and loyalty" (app/contract/promos.ts): the store's promos for a logged-in customer and for a
// visitor, a voucher by its code, and staff's writes (ops token): create a promo, pause, resume or end it.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import * as P from '../../../app/contract/promos';
import { ErrorCode } from '../../../app/contract/errors';
import { DeliveryMethod } from '../../../app/domain/constants';
import { voucherRefusal } from '../../../app/domain/promotions';
import type { DB } from '../db/schema';
import { ApiError, notFound, type Router } from '../http';
import type { AuthedUser } from '../identity';
import type { Limits } from '../limits';
import {
  hasPlacedOrder,
  promoById,
  promosInScope,
  toStaffPromo,
  toWirePromo,
  voucherByCode,
  type PromoRow,
  type PromoScope,
  UNCOUNTED_STATUSES,
} from './store';
import { externalAsPromo, type VoucherProviders } from './vouchers';

export const PromoErrorCode = {
  /** SPEC §5: "You're currently a Guest. Login in to apply a voucher code." (403) */
  voucherGuest: 'voucher_guest',
  /** a promo or voucher the order named does not apply (409; details.reason: app/contract/promos PROMO_REFUSALS) */
  notApplicable: 'promo_not_applicable',
  /** a voucher code already used by another voucher of the business (409) */
  codeTaken: 'promo_code_taken',
  /** an ended promo stays ended (409) */
  ended: 'promo_ended',
} as const;

export interface PromoDeps {
  db: Kysely<DB>;
  now: () => Date;
  vouchers: VoucherProviders;
  /** a customer's wrong voucher codes are counted (guessing codes), ../limits */
  limits?: Limits;
}

function scopeOf(query: P.PromoSearchQuery | P.VoucherSearchQuery): PromoScope {
  return {
    business: query.business,
    country: query.country,
    branches: query.branches ?? (query.branch != null ? [query.branch] : []),
    brands: query.brands ?? [],
  };
}

/** A slot of a promo's list: not a voucher, and not a bakery promo for dine-in (SPEC §4). */
const listed = (row: PromoRow, orderType: number | undefined) =>
  !row.is_voucher_promo && !(orderType === DeliveryMethod.DINE_IN && row.is_special_bakery_promo);

async function searchPromos(
  deps: PromoDeps,
  query: P.PromoSearchQuery,
  lng: string,
  userId: number | null,
): Promise<P.PromoSearchAnswer> {
  const at = query.scheduled_delivery_time ? new Date(query.scheduled_delivery_time) : deps.now();
  const rows = (await promosInScope(deps.db, scopeOf(query), at)).filter((r) => listed(r, query.order_type));
  // a customer's used-up promos and, after their first order, the first-time promos are no longer offered
  const used = new Map<number, number>();
  let placed = false;
  if (userId != null && rows.length) {
    const counts = await deps.db
      .selectFrom('promo_uses')
      .innerJoin('orders', 'orders.id', 'promo_uses.order_id')
      .select(['promo_uses.promo_id', sql<number>`count(*)`.as('n')])
      .where('promo_uses.user_id', '=', userId)
      .where('orders.status_id', 'not in', UNCOUNTED_STATUSES)
      .where(
        'promo_uses.promo_id',
        'in',
        rows.map((r) => r.id),
      )
      .groupBy('promo_uses.promo_id')
      .execute();
    for (const c of counts) used.set(c.promo_id, Number(c.n));
    placed = await hasPlacedOrder(deps.db, userId);
  }
  const open = rows.filter((r) => r.max_limit_per_user == null || (used.get(r.id) ?? 0) < r.max_limit_per_user);
  const wire = (r: PromoRow) => toWirePromo(r, lng, at, query.timezone);
  return {
    promos: open
      .filter(
        (r) =>
          r.cohort_type === 'global' ||
          (r.cohort_type === 'cohorted' && userId != null && r.cohort_user_ids.includes(userId)),
      )
      .map(wire),
    first_user_promos: placed ? [] : open.filter((r) => r.cohort_type === 'new_user').map(wire),
  };
}

async function searchVoucher(deps: PromoDeps, query: P.VoucherSearchQuery, lng: string): Promise<P.PromoSearchAnswer> {
  const at = query.scheduled_delivery_time ? new Date(query.scheduled_delivery_time) : deps.now();
  const provider = query.voucher_provider_id ?? P.VoucherProvider.GENERAL;
  if (provider !== P.VoucherProvider.GENERAL) {
    const client = deps.vouchers.get(provider);
    const found = client ? await client.lookup(query.voucher_code, { ...scopeOf(query), currency: '' }) : null;
    return { promos: found ? [externalAsPromo(found, provider)] : [], first_user_promos: [] };
  }
  const row = await voucherByCode(deps.db, query.business, query.voucher_code);
  const scope = scopeOf(query);
  const fits =
    row &&
    row.status === 'active' &&
    row.country_id === query.country &&
    (!row.end_time || new Date(row.end_time) > at) &&
    (row.branch_ids.length === 0 || scope.branches.some((b) => row.branch_ids.includes(b))) &&
    (row.brands.length === 0 || scope.brands.length === 0 || scope.brands.some((b) => row.brands.includes(b)));
  return { promos: fits ? [toWirePromo(row, lng, at, query.timezone)] : [], first_user_promos: [] };
}

/** The time zone staff's answers are read in: the business's country's. */
async function zoneOf(db: Kysely<DB>, businessId: number): Promise<{ timezone: string; country_id: number } | null> {
  return (
    (await db
      .selectFrom('businesses')
      .innerJoin('countries', 'countries.id', 'businesses.country_id')
      .select(['countries.timezone', 'businesses.country_id'])
      .where('businesses.id', '=', businessId)
      .executeTakeFirst()) ?? null
  );
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** The demo's general vouchers active now, one per code (every demo business runs the same ones). */
async function demoVoucherList(deps: PromoDeps, lng: string): Promise<P.DemoVouchers> {
  const at = deps.now();
  const rows = await deps.db
    .selectFrom('promos')
    .select(['code', 'description', 'description_v2'])
    .where('is_voucher_promo', '=', true)
    .where('voucher_provider_id', '=', P.VoucherProvider.GENERAL)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', at)]))
    .orderBy('code')
    .orderBy('id')
    .execute();
  const byCode = new Map<string, string | null>();
  for (const row of rows) if (!byCode.has(row.code)) byCode.set(row.code, row.description_v2?.[lng] ?? row.description);
  return { vouchers: [...byCode].map(([code, description]) => ({ code, description })) };
}

export function promoRoutes(router: Router<AuthedUser>, deps: PromoDeps, options: { demo: boolean }) {
  const { db, now } = deps;
  if (options.demo) router.serve(P.demoVouchers, ({ lng }) => demoVoucherList(deps, lng));
  router.serve(P.promoSearch, ({ query, lng, user }) => searchPromos(deps, query, lng, user.user.id));
  router.serve(P.promoCommonSearch, ({ query, lng }) => searchPromos(deps, query, lng, null));
  router.serve(P.voucherSearch, async ({ query, lng, user }) => {
    if (voucherRefusal(user.user) === 'guest')
      throw new ApiError(
        403,
        PromoErrorCode.voucherGuest,
        "You're currently a Guest. Login in to apply a voucher code.",
      );
    // counted before the look-up, given back when the code names a voucher: only misses add up
    const taken = deps.limits ? await deps.limits.take('voucherMissesPerUser', user.user.id) : null;
    const answer = await searchVoucher(deps, query, lng);
    if (answer.promos.length) await taken?.refund();
    return answer;
  });

  router.serve(P.createPromo, async ({ body }) => {
    const place = await zoneOf(db, body.business_id);
    if (!place)
      throw new ApiError(400, ErrorCode.validation, 'business_id: no such business', { business_id: 'unknown' });
    const at = now();
    try {
      const row = await db
        .insertInto('promos')
        .values({
          business_id: body.business_id,
          country_id: place.country_id,
          branch_ids: body.branch_ids,
          code: body.code,
          description: body.description ?? null,
          description_v2: body.description_v2 ? JSON.stringify(body.description_v2) : null,
          voucher_provider_id: body.is_voucher_promo ? P.VoucherProvider.GENERAL : null,
          cohort_type: body.cohort_type,
          cohort_user_ids: body.cohort_user_ids,
          value_type: body.value_type,
          value: body.value,
          max_discount: body.max_discount ?? null,
          min_order_amount: body.min_order_amount,
          max_limit_per_user: body.max_limit_per_user ?? null,
          end_time: body.end_time ? new Date(body.end_time) : null,
          brands: body.brands,
          payment_channels: body.payment_channels,
          is_payment_based_promo: body.is_payment_based_promo,
          is_senior_citizen_promo: body.is_senior_citizen_promo,
          is_special_bakery_promo: body.is_special_bakery_promo,
          is_voucher_promo: body.is_voucher_promo,
          availability_window: JSON.stringify(body.availability_window),
          time_availability: JSON.stringify(body.time_availability),
          status: 'active',
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStaffPromo(row, at, place.timezone);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(409, PromoErrorCode.codeTaken, 'code: a voucher of this business already has this code');
      throw error;
    }
  });

  router.serve(P.setPromoStatus, async ({ params, body }) => {
    const at = now();
    // one statement: an ended promo is never brought back, however many writes arrive at once
    const row = await db
      .updateTable('promos')
      .set({ status: body.status, updated_at: at })
      .where('id', '=', params.promoId)
      .where('status', '!=', 'ended')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const known = await promoById(db, params.promoId);
      if (!known) throw notFound('No promo found');
      if (known.status === 'ended' && body.status === 'ended')
        return toStaffPromo(known, at, (await zoneOf(db, known.business_id))!.timezone);
      throw new ApiError(409, PromoErrorCode.ended, 'This promo has ended');
    }
    return toStaffPromo(row, at, (await zoneOf(db, row.business_id))!.timezone);
  });
}
