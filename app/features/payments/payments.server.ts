// The shop's side of online payments (SPEC §2 "Payment", §4 "Placing the order" prepaid part, "Payment page
// polling"): starting a gateway payment for an order or a food-hall group and sending the customer where it
// says, and reading where a payment stands for the payment pages. The platform owns the money (its payment
// rows and their state machine); these pages only ask it and tell the customer the truth.
import { redirect } from '@remix-run/node';
import type { Authed } from '~/utils/auth.server';
import { PlatformError } from '~/platform-client/client.server';
import { OrderStatus } from '~/domain/constants';
import { pollOutcome } from '~/domain/payments';
import { orderKey } from '~/features/orders/order-pages.server';
import { safeRedirect } from '~/utils/safe-redirect';

/** An order or a group, as the payment pages' query names it. */
export type PaymentTarget =
  { orderHash: string; parentUuid?: undefined } | { parentUuid: string; orderHash?: undefined };

/**
 * The target of a payment page's query, or null (nothing, or not an order key). A gateway's return address
 * may name a food-hall group as `orderHash` with `isFoodHallOrder=true` (SPEC §1 intermediate pages).
 */
export function paymentTarget(url: URL): PaymentTarget | null {
  const hash = orderKey(url.searchParams.get('orderHash'));
  if (hash) return url.searchParams.get('isFoodHallOrder') === 'true' ? { parentUuid: hash } : { orderHash: hash };
  const uuid = orderKey(url.searchParams.get('parentUuid'));
  return uuid ? { parentUuid: uuid } : null;
}

export function targetQuery(target: PaymentTarget): string {
  return target.orderHash
    ? `orderHash=${encodeURIComponent(target.orderHash)}`
    : `parentUuid=${encodeURIComponent(target.parentUuid!)}`;
}

/** Where the customer reads the order (or the group) afterwards. */
export function orderPagePath(target: PaymentTarget): string {
  return target.orderHash ? `/order-details?${targetQuery(target)}` : `/group-orders?${targetQuery(target)}`;
}

/**
 * The intermediate pages' widget query (SPEC §1: isWidget, redirectUrl, redirectParams): a payment made in
 * a widget (a partner app's pop-up) does not poll, and its page closes itself; `leaveTo` is where a closing
 * waiting page goes — a path of this shop only (redirectUrl with redirectParams), else the order's page.
 */
export function widgetOf(url: URL, target: PaymentTarget) {
  const widget = url.searchParams.get('isWidget') === 'true';
  const asked = url.searchParams.get('redirectUrl');
  const params = url.searchParams.get('redirectParams');
  const wanted = asked
    ? `${asked}${params ? `${asked.includes('?') ? '&' : '?'}${params.replace(/^[?&]/, '')}` : ''}`
    : null;
  const leaveTo = safeRedirect(wanted, orderPagePath(target));
  const query = new URLSearchParams();
  if (widget) query.set('isWidget', 'true');
  if (asked) query.set('redirectUrl', asked);
  if (params) query.set('redirectParams', params);
  return { widget, leaveTo, query: query.toString() };
}

/** SPEC §2 "Try Again": the same order paid again (the checkout's POST_PAYMENT) while it can still be paid. */
export function retryPath(target: PaymentTarget, order: { status_id: number }): string | null {
  const open = order.status_id !== OrderStatus.CANCELLED && order.status_id !== OrderStatus.FAILED;
  return open ? `/checkout?${targetQuery(target)}` : null;
}

export interface GatewayChoice {
  method: number;
  channel: string | null;
  savedCardId: number | null;
  saveCard: boolean;
  /** the provider's one-time token from the card sheet (and Xendit's 3-D Secure authentication) */
  card?: { token: string; authenticationId: string | null } | null;
}

/**
 * SPEC §7 "POST {oms}/order/payment/init" (and /v2 for a group): the gateway's answer as the next page — its
 * hosted page through /payment?gatewayUrl=…, a bank QR or a wait on /payment, or straight to the result when
 * the gateway answered at once (a saved card). The return addresses are this shop's intermediate pages.
 */
export async function startGatewayPayment(
  customer: Authed,
  request: Request,
  target: PaymentTarget,
  choice: GatewayChoice,
  userInfo: { first_name: string | null; last_name: string | null; email: string | null; phone: string | null } | null,
): Promise<string> {
  const origin = new URL(request.url).origin;
  const query = targetQuery(target);
  const body = {
    order_hash: target.orderHash ?? null,
    parent_order_uuid: target.parentUuid ?? null,
    payment_method: choice.method,
    payment_channel: choice.channel,
    success_redirect_url: `${origin}/payment/success-intermediate?${query}`,
    failure_redirect_url: `${origin}/payment/failed-intermediate?${query}`,
    saved_card_id: choice.savedCardId,
    save_card: choice.saveCard,
    card_token: choice.card?.token ?? null,
    authentication_id: choice.card?.authenticationId ?? null,
    user_info: userInfo,
  };
  const answer = await customer.withAuth((c) => (target.parentUuid ? c.paymentInitV2(body) : c.paymentInit(body)));
  if (answer.payment_checkout_link)
    return `/payment?gatewayUrl=${encodeURIComponent(answer.payment_checkout_link)}&${query}`;
  return `/payment?${query}`;
}

/**
 * A payment start the platform refused, or whose provider did not answer (502: the attempt is failed and the
 * order can be paid again): the customer goes on to the failed page or the form, never to an error page.
 */
export function paymentStartRefused(error: unknown): error is PlatformError {
  return error instanceof PlatformError && (error.status < 500 || error.status === 502);
}

/** SPEC §7 "Order status poll": where the payment of an order or group stands (the platform asks its gateway). */
export async function paymentStanding(customer: Authed, target: PaymentTarget) {
  try {
    const status = await customer.withAuth((c) =>
      c.paymentStatus(target.orderHash ? { order_hash: target.orderHash } : { parent_uuid: target.parentUuid }),
    );
    return { status, outcome: pollOutcome(status) };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}

/** The result pages' guard: a page that does not match the payment's truth sends the customer to the one that does. */
export async function requireOutcome(customer: Authed, target: PaymentTarget, wanted: 'success' | 'failed') {
  const standing = await paymentStanding(customer, target);
  if (!standing) throw redirect('/');
  if (standing.outcome !== wanted) {
    const query = targetQuery(target);
    throw redirect(
      standing.outcome === 'success'
        ? `/payment/success?${query}`
        : standing.outcome === 'failed'
          ? `/payment/failed?${query}`
          : `/payment?${query}`,
    );
  }
  return standing.status;
}
