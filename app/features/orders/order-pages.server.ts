// What the order details and group orders pages share (SPEC §2 "Order details", "Group orders"): the
// cart cleared after checkout (`clearCart=true`), the lookup that turns a missing or foreign order into
// "No order found", and an order as the pages show it.
import { redirect, type AppLoadContext } from '@remix-run/node';
import { type Authed, shopCustomer } from '~/utils/auth.server';
import { readCart, storeKey, writeCart } from '~/features/cart/cart.server';
import type { Order } from '~/contract/orders';
import { choicesText, EMPTY_CART } from '~/domain/cart';
import { PaymentStatus } from '~/domain/constants';
import { localized } from '~/domain/localize';
import { statusHeadlineKey } from '~/domain/order-status';
import { PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';

/**
 * SPEC §2: "With clearCart=true and a non-empty cart, the cart is cleared and the page reloads with
 * clearCart=false" — a redirect to throw, or nothing to do.
 */
export async function clearCartRedirect(request: Request, context: AppLoadContext): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.searchParams.get('clearCart') !== 'true') return null;
  const { session, boot } = await shopRequest(request, context);
  const key = storeKey(boot);
  if (readCart(session, key).lines.length === 0) return null;
  writeCart(session, key, EMPTY_CART);
  url.searchParams.set('clearCart', 'false');
  return redirect(url.pathname + url.search, { headers: { 'Set-Cookie': await commitSession(session, context) } });
}

/** An order hash or group uuid as the query gives it: anything else is no order at all. */
export function orderKey(value: string | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

/**
 * A read of the customer's order: null when the platform has none of theirs (404: missing or someone
 * else's). Tokens that could not be renewed send the customer to login, back to this page.
 */
export async function readOwnOrder<T>(
  request: Request,
  context: AppLoadContext,
  customer: Authed,
  call: (client: PlatformClient) => Promise<T>,
): Promise<T | null> {
  try {
    return await customer.withAuth(call);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.status === 404 || error.status === 400 || error.status === 403) return null;
    throw error;
  }
}

/** The i18next keys of a payment method and status (SPEC §9 "Payment method ids", §4 "Payment status"). */
export function paymentKeys(order: Pick<Order, 'payment_method_id' | 'payment_status_id' | 'post_pay'>) {
  return {
    method:
      order.payment_method_id != null
        ? `order.paymentMethod.${order.payment_method_id}`
        : order.post_pay
          ? 'order.paymentMethod.postPay'
          : 'order.paymentMethod.none',
    status: Object.values(PaymentStatus).includes(order.payment_status_id as 1)
      ? `order.paymentStatus.${order.payment_status_id}`
      : 'order.paymentStatus.3',
  };
}

/** An order's lines as the pages list them: "2 x Adobo", the choices, the line's price. */
export function orderLines(order: Pick<Order, 'cart'>, lng: string) {
  return order.cart.map((l) => ({
    id: l.id,
    quantity: l.quantity,
    title: localized(l.title, l.title_v2, lng),
    choices: choicesText(l.groups, lng),
    comment: l.comment,
    price: l.item_final_price_cent,
  }));
}

/** The order's bill as the shared BillSummary shows it. */
export function orderBill(order: Order) {
  return {
    subtotal: order.item_price,
    discount: order.discount_amount,
    rewardDiscount: order.reward_discount,
    deliveryFee: order.delivery_fee,
    deliveryDiscount: order.delivery_fee_discount,
    serviceFee: order.service_fee,
    gatewayFee: order.gateway_fee,
    mergedFeeTitle: order.merged_fee_title,
    packagingFee: order.custom_fee,
    restaurantService: order.restaurant_service_fee,
    vat: order.vat_price,
    vatIncluded: order.is_vat_included,
    vatLabel: order.vat_label,
    rounding: order.rounded_off_price,
    /** the promo or voucher the order was placed with, and what it took off (SPEC §3 Order promo_code) */
    promoDiscount: order.promo_discount,
    promoCode: order.promo_code,
    total: order.final_price,
    refunded: order.refunded_amount,
  };
}

/** The senior citizen / PWD details an order keeps (issue 26): the counts and each card's image URLs (owner only). */
export function orderSenior(order: Pick<Order, 'senior_citizen'>) {
  const senior = order.senior_citizen;
  if (!senior) return null;
  return {
    customers: senior.number_of_customer,
    seniors: senior.number_of_senior_citizen,
    cards: senior.cards.map((c) => ({ front: c.front?.signed_url ?? null, back: c.back?.signed_url ?? null })),
  };
}

/** The status headline's key (SPEC §4 table; READY follows the courier). */
export const headlineKey = (order: Pick<Order, 'status_id' | 'fulfillment_status_id'>) =>
  statusHeadlineKey(order.status_id, order.fulfillment_status_id);

/** Where an order's card or strip leads: its page, or its table's group orders (SPEC §2 "Orders"). */
export function orderHref(order: Pick<Order, 'order_hash' | 'parent_order_uuid'>): string {
  return order.parent_order_uuid
    ? `/group-orders?parentUuid=${encodeURIComponent(order.parent_order_uuid)}`
    : `/order-details?orderHash=${encodeURIComponent(order.order_hash)}`;
}

/** The ongoing-order strip and the sidebar's dot and badge: how many, and where one tap leads. */
export function activeSummary(orders: readonly Pick<Order, 'order_hash' | 'parent_order_uuid'>[]) {
  const groups = new Set(orders.map((o) => o.parent_order_uuid ?? o.order_hash));
  return { count: groups.size, href: groups.size === 1 ? orderHref(orders[0]!) : '/active-orders' };
}
export type ActiveSummary = ReturnType<typeof activeSummary>;

/**
 * The customer's orders under way, for every page's first load (SPEC §2 sidebar "orders (active count
 * badge)", the home strip): null for visitors, or when the platform cannot say. The token is used as it is —
 * a page's own calls renew it (and write the session); this side look never does.
 */
export async function readActiveSummary(request: Request, context: AppLoadContext): Promise<ActiveSummary | null> {
  const customer = await shopCustomer(request, context);
  if (!customer.auth) return null;
  try {
    return activeSummary((await customer.client.activeOrders({})).results);
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}
