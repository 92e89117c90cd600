// Starting payments of orders through a gateway (SPEC §4 "Placing the order" prepaid part, "Payment page
// polling", §7 "Payment") and the order-status poll. The payment rows and their state machine are
// ./ledger.ts's: nothing here moves a payment but through `settle`.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../app/contract/errors';
import type { PaymentInitAnswer, PaymentView } from '../../../app/contract/payments';
import { OrderStatus, PaymentStatus } from '../../../app/domain/constants';
import { digitalPaymentState } from '../../../app/domain/minimum';
import { isGatewayMethod, PAYMENT_EXPIRY_MINUTES } from '../../../app/domain/payments';
import type { DB } from '../db/schema';
import { ApiError, notFound } from '../http';
import type { UserRow } from '../identity/users';
import { paymentMethodsAt } from './methods';
import { payExistingOrder } from './pay-existing';
import { postPaymentFees, sumOf } from './fees';
import { ownGroup, ownOrder, toWireOrder } from '../order-records/store';
import { GatewayUnavailable, PROVIDER_AWAY, type PaymentRow } from './gateway';
import { latestPayment, refresh, settle, type Db, type PaymentDeps } from './ledger';

export type { PaymentDeps } from './ledger';

export interface InitBody {
  order_hash?: string | null;
  parent_order_uuid?: string | null;
  payment_method: number;
  payment_channel?: string | null;
  payment_trx_id?: string | null;
  success_redirect_url?: string | null;
  failure_redirect_url?: string | null;
  user_info?: {
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  saved_card_id?: number | null;
  card_token?: string | null;
  authentication_id?: string | null;
  save_card: boolean;
}

/** The orders a payment is for: one order, or a food-hall group's children. */
async function targetRows(
  db: Db,
  userId: number,
  t: { order_hash?: string | null; parent_order_uuid?: string | null },
) {
  if (t.order_hash) {
    const row = await ownOrder(db as Kysely<DB>, userId, t.order_hash);
    return row ? [row] : null;
  }
  return ownGroup(db as Kysely<DB>, userId, t.parent_order_uuid ?? '');
}

/** SPEC §7 "POST {oms}/order/payment/init" (and /v2): cash and own payment are told; gateway methods start. */
export async function startPayment(
  deps: PaymentDeps,
  user: UserRow,
  body: InitBody,
  lng: string,
): Promise<PaymentInitAnswer> {
  const rows = await targetRows(deps.db, user.id, body);
  if (!rows) throw notFound('No order found');
  const first = rows[0]!;
  const offered = await paymentMethodsAt(deps.catalog, deps.gateways.names, first.branch_id, first.foodhall_id);
  const method = offered.find((m) => m.method === body.payment_method);
  if (!method) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_method: is not offered here');
  if (!isGatewayMethod(method.method)) {
    const told = await payExistingOrder(deps, user, body);
    return { ...told, client_secret: null, payment_id: null };
  }
  if (rows.some((r) => r.status_id === OrderStatus.CANCELLED || r.status_id === OrderStatus.FAILED))
    throw new ApiError(409, ErrorCode.invalidTransition, 'A cancelled order cannot be paid');
  const unpaid = rows.filter(
    (r) => r.payment_status_id !== PaymentStatus.PAID && r.payment_status_id !== PaymentStatus.REFUNDED,
  );
  if (!unpaid.length) throw new ApiError(409, ErrorCode.invalidTransition, 'The order is already paid');
  const channel = method.channels.find((c) => c.channel_code === body.payment_channel) ?? null;
  if (method.channels.length && !channel)
    throw new ApiError(400, ErrorCode.paymentRequired, 'payment_channel: is not offered here');
  const gatewayName = channel?.platform as PaymentRow['gateway'] | undefined;
  const gateway = gatewayName ? deps.gateways.get(gatewayName) : undefined;
  if (!gatewayName || !gateway)
    throw new ApiError(400, ErrorCode.paymentRequired, 'payment_channel: is not offered here');

  // a post-pay order paid online later owes the gateway fee where the business passes it on (./fees.ts)
  const fees = await postPaymentFees(deps.catalog, unpaid, method.method);
  const amount = unpaid.reduce((n, r) => n + r.final_price, 0) + sumOf(fees);
  const currency = toWireOrder(first).currency.code;
  const minimum = digitalPaymentState({ currency, total: amount, cashOrOwnEnabled: false });
  if (minimum?.kind === 'error')
    throw new ApiError(
      400,
      ErrorCode.paymentRequired,
      'Minimum order value is not met for card, digital wallet and bank payment',
      {
        min_cent: minimum.min,
      },
    );

  const savedCard = body.saved_card_id
    ? await deps.db
        .selectFrom('saved_cards')
        .selectAll()
        .where('id', '=', body.saved_card_id)
        .where('user_id', '=', user.id)
        .where('gateway', '=', gatewayName)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (body.saved_card_id && !savedCard)
    throw new ApiError(400, ErrorCode.paymentRequired, 'saved_card_id: no such card');

  const successUrl = body.success_redirect_url;
  const failureUrl = body.failure_redirect_url;
  if (!successUrl || !failureUrl)
    throw new ApiError(400, ErrorCode.validation, 'success_redirect_url: the return addresses are required');

  // An earlier attempt still open at its gateway is settled or given up first: one open payment per order.
  const target = body.order_hash ? { order_hash: first.order_hash } : { parent_order_uuid: first.parent_order_uuid };
  await closeOpenPayments(deps, target);

  const at = deps.now();
  const prePayment = rows.some((r) => r.status_id === OrderStatus.PENDING);
  const payment = await deps.db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      user_id: user.id,
      order_hash: target.order_hash ?? null,
      parent_order_uuid: target.parent_order_uuid ?? null,
      gateway: gatewayName,
      method_id: method.method,
      channel: channel?.channel_code ?? null,
      amount,
      currency,
      state: 'pending',
      failure_code: null,
      failure_message: null,
      provider_ref: null,
      client_secret: null,
      saved_card_id: savedCard?.id ?? null,
      gateway_fees: JSON.stringify(fees),
      // SPEC §6: a guest cannot save cards
      save_card: body.save_card && !user.is_guest && !savedCard,
      pre_payment: prePayment,
      success_url: successUrl,
      failure_url: failureUrl,
      qr: null,
      lng,
      expires_at: new Date(at.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // another start of this order's payment got in first (payments_open_order)
      if ((error as { code?: unknown } | null)?.code === '23505')
        throw new ApiError(409, ErrorCode.invalidTransition, 'A payment of this order is still in progress');
      throw error;
    });
  // The orders say how they are being paid, and a failed payment is pending again while this one runs.
  await deps.db
    .updateTable('orders')
    .set({
      payment_method_id: method.method,
      payment_channel: channel?.channel_code ?? null,
      payment_status_id: PaymentStatus.PENDING,
      payment_failure_code: null,
      updated_at: at,
    })
    .where(
      'id',
      'in',
      unpaid.map((r) => r.id),
    )
    .where('payment_status_id', '=', PaymentStatus.FAILED)
    .execute();

  const info = body.user_info;
  let started;
  try {
    started = await gateway.start({
      payment,
      customer: {
        firstName: info?.first_name ?? user.first_name,
        lastName: info?.last_name ?? user.last_name,
        email: info?.email ?? user.email,
        phone: info?.phone ?? user.phone,
      },
      savedCard: savedCard ?? null,
      cardToken: body.card_token ?? null,
      authenticationId: body.authentication_id ?? null,
      successUrl,
      failureUrl,
      publicBase: deps.publicBase ?? new URL(successUrl).origin,
    });
  } catch (error) {
    // Nothing was taken: the attempt ends as failed, and the order can be paid again.
    await settle(deps, payment.id, { state: 'failed', code: 'processing_error', message: null });
    if (error instanceof GatewayUnavailable) throw new ApiError(502, ErrorCode.paymentRequired, PROVIDER_AWAY);
    throw error;
  }
  await deps.db
    .updateTable('payments')
    .set({
      provider_ref: started.providerRef,
      client_secret: started.clientSecret ?? null,
      checkout_link: started.link,
      qr: started.qr ? JSON.stringify(started.qr) : null,
      pending_card: started.pendingCard ? JSON.stringify(started.pendingCard) : null,
      updated_at: deps.now(),
    })
    .where('id', '=', payment.id)
    .execute();
  if (started.outcome) await settle(deps, payment.id, started.outcome);
  return {
    payment_checkout_required: !!started.link || !!started.qr,
    payment_checkout_link: started.link,
    can_load_iframe: started.canLoadIframe,
    pre_payment: prePayment,
    client_secret: started.clientSecret ?? null,
    payment_id: payment.id,
  };
}

/** Open payments of an order or group: settled by their gateway's word, or given up. */
export async function closeOpenPayments(
  deps: PaymentDeps,
  target: { order_hash?: string | null; parent_order_uuid?: string | null },
) {
  let q = deps.db.selectFrom('payments').selectAll().where('state', '=', 'pending');
  q = target.order_hash
    ? q.where('order_hash', '=', target.order_hash)
    : q.where('parent_order_uuid', '=', target.parent_order_uuid!);
  for (const open of await q.execute()) {
    const outcome = await refresh(deps, open);
    if (outcome === 'paid') throw new ApiError(409, ErrorCode.invalidTransition, 'The order is already paid');
    if (outcome !== 'pending') continue;
    const gateway = deps.gateways.get(open.gateway);
    const cancelled = open.provider_ref ? ((await gateway?.cancel?.(open)) ?? false) : true;
    if (!cancelled)
      throw new ApiError(409, ErrorCode.invalidTransition, 'A payment of this order is still in progress');
    await settle(deps, open.id, { state: 'expired' });
  }
}

/** The payment the pages show. */
export function paymentView(deps: PaymentDeps, p: PaymentRow): PaymentView {
  return {
    id: p.id,
    state: p.state,
    method: p.method_id,
    channel: p.channel,
    gateway: p.gateway,
    amount: p.amount,
    currency: p.currency,
    expires_at: new Date(p.expires_at).toISOString(),
    qr: (p.qr as PaymentView['qr']) ?? null,
    link: p.checkout_link,
    // the sandbox's stand-in for the customer's banking or wallet app, where there is no page to open
    sandbox_link:
      p.gateway === 'sandbox' && !p.checkout_link && p.success_url
        ? `${deps.publicBase ?? new URL(p.success_url).origin}${deps.omsPrefix}/payment/sandbox/${p.id}`
        : null,
  };
}

/** SPEC §7 "Order status poll": the order's (or group's) statuses, after asking the gateway of a pending payment. */
export async function pollStatus(
  deps: PaymentDeps,
  user: UserRow,
  target: { order_hash?: string; parent_uuid?: string },
) {
  const t = { order_hash: target.order_hash ?? null, parent_order_uuid: target.parent_uuid ?? null };
  const before = await targetRows(deps.db, user.id, t);
  if (!before) throw notFound('No order found');
  let payment = await latestPayment(deps.db, t);
  if (payment?.state === 'pending') {
    await refresh(deps, payment);
    payment = await latestPayment(deps.db, t);
  }
  const rows = (await targetRows(deps.db, user.id, t)) ?? before;
  const first = rows[0]!;
  // a group is paid when every child is; failed when one is and none is pending
  const statuses = rows.map((r) => r.payment_status_id);
  const paymentStatus = statuses.every((s) => s === PaymentStatus.PAID)
    ? PaymentStatus.PAID
    : statuses.some((s) => s === PaymentStatus.PENDING)
      ? PaymentStatus.PENDING
      : (statuses.find((s) => s !== PaymentStatus.PAID) ?? PaymentStatus.PENDING);
  const failureCode = rows.find((r) => r.payment_failure_code)?.payment_failure_code ?? null;
  return {
    order_id: t.order_hash ? first.id : null,
    short_id: toWireOrder(first).short_id,
    status_id: first.status_id,
    payment_status_id: paymentStatus,
    payment_failure_reason: failureCode ? { code: failureCode, message: payment?.failure_message ?? null } : null,
    payment: payment ? paymentView(deps, payment) : null,
    timezone: toWireOrder(first).branch.timezone,
  };
}
