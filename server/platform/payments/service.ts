// Payments of orders through a gateway (SPEC §4 "Placing the order" prepaid part, "Payment page polling",
// §7 "Payment"). A payment is one row with a state machine (app/domain/payments.ts) moved only here, by
// `settle`: one guarded update (where state is a legal source) in the same transaction as the orders it
// pays, on a gateway's verified callback or a verified status query. A second callback, a late one, or one
// before the customer's redirect changes nothing twice; the order is paid exactly when its payment is.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ErrorCode } from '../../../app/contract/errors';
import type { PaymentInitAnswer, PaymentView } from '../../../app/contract/payments';
import { OrderStatus, PaymentStatus, RefundStatus } from '../../../app/domain/constants';
import { digitalPaymentState } from '../../../app/domain/minimum';
import {
  failureReasonOf,
  isGatewayMethod,
  orderPaymentStatusOf,
  paymentSourcesOf,
  PAYMENT_EXPIRY_MINUTES,
  type PaymentState,
} from '../../../app/domain/payments';
import type { DB } from '../db/schema';
import { ApiError, notFound } from '../http';
import type { UserRow } from '../identity/users';
import { eventOf, type OrderDeps } from '../orders/place';
import { paymentMethodsAt } from '../orders/payment-methods';
import { payExistingOrder } from '../orders/moves';
import { ownGroup, ownOrder, toWireOrder, type OrderRow } from '../orders/store';
import { GatewayUnavailable, type Outcome, type PaymentRow } from './gateway';

export interface PaymentDeps extends OrderDeps {
  /** the platform's public base (the sandbox's hosted page); default: the origin of the shop's return URL */
  publicBase: string | null;
  /** where the platform's order-service routes are mounted (the sandbox page's path) */
  omsPrefix: string;
}

type Db = Kysely<DB> | Transaction<DB>;

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

  const amount = unpaid.reduce((n, r) => n + r.final_price, 0);
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
    if (error instanceof GatewayUnavailable)
      throw new ApiError(502, ErrorCode.paymentRequired, 'The payment provider is not answering. Please try again.');
    throw error;
  }
  await deps.db
    .updateTable('payments')
    .set({
      provider_ref: started.providerRef,
      client_secret: started.clientSecret ?? null,
      checkout_link: started.link,
      qr: started.qr ? JSON.stringify(started.qr) : null,
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

/**
 * Moves a payment by a gateway's word, with its orders, in one transaction; after commit, tells live
 * listeners. Returns whether anything moved (false for a repeat, a late word, or "pending").
 */
export async function settle(deps: PaymentDeps, paymentId: string, outcome: Outcome): Promise<boolean> {
  const told = await deps.db.transaction().execute((tx) => settleIn(deps, tx, paymentId, outcome));
  told?.();
  return told !== null;
}

/** `settle` inside a caller's transaction: null when nothing moved, else what tells the listeners after commit. */
export async function settleIn(
  deps: PaymentDeps,
  tx: Transaction<DB>,
  paymentId: string,
  outcome: Outcome,
): Promise<null | (() => void)> {
  if (outcome.state === 'pending') return null;
  const changed = await moveWithOrders(deps, tx, paymentId, outcome);
  if (!changed) return null;
  return () => {
    for (const row of changed.orders) {
      const event = eventOf(toWireOrder(row));
      deps.events.emit('order_payment_status_update', event);
      if (changed.statusMoved) deps.events.emit('order_status_update', event);
    }
  };
}

async function moveWithOrders(
  deps: PaymentDeps,
  tx: Transaction<DB>,
  paymentId: string,
  outcome: Exclude<Outcome, { state: 'pending' }>,
) {
  const to: PaymentState = outcome.state;
  const at = deps.now();
  const failure =
    outcome.state === 'failed' ? failureReasonOf(outcome.code) : outcome.state === 'expired' ? 'expired' : null;
  const payment = await tx
    .updateTable('payments')
    .set({
      state: to,
      failure_code: failure,
      failure_message: outcome.state === 'failed' ? ((outcome.message ?? null)?.slice(0, 300) ?? null) : null,
      updated_at: at,
    })
    .where('id', '=', paymentId)
    .where('state', 'in', paymentSourcesOf(to))
    .returningAll()
    .executeTakeFirst();
  if (!payment) return null;
  const target = (q: ReturnType<typeof tx.updateTable<'orders'>>) =>
    payment.order_hash
      ? q.where('order_hash', '=', payment.order_hash)
      : q.where('parent_order_uuid', '=', payment.parent_order_uuid!);
  let orders: OrderRow[];
  let statusMoved = false;
  if (to === 'paid') {
    orders = await target(tx.updateTable('orders'))
      .set({ payment_status_id: PaymentStatus.PAID, payment_failure_code: null, updated_at: at })
      .where('payment_status_id', '!=', PaymentStatus.PAID)
      .returningAll()
      .execute();
    // A pre-payment order reaches the kitchen now (SPEC §4 status PENDING → PLACED; auto-accept goes on).
    const waiting = orders.filter((o) => o.status_id === OrderStatus.PENDING);
    if (waiting.length) {
      statusMoved = true;
      const moved: OrderRow[] = [];
      for (const o of waiting) {
        const autoAccept = (o.data as { auto_accept?: boolean }).auto_accept === true;
        const history: { status_id: number; change_time: string }[] = [
          { status_id: OrderStatus.PLACED, change_time: at.toISOString() },
        ];
        if (autoAccept) history.push({ status_id: OrderStatus.ACCEPTED, change_time: at.toISOString() });
        moved.push(
          await tx
            .updateTable('orders')
            .set({
              status_id: autoAccept ? OrderStatus.ACCEPTED : OrderStatus.PLACED,
              status_history: sql`status_history || ${JSON.stringify(history)}::jsonb`,
              updated_at: at,
            })
            .where('id', '=', o.id)
            .where('status_id', '=', OrderStatus.PENDING)
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      }
      orders = orders.map((o) => moved.find((m) => m.id === o.id) ?? o);
    }
    if (payment.save_card && outcome.state === 'paid' && outcome.card) {
      const gateway = deps.gateways.get(payment.gateway);
      await tx
        .insertInto('saved_cards')
        .values({
          user_id: payment.user_id,
          gateway: payment.gateway,
          gateway_id: gateway?.gatewayId ?? null,
          card_token: outcome.card.token,
          card_key: outcome.card.key ?? null,
          card_suffix: outcome.card.suffix,
          card_brand: outcome.card.brand,
          card_source_country_code: outcome.card.country ?? null,
          customer_id: outcome.card.customerId ?? null,
          created_at: at,
          deleted_at: null,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'gateway', 'card_token']).where('deleted_at', 'is', null).doNothing(),
        )
        .execute();
    }
  } else {
    orders = await target(tx.updateTable('orders'))
      .set({ payment_status_id: orderPaymentStatusOf(to), payment_failure_code: failure, updated_at: at })
      .where('payment_status_id', '=', PaymentStatus.PENDING)
      .returningAll()
      .execute();
  }
  return { payment, orders, statusMoved };
}

/**
 * Asks a pending payment's gateway for its word and settles by it (a verified status query). A provider that
 * does not answer leaves it pending. Returns the payment's state after.
 */
export async function refresh(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentState> {
  if (payment.state !== 'pending') return payment.state;
  const gateway = deps.gateways.get(payment.gateway);
  if (!gateway || !payment.provider_ref) return payment.state;
  let outcome: Outcome;
  try {
    outcome = await gateway.status(payment);
  } catch (error) {
    if (error instanceof GatewayUnavailable) return payment.state;
    throw error;
  }
  if (outcome.state === 'pending' && deps.now() > new Date(payment.expires_at)) {
    // Past its time: given up at the provider, or, if the provider paid it meanwhile, paid.
    if ((await gateway.cancel?.(payment)) ?? false) outcome = { state: 'expired' };
  }
  await settle(deps, payment.id, outcome);
  const after = await deps.db
    .selectFrom('payments')
    .select('state')
    .where('id', '=', payment.id)
    .executeTakeFirstOrThrow();
  return after.state;
}

/** The newest payment of an order or group. */
export async function latestPayment(db: Db, target: { order_hash?: string | null; parent_order_uuid?: string | null }) {
  let q = db.selectFrom('payments').selectAll();
  q = target.order_hash
    ? q.where('order_hash', '=', target.order_hash)
    : q.where('parent_order_uuid', '=', target.parent_order_uuid!);
  return (await q.orderBy('created_at', 'desc').limit(1).executeTakeFirst()) ?? null;
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

/**
 * SPEC §4 refund status, for an order cancelled after its payment was taken through a gateway: the order's
 * share goes back through the gateway that took it (the sandbox refunds; real gateways by their refund call).
 * The order says Requested while the gateway is asked, then Refunded or Refund Failed; the payment becomes
 * refunded when all of it has gone back. Cash and own payment are the restaurant's to settle (nothing here).
 */
export async function refundCancelledOrder(deps: OrderDeps, order: OrderRow): Promise<OrderRow> {
  if (order.payment_status_id !== PaymentStatus.PAID) return order;
  const { db, now } = deps;
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('state', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('order_hash', '=', order.order_hash),
        ...(order.parent_order_uuid ? [eb('parent_order_uuid', '=', order.parent_order_uuid)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const gateway = payment ? deps.gateways.get(payment.gateway) : undefined;
  if (!payment || !gateway) return order;
  // Claimed first (Requested, where nothing was claimed yet), so two cancels never refund twice.
  const claimed = await db
    .updateTable('orders')
    .set({ refund_status_id: RefundStatus.REQUESTED, updated_at: now() })
    .where('id', '=', order.id)
    .where('refund_status_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return order;
  const amount = Math.min(order.final_price, payment.amount - payment.refunded_amount);
  const done = amount > 0 ? await gateway.refund(payment, amount).catch(() => false) : false;
  return db.transaction().execute(async (tx) => {
    if (done) {
      const after = await tx
        .updateTable('payments')
        .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: now() })
        .where('id', '=', payment.id)
        .returning(['refunded_amount', 'amount'])
        .executeTakeFirstOrThrow();
      if (after.refunded_amount >= after.amount)
        await tx
          .updateTable('payments')
          .set({ state: 'refunded' })
          .where('id', '=', payment.id)
          .where('state', 'in', paymentSourcesOf('refunded'))
          .execute();
    }
    return tx
      .updateTable('orders')
      .set({
        refund_status_id: done ? RefundStatus.REFUNDED : RefundStatus.REFUND_FAILED,
        refunded_amount: done ? amount : 0,
        payment_status_id: done ? PaymentStatus.REFUNDED : order.payment_status_id,
        updated_at: now(),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
