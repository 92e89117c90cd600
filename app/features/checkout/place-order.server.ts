// SPEC §4 "Placing the order" from the checkout: the order body from the cart, the order options and the
// checkout's choices, one idempotency key per review, and each answer turned into the next page.
import { redirect, type AppLoadContext } from '@remix-run/node';
import { writeCart } from '~/features/cart/cart.server';
import { cartBody } from '~/features/cart/bill.server';
import { commitSession } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';
import { PlatformError } from '~/platform-client/client.server';
import { DeliveryMethod, OrderTimeType } from '~/domain/constants';
import { isGatewayMethod } from '~/domain/payments';
import type { OrderRequest } from '~/contract/orders';
import { PROMO_REFUSALS } from '~/contract/promos';
import { paymentStartRefused, startGatewayPayment, type PaymentTarget } from '~/features/payments/payments.server';
import { readState, saved, writeState, type CheckoutState } from '~/features/checkout/checkout-state.server';
import { payerInfo, type Gathered } from '~/features/checkout/checkout-facts.server';
import { promoBillFields } from '~/features/promotions/applied-promo.server';
import { ownSenior, seniorBillFields } from '~/features/checkout/senior.server';
import { seniorCardOffered } from '~/domain/promotions';

export async function placeFromCheckout(
  g: Gathered,
  review: NonNullable<CheckoutState['review']>,
  request: Request,
  context: AppLoadContext,
) {
  const { session, boot, lng } = g.shop;
  const options = g.options!;
  const state = g.state;
  const foodHall = !!boot?.foodHallId;
  const notes = g.cart.notes ? Object.values(g.cart.notes).filter(Boolean).join('\n') : '';
  const location = options.location;
  const body = {
    idempotency_key: review.key,
    branch_id: foodHall ? undefined : g.cart.lines[0]!.branch.id,
    foodhall_id: boot?.foodHallId ?? null,
    is_foodhall_order: foodHall,
    table_no: boot?.tableNo ?? null,
    cart: cartBody(g.cart.lines),
    order_type: options.orderType,
    order_schedule_type: options.scheduleType,
    scheduled_delivery_time: options.scheduleType === OrderTimeType.SCHEDULED ? options.scheduledAt : null,
    delivery_location:
      options.orderType === DeliveryMethod.DELIVERY && location
        ? {
            latitude: location.lat,
            longitude: location.lon,
            address: location.address,
            instruction: location.instruction || null,
            establishment_name: location.establishmentName || null,
            street_name: location.streetName || null,
            flat_no: location.flatNo || null,
            additional_details: location.additionalDetails || null,
          }
        : null,
    user_info: payerInfo(state, g.user),
    order_comment: notes,
    language: lng,
    store_hash: boot?.hash ?? null,
    store_mask: boot?.mask ?? null,
    pickup_order_type: options.pickupType,
    vehicle_reg_no: options.vehicleRegNo || null,
    vehicle_additional_details: options.vehicleDetails || null,
    notification_method: state.contact.notify ?? null,
    is_order_with_payment_channel: g.flow !== 'POST_PAY_ORDER' && !!state.payment,
    payment_method: g.flow === 'POST_PAY_ORDER' ? null : (state.payment?.method ?? null),
    payment_channel: g.flow === 'POST_PAY_ORDER' ? null : (state.payment?.channel ?? null),
    payment_trx_id: g.flow === 'POST_PAY_ORDER' ? null : (state.payment?.trxId ?? null),
    delivery_fee: review.deliveryFee,
    final_price: g.page.bill?.total,
    // SPEC §7 "Order body: applied_promo": the promo (or voucher) is priced again at placement
    ...promoBillFields(state.promo),
    // SPEC §7 "senior citizen fields": checked again and kept with the order by the platform
    ...(seniorCardOffered(g.storeCountry, options.orderType)
      ? seniorBillFields(ownSenior(state.senior, g.user?.id))
      : {}),
    // the loyalty reward: its points are checked again and claimed with the order
    reward_point_id: state.reward?.id ?? null,
    age_restriction_attachment: g.age.restricted
      ? { consent: state.consent.given, front: state.consent.front, back: state.consent.back }
      : null,
  };
  // SPEC §4 prepaid part: a gateway method places the order (PENDING), then pays it at the gateway; the cart
  // stays until the payment succeeds (/payment/success clears it) and a new attempt updates the same order.
  const prepaid = g.flow === 'PRE_PAYMENT' && isGatewayMethod(state.payment?.method ?? null);
  try {
    const placed = await placeOrUpdate(g, body, prepaid ? state.pending : null, foodHall);
    if (prepaid && (placed.order_hash || placed.parent_order_uuid)) {
      const target: PaymentTarget = placed.parent_order_uuid
        ? { parentUuid: placed.parent_order_uuid }
        : { orderHash: placed.order_hash! };
      writeState(session, g.key, {
        ...state,
        // a card's one-time token serves this attempt only (a new one comes from the sheet)
        payment: state.payment ? { ...state.payment, card: null } : null,
        review: null,
        fee: null,
        problem: null,
        pending: placed.order_id
          ? { orderId: placed.order_id, orderHash: placed.order_hash, parentUuid: placed.parent_order_uuid }
          : null,
      });
      const to = await startGatewayPayment(g.customer, request, target, state.payment!, body.user_info).catch(
        async (error: unknown) => {
          // the order stands, unpaid: the customer tries again from its payment page
          if (!paymentStartRefused(error)) throw error;
          return `/payment/failed?${target.orderHash ? `orderHash=${target.orderHash}` : `parentUuid=${target.parentUuid}`}`;
        },
      );
      // a repeat of this confirm goes the same way (written after the payment started: it names where to)
      writeState(session, g.key, { ...readState(session, g.key), placed: { key: review.key, to, at: Date.now() } });
      return redirect(to, { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
    }
    // The order is the cart now: the cart goes (the order page clears it too, SPEC §2 clearCart).
    const to = placed.parent_order_uuid
      ? `/group-orders?parentUuid=${placed.parent_order_uuid}&clearCart=true`
      : `/order-details?orderHash=${placed.order_hash}&clearCart=true`;
    writeCart(session, g.key, { ...g.cart, lines: [] });
    writeState(session, g.key, {
      ...state,
      review: null,
      fee: null,
      problem: null,
      pending: null,
      payment: state.payment,
      placed: { key: review.key, to, at: Date.now() },
    });
    return redirect(to, { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 'delivery_fee_updated') {
      const bill = error.details.calculate_bill_response as {
        delivery_fee_cent: number;
        total_price_cent: number;
        sub_total_cent: number;
      };
      writeState(session, g.key, {
        ...state,
        review: null,
        fee: {
          previous: Number(error.details.previous_delivery_fee ?? review.deliveryFee),
          next: bill.delivery_fee_cent,
          total: bill.total_price_cent,
          subtotal: bill.sub_total_cent,
        },
      });
      return saved(session, context, '/checkout?sheet=fee');
    }
    // SPEC §8 promo warnings: the promo no longer applies (ended, used up, …): said with its code and why, in the
    // customer's language; the kept bill goes, so the checkout shows the bill without it
    if (error.code === 'promo_not_applicable') {
      const reason = String(error.details.reason ?? '');
      writeState(session, g.key, {
        ...state,
        review: null,
        problem: {
          key: 'promo.notApplicable',
          values: { code: String(error.details.promo_code ?? state.promo?.code ?? '') },
          why: (PROMO_REFUSALS as readonly string[]).includes(reason) ? `promo.why.${reason}` : undefined,
        },
      });
      writeCart(session, g.key, g.cart); // written without its bill: the kept one (with the promo) goes
      return saved(session, context, '/checkout');
    }
    // SPEC §8 "Failed to apply loyalty. Please try again.": the reward goes (its points were spent meanwhile)
    if (error.code === 'reward_not_applicable') {
      writeState(session, g.key, { ...state, review: null, reward: null, problem: { key: 'loyalty.errors.apply' } });
      writeCart(session, g.key, g.cart);
      return saved(session, context, '/checkout');
    }
    // SPEC §8: the order was not placed; nothing was written. A new review makes a new attempt.
    const key =
      error.status >= 500
        ? 'checkout.placeProblem'
        : error.code === 'price_updated'
          ? 'checkout.notPlaced'
          : 'checkout.placeFailed';
    writeState(session, g.key, {
      ...state,
      review: null,
      problem: { key, text: error.status < 500 && error.code !== 'price_updated' ? error.message : undefined },
    });
    if (error.code === 'price_updated')
      return redirectWithToast('/cart', { type: 'error', key }, context, {
        headers: { 'Set-Cookie': await commitSession(session, context) },
      });
    return saved(session, context, '/checkout');
  }
}

/**
 * SPEC §4 "If an order id exists, update is tried. On status 417 the order is created instead": the unpaid
 * pre-payment order of an earlier attempt takes this cart; one already gone past waiting is left be.
 */
async function placeOrUpdate(g: Gathered, body: OrderRequest, pending: CheckoutState['pending'], foodHall: boolean) {
  if (pending && !foodHall) {
    try {
      return await g.customer.withAuth((c) => c.updateOrder({ orderId: pending.orderId, ...body }));
    } catch (error) {
      if (!(error instanceof PlatformError) || (error.status !== 417 && error.status !== 404)) throw error;
    }
  }
  return g.customer.withAuth((c) => (foodHall ? c.placeOrderV2(body) : c.placeOrder(body)));
}
