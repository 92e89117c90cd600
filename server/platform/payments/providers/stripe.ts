// Stripe (SPEC §9 card gateway 1): a PaymentIntent per payment, confirmed here with the payment method that
// Stripe.js made in the browser (or a saved one), 3-D Secure by redirect, webhooks signed with the endpoint's
// secret. Tests answer it with msw (tests/mocks/gateways.ts).
//
//   POST {apiBase}/v1/payment_intents              form: amount, currency, payment_method, confirm, return_url…
//   GET  {apiBase}/v1/payment_intents/{id}         SPEC §6 "verified via the provider intent status"
//   POST {apiBase}/v1/payment_intents/{id}/cancel
//   POST {apiBase}/v1/refunds                      form: payment_intent, amount
//   GET  {apiBase}/v1/payment_methods/{id}         the card of a paid webhook, when it is saved
//   POST {apiBase}/v1/customers, /v1/setup_intents SPEC §7 "GET /payment/stripe/setup-intent"
//
// Every call carries `Authorization: Bearer {secretKey}`. Failures throw GatewayUnavailable('stripe: …'),
// whose message never holds the key; a card Stripe refuses (HTTP 402, a card_error) is a declined payment.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { gatewayCall, type GatewayAnswer } from './call';
import type { CardBrand } from '../../../../app/domain/cards';
import { providerAmount } from '../../../../app/domain/money';
import {
  GatewayUnavailable,
  WebhookRefused,
  type CardFacts,
  type Gateway,
  type Outcome,
  type PaymentRow,
  type Started,
  type StartInput,
  type VerifiedEvent,
} from '../gateway';

export interface StripeOptions {
  /** sk_test_… or sk_live_… (a restricted rk_… key works too) */
  secretKey: string;
  /** the webhook endpoint's signing secret, whsec_… */
  webhookSecret: string;
  apiBase?: string;
  /** the clock the webhook tolerance is measured by */
  now?: () => Date;
  /** per request; default 20 s */
  timeoutMs?: number;
}

export interface StripeGateway extends Gateway {
  /** a setup intent for saving a card with Stripe.js (SPEC §7), with a new customer when none is given */
  setupIntent(input: {
    email: string | null;
    customerId: string | null;
  }): Promise<{ client_secret: string; customer_id: string }>;
}

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** The API version the adapter is written against: a newer account default cannot change what it reads. */
export const STRIPE_API_VERSION = '2024-06-20';
const TOLERANCE_SECONDS = 300;

/** Stripe wants its smallest unit (providerAmount: whole JPY, KRW, VND…; hundredths of IDR and TWD too). */
export function stripeAmount(amount: number, currency: string): number {
  return providerAmount(amount, currency, 'stripe').minor;
}

const BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  jcb: 'jcb',
  unionpay: 'unionpay',
};

const paymentMethodSchema = z.object({
  id: z.string(),
  customer: z.string().nullish(),
  card: z.object({ brand: z.string(), last4: z.string(), country: z.string().nullish() }).nullish(),
});
type StripePaymentMethod = z.infer<typeof paymentMethodSchema>;

const paymentErrorSchema = z.object({
  type: z.string().nullish(),
  code: z.string().nullish(),
  decline_code: z.string().nullish(),
  message: z.string().nullish(),
});
type PaymentError = z.infer<typeof paymentErrorSchema>;

const intentSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  client_secret: z.string().nullish(),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  payment_method: z.union([z.string(), paymentMethodSchema]).nullish(),
  setup_future_usage: z.string().nullish(),
  cancellation_reason: z.string().nullish(),
  last_payment_error: paymentErrorSchema.nullish(),
  next_action: z.object({ type: z.string(), redirect_to_url: z.object({ url: z.string() }).nullish() }).nullish(),
});
type Intent = z.infer<typeof intentSchema>;

const errorBodySchema = z.object({
  error: paymentErrorSchema.extend({ payment_intent: intentSchema.nullish() }),
});
const idSchema = z.object({ id: z.string().min(1) });
const refundSchema = z.object({ id: z.string(), status: z.string().nullish() });
const setupIntentSchema = z.object({ id: z.string(), client_secret: z.string().min(1) });
const eventSchema = z.object({ id: z.string().min(1), type: z.string(), data: z.object({ object: z.unknown() }) });

/** The events that say something of a payment; any other type is acknowledged and ignored. */
const PAYMENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/** Stripe's decline and error codes (docs "Error codes", "Decline codes") as our FailureReason codes. */
export function stripeFailureCode(error: PaymentError | null | undefined): string {
  for (const code of [error?.decline_code, error?.code]) {
    switch (code) {
      case 'insufficient_funds':
        return 'insufficient_funds';
      case 'expired_card':
        return 'expired_card';
      case 'authentication_required':
      case 'payment_intent_authentication_failure':
      case 'card_not_enrolled':
        return 'authentication_failed';
      case 'card_declined':
      case 'generic_decline':
      case 'do_not_honor':
      case 'fraudulent':
      case 'lost_card':
      case 'stolen_card':
      case 'pickup_card':
      case 'restricted_card':
      case 'incorrect_cvc':
      case 'incorrect_number':
      case 'invalid_cvc':
      case 'card_not_supported':
      case 'card_velocity_exceeded':
      case 'transaction_not_allowed':
        return 'declined';
    }
  }
  return 'processing_error';
}

type FormValue = string | number | boolean | null | undefined;

/** Stripe's form encoding; nested keys are spelled out by the caller (`metadata[payment_id]`, `expand[]`). */
function formOf(fields: Record<string, FormValue>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== null && value !== undefined) body.append(key, String(value));
  return body.toString();
}

/** Stripe with the secret key and the webhook secret; `apiBase` is for tests and proxies. */
export function createStripeGateway(options: StripeOptions): StripeGateway {
  const apiBase = (options.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, FormValue> | null,
    idempotencyKey?: string,
  ): Promise<GatewayAnswer> {
    const label = `${method} ${path.split('?')[0]}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
      accept: 'application/json',
    };
    if (fields) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    return gatewayCall('stripe', label, `${apiBase}${path}`, {
      method,
      headers,
      body: fields ? formOf(fields) : undefined,
      timeoutMs,
      anyStatus: true,
    });
  }

  /** A 2xx answer of the expected shape, or GatewayUnavailable naming Stripe's error code (never its text). */
  function expectOk<T>(answer: GatewayAnswer, schema: z.ZodType<T>): T {
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = schema.safeParse(answer.body);
      if (parsed.success) return parsed.data;
      throw new GatewayUnavailable(`stripe: ${answer.label} answered an unexpected body`);
    }
    const code = errorBodySchema.safeParse(answer.body).data?.error.code;
    throw new GatewayUnavailable(`stripe: ${answer.label} answered ${answer.status}${code ? ` (${code})` : ''}`);
  }

  async function createCustomer(email: string | null, name: string | null): Promise<string> {
    const answer = await call('POST', '/v1/customers', { email, name });
    return expectOk(answer, idSchema).id;
  }

  async function paymentMethod(id: string): Promise<StripePaymentMethod> {
    return expectOk(await call('GET', `/v1/payment_methods/${encodeURIComponent(id)}`, null), paymentMethodSchema);
  }

  /** The card of a paid intent, to save: the payment method (its id is the token) and its customer. */
  async function cardOf(intent: Intent): Promise<CardFacts | null> {
    const pm =
      typeof intent.payment_method === 'string' ? await paymentMethod(intent.payment_method) : intent.payment_method;
    if (!pm?.card) return null;
    const customer =
      typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? pm.customer ?? null);
    return {
      token: pm.id,
      suffix: pm.card.last4,
      brand: BRANDS[pm.card.brand] ?? 'unknown',
      country: pm.card.country ?? null,
      customerId: customer,
    };
  }

  /** What an intent's status says of the payment; `withCard` when the card is to be saved. */
  async function outcomeOf(intent: Intent, withCard: boolean): Promise<Outcome> {
    switch (intent.status) {
      case 'succeeded':
        return { state: 'paid', card: withCard ? await cardOf(intent) : null };
      case 'canceled':
        // Given up for want of payment (ours or Stripe's), or cancelled on purpose.
        return !intent.cancellation_reason ||
          intent.cancellation_reason === 'abandoned' ||
          intent.cancellation_reason === 'automatic'
          ? { state: 'expired' }
          : { state: 'failed', code: 'cancelled', message: null };
      case 'requires_payment_method':
        return intent.last_payment_error
          ? {
              state: 'failed',
              code: stripeFailureCode(intent.last_payment_error),
              message: intent.last_payment_error.message ?? null,
            }
          : { state: 'pending' };
      default:
        // processing, requires_action, requires_confirmation, requires_capture
        return { state: 'pending' };
    }
  }

  return {
    name: 'stripe',
    gatewayId: 1,

    async start({ payment, customer, savedCard, cardToken, successUrl }: StartInput): Promise<Started> {
      const method = cardToken ?? savedCard?.card_token ?? null;
      let customerId = savedCard?.customer_id ?? null;
      // A card confirmed against a setup intent in the sheet belongs to that intent's customer: Stripe wants
      // the same customer on the payment.
      if (cardToken && !customerId) customerId = (await paymentMethod(cardToken)).customer ?? null;
      // A card kept for later must belong to a customer: Stripe refuses to reuse a payment method without one.
      if (payment.save_card && !customerId) {
        const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || null;
        customerId = await createCustomer(customer.email, name);
      }
      const answer = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: stripeAmount(payment.amount, payment.currency),
          currency: payment.currency.toLowerCase(),
          'metadata[payment_id]': payment.id,
          'payment_method_types[]': 'card',
          payment_method: method,
          customer: customerId,
          receipt_email: customer.email,
          setup_future_usage: payment.save_card ? 'off_session' : null,
          confirm: method ? true : null,
          return_url: method ? successUrl : null,
          'expand[]': 'payment_method',
        },
        `payment-${payment.id}`,
      );
      if (answer.status === 402) {
        const refused = errorBodySchema.safeParse(answer.body).data?.error;
        if (refused?.type === 'card_error') {
          const intent = refused.payment_intent;
          return {
            providerRef: intent?.id ?? `refused_${payment.id}`,
            link: null,
            canLoadIframe: false,
            clientSecret: intent?.client_secret ?? null,
            outcome: { state: 'failed', code: stripeFailureCode(refused), message: refused.message ?? null },
          };
        }
      }
      const intent = expectOk(answer, intentSchema);
      const outcome = await outcomeOf(intent, payment.save_card);
      const redirect = intent.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null;
      return {
        providerRef: intent.id,
        link: redirect,
        canLoadIframe: false,
        clientSecret: intent.client_secret ?? null,
        ...(outcome.state === 'pending' ? {} : { outcome }),
      };
    },

    async status(payment: PaymentRow): Promise<Outcome> {
      if (!payment.provider_ref) return { state: 'pending' };
      const answer = await call(
        'GET',
        `/v1/payment_intents/${encodeURIComponent(payment.provider_ref)}?expand[]=payment_method`,
        null,
      );
      return outcomeOf(expectOk(answer, intentSchema), payment.save_card);
    },

    async verify(rawBody: string, headers: Headers): Promise<VerifiedEvent | null> {
      // Stripe-Signature: t=…,v1=…[,v1=…] — HMAC-SHA256 of `${t}.${body}`; several v1 while a secret rolls over.
      let timestamp = Number.NaN;
      const signatures: Buffer[] = [];
      for (const part of (headers.get(STRIPE_SIGNATURE_HEADER) ?? '').split(',')) {
        const at = part.indexOf('=');
        const key = part.slice(0, at).trim();
        const value = part.slice(at + 1).trim();
        if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
        else if (key === 'v1') signatures.push(Buffer.from(value, 'hex'));
      }
      if (!Number.isFinite(timestamp) || signatures.length === 0) throw new WebhookRefused('stripe: no signature');
      const expected = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${rawBody}`).digest();
      if (!signatures.some((given) => given.length === expected.length && timingSafeEqual(given, expected)))
        throw new WebhookRefused('stripe: the signature does not verify');
      if (Math.abs(now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
        throw new WebhookRefused('stripe: the event is too old');
      let event: z.infer<typeof eventSchema>;
      try {
        event = eventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRefused('stripe: the event does not parse');
      }
      if (!PAYMENT_EVENTS.has(event.type)) return null;
      const intent = intentSchema.safeParse(event.data.object);
      if (!intent.success) throw new WebhookRefused('stripe: the event does not parse');
      const outcome: Outcome =
        event.type === 'payment_intent.payment_failed'
          ? {
              state: 'failed',
              code: stripeFailureCode(intent.data.last_payment_error),
              message: intent.data.last_payment_error?.message ?? null,
            }
          : await outcomeOf(intent.data, event.type === 'payment_intent.succeeded' && !!intent.data.setup_future_usage);
      return { eventId: event.id, providerRef: intent.data.id, outcome };
    },

    async refund(payment: PaymentRow, amount: number): Promise<boolean> {
      if (!payment.provider_ref || amount <= 0) return false;
      const answer = await call('POST', '/v1/refunds', {
        payment_intent: payment.provider_ref,
        amount: stripeAmount(amount, payment.currency),
        'metadata[payment_id]': payment.id,
      });
      // A refusal (already refunded, more than was paid) is an answer; a 5xx or an odd body is not.
      if (answer.status >= 400 && answer.status < 500 && errorBodySchema.safeParse(answer.body).success) return false;
      const refund = expectOk(answer, refundSchema);
      return refund.status !== 'failed' && refund.status !== 'canceled';
    },

    async cancel(payment: PaymentRow): Promise<boolean> {
      if (!payment.provider_ref) return true;
      try {
        const answer = await call('POST', `/v1/payment_intents/${encodeURIComponent(payment.provider_ref)}/cancel`, {
          cancellation_reason: 'abandoned',
        });
        if (answer.status >= 400 && answer.status < 500) {
          // Stripe names the intent it would not cancel: one already cancelled is as good as cancelled.
          return errorBodySchema.safeParse(answer.body).data?.error.payment_intent?.status === 'canceled';
        }
        return expectOk(answer, intentSchema).status === 'canceled';
      } catch (error) {
        if (error instanceof GatewayUnavailable) return false;
        throw error;
      }
    },

    async setupIntent({ email, customerId }) {
      const customer = customerId ?? (await createCustomer(email, null));
      const answer = await call('POST', '/v1/setup_intents', {
        customer,
        usage: 'off_session',
        'payment_method_types[]': 'card',
      });
      return { client_secret: expectOk(answer, setupIntentSchema).client_secret, customer_id: customer };
    },
  };
}
