// SPEC §7 "Payment": starting payments, the order-status poll, saved cards, the card providers' helper
// calls, the gateways' callbacks and the sandbox's hosted page.
import * as P from '../../../app/contract/payments';
import { ErrorCode } from '../../../app/contract/errors';
import { PaymentStatus } from '../../../app/domain/constants';
import { digitalPaymentState } from '../../../app/domain/minimum';
import { isGatewayMethod } from '../../../app/domain/payments';
import { ApiError, notFound, type Router } from '../http';
import type { AuthedUser } from '../identity';
import { ownGroup, ownOrder, toWireOrder } from '../order-records/store';
import { GatewayUnavailable, PROVIDER_AWAY, WebhookRefused } from './gateway';
import type { Providers } from './providers/index';
import { sandboxAction, sandboxCallback, sandboxPage } from './sandbox-page';
import type { SandboxGateway } from './sandbox';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox';
import { settleIn } from './ledger';
import { postPaymentFees, sumOf } from './fees';
import { pollStatus, startPayment, type PaymentDeps } from './service';

/** The largest webhook body read (providers send a few kilobytes). */
const MAX_CALLBACK_BYTES = 64 * 1024;

export function paymentRoutes(
  router: Router<AuthedUser>,
  deps: PaymentDeps & {
    sandbox: SandboxGateway | null;
    providers: Providers;
    handle: (r: Request) => Promise<Response>;
  },
) {
  const { db } = deps;

  router.serve(P.paymentInit, ({ user, body, lng }) => startPayment(deps, user.user, body, lng));
  router.serve(P.paymentInitV2, ({ user, body, lng }) => startPayment(deps, user.user, body, lng));

  router.serve(P.paymentPreview, async ({ user, body }) => {
    const rows = body.order_hash
      ? await ownOrder(db, user.user.id, body.order_hash).then((r) => (r ? [r] : null))
      : await ownGroup(db, user.user.id, body.parent_order_uuid ?? '');
    if (!rows) throw notFound('No order found');
    const unpaid = rows.filter((r) => r.payment_status_id !== PaymentStatus.PAID);
    const gatewayFee = sumOf(await postPaymentFees(deps.catalog, unpaid, body.payment_method));
    const amount = unpaid.reduce((n, r) => n + r.final_price, 0) + gatewayFee;
    const currency = toWireOrder(rows[0]!).currency.code;
    const state = isGatewayMethod(body.payment_method)
      ? digitalPaymentState({ currency, total: amount, cashOrOwnEnabled: true })
      : null;
    return {
      currency,
      amount,
      gateway_fee: gatewayFee,
      minimum: state ? { level: state.kind, min_cent: state.min } : null,
    };
  });

  router.serve(P.paymentStatus, ({ user, query }) => pollStatus(deps, user.user, query));

  router.serve(P.savedCards, async ({ user, query }) => {
    if (user.user.is_guest) return { results: [] };
    let q = db
      .selectFrom('saved_cards')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .where('deleted_at', 'is', null);
    if (query.payment_gateway_id) q = q.where('gateway_id', '=', query.payment_gateway_id);
    const rows = await q.orderBy('created_at', 'desc').limit(50).execute();
    return { results: rows.map(wireCard) };
  });

  router.serve(P.deleteSavedCard, async ({ user, params }) => {
    const done = await db
      .updateTable('saved_cards')
      .set({ deleted_at: deps.now() })
      .where('id', '=', params.id)
      .where('user_id', '=', user.user.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw notFound('No such saved card');
    return { deleted: true as const };
  });

  router.serve(P.stripeSetupIntent, async ({ user, query }) => {
    const stripe = deps.providers.stripe;
    if (!stripe) throw notFound('Stripe is not configured');
    // Every Stripe card is confirmed against a setup intent in its sheet (SPEC §7), a guest's too; only a
    // logged-in customer's Stripe customer is reused (and only they may keep the card: save_card).
    const known = await db
      .selectFrom('saved_cards')
      .select('customer_id')
      .where('user_id', '=', user.user.id)
      .where('gateway', '=', 'stripe')
      .where('customer_id', 'is not', null)
      .executeTakeFirst();
    return providerCall(() =>
      stripe.setupIntent({ email: query.customer_email ?? user.user.email, customerId: known?.customer_id ?? null }),
    );
  });

  router.serve(P.xenditPaymentMethodStatus, async ({ params }) => {
    const xendit = deps.providers.xendit;
    if (!xendit) throw notFound('Xendit is not configured');
    return { is_active: await providerCall(() => xendit.paymentMethodActive(params.id)) };
  });

  router.serve(P.paymentCallback, async ({ params, request }) => {
    const gateway = deps.gateways.get(params.gateway);
    if (!gateway) throw notFound('No such gateway');
    const declared = Number(request.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > MAX_CALLBACK_BYTES)
      throw new ApiError(413, ErrorCode.payloadTooLarge, 'The request body is too large');
    const raw = await request.text();
    if (raw.length > MAX_CALLBACK_BYTES)
      throw new ApiError(413, ErrorCode.payloadTooLarge, 'The request body is too large');
    let event;
    try {
      event = await gateway.verify(raw, request.headers);
    } catch (error) {
      if (error instanceof WebhookRefused)
        throw new ApiError(401, ErrorCode.unauthorized, 'The signature does not verify');
      throw error;
    }
    if (!event) return { received: true as const, applied: false };
    const verified = event;
    const result = await db.transaction().execute(async (tx) => {
      const claimed = await tx
        .insertInto('gateway_events')
        .values({ gateway: gateway.name, event_id: verified.eventId, received_at: deps.now() })
        .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!claimed) return { told: null, late: null };
      const payment = await tx
        .selectFrom('payments')
        .selectAll()
        .where('gateway', '=', gateway.name)
        .where('provider_ref', '=', verified.providerRef)
        .forUpdate()
        .executeTakeFirst();
      if (!payment) return { told: null, late: null };
      const told = await settleIn(deps, tx, payment.id, verified.outcome);
      // Money taken for a payment already given up (expired, failed): it goes back, never kept unowed.
      const late =
        !told && verified.outcome.state === 'paid' && (payment.state === 'expired' || payment.state === 'failed');
      return { told, late: late ? payment : null };
    });
    result.told?.();
    if (result.late) await gateway.refund(result.late, result.late.amount).catch(() => false);
    return { received: true as const, applied: result.told !== null };
  });

  const sandbox = deps.sandbox;
  if (sandbox) {
    const callbackPath = `${deps.omsPrefix}/payment/callback/sandbox`;
    const pageDeps = {
      db,
      now: deps.now,
      sandbox,
      callbackUrl: callbackPath,
      deliver: (body: string, signature: string) =>
        deps.handle(
          new Request(`http://platform.internal${callbackPath}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
            body,
          }),
        ),
    };
    router.serve(P.sandboxPage, ({ params, query }) => sandboxPage(pageDeps, params.paymentId, query));
    router.serve(P.sandboxAction, ({ params, request }) => sandboxAction(pageDeps, params.paymentId, request));
    router.serve(P.sandboxCallback, ({ params }) => sandboxCallback(pageDeps, params.paymentId));
  }
}

/** A provider's helper call: a provider that does not answer is 502 with a message, never a 500. */
async function providerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw new ApiError(502, ErrorCode.paymentRequired, PROVIDER_AWAY);
    throw error;
  }
}

export function wireCard(row: {
  id: number;
  card_key: string | null;
  card_token: string;
  card_suffix: string;
  card_brand: string;
  card_source_country_code: string | null;
  customer_id: string | null;
  gateway_id: number | null;
  gateway: P.GatewayName;
}): P.SavedCard {
  return {
    id: row.id,
    card_key: row.card_key,
    card_token: row.card_token,
    card_suffix: row.card_suffix,
    card_brand: row.card_brand,
    card_source_country_code: row.card_source_country_code,
    customer_id: row.customer_id,
    gateway_id: row.gateway_id,
    gateway: row.gateway,
  };
}
