// Xendit (SPEC §9 card gateway 2): cards through the Credit Card Charge API with the token (and 3-D Secure
// authentication id) that Xendit.js made in the browser, e-wallets (OVO, DANA, GCash, Maya…) through the
// E-Wallet Charge API, and a card without a token through a hosted invoice. Tests answer it with msw.
//
//   POST {apiBase}/credit_card_charges                {token_id, external_id, amount, currency, authentication_id, capture}
//   GET  {apiBase}/credit_card_charges/{id}
//   POST {apiBase}/credit_card_charges/{id}/refunds   {amount, external_id} + X-IDEMPOTENCY-KEY
//   POST {apiBase}/ewallets/charges                   {reference_id, currency, amount, checkout_method, channel_code, channel_properties}
//   GET  {apiBase}/ewallets/charges/{id}
//   POST {apiBase}/ewallets/charges/{id}/refunds      {amount, reason}
//   POST {apiBase}/v2/invoices, GET /v2/invoices/{id}, POST /invoices/{id}/expire!, POST /refunds {invoice_id, amount}
//   GET  {apiBase}/v2/payment_methods/{id}            SPEC §7 "xendit/payment-method/{id}/status"
//
// Every call carries HTTP Basic auth with the secret key as the user and an empty password. Callbacks carry
// the account's callback token in `x-callback-token`. A payment's providerRef names which API holds it:
// `cc:` a card charge, `ew:` an e-wallet charge, `inv:` an invoice. Amounts go in the currency's unit
// (IDR 980, PHP 123.45). Failures throw GatewayUnavailable('xendit: …'), which never holds the key.
import { createHash, timingSafeEqual } from 'node:crypto';
import { type z } from 'zod';
import { gatewayCall, type GatewayAnswer } from './call';
import { PaymentMethodId } from '../../../../app/domain/constants';
import {
  GatewayUnavailable,
  WebhookRefused,
  type Gateway,
  type Outcome,
  type PaymentRow,
  type Started,
  type StartInput,
  type VerifiedEvent,
} from '../gateway';
import {
  xenditAmount,
  xenditFailureCode,
  CARD_REFUSALS,
  errorSchema,
  cardChargeSchema,
  ewalletChargeSchema,
  invoiceSchema,
  refundSchema,
  paymentMethodSchema,
  callbackSchema,
  CARD_STATUSES,
  INVOICE_STATUSES,
  cardOutcome,
  ewalletOutcome,
  invoiceOutcome,
} from './xendit-wire';

export interface XenditOptions {
  /** xnd_development_… or xnd_production_… */
  secretKey: string;
  /** the account's callback verification token (Dashboard → Callbacks) */
  callbackToken: string;
  apiBase?: string;
  /** the clock an invoice's lifetime is measured by */
  now?: () => Date;
  /** per request; default 20 s */
  timeoutMs?: number;
}

export interface XenditGateway extends Gateway {
  /** whether a saved payment method is still active (SPEC §7) */
  paymentMethodActive(id: string): Promise<boolean>;
}

export const XENDIT_CALLBACK_HEADER = 'x-callback-token';

/** The same length whatever the input, so the comparison itself says nothing of the token. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Xendit with the secret key and the callback token; `apiBase` is for tests and proxies. */
export function createXenditGateway(options: XenditOptions): XenditGateway {
  const apiBase = (options.apiBase ?? 'https://api.xendit.co').replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 20_000;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const callbackToken = digest(options.callbackToken);

  async function call(
    method: 'GET' | 'POST',
    path: string,
    json: Record<string, unknown> | null,
    idempotencyKey?: string,
  ): Promise<GatewayAnswer> {
    const label = `${method} ${path}`;
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (json) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['x-idempotency-key'] = idempotencyKey;
    return gatewayCall('xendit', label, `${apiBase}${path}`, {
      method,
      headers,
      body: json ? JSON.stringify(json) : undefined,
      timeoutMs,
      anyStatus: true,
    });
  }

  /** A 2xx answer of the expected shape, or GatewayUnavailable naming Xendit's error code (never its text). */
  function expectOk<T>(answer: GatewayAnswer, schema: z.ZodType<T>): T {
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = schema.safeParse(answer.body);
      if (parsed.success) return parsed.data;
      throw new GatewayUnavailable(`xendit: ${answer.label} answered an unexpected body`);
    }
    const code = errorSchema.safeParse(answer.body).data?.error_code;
    throw new GatewayUnavailable(`xendit: ${answer.label} answered ${answer.status}${code ? ` (${code})` : ''}`);
  }

  async function chargeCard(input: StartInput, token: string): Promise<Started> {
    const { payment } = input;
    const answer = await call(
      'POST',
      '/credit_card_charges',
      {
        token_id: token,
        external_id: payment.id,
        amount: xenditAmount(payment.amount, payment.currency),
        currency: payment.currency.toUpperCase(),
        ...(input.authenticationId ? { authentication_id: input.authenticationId } : {}),
        capture: true,
      },
      `charge-${payment.id}`,
    );
    if (answer.status >= 400 && answer.status < 500) {
      const refused = errorSchema.safeParse(answer.body).data;
      if (refused && CARD_REFUSALS.has(refused.error_code))
        return {
          providerRef: `cc:refused:${payment.id}`,
          link: null,
          canLoadIframe: false,
          outcome: { state: 'failed', code: xenditFailureCode(refused.error_code), message: refused.error_code },
        };
    }
    const charge = expectOk(answer, cardChargeSchema);
    const outcome = cardOutcome(charge, payment.save_card, token);
    return {
      providerRef: `cc:${charge.id}`,
      link: null,
      canLoadIframe: false,
      ...(outcome.state === 'pending' ? {} : { outcome }),
    };
  }

  async function chargeWallet({ payment, customer, successUrl, failureUrl }: StartInput): Promise<Started> {
    const channel = payment.channel?.toUpperCase();
    if (!channel) throw new GatewayUnavailable('xendit: an e-wallet payment needs its channel');
    let properties: Record<string, string>;
    if (channel === 'ID_OVO') {
      // OVO asks the customer in its app, by the phone number: there is no page to send them to.
      if (!customer.phone) throw new GatewayUnavailable('xendit: OVO needs the customer phone number');
      properties = { mobile_number: customer.phone };
    } else {
      properties = { success_redirect_url: successUrl, failure_redirect_url: failureUrl };
      if (channel.startsWith('PH_')) properties.cancel_redirect_url = failureUrl;
    }
    const answer = await call(
      'POST',
      '/ewallets/charges',
      {
        reference_id: payment.id,
        currency: payment.currency.toUpperCase(),
        amount: xenditAmount(payment.amount, payment.currency),
        checkout_method: 'ONE_TIME_PAYMENT',
        channel_code: channel,
        channel_properties: properties,
        metadata: { payment_id: payment.id },
      },
      `ewallet-${payment.id}`,
    );
    const charge = expectOk(answer, ewalletChargeSchema);
    const outcome = ewalletOutcome(charge);
    return {
      providerRef: `ew:${charge.id}`,
      link: charge.actions?.desktop_web_checkout_url || charge.actions?.mobile_web_checkout_url || null,
      canLoadIframe: false,
      ...(outcome.state === 'pending' ? {} : { outcome }),
    };
  }

  async function invoice({ payment, customer, successUrl, failureUrl }: StartInput): Promise<Started> {
    const seconds = Math.floor((new Date(payment.expires_at).getTime() - now().getTime()) / 1000);
    const answer = await call(
      'POST',
      '/v2/invoices',
      {
        external_id: payment.id,
        amount: xenditAmount(payment.amount, payment.currency),
        currency: payment.currency.toUpperCase(),
        description: `Order payment ${payment.id.slice(0, 8)}`,
        ...(customer.email ? { payer_email: customer.email } : {}),
        success_redirect_url: successUrl,
        failure_redirect_url: failureUrl,
        invoice_duration: Math.max(60, seconds),
        ...(payment.method_id === PaymentMethodId.CARD ? { payment_methods: ['CREDIT_CARD'] } : {}),
      },
      `invoice-${payment.id}`,
    );
    const created = expectOk(answer, invoiceSchema);
    const outcome = invoiceOutcome(created.status);
    return {
      providerRef: `inv:${created.id}`,
      link: created.invoice_url ?? null,
      canLoadIframe: false,
      ...(outcome.state === 'pending' ? {} : { outcome }),
    };
  }

  /** The provider's id and which API holds it, from our providerRef. */
  function refOf(payment: PaymentRow): { kind: 'cc' | 'ew' | 'inv'; id: string } | null {
    const match = /^(cc|ew|inv):(.+)$/.exec(payment.provider_ref ?? '');
    return match ? { kind: match[1] as 'cc' | 'ew' | 'inv', id: match[2]! } : null;
  }

  async function status(payment: PaymentRow): Promise<Outcome> {
    const ref = refOf(payment);
    if (!ref) return { state: 'pending' };
    const id = encodeURIComponent(ref.id);
    if (ref.kind === 'cc') {
      if (ref.id.startsWith('refused:')) return { state: 'failed', code: 'declined', message: null };
      return cardOutcome(
        expectOk(await call('GET', `/credit_card_charges/${id}`, null), cardChargeSchema),
        payment.save_card,
      );
    }
    if (ref.kind === 'ew')
      return ewalletOutcome(expectOk(await call('GET', `/ewallets/charges/${id}`, null), ewalletChargeSchema));
    return invoiceOutcome(expectOk(await call('GET', `/v2/invoices/${id}`, null), invoiceSchema).status);
  }

  return {
    name: 'xendit',
    gatewayId: 2,

    async start(input: StartInput): Promise<Started> {
      const { payment } = input;
      if (payment.method_id === PaymentMethodId.EWALLET) return chargeWallet(input);
      const token = input.cardToken ?? input.savedCard?.card_token ?? null;
      if (payment.method_id === PaymentMethodId.CARD && token) return chargeCard(input, token);
      return invoice(input);
    },

    status,

    async verify(rawBody: string, headers: Headers): Promise<VerifiedEvent | null> {
      const given = digest(headers.get(XENDIT_CALLBACK_HEADER) ?? '');
      if (!headers.get(XENDIT_CALLBACK_HEADER) || !timingSafeEqual(given, callbackToken))
        throw new WebhookRefused('xendit: the callback token does not match');
      let body: z.infer<typeof callbackSchema>;
      try {
        body = callbackSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRefused('xendit: the callback does not parse');
      }
      if (body.event) {
        // E-wallets: {event: 'ewallet.capture', data: charge}; void and refund events change no payment.
        if (body.event !== 'ewallet.capture') return null;
        const charge = ewalletChargeSchema.safeParse(body.data);
        if (!charge.success) throw new WebhookRefused('xendit: the callback does not parse');
        return {
          eventId: body.id ?? `${charge.data.id}:${charge.data.status}`,
          providerRef: `ew:${charge.data.id}`,
          outcome: ewalletOutcome(charge.data),
        };
      }
      if (!body.id || !body.status) return null;
      if (CARD_STATUSES.has(body.status)) {
        const charge = cardChargeSchema.safeParse(body);
        if (!charge.success) throw new WebhookRefused('xendit: the callback does not parse');
        return {
          eventId: `${body.id}:${body.status}`,
          providerRef: `cc:${body.id}`,
          outcome: cardOutcome(charge.data, true),
        };
      }
      if (INVOICE_STATUSES.has(body.status))
        return {
          eventId: `${body.id}:${body.status}`,
          providerRef: `inv:${body.id}`,
          outcome: invoiceOutcome(body.status),
        };
      return null;
    },

    async refund(payment: PaymentRow, amount: number): Promise<boolean> {
      const ref = refOf(payment);
      if (!ref || ref.id.startsWith('refused:') || amount <= 0) return false;
      const value = xenditAmount(amount, payment.currency);
      // One key per refund: a retry of the same refund is the same request, the next partial refund a new one.
      const key = `refund-${payment.id}-${payment.refunded_amount}-${amount}`;
      const id = encodeURIComponent(ref.id);
      const answer =
        ref.kind === 'cc'
          ? await call('POST', `/credit_card_charges/${id}/refunds`, { amount: value, external_id: key }, key)
          : ref.kind === 'ew'
            ? await call(
                'POST',
                `/ewallets/charges/${id}/refunds`,
                { amount: value, reason: 'REQUESTED_BY_CUSTOMER' },
                key,
              )
            : await call(
                'POST',
                '/refunds',
                { invoice_id: ref.id, amount: value, reason: 'REQUESTED_BY_CUSTOMER' },
                key,
              );
      if (answer.status >= 400 && answer.status < 500 && errorSchema.safeParse(answer.body).success) return false;
      return expectOk(answer, refundSchema).status !== 'FAILED';
    },

    async cancel(payment: PaymentRow): Promise<boolean> {
      const ref = refOf(payment);
      if (!ref) return true;
      try {
        if (ref.kind === 'inv') {
          const answer = await call('POST', `/invoices/${encodeURIComponent(ref.id)}/expire!`, null);
          if (answer.status >= 200 && answer.status < 300) return expectOk(answer, invoiceSchema).status === 'EXPIRED';
        }
        // Charges cannot be withdrawn while the customer may still approve them: only a settled failure counts.
        const outcome = await status(payment);
        return outcome.state === 'failed' || outcome.state === 'expired';
      } catch (error) {
        if (error instanceof GatewayUnavailable) return false;
        throw error;
      }
    },

    async paymentMethodActive(id: string): Promise<boolean> {
      const answer = await call('GET', `/v2/payment_methods/${encodeURIComponent(id)}`, null);
      if (answer.status === 404) return false;
      return expectOk(answer, paymentMethodSchema).status === 'ACTIVE';
    },
  };
}
