// The bill's promo (SPEC §3 "Bill": applied_promo, total_promo_discount; §5 promo and voucher rules): what the
// request names — a promo of the list (`applied_promo`, looked up by id and code) or a voucher
// (`external_voucher_code` with its provider) — found in the database or at the provider, judged by
// app/domain/promotions.ts against the cart as the bill priced it, and its discount worked out there. Nothing the
// client says about amounts is read. Used by the bill (../bill/calculate.ts) and again at placement, where the
// per-user limit is checked once more under the customer's lock (./uses.ts).
import type { Kysely } from 'kysely';
import type { BillRequest } from '../../../app/contract/bill';
import { ErrorCode } from '../../../app/contract/errors';
import { VoucherProvider, type AppliedPromo, type PromoRefusalAnswer } from '../../../app/contract/promos';
import {
  promoBase,
  promoDiscount,
  promoRefusal,
  seniorPromoDiscount,
  voucherRefusal,
  type PromoCart,
  type PromoRule,
} from '../../../app/domain/promotions';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import type { Limits } from '../limits';
import { customerFacts, promoById, ruleOf, voucherByCode, type PromoRow } from './store';
import { externalAsPromo, type VoucherProviders } from './vouchers';

/** What the bill needs to apply a promo: the database, the voucher providers and the caller. */
export interface PromoContext {
  db: Kysely<DB>;
  vouchers: VoucherProviders;
  /** the caller; null for a visitor (the public bill) */
  user: { id: number; is_guest: boolean } | null;
  /** an order being written again (placement's update): it and its use do not count against its promo */
  replacing?: number | null;
  /** a customer's wrong voucher codes are counted (guessing codes through the bill), ../limits */
  limits?: Limits;
}

/** A promo or voucher the request named, found: its rule and what the bill answers of it. */
export interface ChosenPromo {
  /** our promo's row; null for an external provider's voucher */
  row: PromoRow | null;
  business: number;
  rule: PromoRule;
  applied: Omit<AppliedPromo, 'discount' | 'discount_cent'>;
}

/** Where the cart is: its branches' businesses (a food hall has several), the first one's business and country. */
export interface PromoPlace {
  businesses: Set<number>;
  business: number;
  country: number;
  branches: number[];
  currency: string;
}

export type FoundPromo = { chosen: ChosenPromo } | { refusal: PromoRefusalAnswer } | null;

function appliedOf(
  rule: PromoRule,
  extra: { id: number | null; code: string; provider: number | null; voucher: boolean },
): ChosenPromo['applied'] {
  return {
    id: extra.id,
    code: extra.code,
    voucher_provider_id: extra.provider,
    is_voucher_promo: extra.voucher,
    value_type: rule.value_type,
    value: rule.value,
    brands: rule.brands,
    min_order_amount: rule.min_order_amount,
    payment_channels: rule.payment_channels,
    is_payment_based_promo: rule.is_payment_based_promo,
    is_senior_citizen_promo: rule.is_senior_citizen_promo,
    is_special_bakery_promo: rule.is_special_bakery_promo,
  };
}

function fromRow(row: PromoRow): ChosenPromo {
  const rule = ruleOf(row);
  return {
    row,
    business: row.business_id,
    rule,
    applied: appliedOf(rule, {
      id: row.id,
      code: row.code,
      provider: row.voucher_provider_id,
      voucher: row.is_voucher_promo,
    }),
  };
}

/** The promo or voucher the request names, found (not yet judged against the cart), or why it is not applied. */
export async function findRequestedPromo(
  ctx: PromoContext,
  request: Pick<BillRequest, 'applied_promo' | 'external_voucher_code' | 'voucher_provider_id'>,
  place: PromoPlace,
): Promise<FoundPromo> {
  const promo = request.applied_promo;
  const voucherCode = request.external_voucher_code?.trim() || null;
  if (promo && voucherCode)
    throw new ApiError(400, ErrorCode.validation, 'applied_promo: a promo or a voucher, not both', {
      applied_promo: 'promo_and_voucher',
    });
  if (promo) {
    const code = promo.code;
    const row = await promoById(ctx.db, promo.id);
    const here =
      row &&
      row.code.toUpperCase() === code.toUpperCase() &&
      place.businesses.has(row.business_id) &&
      (row.branch_ids.length === 0 || place.branches.some((b) => row.branch_ids.includes(b)));
    if (!here) return { refusal: { code, reason: 'notFound' } };
    if (row.status !== 'active') return { refusal: { code: row.code, reason: 'ended' } };
    if (row.is_voucher_promo) {
      const refused = voucherRefusal(ctx.user);
      if (refused) return { refusal: { code: row.code, reason: refused } };
    }
    return { chosen: fromRow(row) };
  }
  if (!voucherCode) return null;
  // SPEC §5: only a logged-in customer who is not a guest applies a voucher
  const refused = voucherRefusal(ctx.user);
  if (refused) return { refusal: { code: voucherCode, reason: refused } };
  const provider = request.voucher_provider_id ?? VoucherProvider.GENERAL;
  const found = await lookUpVoucher(ctx, voucherCode, provider, place);
  // a code that names nothing counts against the customer's voucher misses (429 past them); a found one is free
  if ('refusal' in found && found.refusal.reason === 'notFound' && ctx.limits && ctx.user)
    await ctx.limits.take('voucherMissesPerUser', ctx.user.id);
  return found;
}

async function lookUpVoucher(
  ctx: PromoContext,
  voucherCode: string,
  provider: number,
  place: PromoPlace,
): Promise<{ chosen: ChosenPromo } | { refusal: PromoRefusalAnswer }> {
  if (provider === VoucherProvider.GENERAL) {
    const row = await voucherByCode(ctx.db, place.business, voucherCode);
    if (!row || row.country_id !== place.country) return { refusal: { code: voucherCode, reason: 'notFound' } };
    if (row.branch_ids.length && !place.branches.some((b) => row.branch_ids.includes(b)))
      return { refusal: { code: voucherCode, reason: 'notFound' } };
    if (row.status !== 'active') return { refusal: { code: row.code, reason: 'ended' } };
    return { chosen: fromRow(row) };
  }
  const client = ctx.vouchers.get(provider);
  const found = client
    ? await client.lookup(voucherCode, {
        business: place.business,
        country: place.country,
        branches: place.branches,
        brands: [],
        currency: place.currency,
      })
    : null;
  if (!found) return { refusal: { code: voucherCode, reason: 'notFound' } };
  const rule: PromoRule = externalAsPromo(found, provider);
  return {
    chosen: {
      row: null,
      business: place.business,
      rule,
      applied: appliedOf(rule, { id: null, code: found.code, provider, voucher: true }),
    },
  };
}

/** The cart as the promo rules read it, less the customer (asked of the database: ./store.ts customerFacts). */
export type PromoCartBase = Omit<PromoCart, 'customer'>;

/** The promo a bill applied, with the cart it was judged on (placement judges it again under a lock: ./uses.ts). */
export interface PricedPromo {
  chosen: ChosenPromo;
  cart: PromoCartBase;
  /** what it took off (the bill's total_promo_discount) */
  discount: number;
}

/**
 * Judges a found promo against the priced cart: the refusal, or what it takes off — a senior-citizen promo by the
 * Philippine rule on the VAT of the cart's (first) branch (`vat`, a percentage), any other by its value.
 */
export async function judgePromo(
  ctx: PromoContext,
  chosen: ChosenPromo,
  cart: PromoCartBase,
  currency: string,
  vat: { rate: number; included: boolean } | null = null,
): Promise<{ refusal: PromoRefusalAnswer } | { discount: number; base: number; customer: PromoCart['customer'] }> {
  const customer = chosen.row
    ? await customerFacts(ctx.db, chosen.row, ctx.user?.id ?? null, ctx.replacing ?? null)
    : { uses: 0, firstOrder: true, inCohort: false };
  const reason = promoRefusal(chosen.rule, { ...cart, customer });
  if (reason) return { refusal: { code: chosen.applied.code, reason } };
  const base = promoBase(chosen.rule, cart.brandSubtotals);
  const discount =
    chosen.rule.is_senior_citizen_promo && cart.senior
      ? seniorPromoDiscount(chosen.rule, base, cart.senior, vat)
      : promoDiscount(chosen.rule, base, currency);
  return { discount, base, customer };
}
