// msw stand-ins for the card and wallet providers (server/platform/payments/providers): Stripe, Xendit and
// TapPay as their API references describe them, each with a small book of what was charged, so a test can
// make a payment succeed, decline or need 3-D Secure (by the test token / prime it sends), finish the 3-D
// Secure step, and build the provider's webhook. Every request is recorded (headers and raw body), so a test
// can show that only tokens and primes ever left the platform — never a card number.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { http, HttpResponse, type HttpHandler } from 'msw';

export type MockProvider = 'stripe' | 'xendit' | 'tappay';

export const MOCK_BASES: Readonly<Record<MockProvider, string>> = {
  stripe: 'https://api.stripe.com',
  xendit: 'https://api.xendit.co',
  tappay: 'https://sandbox.tappaysdk.com',
};

export const MOCK_KEYS = {
  stripeSecret: 'sk_test_51MockSecretKeyForTheGatewayTests',
  stripeWebhook: 'whsec_mockWebhookSigningSecretForTests',
  xenditSecret: 'xnd_development_MockSecretKey+ForTests/Xendit==',
  xenditCallback: 'mock-xendit-callback-token-for-tests',
  tappayPartner: 'partner_MockPartnerKeyForTheTests',
  tappayMerchant: 'mock_merchant_CTBC',
} as const;

/**
 * A card number's shape in what was sent: 13 to 19 digits standing alone. Ids that merely hold a run of
 * digits inside letters (hex ids: "22fb46351743411499c2f525") are not card numbers.
 */
export const CARD_NUMBER_RUN = /(?<![0-9a-z])\d{13,19}(?![0-9a-z])/i;

/** Stripe's documented test payment methods (docs "Testing"). */
export const STRIPE_TEST_METHODS = {
  visa: 'pm_card_visa',
  mastercard: 'pm_card_mastercard',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  expiredCard: 'pm_card_chargeDeclinedExpiredCard',
  threeDSecure: 'pm_card_threeDSecure2Required',
} as const;

/** Xendit tokens as Xendit.js would make them from its test cards; the mock knows them by name. */
export const XENDIT_TEST_TOKENS = {
  visa: '5f0410898bcf7a001a00879d',
  declined: '5f0410898bcf7a001a0087de',
  insufficientBalance: '5f0410898bcf7a001a0087b1',
  expiredCard: '5f0410898bcf7a001a0087ec',
  /** a card whose issuer wants 3-D Secure: charged only with an authentication id */
  needsAuthentication: '5f0410898bcf7a001a00873d',
} as const;

/** TapPay's documented sandbox prime (it succeeds), and primes the mock declines or sends to 3-D Secure. */
export const TAPPAY_TEST_PRIMES = {
  visa: 'test_3a2fb2b7e892b914a03c95dd4dd5dc7970c908df67a49527c0a648b2bc9',
  declined: 'prime_mock_declined_8b1f6f4f2e0c4a3d9d1c7e5b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a',
  threeDSecure: 'prime_mock_3ds_5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b',
} as const;

export interface RecordedRequest {
  provider: MockProvider;
  method: string;
  /** the path and query */
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface StripeCard {
  brand: string;
  last4: string;
  country: string;
  /** what a confirmation with it does */
  outcome: 'succeeds' | 'three_d_secure' | { code: string; decline_code?: string; message: string };
}

const STRIPE_CARDS: Readonly<Record<string, StripeCard>> = {
  [STRIPE_TEST_METHODS.visa]: { brand: 'visa', last4: '4242', country: 'US', outcome: 'succeeds' },
  [STRIPE_TEST_METHODS.mastercard]: { brand: 'mastercard', last4: '4444', country: 'US', outcome: 'succeeds' },
  [STRIPE_TEST_METHODS.declined]: {
    brand: 'visa',
    last4: '0002',
    country: 'US',
    outcome: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  [STRIPE_TEST_METHODS.insufficientFunds]: {
    brand: 'visa',
    last4: '9995',
    country: 'US',
    outcome: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  [STRIPE_TEST_METHODS.expiredCard]: {
    brand: 'visa',
    last4: '0069',
    country: 'US',
    outcome: { code: 'expired_card', message: 'Your card has expired.' },
  },
  [STRIPE_TEST_METHODS.threeDSecure]: { brand: 'visa', last4: '3220', country: 'US', outcome: 'three_d_secure' },
};

export interface MockStripeIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  cancellation_reason: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  return_url: string | null;
  metadata: Record<string, string>;
  refunded: number;
}

export interface MockXenditCharge {
  id: string;
  external_id: string;
  status: 'CAPTURED' | 'FAILED';
  amount: number;
  currency: string;
  token_id: string;
  authentication_id: string | null;
  failure_reason: string | null;
  refunded: number;
}

export interface MockEwalletCharge {
  id: string;
  reference_id: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'VOIDED';
  currency: string;
  charge_amount: number;
  channel_code: string;
  channel_properties: Record<string, string>;
  failure_code: string | null;
  refunded: number;
}

export interface MockInvoice {
  id: string;
  external_id: string;
  status: 'PENDING' | 'PAID' | 'EXPIRED';
  amount: number;
  currency: string;
  payment_methods: string[] | null;
  refunded: number;
}

export interface MockTapPayTrade {
  rec_trade_id: string;
  record_status: number;
  amount: number;
  currency: string;
  order_number: string;
  refunded: number;
  card: { last_four: string; type: number; country_code: string };
}

const EWALLET_CHANNELS = new Set([
  'ID_OVO',
  'ID_DANA',
  'ID_SHOPEEPAY',
  'ID_LINKAJA',
  'PH_GCASH',
  'PH_PAYMAYA',
  'PH_GRABPAY',
]);
const WHOLE_UNIT_CURRENCIES = new Set(['IDR', 'VND', 'JPY', 'TWD']);

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Stripe's signature header over a raw event body (docs "Verify webhook signatures manually"). */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The providers' mocks: `handlers` for setupServer, the books, the recorded requests and the test's controls. */
export function createGatewayMocks(bases: Partial<Record<MockProvider, string>> = {}) {
  const base = { ...MOCK_BASES, ...bases };
  const requests: RecordedRequest[] = [];
  const outages = new Map<MockProvider, number>();

  const stripeIntents = new Map<string, MockStripeIntent>();
  const stripeCustomers = new Map<string, { id: string; email: string | null }>();
  const stripeAttached = new Map<string, string>();
  const stripeIdempotent = new Map<string, string>();
  const xenditCharges = new Map<string, MockXenditCharge>();
  const xenditEwallets = new Map<string, MockEwalletCharge>();
  const xenditInvoices = new Map<string, MockInvoice>();
  const xenditPaymentMethods = new Map<string, string>();
  const xenditRefunds: { kind: 'card' | 'ewallet' | 'invoice'; id: string; amount: number }[] = [];
  const tappayTrades = new Map<string, MockTapPayTrade>();
  const tappayCards = new Map<string, { card_key: string; card_token: string; card: MockTapPayTrade['card'] }>();

  /** Records every request to a provider and answers for it while it is down; otherwise on to its handlers. */
  const recorder = (provider: MockProvider) =>
    http.all(`${base[provider]}/*`, async ({ request }) => {
      const url = new URL(request.url);
      requests.push({
        provider,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.clone().text(),
      });
      const status = outages.get(provider);
      if (status)
        return new HttpResponse('<html><body>Service Unavailable</body></html>', {
          status,
          headers: { 'content-type': 'text/html' },
        });
      return undefined;
    });

  // ---- Stripe -------------------------------------------------------------------------------------------

  const stripeError = (status: number, error: Record<string, unknown>) => HttpResponse.json({ error }, { status });
  const stripeAuthorized = (request: Request) =>
    request.headers.get('authorization') === `Bearer ${MOCK_KEYS.stripeSecret}`;
  const stripeUnauthorized = () =>
    stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' });
  const missing = (what: string, id: string) =>
    stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` });

  function paymentMethodJson(id: string) {
    const card = STRIPE_CARDS[id];
    if (!card) return null;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      customer: stripeAttached.get(id) ?? null,
      card: { brand: card.brand, last4: card.last4, country: card.country, exp_month: 12, exp_year: 2034 },
    };
  }

  function intentJson(intent: MockStripeIntent, expand: string[]) {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      client_secret: intent.client_secret,
      customer: intent.customer,
      payment_method:
        intent.payment_method && expand.includes('payment_method')
          ? paymentMethodJson(intent.payment_method)
          : intent.payment_method,
      setup_future_usage: intent.setup_future_usage,
      cancellation_reason: intent.cancellation_reason,
      last_payment_error: intent.last_payment_error,
      next_action:
        intent.status === 'requires_action'
          ? {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: `https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_mock&payment_intent=${intent.id}`,
                return_url: intent.return_url,
              },
            }
          : null,
      metadata: intent.metadata,
      livemode: false,
    };
  }

  /** Confirms an intent with its payment method as Stripe's test cards behave. */
  function confirmIntent(intent: MockStripeIntent) {
    const card = intent.payment_method ? STRIPE_CARDS[intent.payment_method] : undefined;
    if (!card) return;
    if (card.outcome === 'succeeds') {
      intent.status = 'succeeded';
      if (intent.setup_future_usage && intent.customer) stripeAttached.set(intent.payment_method!, intent.customer);
    } else if (card.outcome === 'three_d_secure') {
      intent.status = 'requires_action';
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...card.outcome };
    }
  }

  const stripeHandlers: HttpHandler[] = [
    http.post(`${base.stripe}/v1/payment_intents`, async ({ request }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const form = new URLSearchParams(await request.text());
      const key = request.headers.get('idempotency-key');
      const repeated = key ? stripeIntents.get(stripeIdempotent.get(key) ?? '') : undefined;
      if (repeated) return HttpResponse.json(intentJson(repeated, form.getAll('expand[]')));
      const amount = Number(form.get('amount'));
      const currency = form.get('currency') ?? '';
      if (!Number.isInteger(amount) || amount < 1)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          param: 'amount',
          message: 'Invalid integer',
        });
      if (!/^[a-z]{3}$/.test(currency))
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          param: 'currency',
          message: 'Invalid currency',
        });
      const paymentMethod = form.get('payment_method');
      if (paymentMethod && !STRIPE_CARDS[paymentMethod]) return missing('PaymentMethod', paymentMethod);
      const customer = form.get('customer');
      if (customer && !stripeCustomers.has(customer)) return missing('customer', customer);
      // Stripe: a payment method attached to a customer is used with that customer only
      const owner = paymentMethod ? stripeAttached.get(paymentMethod) : undefined;
      if (owner && owner !== customer)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: 'The provided PaymentMethod belongs to a Customer; pass that Customer with it.',
        });
      const confirm = form.get('confirm') === 'true';
      if (confirm && !paymentMethod)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'A payment method is required to confirm.',
        });
      const id = `pi_${hex(12)}`;
      const intent: MockStripeIntent = {
        id,
        amount,
        currency,
        status: confirm ? 'requires_confirmation' : 'requires_payment_method',
        client_secret: `${id}_secret_${hex(12)}`,
        customer,
        payment_method: paymentMethod,
        setup_future_usage: form.get('setup_future_usage'),
        cancellation_reason: null,
        last_payment_error: null,
        return_url: form.get('return_url'),
        metadata: Object.fromEntries(
          [...form.entries()].flatMap(([k, v]) => {
            const m = /^metadata\[(.+)\]$/.exec(k);
            return m ? [[m[1]!, v]] : [];
          }),
        ),
        refunded: 0,
      };
      stripeIntents.set(id, intent);
      if (key) stripeIdempotent.set(key, id);
      if (confirm) confirmIntent(intent);
      if (intent.last_payment_error)
        return stripeError(402, { ...intent.last_payment_error, payment_intent: intentJson(intent, []) });
      return HttpResponse.json(intentJson(intent, form.getAll('expand[]')));
    }),

    http.get(`${base.stripe}/v1/payment_intents/:id`, ({ request, params }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const intent = stripeIntents.get(String(params.id));
      if (!intent) return missing('payment_intent', String(params.id));
      return HttpResponse.json(intentJson(intent, new URL(request.url).searchParams.getAll('expand[]')));
    }),

    http.post(`${base.stripe}/v1/payment_intents/:id/cancel`, async ({ request, params }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const intent = stripeIntents.get(String(params.id));
      if (!intent) return missing('payment_intent', String(params.id));
      const form = new URLSearchParams(await request.text());
      if (
        !['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'].includes(intent.status)
      )
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          payment_intent: intentJson(intent, []),
        });
      intent.status = 'canceled';
      intent.cancellation_reason = form.get('cancellation_reason');
      return HttpResponse.json(intentJson(intent, []));
    }),

    http.post(`${base.stripe}/v1/refunds`, async ({ request }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const form = new URLSearchParams(await request.text());
      const intent = stripeIntents.get(form.get('payment_intent') ?? '');
      if (!intent) return missing('payment_intent', form.get('payment_intent') ?? '');
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - intent.refunded;
      if (intent.status !== 'succeeded')
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_not_refundable',
          message: 'This PaymentIntent has no successful charge.',
        });
      if (intent.refunded >= intent.amount)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        });
      if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount - intent.refunded)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: 'Refund amount is greater than unrefunded amount on charge.',
        });
      intent.refunded += amount;
      return HttpResponse.json({
        id: `re_${hex(12)}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      });
    }),

    http.post(`${base.stripe}/v1/customers`, async ({ request }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const form = new URLSearchParams(await request.text());
      const customer = { id: `cus_${hex(7)}`, email: form.get('email') };
      stripeCustomers.set(customer.id, customer);
      return HttpResponse.json({ ...customer, object: 'customer', name: form.get('name') });
    }),

    http.post(`${base.stripe}/v1/setup_intents`, async ({ request }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const form = new URLSearchParams(await request.text());
      const customer = form.get('customer');
      if (customer && !stripeCustomers.has(customer)) return missing('customer', customer);
      const id = `seti_${hex(12)}`;
      return HttpResponse.json({
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${hex(12)}`,
        customer,
        usage: form.get('usage') ?? 'off_session',
        status: 'requires_payment_method',
      });
    }),

    http.get(`${base.stripe}/v1/payment_methods/:id`, ({ request, params }) => {
      if (!stripeAuthorized(request)) return stripeUnauthorized();
      const pm = paymentMethodJson(String(params.id));
      return pm ? HttpResponse.json(pm) : missing('PaymentMethod', String(params.id));
    }),
  ];

  // ---- Xendit -------------------------------------------------------------------------------------------

  const xenditError = (status: number, error_code: string, message: string) =>
    HttpResponse.json({ error_code, message }, { status });
  const xenditAuthorized = (request: Request) =>
    request.headers.get('authorization') === `Basic ${Buffer.from(`${MOCK_KEYS.xenditSecret}:`).toString('base64')}`;
  const xenditUnauthorized = () =>
    xenditError(401, 'INVALID_API_KEY', 'API key is not authorized for this API service');
  /** Xendit takes the currency's unit: whole for IDR and VND, at most two decimals otherwise. */
  const validAmount = (amount: unknown, currency: string) =>
    typeof amount === 'number' &&
    amount > 0 &&
    (WHOLE_UNIT_CURRENCIES.has(currency) ? Number.isInteger(amount) : Number.isInteger(Math.round(amount * 100)));

  const cardBrandOf = (token: string) => (token === XENDIT_TEST_TOKENS.declined ? 'MASTERCARD' : 'VISA');
  function cardChargeJson(charge: MockXenditCharge) {
    return {
      id: charge.id,
      created: new Date().toISOString(),
      business_id: '5f27a14a9bf05c73dd040bc8',
      external_id: charge.external_id,
      status: charge.status,
      merchant_reference_code: charge.external_id,
      authorized_amount: charge.amount,
      capture_amount: charge.status === 'CAPTURED' ? charge.amount : 0,
      currency: charge.currency,
      masked_card_number: charge.token_id === XENDIT_TEST_TOKENS.declined ? '520000XXXXXX0007' : '400000XXXXXX1091',
      card_brand: cardBrandOf(charge.token_id),
      card_type: 'CREDIT',
      charge_type: 'MULTIPLE_USE_TOKEN',
      token_id: charge.token_id,
      ...(charge.failure_reason ? { failure_reason: charge.failure_reason } : {}),
    };
  }
  function ewalletJson(charge: MockEwalletCharge) {
    const redirect = charge.channel_code !== 'ID_OVO';
    const checkout = `https://ewallet-mock-connector.xendit.co/v1/ewallet_connector/checkouts?token=${charge.id}`;
    return {
      id: charge.id,
      business_id: '5f27a14a9bf05c73dd040bc8',
      reference_id: charge.reference_id,
      status: charge.status,
      currency: charge.currency,
      charge_amount: charge.charge_amount,
      capture_amount: charge.charge_amount,
      refunded_amount: charge.refunded || null,
      checkout_method: 'ONE_TIME_PAYMENT',
      channel_code: charge.channel_code,
      channel_properties: charge.channel_properties,
      actions: redirect
        ? {
            desktop_web_checkout_url: checkout,
            mobile_web_checkout_url: checkout,
            mobile_deeplink_checkout_url: null,
            qr_checkout_string: null,
          }
        : null,
      is_redirect_required: redirect,
      callback_url: 'https://shop.example/api/consumer/v1/oms/payment/callback/xendit',
      created: new Date().toISOString(),
      updated: new Date().toISOString(),
      voided_at: null,
      capture_now: true,
      customer_id: null,
      payment_method_id: null,
      failure_code: charge.failure_code,
      basket: null,
      metadata: null,
    };
  }
  function invoiceJson(invoice: MockInvoice) {
    return {
      id: invoice.id,
      external_id: invoice.external_id,
      user_id: '5f27a14a9bf05c73dd040bc8',
      status: invoice.status,
      merchant_name: 'Mock Merchant',
      amount: invoice.amount,
      currency: invoice.currency,
      invoice_url: `https://checkout-staging.xendit.co/web/${invoice.id}`,
      expiry_date: new Date(Date.now() + 15 * 60_000).toISOString(),
      available_banks: [],
      should_send_email: false,
      payment_methods: invoice.payment_methods,
    };
  }

  const xenditHandlers: HttpHandler[] = [
    http.post(`${base.xendit}/credit_card_charges`, async ({ request }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const body = (await request.json()) as Record<string, unknown>;
      const token = String(body.token_id ?? '');
      const currency = String(body.currency ?? 'IDR');
      if (!body.external_id || !validAmount(body.amount, currency))
        return xenditError(400, 'API_VALIDATION_ERROR', 'There was an error with the format submitted to the server.');
      if (!Object.values(XENDIT_TEST_TOKENS).includes(token as never))
        return xenditError(400, 'INVALID_TOKEN_ID_ERROR', 'The token_id provided is not a valid token.');
      if (token === XENDIT_TEST_TOKENS.needsAuthentication && !body.authentication_id)
        return xenditError(400, 'AUTHENTICATION_ID_MISSING_ERROR', 'Authentication ID is required for this charge.');
      const failure =
        token === XENDIT_TEST_TOKENS.declined
          ? 'CARD_DECLINED'
          : token === XENDIT_TEST_TOKENS.insufficientBalance
            ? 'INSUFFICIENT_BALANCE'
            : token === XENDIT_TEST_TOKENS.expiredCard
              ? 'EXPIRED_CARD'
              : null;
      const charge: MockXenditCharge = {
        id: hex(12),
        external_id: String(body.external_id),
        status: failure ? 'FAILED' : 'CAPTURED',
        amount: Number(body.amount),
        currency,
        token_id: token,
        authentication_id: body.authentication_id ? String(body.authentication_id) : null,
        failure_reason: failure,
        refunded: 0,
      };
      xenditCharges.set(charge.id, charge);
      return HttpResponse.json(cardChargeJson(charge));
    }),

    http.get(`${base.xendit}/credit_card_charges/:id`, ({ request, params }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const charge = xenditCharges.get(String(params.id));
      return charge
        ? HttpResponse.json(cardChargeJson(charge))
        : xenditError(404, 'CREDIT_CARD_CHARGE_NOT_FOUND_ERROR', 'Charge not found');
    }),

    http.post(`${base.xendit}/credit_card_charges/:id/refunds`, async ({ request, params }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      if (!request.headers.get('x-idempotency-key'))
        return xenditError(400, 'API_VALIDATION_ERROR', 'X-IDEMPOTENCY-KEY header is required');
      const charge = xenditCharges.get(String(params.id));
      if (!charge) return xenditError(404, 'CREDIT_CARD_CHARGE_NOT_FOUND_ERROR', 'Charge not found');
      const body = (await request.json()) as { amount?: number; external_id?: string };
      const amount = Number(body.amount);
      if (charge.status !== 'CAPTURED' || amount > charge.amount - charge.refunded)
        return xenditError(400, 'REFUND_AMOUNT_EXCEEDED_ERROR', 'Refund amount exceeds the charge');
      charge.refunded += amount;
      xenditRefunds.push({ kind: 'card', id: charge.id, amount });
      return HttpResponse.json({
        id: hex(12),
        credit_card_charge_id: charge.id,
        amount,
        external_id: body.external_id,
        status: 'REQUESTED',
        fee_refund_amount: 0,
      });
    }),

    http.post(`${base.xendit}/ewallets/charges`, async ({ request }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const body = (await request.json()) as Record<string, unknown>;
      const channel = String(body.channel_code ?? '');
      const currency = String(body.currency ?? '');
      const properties = (body.channel_properties ?? {}) as Record<string, string>;
      if (!EWALLET_CHANNELS.has(channel))
        return xenditError(400, 'UNSUPPORTED_CHANNEL', `channel_code ${channel} is not supported`);
      if (body.checkout_method !== 'ONE_TIME_PAYMENT' || !body.reference_id || !validAmount(body.amount, currency))
        return xenditError(400, 'API_VALIDATION_ERROR', 'There was an error with the format submitted to the server.');
      if (channel === 'ID_OVO' ? !properties.mobile_number : !properties.success_redirect_url)
        return xenditError(400, 'API_VALIDATION_ERROR', 'channel_properties are incomplete for this channel');
      const charge: MockEwalletCharge = {
        id: `ewc_${randomUUID()}`,
        reference_id: String(body.reference_id),
        status: 'PENDING',
        currency,
        charge_amount: Number(body.amount),
        channel_code: channel,
        channel_properties: properties,
        failure_code: null,
        refunded: 0,
      };
      xenditEwallets.set(charge.id, charge);
      return HttpResponse.json(ewalletJson(charge), { status: 202 });
    }),

    http.get(`${base.xendit}/ewallets/charges/:id`, ({ request, params }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const charge = xenditEwallets.get(String(params.id));
      return charge ? HttpResponse.json(ewalletJson(charge)) : xenditError(404, 'DATA_NOT_FOUND', 'Charge not found');
    }),

    http.post(`${base.xendit}/ewallets/charges/:id/refunds`, async ({ request, params }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const charge = xenditEwallets.get(String(params.id));
      if (!charge) return xenditError(404, 'DATA_NOT_FOUND', 'Charge not found');
      const body = (await request.json()) as { amount?: number };
      const amount = Number(body.amount ?? charge.charge_amount - charge.refunded);
      if (charge.status !== 'SUCCEEDED' || amount > charge.charge_amount - charge.refunded)
        return xenditError(400, 'INELIGIBLE_TRANSACTION', 'The charge cannot be refunded');
      charge.refunded += amount;
      xenditRefunds.push({ kind: 'ewallet', id: charge.id, amount });
      return HttpResponse.json({
        id: `ewr_${randomUUID()}`,
        charge_id: charge.id,
        status: 'PENDING',
        currency: charge.currency,
        refund_amount: amount,
      });
    }),

    http.post(`${base.xendit}/v2/invoices`, async ({ request }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const body = (await request.json()) as Record<string, unknown>;
      const currency = String(body.currency ?? 'IDR');
      if (!body.external_id || !validAmount(body.amount, currency))
        return xenditError(400, 'API_VALIDATION_ERROR', 'There was an error with the format submitted to the server.');
      const invoice: MockInvoice = {
        id: hex(12),
        external_id: String(body.external_id),
        status: 'PENDING',
        amount: Number(body.amount),
        currency,
        payment_methods: (body.payment_methods as string[] | undefined) ?? null,
        refunded: 0,
      };
      xenditInvoices.set(invoice.id, invoice);
      return HttpResponse.json(invoiceJson(invoice));
    }),

    http.get(`${base.xendit}/v2/invoices/:id`, ({ request, params }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const invoice = xenditInvoices.get(String(params.id));
      return invoice
        ? HttpResponse.json(invoiceJson(invoice))
        : xenditError(404, 'INVOICE_NOT_FOUND_ERROR', 'Invoice not found');
    }),

    http.post(new RegExp(`^${base.xendit.replace(/\./g, '\\.')}/invoices/([^/]+)/expire!$`), ({ request }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const id = /\/invoices\/([^/]+)\/expire!$/.exec(new URL(request.url).pathname)?.[1] ?? '';
      const invoice = xenditInvoices.get(id);
      if (!invoice) return xenditError(404, 'INVOICE_NOT_FOUND_ERROR', 'Invoice not found');
      if (invoice.status !== 'PENDING') return xenditError(400, 'INVOICE_NOT_FOUND_ERROR', 'Invoice is not pending');
      invoice.status = 'EXPIRED';
      return HttpResponse.json(invoiceJson(invoice));
    }),

    http.post(`${base.xendit}/refunds`, async ({ request }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const body = (await request.json()) as { invoice_id?: string; amount?: number };
      const invoice = xenditInvoices.get(body.invoice_id ?? '');
      if (!invoice) return xenditError(404, 'DATA_NOT_FOUND', 'Invoice not found');
      const amount = Number(body.amount ?? invoice.amount - invoice.refunded);
      if (invoice.status !== 'PAID' || amount > invoice.amount - invoice.refunded)
        return xenditError(400, 'INELIGIBLE_TRANSACTION', 'The invoice cannot be refunded');
      invoice.refunded += amount;
      xenditRefunds.push({ kind: 'invoice', id: invoice.id, amount });
      return HttpResponse.json({
        id: `rfd-${randomUUID()}`,
        invoice_id: invoice.id,
        amount,
        currency: invoice.currency,
        status: 'SUCCEEDED',
      });
    }),

    http.get(`${base.xendit}/v2/payment_methods/:id`, ({ request, params }) => {
      if (!xenditAuthorized(request)) return xenditUnauthorized();
      const status = xenditPaymentMethods.get(String(params.id));
      if (!status) return xenditError(404, 'DATA_NOT_FOUND', 'Payment method not found');
      return HttpResponse.json({ id: String(params.id), type: 'CARD', reusability: 'MULTIPLE_USE', status });
    }),
  ];

  // ---- TapPay -------------------------------------------------------------------------------------------

  const TAPPAY_CARD = { last_four: '4242', type: 1, country_code: 'TW' };
  const tappay = (status: number, msg: string, rest: Record<string, unknown> = {}) =>
    HttpResponse.json({ status, msg, ...rest });
  const tappayAuthorized = (request: Request, body: Record<string, unknown>) =>
    request.headers.get('x-api-key') === MOCK_KEYS.tappayPartner && body.partner_key === MOCK_KEYS.tappayPartner;
  // D, the date and a random tail that starts with a letter (TapPay's look: D20180420Zx23Ab).
  const newTradeId = () => `D${new Date().toISOString().slice(0, 10).replace(/-/g, '')}X${hex(5).toUpperCase()}`;

  function recordJson(trade: MockTapPayTrade) {
    return {
      record_status: trade.record_status,
      rec_trade_id: trade.rec_trade_id,
      bank_transaction_id: `TP${trade.rec_trade_id}`,
      amount: trade.amount,
      refunded_amount: trade.refunded,
      currency: trade.currency,
      order_number: trade.order_number,
      merchant_id: MOCK_KEYS.tappayMerchant,
      details: 'Order payment',
      time: Date.now(),
      card_info: { ...trade.card, bin_code: '424242', issuer: 'MOCK BANK', funding: 0, level: 'CLASSIC' },
    };
  }

  /** A Direct Pay payment (prime or card token) by the card's behaviour. */
  function pay(
    body: Record<string, unknown>,
    behaviour: 'succeeds' | 'three_d_secure' | 'declined',
    remember: boolean,
  ) {
    if (!body.merchant_id) return tappay(502, 'Missing arguments : merchant_id');
    if (!body.details) return tappay(505, 'Missing arguments : details');
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 1)
      return tappay(510, 'Invalid arguments : amount');
    const trade: MockTapPayTrade = {
      rec_trade_id: newTradeId(),
      record_status: behaviour === 'succeeds' ? 0 : behaviour === 'three_d_secure' ? 4 : -1,
      amount: body.amount,
      currency: String(body.currency ?? 'TWD'),
      order_number: String(body.order_number ?? ''),
      refunded: 0,
      card: TAPPAY_CARD,
    };
    tappayTrades.set(trade.rec_trade_id, trade);
    if (behaviour === 'declined')
      return tappay(10003, 'Card Error', { rec_trade_id: trade.rec_trade_id, bank_result_code: '05' });
    const secret = remember ? { card_key: `key_${hex(16)}`, card_token: `tok_${hex(16)}` } : null;
    if (secret) tappayCards.set(secret.card_token, { ...secret, card: TAPPAY_CARD });
    return tappay(0, 'Success', {
      rec_trade_id: trade.rec_trade_id,
      bank_transaction_id: `TP${trade.rec_trade_id}`,
      amount: trade.amount,
      currency: trade.currency,
      order_number: trade.order_number,
      acquirer: 'TW_CTBC',
      ...(behaviour === 'three_d_secure'
        ? { payment_url: `https://sandbox-redirect.tappaysdk.com/redirect/${trade.rec_trade_id}` }
        : {}),
      card_info: { ...TAPPAY_CARD, bin_code: '424242', issuer: 'MOCK BANK', funding: 0, level: 'CLASSIC' },
      ...(secret ? { card_secret: secret } : {}),
    });
  }

  const tappayHandlers: HttpHandler[] = [
    http.post(`${base.tappay}/tpc/payment/pay-by-prime`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!tappayAuthorized(request, body)) return tappay(80, 'Invaild x-api-key or app key');
      const holder = (body.cardholder ?? {}) as Record<string, unknown>;
      if (!body.prime) return tappay(503, 'Missing arguments : prime');
      if (!holder.phone_number) return tappay(507, 'Missing arguments : cardholder > phone_number');
      if (!holder.name) return tappay(508, 'Missing arguments : cardholder > name');
      if (!holder.email) return tappay(509, 'Missing arguments : cardholder > email');
      const behaviour =
        body.prime === TAPPAY_TEST_PRIMES.visa
          ? 'succeeds'
          : body.prime === TAPPAY_TEST_PRIMES.threeDSecure
            ? 'three_d_secure'
            : body.prime === TAPPAY_TEST_PRIMES.declined
              ? 'declined'
              : null;
      if (!behaviour) return tappay(121, 'Invalid arguments : prime');
      return pay(body, behaviour, body.remember === true);
    }),

    http.post(`${base.tappay}/tpc/payment/pay-by-token`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!tappayAuthorized(request, body)) return tappay(80, 'Invaild x-api-key or app key');
      const card = tappayCards.get(String(body.card_token ?? ''));
      if (!card || card.card_key !== body.card_key) return tappay(43, 'Card unauthorized access');
      return pay(body, 'succeeds', false);
    }),

    http.post(`${base.tappay}/tpc/transaction/query`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!tappayAuthorized(request, body)) return tappay(80, 'Invaild x-api-key or app key');
      const filters = (body.filters ?? {}) as { rec_trade_id?: string };
      const trade = tappayTrades.get(filters.rec_trade_id ?? '');
      if (!trade)
        return tappay(2, 'End of list', {
          records_per_page: 1,
          page: 0,
          total_page_count: 0,
          number_of_transactions: 0,
          trade_records: [],
        });
      return tappay(0, 'Success', {
        records_per_page: 1,
        page: 0,
        total_page_count: 1,
        number_of_transactions: 1,
        trade_records: [recordJson(trade)],
      });
    }),

    http.post(`${base.tappay}/tpc/transaction/refund`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (!tappayAuthorized(request, body)) return tappay(80, 'Invaild x-api-key or app key');
      const trade = tappayTrades.get(String(body.rec_trade_id ?? ''));
      if (!trade) return tappay(10023, 'Transaction not found');
      const amount = typeof body.amount === 'number' ? body.amount : trade.amount - trade.refunded;
      if (
        ![0, 1, 2].includes(trade.record_status) ||
        !Number.isInteger(amount) ||
        amount < 1 ||
        amount > trade.amount - trade.refunded
      )
        return tappay(10023, 'Refund amount is not allowed');
      trade.refunded += amount;
      trade.record_status = trade.refunded === trade.amount ? 3 : 2;
      return tappay(0, 'Success', {
        refund_id: `R${hex(8)}`,
        refund_amount: amount,
        is_captured: false,
        currency: trade.currency,
      });
    }),
  ];

  return {
    handlers: [
      recorder('stripe'),
      recorder('xendit'),
      recorder('tappay'),
      ...stripeHandlers,
      ...xenditHandlers,
      ...tappayHandlers,
    ] as HttpHandler[],
    /** every request the providers got, in order */
    requests,
    /** the provider answers every request with this HTTP status (an HTML error page) until `restore` */
    outage(provider: MockProvider, status = 500) {
      outages.set(provider, status);
    },
    restore(provider: MockProvider) {
      outages.delete(provider);
    },

    stripe: {
      intents: stripeIntents as ReadonlyMap<string, MockStripeIntent>,
      /** what Stripe.js's confirmCardSetup does in the browser: the card becomes the setup intent's customer's */
      confirmSetup(customerId: string, paymentMethod: string) {
        if (!stripeCustomers.has(customerId) || !STRIPE_CARDS[paymentMethod])
          throw new Error(`no such customer or card: ${customerId} ${paymentMethod}`);
        stripeAttached.set(paymentMethod, customerId);
      },
      /** the customer finishes (or fails) the 3-D Secure step of an intent */
      finishAuthentication(intentId: string, ok = true) {
        const intent = stripeIntents.get(intentId);
        if (!intent || intent.status !== 'requires_action')
          throw new Error(`no intent awaiting 3-D Secure: ${intentId}`);
        if (ok) intent.status = 'succeeded';
        else {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method.',
          };
        }
      },
      /** a webhook event about an intent as it stands, as Stripe would send it */
      event(type: string, intentId: string, id = `evt_${hex(12)}`): string {
        const intent = stripeIntents.get(intentId);
        if (!intent) throw new Error(`no such intent: ${intentId}`);
        return JSON.stringify({
          id,
          object: 'event',
          api_version: '2024-06-20',
          type,
          data: { object: intentJson(intent, []) },
          livemode: false,
        });
      },
    },

    xendit: {
      charges: xenditCharges as ReadonlyMap<string, MockXenditCharge>,
      ewallets: xenditEwallets as ReadonlyMap<string, MockEwalletCharge>,
      invoices: xenditInvoices as ReadonlyMap<string, MockInvoice>,
      refunds: xenditRefunds as readonly { kind: 'card' | 'ewallet' | 'invoice'; id: string; amount: number }[],
      /** the customer approves (or declines) an e-wallet charge in the wallet's app */
      completeEwallet(id: string, status: 'SUCCEEDED' | 'FAILED' = 'SUCCEEDED', failureCode: string | null = null) {
        const charge = xenditEwallets.get(id);
        if (!charge) throw new Error(`no such e-wallet charge: ${id}`);
        charge.status = status;
        charge.failure_code = status === 'FAILED' ? (failureCode ?? 'USER_DECLINED_PAYMENT') : null;
      },
      /** the customer pays an invoice on Xendit's page */
      payInvoice(id: string) {
        const invoice = xenditInvoices.get(id);
        if (!invoice) throw new Error(`no such invoice: ${id}`);
        invoice.status = 'PAID';
      },
      /** the e-wallet callback Xendit posts for a charge as it stands */
      ewalletCallback(id: string): string {
        const charge = xenditEwallets.get(id);
        if (!charge) throw new Error(`no such e-wallet charge: ${id}`);
        return JSON.stringify({
          event: 'ewallet.capture',
          business_id: '5f27a14a9bf05c73dd040bc8',
          created: new Date().toISOString(),
          data: ewalletJson(charge),
        });
      },
      /** a saved payment method's status at Xendit (GET /v2/payment_methods/{id}) */
      setPaymentMethod(id: string, status: 'ACTIVE' | 'INACTIVE' | 'EXPIRED' | 'REQUIRES_ACTION') {
        xenditPaymentMethods.set(id, status);
      },
    },

    tappay: {
      trades: tappayTrades as ReadonlyMap<string, MockTapPayTrade>,
      /** the cardholder finishes (or fails) 3-D Secure on the bank's page */
      finishAuthentication(recTradeId: string, ok = true) {
        const trade = tappayTrades.get(recTradeId);
        if (!trade || trade.record_status !== 4) throw new Error(`no trade awaiting 3-D Secure: ${recTradeId}`);
        trade.record_status = ok ? 0 : -1;
      },
      /** TapPay's backend notify for a trade (unsigned: the adapter asks the Record API again) */
      notify(recTradeId: string): string {
        const trade = tappayTrades.get(recTradeId);
        return JSON.stringify({
          rec_trade_id: recTradeId,
          auth_code: '123456',
          bank_transaction_id: `TP${recTradeId}`,
          order_number: trade?.order_number ?? '',
          amount: trade?.amount ?? 0,
          status: trade && trade.record_status !== -1 ? 0 : 10003,
          msg: trade && trade.record_status !== -1 ? 'Success' : 'Card Error',
          transaction_time_millis: Date.now(),
          acquirer: 'TW_CTBC',
        });
      },
    },

    /** forgets everything charged and recorded (between tests) */
    reset() {
      requests.length = 0;
      outages.clear();
      for (const book of [
        stripeIntents,
        stripeCustomers,
        stripeAttached,
        stripeIdempotent,
        xenditCharges,
        xenditEwallets,
        xenditInvoices,
        xenditPaymentMethods,
        tappayTrades,
        tappayCards,
      ])
        book.clear();
      xenditRefunds.length = 0;
    },
  };
}

export type GatewayMocks = ReturnType<typeof createGatewayMocks>;
