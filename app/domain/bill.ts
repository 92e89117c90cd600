// The bill (SPEC §3 "Bill", §9 "Discounts", "Money"): what the platform charges for a cart, in integer
// minor units. Pure: the platform gathers prices and settings from the menu and calls calculateBill.
//
// Order of work, per branch, per brand inside it:
//  1. lines: unit price (order type, item discount, modifiers) × quantity = sub_total;
//  2. item and category campaigns on their lines (flat per unit, or percentage), each within its cap;
//  3. order campaigns on the brand's subtotal after 2 (the best flat/percentage one; SPEC compares
//     minimums with per-brand subtotals), and the delivery campaign on the delivery fee;
//  4. VAT per line on its share of the discounted amount: included (shown, not added) or added;
//  5. fees: delivery (base + per km), service and gateway when the customer pays them, packaging
//     (pickup and delivery), restaurant service charge (dine-in);
//  6. total, rounded to the whole unit for currencies shown without decimals.
import { DeliveryMethod, PaymentMethodId, type DeliveryMethodId } from './constants';
import { currencyDecimals } from './money';

export interface BillLine {
  /** the cart line's id */
  id: string;
  item_id: number;
  category_id: number;
  brand_id: number;
  branch_id: number;
  quantity: number;
  /** one item with its modifiers, order type and item discount applied */
  unit_price: number;
  /** VAT percent of this item when it differs from the branch's */
  vat_rate: number | null;
}

export interface BillCampaign {
  id: number;
  brand_id: number;
  discount_scope: 'order' | 'category' | 'item';
  discount_type: 'flat' | 'percentage' | 'delivery' | 'others';
  /** minor units for flat and delivery; percent × 100 for percentage (1000 = 10 %) */
  value: number;
  min_cart_amount: number;
  cap: number | null;
  object_ids: number[];
}

export interface BranchFees {
  delivery_base: number;
  delivery_per_km: number;
  /** percent × 100 of the discounted subtotal, when the customer pays it */
  service_percent: number;
  service_by_customer: boolean;
  /** percent × 100 of the amount paid through a gateway, when the customer pays it */
  gateway_percent: number;
  gateway_by_customer: boolean;
  /** per order, for pickup and delivery */
  packaging_fee: number;
  /** percent × 100 of the discounted subtotal, dine-in only */
  restaurant_service_percent: number;
}

/**
 * The gateway fee the customer pays on `amount` paid through a gateway, where the business passes it on (SPEC §3
 * gateway_fee_by_customer_enabled): the bill's, and an existing order's paid online later (post-payment).
 */
export function customerGatewayFee(
  amount: number,
  fees: Pick<BranchFees, 'gateway_percent' | 'gateway_by_customer'>,
): number {
  return fees.gateway_by_customer ? percentOf(amount, fees.gateway_percent) : 0;
}

export interface BillBranch {
  branch_id: number;
  vat: { rate: number; included: boolean; label?: string } | null;
  fees: BranchFees;
  /** delivery distance in metres, for delivery orders */
  distance_m: number | null;
}

export interface BillInput {
  currency: string;
  order_type: DeliveryMethodId;
  lines: BillLine[];
  branches: BillBranch[];
  campaigns: BillCampaign[];
  /** the payment method when the order is paid through a channel (gateway fees) */
  payment_method: number | null;
  /** skip service and gateway fees (SPEC: ignore_calc_bill_fees) */
  ignore_fees: boolean;
  reward: number;
  promo: number;
}

export interface BillItem {
  id: string;
  item_id: number;
  quantity: number;
  campaign_discount: number;
  item_final_price: number;
}

export interface BillAmounts {
  sub_total: number;
  discount_amount: number;
  discounted_subtotal: number;
  vat_price: number;
  is_vat_included: boolean;
  delivery_fee: number;
  delivery_fee_discount: number;
  service_fee: number;
  gateway_fee: number;
  total_service_gateway_fee: number;
  custom_fee: number;
  restaurant_service_fee: number;
  additional_fee: number;
  reward_price: number;
  total_promo_discount: number;
  rounded_off: number;
  total_price: number;
}

export interface BillResult extends BillAmounts {
  is_large_order: boolean;
  vat_label: string | null;
  items: BillItem[];
  cart_bills: { branch_id: number; sub_total: number; total_price: number }[];
  applied_campaigns: { id: number; amount: number }[];
}

/** Half up, for the positive amounts of a bill. */
const round = (n: number) => Math.floor(n + 0.5);
/** A percentage (in hundredths: 1000 is 10 %) of an amount in minor units, half up. */
export const percentOf = (amount: number, percentTimes100: number) => round((amount * percentTimes100) / 10_000);

/** A large order: many items at once (the kitchen and couriers may need notice). */
export const LARGE_ORDER_ITEMS = 30;

function campaignAmount(c: BillCampaign, base: number, units: number): number {
  const raw =
    c.discount_type === 'percentage'
      ? percentOf(base, c.value)
      : c.discount_scope === 'order'
        ? c.value
        : c.value * units;
  return Math.max(0, Math.min(base, c.cap != null ? Math.min(raw, c.cap) : raw));
}

function emptyAmounts(): BillAmounts {
  return {
    sub_total: 0,
    discount_amount: 0,
    discounted_subtotal: 0,
    vat_price: 0,
    is_vat_included: false,
    delivery_fee: 0,
    delivery_fee_discount: 0,
    service_fee: 0,
    gateway_fee: 0,
    total_service_gateway_fee: 0,
    custom_fee: 0,
    restaurant_service_fee: 0,
    additional_fee: 0,
    reward_price: 0,
    total_promo_discount: 0,
    rounded_off: 0,
    total_price: 0,
  };
}

/** The total of an amounts record: what the identity below says, never computed twice differently. */
export function totalOf(a: Omit<BillAmounts, 'total_price' | 'rounded_off'>): number {
  return (
    a.discounted_subtotal +
    (a.is_vat_included ? 0 : a.vat_price) +
    a.delivery_fee -
    a.delivery_fee_discount +
    a.service_fee +
    a.gateway_fee +
    a.custom_fee +
    a.restaurant_service_fee -
    a.reward_price -
    a.total_promo_discount
  );
}

export function calculateBill(input: BillInput): BillResult {
  const result: BillResult = {
    ...emptyAmounts(),
    is_large_order: input.lines.reduce((n, l) => n + l.quantity, 0) >= LARGE_ORDER_ITEMS,
    vat_label: null,
    items: [],
    cart_bills: [],
    applied_campaigns: [],
  };
  const applied = new Map<number, number>();
  const use = (c: BillCampaign, amount: number) => amount > 0 && applied.set(c.id, (applied.get(c.id) ?? 0) + amount);
  const gateway =
    !input.ignore_fees &&
    input.payment_method != null &&
    input.payment_method !== PaymentMethodId.CASH &&
    input.payment_method !== PaymentMethodId.CUSTOM;

  for (const branch of input.branches) {
    const lines = input.lines.filter((l) => l.branch_id === branch.branch_id);
    if (lines.length === 0) continue;
    const discountOf = new Map<string, number>(lines.map((l) => [l.id, 0]));
    const totalOfLine = (l: BillLine) => l.unit_price * l.quantity;
    let branchSub = 0;
    let branchDiscount = 0;
    // the most generous delivery campaign any brand of the branch qualifies for
    let deliveryCampaign: BillCampaign | null = null;

    for (const brandId of [...new Set(lines.map((l) => l.brand_id))]) {
      const brandLines = lines.filter((l) => l.brand_id === brandId);
      const brandSub = brandLines.reduce((n, l) => n + totalOfLine(l), 0);
      branchSub += brandSub;
      const campaigns = input.campaigns.filter((c) => c.brand_id === brandId && brandSub >= c.min_cart_amount);
      // 2. item and category campaigns, each within its cap across its lines
      for (const c of campaigns.filter(
        (x) => x.discount_scope !== 'order' && (x.discount_type === 'flat' || x.discount_type === 'percentage'),
      )) {
        let left = c.cap ?? Number.POSITIVE_INFINITY;
        for (const l of brandLines) {
          const target = c.discount_scope === 'item' ? l.item_id : l.category_id;
          if (!c.object_ids.includes(target) || left <= 0) continue;
          const remaining = totalOfLine(l) - discountOf.get(l.id)!;
          const amount = Math.min(left, campaignAmount({ ...c, cap: null }, remaining, l.quantity));
          discountOf.set(l.id, discountOf.get(l.id)! + amount);
          left -= amount;
          use(c, amount);
        }
      }
      // 3. the best order campaign on what is left of the brand's subtotal, shared over its lines
      const afterItems = brandLines.reduce((n, l) => n + totalOfLine(l) - discountOf.get(l.id)!, 0);
      const best = campaigns
        .filter((c) => c.discount_scope === 'order' && (c.discount_type === 'flat' || c.discount_type === 'percentage'))
        .map((c) => ({ c, amount: campaignAmount(c, afterItems, 1) }))
        .sort((a, b) => b.amount - a.amount)[0];
      if (best && best.amount > 0) {
        use(best.c, best.amount);
        let spread = 0;
        brandLines.forEach((l, i) => {
          const share =
            i === brandLines.length - 1
              ? best.amount - spread
              : Math.floor((best.amount * (totalOfLine(l) - discountOf.get(l.id)!)) / afterItems);
          spread += share;
          discountOf.set(l.id, discountOf.get(l.id)! + share);
        });
      }
      for (const c of campaigns.filter((x) => x.discount_type === 'delivery')) {
        if (!deliveryCampaign || c.value > deliveryCampaign.value) deliveryCampaign = c;
      }
    }
    for (const l of lines) branchDiscount += discountOf.get(l.id)!;
    const discounted = branchSub - branchDiscount;

    // 4. VAT per line
    let vat = 0;
    const included = branch.vat?.included ?? false;
    for (const l of lines) {
      const rate = l.vat_rate ?? branch.vat?.rate ?? 0;
      const amount = totalOfLine(l) - discountOf.get(l.id)!;
      vat += included ? round((amount * rate) / (100 + rate)) : round((amount * rate) / 100);
    }
    if (branch.vat?.label) result.vat_label ??= branch.vat.label;

    // 5. fees
    const fees = branch.fees;
    const delivering = input.order_type === DeliveryMethod.DELIVERY;
    const deliveryFee = delivering
      ? fees.delivery_base + round(((branch.distance_m ?? 0) / 1000) * fees.delivery_per_km)
      : 0;
    const deliveryFeeDiscount = delivering && deliveryCampaign ? Math.min(deliveryFee, deliveryCampaign.value) : 0;
    if (deliveryCampaign) use(deliveryCampaign, deliveryFeeDiscount);
    const service = !input.ignore_fees && fees.service_by_customer ? percentOf(discounted, fees.service_percent) : 0;
    const packaging = input.order_type === DeliveryMethod.DINE_IN ? 0 : fees.packaging_fee;
    const restaurantService =
      input.order_type === DeliveryMethod.DINE_IN ? percentOf(discounted, fees.restaurant_service_percent) : 0;
    const beforeGateway =
      discounted + (included ? 0 : vat) + deliveryFee - deliveryFeeDiscount + service + packaging + restaurantService;
    const gatewayFee = gateway ? customerGatewayFee(beforeGateway, fees) : 0;

    const amounts: Omit<BillAmounts, 'total_price' | 'rounded_off'> = {
      sub_total: branchSub,
      discount_amount: branchDiscount,
      discounted_subtotal: discounted,
      vat_price: vat,
      is_vat_included: included,
      delivery_fee: deliveryFee,
      delivery_fee_discount: deliveryFeeDiscount,
      service_fee: service,
      gateway_fee: gatewayFee,
      total_service_gateway_fee: service + gatewayFee,
      custom_fee: packaging,
      restaurant_service_fee: restaurantService,
      additional_fee: packaging + restaurantService,
      reward_price: 0,
      total_promo_discount: 0,
    };
    result.cart_bills.push({ branch_id: branch.branch_id, sub_total: branchSub, total_price: totalOf(amounts) });
    for (const key of Object.keys(amounts) as (keyof typeof amounts)[]) {
      if (key === 'is_vat_included') result.is_vat_included ||= amounts.is_vat_included;
      else (result[key] as number) += amounts[key] as number;
    }
    for (const l of lines) {
      result.items.push({
        id: l.id,
        item_id: l.item_id,
        quantity: l.quantity,
        campaign_discount: discountOf.get(l.id)!,
        item_final_price: totalOfLine(l) - discountOf.get(l.id)!,
      });
    }
  }

  // Rewards and promos come off the whole bill, never below zero.
  const before = totalOf(result);
  result.reward_price = Math.min(Math.max(0, input.reward), before);
  result.total_promo_discount = Math.min(Math.max(0, input.promo), before - result.reward_price);
  const raw = totalOf(result);
  // 6. currencies shown without decimals are charged in whole units
  const total = currencyDecimals(input.currency) === 0 ? round(raw / 100) * 100 : raw;
  result.rounded_off = total - raw;
  result.total_price = total;
  result.applied_campaigns = [...applied].filter(([, amount]) => amount > 0).map(([id, amount]) => ({ id, amount }));
  return result;
}
