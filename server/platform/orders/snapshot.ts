// An order's share of a bill (SPEC §3 "Order", minor units): its branch's lines and amounts, written as the
// order's snapshot at placement (./place.ts) and again when the kitchen edits the cart (ops/cart-edit.ts).
import type { Bill } from '../../../app/contract/bill';
import type { OrderRequest } from '../../../app/contract/orders';
import type { PromoRule } from '../../../app/domain/promotions';
import { DeliveryMethod } from '../../../app/domain/constants';
import { shortHash } from '../../../app/domain/order-status';
import { payerOf } from '../../../app/domain/payer-details';
import type { GatheredBranch } from '../bill/gathered';
import type { UserRow } from '../identity/users';
import type { OrderSnapshot } from '../order-records/store';

/** The lines and amounts of a bill for one branch (SPEC §3 "Order", minor units): at placement and after the
 * kitchen edits the cart (ops/cart-edit.ts). */
export function billShareOf(bill: Bill, branchId: number) {
  const itemsById = new Map(bill.items.map((i) => [i.id, i]));
  const cart = bill.lines
    .filter((l) => l.branch.id === branchId)
    .map((l) => ({
      id: l.id,
      key: l.key,
      item_id: l.item_id,
      title: l.title,
      title_v2: l.title_v2,
      image: l.image,
      brand: l.brand,
      branch_id: l.branch.id,
      quantity: l.quantity,
      unit_price: l.unit_price,
      price: l.price,
      groups: l.groups,
      comment: l.comment,
      item_final_price_cent: itemsById.get(l.id)?.item_final_price_cent ?? l.item_final_price,
    }));
  return {
    delivery_distance: bill.delivery_distance,
    cart,
    currency: bill.currency,
    item_price: bill.sub_total_cent,
    discount_amount: bill.discount_amount_cent,
    delivery_fee: bill.delivery_fee_cent,
    delivery_fee_discount: bill.delivery_fee_discount_cent,
    reward_discount: bill.reward_price_cent,
    service_fee: bill.service_fee_cent,
    gateway_fee: bill.gateway_fee_cent,
    total_service_gateway_fee: bill.total_service_gateway_fee_cent,
    custom_fee: bill.custom_fee_cent,
    restaurant_service_fee: bill.restaurant_service_fee_cent,
    vat_price: bill.vat_price_cent,
    is_vat_included: bill.is_vat_included,
    vat_label: bill.vat_label,
    merged_fee_title: bill.merged_fee_title,
    rounded_off_price: bill.rounded_off_cent,
  };
}

/** The order's share of a bill: its branch's lines and the amounts (SPEC §3 "Order", minor units). */
export function snapshotOf(args: {
  bill: Bill;
  branch: GatheredBranch;
  body: OrderRequest;
  user: UserRow;
  foodHallTitle: string | null;
  hash: string;
  /** the delay settings of the branch's country (SPEC §4 delay alert) */
  delay: OrderSnapshot['delivery_delay'];
  /** the rule of the promo the bill applied (its cap is kept in the order's promo terms) */
  promo?: Pick<PromoRule, 'max_discount'> | null;
}): OrderSnapshot {
  const { bill, branch: gathered, body, user } = args;
  const branch = gathered.branch;
  const brands = [...new Map(gathered.lines.map((l) => [l.menus.brand.id, l.menus.brand])).values()];
  const location = body.order_type === DeliveryMethod.DELIVERY ? (body.delivery_location ?? null) : null;
  return {
    short_id: shortHash(args.hash),
    branch: {
      id: branch.id,
      title: branch.title,
      address: branch.address,
      phone: branch.phone,
      secondary_phone: branch.secondary_phone,
      timezone: branch.timezone,
    },
    brands: brands.map((b) => ({ id: b.id, title: b.title, logo: b.webshop_logo ?? b.logo })),
    foodhall_id: body.foodhall_id ?? null,
    pickup_type: body.order_type === DeliveryMethod.PICKUP ? body.pickup_order_type : 1,
    vehicle_reg_no: body.order_type === DeliveryMethod.PICKUP ? (body.vehicle_reg_no ?? null) : null,
    table_no: body.table_no ?? null,
    scheduled_delivery_time: body.order_schedule_type === 2 ? (body.scheduled_delivery_time ?? null) : null,
    preparation_time: branch.preparation_time,
    order_comment: body.order_comment,
    user_phone: payerOf(body.user_info, user).phone,
    notification_method: body.notification_method ?? null,
    delivery_location: location,
    ...billShareOf(bill, branch.id),
    // SPEC §3 "Order: promo_code": kept as placed (the kitchen's cart edit keeps it too)
    promo_code: bill.applied_promo?.code ?? null,
    promo_discount: bill.total_promo_discount_cent,
    // its terms, for the kitchen's cart edit to apply it again to what is left (not on the wire)
    promo_terms: bill.applied_promo
      ? {
          value_type: bill.applied_promo.value_type,
          value: bill.applied_promo.value,
          brands: bill.applied_promo.brands,
          max_discount: args.promo?.max_discount ?? null,
          is_senior_citizen_promo: bill.applied_promo.is_senior_citizen_promo,
        }
      : null,
    delivery_delay: args.delay,
    refunded_amount: 0,
    meta: { foodhall_title: args.foodHallTitle },
  };
}
