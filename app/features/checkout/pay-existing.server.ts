// SPEC "POST_PAYMENT": paying an existing order (a dine-in table after eating) or a food-hall group, by a
// method that needs no gateway (cash, a transfer with its transaction id).
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { type z } from 'zod';
import { requireUser, type Authed } from '~/utils/auth.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { redirectWithToast } from '~/utils/toast.server';
import { PlatformError } from '~/platform-client/client.server';
import { payButtonDisabled } from '~/domain/checkout';
import { localized } from '~/domain/localize';
import type { PaymentMethod } from '~/contract/payment-methods';
import type { SavedCard } from '~/contract/payments';
import { isGatewayMethod } from '~/domain/payments';
import { paymentStartRefused, startGatewayPayment, type PaymentTarget } from '~/features/payments/payments.server';
import { cardSheetData, takeCard } from '~/features/checkout/card-sheet.server';
import { cardDetailsNeeded } from '~/domain/payments';
import {
  choosePayment,
  chosenPayment,
  paymentRefused,
  paymentView,
  type querySchema,
  readState,
  saved,
  writeState,
} from '~/features/checkout/checkout-state.server';
import { refuse } from '~/utils/refusal.server';

export async function loadPostPayment(request: Request, context: AppLoadContext, search: z.infer<typeof querySchema>) {
  const customer = await requireUser(request, context);
  const { t, lng, session } = await shopRequest(request, context);
  const { order, group } = await paidFor(customer, search);
  const orders = order ? [order] : (group?.child_orders ?? []);
  if (!orders.length)
    throw redirect(search.orderHash ? `/order-details?orderHash=${encodeURIComponent(search.orderHash)}` : '/');
  const first = orders[0]!;
  const { methods, saved_cards: savedCards } = await customer.client
    .paymentMethods({ branch_id: first.branch_id, foodhall_id: group?.foodhall_id ?? undefined })
    .catch(() => ({ methods: [] as PaymentMethod[], saved_cards: [] as SavedCard[] }));
  const key = `pay:${search.orderHash ?? search.parentUuid}`;
  const state = readState(session, key);
  const { chosen, channel } = chosenPayment(methods, state);
  // SPEC §7 payment preview: what paying by the chosen method charges, with the gateway fee a business passes on
  const preview =
    chosen && isGatewayMethod(chosen.method)
      ? await customer
          .withAuth((c) =>
            c.paymentPreview({
              order_hash: search.orderHash ?? null,
              parent_order_uuid: search.parentUuid ?? null,
              payment_method: chosen.method,
              payment_channel: channel?.channel_code ?? null,
            }),
          )
          .catch(() => null)
      : null;
  const gatewayFee = preview?.gateway_fee ?? 0;
  return json({
    flow: 'POST_PAYMENT' as const,
    title: t('checkout.title'),
    orderHash: search.orderHash ?? null,
    parentUuid: search.parentUuid ?? null,
    currency: first.currency,
    orders: orders.map((o) => ({
      hash: o.order_hash,
      short: o.short_id,
      branch: o.branch.title,
      lines: o.cart.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        title: localized(l.title, l.title_v2, lng),
        total: l.item_final_price_cent,
      })),
      total: o.final_price,
    })),
    gatewayFee,
    total: orders.reduce((n, o) => n + o.final_price, 0) + gatewayFee,
    paid: orders.every((o) => o.payment_status_id === 1),
    ...paymentView(methods, state, lng, savedCards, customer.auth?.user.is_guest ?? true),
    payDisabled: payButtonDisabled({
      flow: 'POST_PAYMENT',
      method: chosen?.method ?? null,
      trxId: state.payment?.trxId ?? null,
      trxRule: channel?.trx_id ?? null,
      paying: false,
      minimumError: false,
    }),
    problem: state.problem,
    sheet: search.sheet ?? null,
    card:
      search.sheet === 'card'
        ? await cardSheetData(customer, context, methods, state, {
            amount:
              preview?.amount ?? orders.filter((o) => o.payment_status_id !== 1).reduce((n, o) => n + o.final_price, 0),
            currency: first.currency.code,
            email: customer.auth?.user.email ?? null,
          })
        : null,
  });
}

/** What a post-payment checkout pays for: the order, or the food-hall group (null when it is not theirs). */
async function paidFor(customer: Authed, search: z.infer<typeof querySchema>) {
  const order = search.orderHash
    ? await customer.withAuth((c) => c.getOrder({ orderHash: search.orderHash! })).catch(notFoundAsNull)
    : null;
  const group = search.parentUuid
    ? await customer.withAuth((c) => c.getGroupOrder({ parentUuid: search.parentUuid! })).catch(notFoundAsNull)
    : null;
  return { order, group };
}

export function notFoundAsNull(error: unknown): null {
  if (error instanceof PlatformError && error.status === 404) return null;
  throw error;
}

/** The method and channel the customer chose, among those the business offers now. */
export async function payExistingAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  intent: string,
  search: z.infer<typeof querySchema>,
) {
  const customer = await requireUser(request, context);
  const { session } = await shopRequest(request, context);
  const key = `pay:${search.orderHash ?? search.parentUuid}`;
  const here = search.orderHash
    ? `/checkout?orderHash=${encodeURIComponent(search.orderHash)}`
    : `/checkout?parentUuid=${encodeURIComponent(search.parentUuid!)}`;
  const state = readState(session, key);
  const { order, group } = await paidFor(customer, search);
  const first = order ?? group?.child_orders[0];
  if (!first) return redirect('/', 303);
  const { methods, saved_cards: savedCards } = await customer.client.paymentMethods({
    branch_id: first.branch_id,
    foodhall_id: group?.foodhall_id ?? undefined,
  });
  if (intent === 'payment') {
    const chosen = choosePayment(form, methods, savedCards, state);
    if (!chosen.ok) return paymentRefused(form, chosen);
    writeState(session, key, { ...state, payment: chosen.payment, promo: chosen.promo, problem: null });
    return saved(session, context, here);
  }
  if (intent === 'card') {
    const taken = takeCard(form, methods, state);
    if (!taken.ok) return taken.response;
    writeState(session, key, { ...state, payment: taken.payment, problem: null });
    return saved(session, context, here);
  }
  if (intent !== 'payExisting') return refuse(400, { key: 'checkout.errors.unknown' });
  if (!state.payment) return saved(session, context, `${here}&sheet=payment`);
  const { chosen, channel } = chosenPayment(methods, state);
  // SPEC §4 check 12: a card at Stripe, Xendit or TapPay takes its details in the provider's sheet first
  if (
    cardDetailsNeeded({
      method: chosen?.method ?? null,
      platform: channel?.platform,
      savedCardId: state.payment.savedCardId,
      cardToken: state.payment.card?.token ?? null,
    })
  )
    return saved(session, context, `${here}&sheet=card`);
  if (isGatewayMethod(state.payment.method)) {
    // SPEC POST_PAYMENT by card, wallet, bank or QR: the gateway's page, then the payment pages
    const target: PaymentTarget = search.orderHash
      ? { orderHash: search.orderHash }
      : { parentUuid: search.parentUuid! };
    try {
      const payment = state.payment;
      // a card's one-time token serves this attempt only (a new one comes from the sheet)
      writeState(session, key, { ...state, payment: { ...payment, card: null } });
      const to = await startGatewayPayment(customer, request, target, payment, null);
      return saved(session, context, to);
    } catch (error) {
      if (!paymentStartRefused(error)) throw error;
      writeState(session, key, { ...state, problem: { key: 'checkout.payFailed', text: error.message } });
      return saved(session, context, here);
    }
  }
  try {
    await customer.withAuth((c) =>
      c.paymentInit({
        order_hash: search.orderHash ?? null,
        parent_order_uuid: search.parentUuid ?? null,
        payment_method: state.payment!.method,
        payment_channel: state.payment!.channel,
        payment_trx_id: state.payment!.trxId,
      }),
    );
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    writeState(session, key, { ...state, problem: { key: 'checkout.payFailed', text: error.message } });
    return saved(session, context, here);
  }
  writeState(session, key, null);
  const to = search.orderHash
    ? `/order-details?orderHash=${encodeURIComponent(search.orderHash)}`
    : `/group-orders?parentUuid=${encodeURIComponent(search.parentUuid!)}`;
  return redirectWithToast(to, { type: 'success', key: 'checkout.paymentTold' }, context, {
    headers: { 'Set-Cookie': await commitSession(session, context) },
  });
}
