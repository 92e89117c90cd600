// SPEC §7 "Bill (POST)": re-prices a cart from the menu (never from the client), checks every line, and
// runs the bill engine of app/domain/bill.ts. Three steps: gather.ts (menus, stock, settings and each
// line's verdict, per branch), validate.ts (schedule, delivery, stock, minimum basket) and price.ts (the
// lines, the fees, the engine and the wire answer). Errors have the SPEC body {code, error, message, details}.
import { calculateBill, type BillCampaign, type BillBranch, type BillInput } from '../../../app/domain/bill';
import { checkoutFlow } from '../../../app/domain/checkout';
import { DeliveryMethod, type DeliveryMethodId } from '../../../app/domain/constants';
import type { BillRequest } from '../../../app/contract/bill';
import type { AppliedPromo, PromoRefusalAnswer } from '../../../app/contract/promos';
import { ApiError } from '../http';
import type { Catalog } from '../catalog/catalog';
import { gatherBranch } from './gather';
import type { GatheredBranch } from './gathered';
import { feesOf } from '../catalog/fees';
import { billWire, priceLines } from './price';
import { checkDelivery, checkStock, minimumBasket } from './validate';
import { seniorDetailsOf, seniorImagesComplete, type SeniorDetails } from './senior';
import {
  findRequestedPromo,
  judgePromo,
  type PricedPromo,
  type PromoCartBase,
  type PromoContext,
} from '../promotions/apply';
import type { AppliedReward, RewardRefusalAnswer } from '../../../app/contract/loyalty';
import { loyaltyAmount, rewardDiscount } from '../../../app/domain/loyalty';
import { appliedRewardOf, findReward, ruleOfReward, type PricedReward } from '../loyalty/redeem';

export async function calculateBillFor(
  catalog: Catalog,
  request: BillRequest,
  options: { foodHall: boolean; now: Date; promo?: PromoContext },
) {
  return (await priceCart(catalog, request, options)).bill;
}

/** The bill with what it was made from: each branch's menus, settings and lines (the order service keeps them). */
export async function priceCart(
  catalog: Catalog,
  request: BillRequest,
  /**
   * `stockHeld`: the lines' counted stock is already the order's (the kitchen's cart edit), not checked again;
   * `promo`: where the request's promo or voucher is looked up (without it, none is applied)
   */
  options: { foodHall: boolean; now: Date; stockHeld?: boolean; promo?: PromoContext },
) {
  const { now } = options;
  if (request.cart.length === 0) throw new ApiError(400, 'validation_error', 'cart: must not be empty');
  // SPEC §5 "Senior/PWD": counts refused before anything is priced; the cards must be the caller's own images
  const senior: SeniorDetails | null = seniorDetailsOf(request);
  const imagesComplete =
    senior && options.promo
      ? await seniorImagesComplete(options.promo.db, options.promo.user?.id ?? null, senior)
      : false;
  const branchIds = [...new Set(request.cart.map((l) => l.branch.id))];
  if (!options.foodHall && branchIds.length > 1) {
    throw new ApiError(400, 'validation_error', 'cart: one branch per bill; a food-hall cart uses /calculate/bill/v2');
  }
  if (!options.foodHall && request.branch_id && branchIds[0] !== request.branch_id) {
    throw new ApiError(400, 'validation_error', 'branch_id: the cart belongs to another branch');
  }
  if (options.foodHall) {
    if (!request.foodhall_id) throw new ApiError(400, 'validation_error', 'foodhall_id: required');
    const hall = await catalog.foodHallBranch({ foodhallId: request.foodhall_id });
    if (branchIds.some((id) => !hall.foodhall.branch_ids.includes(id)))
      throw new ApiError(400, 'validation_error', 'cart: a line is not from this food hall');
  }

  const orderType = request.order_type as DeliveryMethodId;
  const gathered: GatheredBranch[] = [];
  const branches: BillBranch[] = [];
  let distance: number | null = null;
  // Branch by branch, as the cart lists them: a busy brand or an undeliverable address stops the bill there.
  for (const branchId of branchIds) {
    const here = await gatherBranch(catalog, request, branchId, now);
    if (!here) continue;
    gathered.push(here);
    const { branch } = here;
    const distanceM = await checkDelivery(catalog, request, branch, orderType);
    if (distanceM != null) distance = Math.max(distance ?? 0, distanceM);
    const vatConfig = branch.custom_vat_config;
    branches.push({
      branch_id: branch.id,
      vat: vatConfig
        ? {
            rate: vatConfig.rate,
            included: vatConfig.included,
            label: vatConfig.label ?? branch.vat_label ?? undefined,
          }
        : null,
      fees: feesOf(here.settings, branch.capabilities),
      distance_m: distanceM,
    });
  }
  const lines = gathered.flatMap((b) => b.lines);
  checkStock(lines, { counted: !options.stockHeld });

  const hall =
    options.foodHall && request.foodhall_id ? await catalog.foodHallBranch({ foodhallId: request.foodhall_id }) : null;
  const mergedTitle = hall?.foodhall_settings.merge_fees_enabled ? hall.foodhall_settings.merge_fees_title : null;
  // The customer-paid gateway fee (SPEC §3 capabilities gateway_fee_by_customer_enabled, §7
  // is_order_with_payment_channel) is for a payment chosen before the order: a dine-in table that pays after
  // eating (POST_PAY_ORDER) has none, whatever channel the cart was last shown with.
  const paysBefore =
    checkoutFlow({
      dineInAtTable: !!request.table_no && orderType === DeliveryMethod.DINE_IN,
      prePaymentRequired:
        !!hall &&
        hall.foodhall_settings.qr_order_payment_enabled &&
        hall.foodhall_settings.qr_order_pre_payment_enabled,
    }) === 'PRE_PAYMENT';

  const priced = priceLines(lines, orderType);
  const currency = gathered[0]!.currency;
  const campaigns: BillCampaign[] = gathered.flatMap((b) => b.campaigns);
  let input: BillInput = {
    currency: currency.code,
    order_type: orderType,
    lines: priced.lines,
    branches,
    campaigns,
    payment_method: request.is_order_with_payment_channel && paysBefore ? (request.payment_method ?? null) : null,
    ignore_fees: request.ignore_calc_bill_fees,
    reward: 0,
    promo: 0,
  };
  let bill = calculateBill(input);
  // The loyalty reward (SPEC §5): on the loyalty amount the campaigns leave, before the promo (ADR 0032).
  let appliedReward: AppliedReward | null = null;
  let rewardRefusal: RewardRefusalAnswer | null = null;
  let pricedReward: PricedReward | null = null;
  if (options.promo && request.reward_point_id != null && request.reward_point_id !== '') {
    const found = await findReward(
      options.promo.db,
      request.reward_point_id,
      { business: gathered[0]!.branch.business_id, branches: gathered.length },
      options.promo.user,
    );
    if ('refusal' in found) rewardRefusal = found.refusal;
    else {
      input = { ...input, reward: rewardDiscount(ruleOfReward(found.reward), loyaltyAmount(bill), currency.code) };
      bill = calculateBill(input);
      appliedReward = appliedRewardOf(found.reward, bill.reward_price);
      pricedReward = { ...found, discount: bill.reward_price };
    }
  }
  // The promo comes after the campaigns, on the subtotals they leave (ADR 0028): priced again with its discount.
  let appliedPromo: AppliedPromo | null = null;
  let promoRefusal: PromoRefusalAnswer | null = null;
  let pricedPromo: PricedPromo | null = null;
  if (options.promo && (request.applied_promo || request.external_voucher_code?.trim())) {
    const first = gathered[0]!.branch;
    const found = await findRequestedPromo(options.promo, request, {
      businesses: new Set(gathered.map((g) => g.branch.business_id)),
      business: first.business_id,
      country: first.country_id,
      branches: gathered.map((g) => g.branch.id),
      currency: currency.code,
    });
    if (found && 'refusal' in found) promoRefusal = found.refusal;
    else if (found) {
      const { chosen } = found;
      // SPEC §5 "per-brand subtotals": each brand's subtotal after campaigns, of the promo's business only
      const businessOf = new Map(gathered.flatMap((g) => g.lines.map((l) => [l.brandId, l.menus.business.id])));
      const businessOfBranch = new Map(gathered.map((g) => [g.branch.id, g.branch.business_id]));
      const brandOf = new Map(priced.lines.map((l) => [l.id, l.brand_id]));
      const brandSubtotals = new Map<number, number>();
      for (const item of bill.items) {
        const brand = brandOf.get(item.id)!;
        if (businessOf.get(brand) !== chosen.business) continue;
        brandSubtotals.set(brand, (brandSubtotals.get(brand) ?? 0) + item.item_final_price);
      }
      const cart: PromoCartBase = {
        at:
          request.order_schedule_type === 2 && request.scheduled_delivery_time
            ? new Date(request.scheduled_delivery_time)
            : now,
        timezone: first.timezone,
        brandSubtotals,
        orderType,
        // undefined while no payment is chosen yet: a payment-based promo is still offered (SPEC §4)
        paymentChannel: request.payment_channel ?? (request.payment_method != null ? null : undefined),
        senior: senior ? { customers: senior.customers, seniors: senior.seniors, imagesComplete } : null,
      };
      // a senior promo's discount is worked out on the VAT of the promo's (first) branch (ADR 0031)
      const promoBranch = branches.find((b) => businessOfBranch.get(b.branch_id) === chosen.business) ?? branches[0]!;
      const vat = promoBranch.vat ? { rate: promoBranch.vat.rate, included: promoBranch.vat.included } : null;
      const judged = await judgePromo(options.promo, chosen, cart, currency.code, vat);
      if ('refusal' in judged) promoRefusal = judged.refusal;
      else {
        bill = calculateBill({ ...input, promo: judged.discount });
        appliedPromo = {
          ...chosen.applied,
          discount_cent: bill.total_promo_discount,
          discount: bill.total_promo_discount / 100,
        };
        pricedPromo = { chosen, cart, discount: bill.total_promo_discount };
      }
    }
  }
  const minimum = minimumBasket(
    gathered.map((b) => b.branch),
    orderType,
  );
  minimum.met = bill.discounted_subtotal >= minimum.min_cent;
  const wire = billWire(bill, {
    currency,
    vat_label: bill.vat_label ?? gathered.find((b) => b.branch.vat_label)?.branch.vat_label ?? null,
    price_updated: priced.updated.length > 0,
    updated_items: priced.updated,
    menu_versions: gathered.map((b) => ({ branch_id: b.branch.id, menu_version: b.branch.menu_version })),
    minimum_basket: minimum,
    merged_fee_title: mergedTitle,
    delivery_distance: distance,
    lines: priced.priced,
    applied_promo: appliedPromo,
    promo_refusal: promoRefusal,
    applied_reward: appliedReward,
    reward_refusal: rewardRefusal,
  });
  return { bill: wire, gathered, promo: pricedPromo, senior, reward: pricedReward };
}
