// The card and wallet adapters (server/platform/payments/providers) against msw stand-ins of Stripe, Xendit
// and TapPay (tests/mocks/gateways.ts): what each sends, how the providers' answers become outcomes, webhook
// verification, refunds, amounts in each provider's unit, outages — and that only tokens leave the platform.
import { randomUUID } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GatewayUnavailable,
  WebhookRefused,
  type PaymentRow,
  type SavedCardRow,
  type StartInput,
} from '../../server/platform/payments/gateway';
import {
  createProviders,
  providerEnv,
  providerGateways,
  providerSettingIssues,
  providerSettingsOf,
  publicProviderKeys,
  type ProviderEnv,
} from '../../server/platform/payments/providers/index';
import { createStripeGateway } from '../../server/platform/payments/providers/stripe';
import { createTapPayGateway } from '../../server/platform/payments/providers/tappay';
import { createXenditGateway } from '../../server/platform/payments/providers/xendit';
import {
  CARD_NUMBER_RUN,
  createGatewayMocks,
  MOCK_KEYS,
  STRIPE_TEST_METHODS,
  stripeSignature,
  TAPPAY_TEST_PRIMES,
  XENDIT_TEST_TOKENS,
  type RecordedRequest,
} from '../mocks/gateways';

const mocks = createGatewayMocks();
const server = setupServer(...mocks.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mocks.reset();
});
afterAll(() => server.close());

const NOW = new Date('2025-03-01T04:00:00Z');
const SHOP = 'https://shop.example';

function paymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: randomUUID(),
    user_id: 7,
    order_hash: 'a1b2c3d4e5f6a7b8c9d0',
    parent_order_uuid: null,
    gateway: 'stripe',
    method_id: 1,
    channel: null,
    amount: 12345,
    currency: 'PHP',
    state: 'pending',
    failure_code: null,
    failure_message: null,
    provider_ref: null,
    client_secret: null,
    checkout_link: null,
    saved_card_id: null,
    save_card: false,
    pre_payment: true,
    success_url: `${SHOP}/order/success`,
    failure_url: `${SHOP}/order/failure`,
    qr: null,
    pending_card: null,
    gateway_fees: {},
    lng: 'en',
    refunded_amount: 0,
    expires_at: new Date(Date.now() + 15 * 60_000),
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

function savedCardRow(overrides: Partial<SavedCardRow> = {}): SavedCardRow {
  return {
    id: 31,
    user_id: 7,
    gateway: 'stripe',
    gateway_id: 1,
    card_token: 'pm_card_visa',
    card_key: null,
    card_suffix: '4242',
    card_brand: 'visa',
    card_source_country_code: 'US',
    customer_id: null,
    created_at: NOW,
    deleted_at: null,
    ...overrides,
  };
}

function startInput(payment: PaymentRow, overrides: Partial<StartInput> = {}): StartInput {
  return {
    payment,
    customer: { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com', phone: '+639171234567' },
    savedCard: null,
    cardToken: null,
    authenticationId: null,
    successUrl: payment.success_url!,
    failureUrl: payment.failure_url!,
    publicBase: SHOP,
    ...overrides,
  };
}

/** The same payment as stored after start: its provider reference. */
const withRef = (payment: PaymentRow, providerRef: string) => ({ ...payment, provider_ref: providerRef });

/** Runs the call and answers the Error it throws (or fails). */
async function failure(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected a failure');
}

const sent = (provider: RecordedRequest['provider'], method: string, path: string | RegExp) =>
  mocks.requests.filter(
    (r) =>
      r.provider === provider &&
      r.method === method &&
      (typeof path === 'string' ? r.path.split('?')[0] === path : path.test(r.path)),
  );
const lastSent = (provider: RecordedRequest['provider'], method: string, path: string | RegExp) => {
  const all = sent(provider, method, path);
  expect(all.length).toBeGreaterThan(0);
  return all[all.length - 1]!;
};
const formOf = (r: RecordedRequest) => new URLSearchParams(r.body);
const jsonOf = (r: RecordedRequest) => JSON.parse(r.body) as Record<string, any>;

/** No request carried a card number (13 to 19 digits in a row, or a test PAN): only tokens and primes. */
function expectNoCardNumbers() {
  expect(mocks.requests.length).toBeGreaterThan(0);
  for (const r of mocks.requests) {
    for (const text of [r.path, r.body]) {
      expect(text).not.toMatch(CARD_NUMBER_RUN);
      for (const pan of ['4242424242424242', '4000000000001091', '5200000000000007', '4111111111111111'])
        expect(text).not.toContain(pan);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
describe('Stripe', () => {
  let clock = NOW;
  const stripe = createStripeGateway({
    secretKey: MOCK_KEYS.stripeSecret,
    webhookSecret: MOCK_KEYS.stripeWebhook,
    now: () => clock,
  });
  afterEach(() => {
    clock = NOW;
  });

  const signed = (body: string, at = Math.floor(clock.getTime() / 1000), secret: string = MOCK_KEYS.stripeWebhook) =>
    new Headers({ 'stripe-signature': stripeSignature(body, secret, at), 'content-type': 'application/json' });

  it('is gateway 1', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.gatewayId).toBe(1);
  });

  it('confirms a PaymentIntent with the payment method and answers paid', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.visa }));
    expect(started.providerRef).toMatch(/^pi_/);
    expect(started.link).toBeNull();
    expect(started.canLoadIframe).toBe(false);
    expect(started.clientSecret).toMatch(new RegExp(`^${started.providerRef}_secret_`));
    expect(started.outcome).toEqual({ state: 'paid', card: null });

    const request = lastSent('stripe', 'POST', '/v1/payment_intents');
    expect(request.headers.authorization).toBe(`Bearer ${MOCK_KEYS.stripeSecret}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe(`payment-${payment.id}`);
    const form = formOf(request);
    expect(form.get('amount')).toBe('12345');
    expect(form.get('currency')).toBe('php');
    expect(form.get('metadata[payment_id]')).toBe(payment.id);
    expect(form.get('payment_method')).toBe(STRIPE_TEST_METHODS.visa);
    expect(form.get('confirm')).toBe('true');
    expect(form.get('return_url')).toBe(payment.success_url);
    expect(form.has('setup_future_usage')).toBe(false);
    expect(form.has('customer')).toBe(false);
    expect(await stripe.status(withRef(payment, started.providerRef))).toEqual({ state: 'paid', card: null });
    expectNoCardNumbers();
  });

  it('saves a card: a new customer, setup_future_usage, and the card facts of the payment method', async () => {
    const payment = paymentRow({ save_card: true });
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.visa }));
    const customer = lastSent('stripe', 'POST', '/v1/customers');
    expect(formOf(customer).get('email')).toBe('maria@example.com');
    expect(formOf(customer).get('name')).toBe('Maria Santos');
    const form = formOf(lastSent('stripe', 'POST', '/v1/payment_intents'));
    expect(form.get('setup_future_usage')).toBe('off_session');
    expect(form.get('customer')).toMatch(/^cus_/);
    expect(started.outcome).toEqual({
      state: 'paid',
      card: {
        token: STRIPE_TEST_METHODS.visa,
        suffix: '4242',
        brand: 'visa',
        country: 'US',
        customerId: form.get('customer'),
      },
    });
  });

  it('charges a saved card with its customer', async () => {
    const setup = await stripe.setupIntent({ email: 'maria@example.com', customerId: null });
    expect(setup.customer_id).toMatch(/^cus_/);
    expect(setup.client_secret).toMatch(/^seti_.+_secret_/);
    expect(formOf(lastSent('stripe', 'POST', '/v1/setup_intents')).get('usage')).toBe('off_session');

    const payment = paymentRow({ saved_card_id: 31 });
    const card = savedCardRow({ card_token: STRIPE_TEST_METHODS.mastercard, customer_id: setup.customer_id });
    const started = await stripe.start(startInput(payment, { savedCard: card }));
    expect(started.outcome?.state).toBe('paid');
    const form = formOf(lastSent('stripe', 'POST', '/v1/payment_intents'));
    expect(form.get('payment_method')).toBe(STRIPE_TEST_METHODS.mastercard);
    expect(form.get('customer')).toBe(setup.customer_id);
    expect(sent('stripe', 'POST', '/v1/customers')).toHaveLength(1);
  });

  it('a card confirmed against a setup intent in the sheet is charged with that intent’s customer', async () => {
    const setup = await stripe.setupIntent({ email: 'maria@example.com', customerId: null });
    mocks.stripe.confirmSetup(setup.customer_id, STRIPE_TEST_METHODS.mastercard);
    const started = await stripe.start(startInput(paymentRow(), { cardToken: STRIPE_TEST_METHODS.mastercard }));
    expect(started.outcome?.state).toBe('paid');
    const form = formOf(lastSent('stripe', 'POST', '/v1/payment_intents'));
    expect(form.get('payment_method')).toBe(STRIPE_TEST_METHODS.mastercard);
    expect(form.get('customer')).toBe(setup.customer_id);
  });

  it('a setup intent for a known customer creates no other customer', async () => {
    const first = await stripe.setupIntent({ email: null, customerId: null });
    const again = await stripe.setupIntent({ email: null, customerId: first.customer_id });
    expect(again.customer_id).toBe(first.customer_id);
    expect(sent('stripe', 'POST', '/v1/customers')).toHaveLength(1);
  });

  it.each([
    [STRIPE_TEST_METHODS.declined, 'declined'],
    [STRIPE_TEST_METHODS.insufficientFunds, 'insufficient_funds'],
    [STRIPE_TEST_METHODS.expiredCard, 'expired_card'],
  ])('a card Stripe refuses (%s) fails with %s', async (method, code) => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: method }));
    expect(started.providerRef).toMatch(/^pi_/);
    expect(started.link).toBeNull();
    expect(started.outcome).toMatchObject({ state: 'failed', code });
    expect(await stripe.status(withRef(payment, started.providerRef))).toMatchObject({ state: 'failed', code });
  });

  it('3-D Secure: the redirect link, pending, then paid once the customer authenticates', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.threeDSecure }));
    expect(started.link).toMatch(/^https:\/\/hooks\.stripe\.com\//);
    expect(started.canLoadIframe).toBe(false);
    expect(started.outcome).toBeUndefined();
    const stored = withRef(payment, started.providerRef);
    expect(await stripe.status(stored)).toEqual({ state: 'pending' });
    mocks.stripe.finishAuthentication(started.providerRef);
    expect(await stripe.status(stored)).toEqual({ state: 'paid', card: null });
  });

  it('3-D Secure the customer fails is authentication_failed', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.threeDSecure }));
    mocks.stripe.finishAuthentication(started.providerRef, false);
    expect(await stripe.status(withRef(payment, started.providerRef))).toMatchObject({
      state: 'failed',
      code: 'authentication_failed',
    });
  });

  it('without a payment method: an unconfirmed intent for Stripe.js, which cancels to expired', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment));
    expect(started.clientSecret).toBeTruthy();
    expect(started.outcome).toBeUndefined();
    expect(formOf(lastSent('stripe', 'POST', '/v1/payment_intents')).has('confirm')).toBe(false);
    const stored = withRef(payment, started.providerRef);
    expect(await stripe.status(stored)).toEqual({ state: 'pending' });
    expect(await stripe.cancel!(stored)).toBe(true);
    expect(
      formOf(lastSent('stripe', 'POST', `/v1/payment_intents/${started.providerRef}/cancel`)).get(
        'cancellation_reason',
      ),
    ).toBe('abandoned');
    expect(await stripe.status(stored)).toEqual({ state: 'expired' });
    expect(await stripe.cancel!(stored)).toBe(true);
  });

  it('a paid intent cannot be cancelled', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.visa }));
    expect(await stripe.cancel!(withRef(payment, started.providerRef))).toBe(false);
  });

  describe('webhooks', () => {
    async function paidIntent(saveCard = false) {
      const payment = paymentRow({ save_card: saveCard });
      const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.visa }));
      return started.providerRef;
    }

    it('payment_intent.succeeded with a good signature is paid', async () => {
      const ref = await paidIntent();
      const body = mocks.stripe.event('payment_intent.succeeded', ref, 'evt_1');
      expect(await stripe.verify(body, signed(body))).toEqual({
        eventId: 'evt_1',
        providerRef: ref,
        outcome: { state: 'paid', card: null },
      });
    });

    it('a paid event of a card being saved fetches the payment method', async () => {
      const ref = await paidIntent(true);
      const before = sent('stripe', 'GET', `/v1/payment_methods/${STRIPE_TEST_METHODS.visa}`).length;
      const body = mocks.stripe.event('payment_intent.succeeded', ref, 'evt_2');
      const event = await stripe.verify(body, signed(body));
      expect(event?.outcome).toMatchObject({
        state: 'paid',
        card: { token: STRIPE_TEST_METHODS.visa, suffix: '4242', brand: 'visa' },
      });
      expect(sent('stripe', 'GET', `/v1/payment_methods/${STRIPE_TEST_METHODS.visa}`)).toHaveLength(before + 1);
    });

    it('payment_intent.payment_failed is failed with the mapped code', async () => {
      const payment = paymentRow();
      const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.insufficientFunds }));
      const body = mocks.stripe.event('payment_intent.payment_failed', started.providerRef, 'evt_3');
      expect(await stripe.verify(body, signed(body))).toMatchObject({
        eventId: 'evt_3',
        providerRef: started.providerRef,
        outcome: { state: 'failed', code: 'insufficient_funds' },
      });
    });

    it('payment_intent.canceled is expired', async () => {
      const payment = paymentRow();
      const started = await stripe.start(startInput(payment));
      await stripe.cancel!(withRef(payment, started.providerRef));
      const body = mocks.stripe.event('payment_intent.canceled', started.providerRef, 'evt_4');
      expect((await stripe.verify(body, signed(body)))?.outcome).toEqual({ state: 'expired' });
    });

    it('other event types are acknowledged and ignored', async () => {
      const ref = await paidIntent();
      const body = mocks.stripe.event('payment_intent.created', ref);
      expect(await stripe.verify(body, signed(body))).toBeNull();
    });

    it('refuses a wrong signature, another secret, a changed body, and no signature', async () => {
      const ref = await paidIntent();
      const body = mocks.stripe.event('payment_intent.succeeded', ref);
      const at = Math.floor(clock.getTime() / 1000);
      const wrong = new Headers({ 'stripe-signature': `t=${at},v1=${'0'.repeat(64)}` });
      expect(await failure(stripe.verify(body, wrong))).toBeInstanceOf(WebhookRefused);
      expect(await failure(stripe.verify(body, signed(body, at, 'whsec_someoneElse')))).toBeInstanceOf(WebhookRefused);
      expect(await failure(stripe.verify(body.replace('succeeded', 'canceled'), signed(body)))).toBeInstanceOf(
        WebhookRefused,
      );
      expect(await failure(stripe.verify(body, new Headers()))).toBeInstanceOf(WebhookRefused);
    });

    it('refuses an event signed more than five minutes ago', async () => {
      const ref = await paidIntent();
      const body = mocks.stripe.event('payment_intent.succeeded', ref);
      const at = Math.floor(NOW.getTime() / 1000);
      clock = new Date(NOW.getTime() + 301_000);
      expect(await failure(stripe.verify(body, signed(body, at)))).toBeInstanceOf(WebhookRefused);
      clock = new Date(NOW.getTime() + 299_000);
      expect(await stripe.verify(body, signed(body, at))).not.toBeNull();
    });
  });

  it('refunds part of a payment at the refunds endpoint, and no more than was paid', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.visa }));
    const stored = withRef(payment, started.providerRef);
    expect(await stripe.refund(stored, 5000)).toBe(true);
    const form = formOf(lastSent('stripe', 'POST', '/v1/refunds'));
    expect(form.get('payment_intent')).toBe(started.providerRef);
    expect(form.get('amount')).toBe('5000');
    expect(await stripe.refund(stored, 9000)).toBe(false);
    expect(mocks.stripe.intents.get(started.providerRef)?.refunded).toBe(5000);
  });

  it("sends amounts in Stripe's unit: JPY whole yen, IDR in hundredths", async () => {
    await stripe.start(
      startInput(paymentRow({ amount: 98000, currency: 'JPY' }), { cardToken: STRIPE_TEST_METHODS.visa }),
    );
    expect(formOf(lastSent('stripe', 'POST', '/v1/payment_intents')).get('amount')).toBe('980');
    expect(formOf(lastSent('stripe', 'POST', '/v1/payment_intents')).get('currency')).toBe('jpy');
    await stripe.start(
      startInput(paymentRow({ amount: 98000, currency: 'IDR' }), { cardToken: STRIPE_TEST_METHODS.visa }),
    );
    expect(formOf(lastSent('stripe', 'POST', '/v1/payment_intents')).get('amount')).toBe('98000');
    const jpy = paymentRow({ amount: 98000, currency: 'JPY' });
    const started = await stripe.start(startInput(jpy, { cardToken: STRIPE_TEST_METHODS.visa }));
    await stripe.refund(withRef(jpy, started.providerRef), 50000);
    expect(formOf(lastSent('stripe', 'POST', '/v1/refunds')).get('amount')).toBe('500');
  });

  it('a Stripe outage is GatewayUnavailable, and its message holds no key', async () => {
    const payment = paymentRow();
    const started = await stripe.start(startInput(payment, { cardToken: STRIPE_TEST_METHODS.threeDSecure }));
    mocks.outage('stripe', 500);
    for (const call of [
      stripe.start(startInput(paymentRow(), { cardToken: STRIPE_TEST_METHODS.visa })),
      stripe.status(withRef(payment, started.providerRef)),
      stripe.setupIntent({ email: null, customerId: null }),
      stripe.refund(withRef(payment, started.providerRef), 100),
    ]) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(GatewayUnavailable);
      expect(error.message).toMatch(/^stripe: /);
      expect(error.message).not.toContain(MOCK_KEYS.stripeSecret);
    }
    expect(await stripe.cancel!(withRef(payment, started.providerRef))).toBe(false);
  });

  it('a wrong key is GatewayUnavailable, not a decline', async () => {
    const other = createStripeGateway({ secretKey: 'sk_test_wrong', webhookSecret: MOCK_KEYS.stripeWebhook });
    const error = await failure(other.start(startInput(paymentRow(), { cardToken: STRIPE_TEST_METHODS.visa })));
    expect(error).toBeInstanceOf(GatewayUnavailable);
    // the card's customer is asked first (a card confirmed in the sheet belongs to one)
    expect(error.message).toBe(`stripe: GET /v1/payment_methods/${STRIPE_TEST_METHODS.visa} answered 401`);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('Xendit', () => {
  const xendit = createXenditGateway({ secretKey: MOCK_KEYS.xenditSecret, callbackToken: MOCK_KEYS.xenditCallback });
  const callbackHeaders = (token: string = MOCK_KEYS.xenditCallback) =>
    new Headers({ 'x-callback-token': token, 'content-type': 'application/json' });
  const card = (overrides: Partial<PaymentRow> = {}) =>
    paymentRow({ gateway: 'xendit', channel: 'xendit_card', amount: 98000, currency: 'IDR', ...overrides });
  const wallet = (channel: string, overrides: Partial<PaymentRow> = {}) =>
    paymentRow({ gateway: 'xendit', method_id: 6, channel, ...overrides });

  it('is gateway 2', () => {
    expect(xendit.name).toBe('xendit');
    expect(xendit.gatewayId).toBe(2);
  });

  it('charges a card token and answers paid; IDR 98000 hundredths go as 980 rupiah', async () => {
    const payment = card();
    const started = await xendit.start(
      startInput(payment, { cardToken: XENDIT_TEST_TOKENS.visa, authenticationId: '5f0410898bcf7a001a0087aa' }),
    );
    expect(started.providerRef).toMatch(/^cc:[0-9a-f]{24}$/);
    expect(started.link).toBeNull();
    expect(started.outcome).toEqual({ state: 'paid', card: null });

    const request = lastSent('xendit', 'POST', '/credit_card_charges');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${MOCK_KEYS.xenditSecret}:`).toString('base64')}`);
    expect(jsonOf(request)).toEqual({
      token_id: XENDIT_TEST_TOKENS.visa,
      external_id: payment.id,
      amount: 980,
      currency: 'IDR',
      authentication_id: '5f0410898bcf7a001a0087aa',
      capture: true,
    });
    expect(await xendit.status(withRef(payment, started.providerRef))).toEqual({ state: 'paid', card: null });
    expectNoCardNumbers();
  });

  it('saves the card: the token and the masked number', async () => {
    const started = await xendit.start(startInput(card({ save_card: true }), { cardToken: XENDIT_TEST_TOKENS.visa }));
    expect(started.outcome).toEqual({
      state: 'paid',
      card: { token: XENDIT_TEST_TOKENS.visa, suffix: '1091', brand: 'visa' },
    });
  });

  it('charges a saved card by its token', async () => {
    const saved = savedCardRow({ gateway: 'xendit', gateway_id: 2, card_token: XENDIT_TEST_TOKENS.visa });
    const started = await xendit.start(startInput(card({ saved_card_id: 31 }), { savedCard: saved }));
    expect(started.outcome?.state).toBe('paid');
    expect(jsonOf(lastSent('xendit', 'POST', '/credit_card_charges')).token_id).toBe(XENDIT_TEST_TOKENS.visa);
  });

  it.each([
    [XENDIT_TEST_TOKENS.declined, 'declined'],
    [XENDIT_TEST_TOKENS.insufficientBalance, 'insufficient_funds'],
    [XENDIT_TEST_TOKENS.expiredCard, 'expired_card'],
    [XENDIT_TEST_TOKENS.needsAuthentication, 'authentication_failed'],
  ])('a card Xendit refuses (%s) fails with %s', async (token, code) => {
    const payment = card();
    const started = await xendit.start(startInput(payment, { cardToken: token }));
    expect(started.outcome).toMatchObject({ state: 'failed', code });
    expect(await xendit.status(withRef(payment, started.providerRef))).toMatchObject({ state: 'failed' });
  });

  it('a card that needs 3-D Secure is charged once the browser brings the authentication id', async () => {
    const started = await xendit.start(
      startInput(card(), {
        cardToken: XENDIT_TEST_TOKENS.needsAuthentication,
        authenticationId: '5f0410898bcf7a001a0087ff',
      }),
    );
    expect(started.outcome?.state).toBe('paid');
  });

  it('an e-wallet: the checkout link, pending, then paid once the customer approves (PHP 123.45)', async () => {
    const payment = wallet('PH_GCASH');
    const started = await xendit.start(startInput(payment));
    expect(started.providerRef).toMatch(/^ew:ewc_/);
    expect(started.link).toMatch(/^https:\/\/ewallet-mock-connector\.xendit\.co\//);
    expect(started.outcome).toBeUndefined();
    expect(jsonOf(lastSent('xendit', 'POST', '/ewallets/charges'))).toMatchObject({
      reference_id: payment.id,
      currency: 'PHP',
      amount: 123.45,
      checkout_method: 'ONE_TIME_PAYMENT',
      channel_code: 'PH_GCASH',
      channel_properties: { success_redirect_url: payment.success_url, failure_redirect_url: payment.failure_url },
    });
    const stored = withRef(payment, started.providerRef);
    expect(await xendit.status(stored)).toEqual({ state: 'pending' });
    mocks.xendit.completeEwallet(started.providerRef.slice(3));
    expect(await xendit.status(stored)).toEqual({ state: 'paid' });
  });

  it('an e-wallet the customer declines is cancelled; a pending one cannot be withdrawn', async () => {
    const payment = wallet('ID_DANA', { currency: 'IDR', amount: 2500000 });
    const started = await xendit.start(startInput(payment));
    expect(jsonOf(lastSent('xendit', 'POST', '/ewallets/charges')).amount).toBe(25000);
    const stored = withRef(payment, started.providerRef);
    expect(await xendit.cancel!(stored)).toBe(false);
    mocks.xendit.completeEwallet(started.providerRef.slice(3), 'FAILED', 'USER_DECLINED_PAYMENT');
    expect(await xendit.status(stored)).toMatchObject({ state: 'failed', code: 'cancelled' });
    expect(await xendit.cancel!(stored)).toBe(true);
  });

  it('OVO asks the customer in the app, by phone number: no link', async () => {
    const started = await xendit.start(startInput(wallet('ID_OVO', { currency: 'IDR', amount: 5000000 })));
    expect(started.link).toBeNull();
    expect(jsonOf(lastSent('xendit', 'POST', '/ewallets/charges')).channel_properties).toEqual({
      mobile_number: '+639171234567',
    });
  });

  it('a card without a token goes to a hosted card invoice', async () => {
    const payment = card();
    const started = await xendit.start(startInput(payment));
    expect(started.providerRef).toMatch(/^inv:/);
    expect(started.link).toMatch(/^https:\/\/checkout-staging\.xendit\.co\/web\//);
    expect(jsonOf(lastSent('xendit', 'POST', '/v2/invoices'))).toMatchObject({
      external_id: payment.id,
      amount: 980,
      currency: 'IDR',
      payment_methods: ['CREDIT_CARD'],
      success_redirect_url: payment.success_url,
    });
    const stored = withRef(payment, started.providerRef);
    expect(await xendit.status(stored)).toEqual({ state: 'pending' });
    mocks.xendit.payInvoice(started.providerRef.slice(4));
    expect(await xendit.status(stored)).toEqual({ state: 'paid' });
  });

  it('an unpaid invoice is expired at Xendit when given up', async () => {
    const payment = card();
    const started = await xendit.start(startInput(payment));
    expect(await xendit.cancel!(withRef(payment, started.providerRef))).toBe(true);
    expect(mocks.xendit.invoices.get(started.providerRef.slice(4))?.status).toBe('EXPIRED');
  });

  describe('callbacks', () => {
    it('an e-wallet capture with the right token verifies', async () => {
      const started = await xendit.start(startInput(wallet('PH_PAYMAYA')));
      const id = started.providerRef.slice(3);
      mocks.xendit.completeEwallet(id);
      const body = mocks.xendit.ewalletCallback(id);
      expect(await xendit.verify(body, callbackHeaders())).toEqual({
        eventId: `${id}:SUCCEEDED`,
        providerRef: started.providerRef,
        outcome: { state: 'paid' },
      });
    });

    it('a failed e-wallet capture carries the mapped code', async () => {
      const started = await xendit.start(startInput(wallet('PH_GCASH')));
      const id = started.providerRef.slice(3);
      mocks.xendit.completeEwallet(id, 'FAILED', 'INSUFFICIENT_BALANCE');
      const event = await xendit.verify(mocks.xendit.ewalletCallback(id), callbackHeaders());
      expect(event).toMatchObject({
        eventId: `${id}:FAILED`,
        outcome: { state: 'failed', code: 'insufficient_funds' },
      });
    });

    it('an invoice callback verifies to its invoice', async () => {
      const body = JSON.stringify({
        id: '65f1c0ffee0ddba11deadbee',
        external_id: randomUUID(),
        status: 'PAID',
        amount: 980,
      });
      expect(await xendit.verify(body, callbackHeaders())).toEqual({
        eventId: '65f1c0ffee0ddba11deadbee:PAID',
        providerRef: 'inv:65f1c0ffee0ddba11deadbee',
        outcome: { state: 'paid' },
      });
    });

    it('events about no payment are ignored', async () => {
      const body = JSON.stringify({ event: 'ewallet.void', data: { id: 'ewc_1', status: 'SUCCEEDED' } });
      expect(await xendit.verify(body, callbackHeaders())).toBeNull();
    });

    it('refuses a wrong or missing callback token, and a body that does not parse', async () => {
      const started = await xendit.start(startInput(wallet('PH_GCASH')));
      const body = mocks.xendit.ewalletCallback(started.providerRef.slice(3));
      expect(await failure(xendit.verify(body, callbackHeaders('not-the-token')))).toBeInstanceOf(WebhookRefused);
      expect(await failure(xendit.verify(body, callbackHeaders(`${MOCK_KEYS.xenditCallback}x`)))).toBeInstanceOf(
        WebhookRefused,
      );
      expect(await failure(xendit.verify(body, new Headers()))).toBeInstanceOf(WebhookRefused);
      expect(await failure(xendit.verify('{not json', callbackHeaders()))).toBeInstanceOf(WebhookRefused);
    });
  });

  it('refunds a card charge and an e-wallet charge at their refund endpoints', async () => {
    const payment = card();
    const started = await xendit.start(startInput(payment, { cardToken: XENDIT_TEST_TOKENS.visa }));
    const id = started.providerRef.slice(3);
    expect(await xendit.refund(withRef(payment, started.providerRef), 50000)).toBe(true);
    const request = lastSent('xendit', 'POST', `/credit_card_charges/${id}/refunds`);
    expect(jsonOf(request).amount).toBe(500);
    expect(jsonOf(request).external_id).toBeTruthy();
    expect(request.headers['x-idempotency-key']).toBeTruthy();
    expect(await xendit.refund(withRef(payment, started.providerRef), 98000)).toBe(false);

    const walletPayment = wallet('PH_GCASH');
    const walletStarted = await xendit.start(startInput(walletPayment));
    mocks.xendit.completeEwallet(walletStarted.providerRef.slice(3));
    expect(await xendit.refund(withRef(walletPayment, walletStarted.providerRef), 2345)).toBe(true);
    expect(
      jsonOf(lastSent('xendit', 'POST', `/ewallets/charges/${walletStarted.providerRef.slice(3)}/refunds`)).amount,
    ).toBe(23.45);
    expect(mocks.xendit.refunds.map((r) => [r.kind, r.amount])).toEqual([
      ['card', 500],
      ['ewallet', 23.45],
    ]);
  });

  it('says whether a saved payment method is active', async () => {
    mocks.xendit.setPaymentMethod('pm-active', 'ACTIVE');
    mocks.xendit.setPaymentMethod('pm-expired', 'EXPIRED');
    expect(await xendit.paymentMethodActive('pm-active')).toBe(true);
    expect(await xendit.paymentMethodActive('pm-expired')).toBe(false);
    expect(await xendit.paymentMethodActive('pm-unknown')).toBe(false);
  });

  it('a Xendit outage is GatewayUnavailable, and its message holds no key', async () => {
    const payment = card();
    const started = await xendit.start(startInput(payment, { cardToken: XENDIT_TEST_TOKENS.visa }));
    mocks.outage('xendit', 500);
    for (const call of [
      xendit.start(startInput(card(), { cardToken: XENDIT_TEST_TOKENS.visa })),
      xendit.start(startInput(wallet('PH_GCASH'))),
      xendit.status(withRef(payment, started.providerRef)),
      xendit.paymentMethodActive('pm-1'),
    ]) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(GatewayUnavailable);
      expect(error.message).toMatch(/^xendit: /);
      expect(error.message).not.toContain(MOCK_KEYS.xenditSecret);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('TapPay', () => {
  const tappay = createTapPayGateway({ partnerKey: MOCK_KEYS.tappayPartner, merchantId: MOCK_KEYS.tappayMerchant });
  const twd = (overrides: Partial<PaymentRow> = {}) =>
    paymentRow({ gateway: 'tappay', channel: 'tappay_card', amount: 98000, currency: 'TWD', ...overrides });

  it('is gateway 4', () => {
    expect(tappay.name).toBe('tappay');
    expect(tappay.gatewayId).toBe(4);
  });

  it('pays by prime and answers paid; TWD 98000 hundredths go as NT$980', async () => {
    const payment = twd();
    const started = await tappay.start(startInput(payment, { cardToken: TAPPAY_TEST_PRIMES.visa }));
    expect(started.providerRef).toMatch(/^D\d{8}/);
    expect(started.link).toBeNull();
    expect(started.outcome).toEqual({ state: 'paid', card: null });
    const request = lastSent('tappay', 'POST', '/tpc/payment/pay-by-prime');
    expect(request.headers['x-api-key']).toBe(MOCK_KEYS.tappayPartner);
    expect(jsonOf(request)).toMatchObject({
      prime: TAPPAY_TEST_PRIMES.visa,
      partner_key: MOCK_KEYS.tappayPartner,
      merchant_id: MOCK_KEYS.tappayMerchant,
      amount: 980,
      currency: 'TWD',
      order_number: payment.id,
      cardholder: { phone_number: '+639171234567', name: 'Maria Santos', email: 'maria@example.com' },
      remember: false,
      three_domain_secure: true,
      result_url: {
        frontend_redirect_url: payment.success_url,
        backend_notify_url: `${SHOP}/api/consumer/v1/oms/payment/callback/tappay`,
      },
    });
    expect(await tappay.status(withRef(payment, started.providerRef))).toEqual({ state: 'paid' });
    expectNoCardNumbers();
  });

  it('remembers the card, then pays by its key and token', async () => {
    const started = await tappay.start(startInput(twd({ save_card: true }), { cardToken: TAPPAY_TEST_PRIMES.visa }));
    expect(jsonOf(lastSent('tappay', 'POST', '/tpc/payment/pay-by-prime')).remember).toBe(true);
    expect(started.outcome).toMatchObject({
      state: 'paid',
      card: {
        suffix: '4242',
        brand: 'visa',
        country: 'TW',
        token: expect.stringMatching(/^tok_/),
        key: expect.stringMatching(/^key_/),
      },
    });
    const facts = (started.outcome as { card: { token: string; key: string } }).card;
    const saved = savedCardRow({ gateway: 'tappay', gateway_id: 4, card_token: facts.token, card_key: facts.key });
    const again = await tappay.start(startInput(twd({ saved_card_id: 31 }), { savedCard: saved }));
    expect(again.outcome?.state).toBe('paid');
    expect(jsonOf(lastSent('tappay', 'POST', '/tpc/payment/pay-by-token'))).toMatchObject({
      card_key: facts.key,
      card_token: facts.token,
      amount: 980,
    });
  });

  it('remembers a card that goes through 3-D Secure: its key and token kept from the start', async () => {
    const payment = twd({ save_card: true });
    const started = await tappay.start(startInput(payment, { cardToken: TAPPAY_TEST_PRIMES.threeDSecure }));
    expect(jsonOf(lastSent('tappay', 'POST', '/tpc/payment/pay-by-prime'))).toMatchObject({
      remember: true,
      three_domain_secure: true,
    });
    expect(started.link).toMatch(/^https:\/\/sandbox-redirect\.tappaysdk\.com\//);
    // the card's secret comes with the start only: the payment keeps it until paid (the ledger saves it then)
    expect(started.pendingCard).toMatchObject({
      suffix: '4242',
      brand: 'visa',
      token: expect.stringMatching(/^tok_/),
      key: expect.stringMatching(/^key_/),
    });
    expect(started.outcome).toBeUndefined();
    const stored = withRef(payment, started.providerRef);
    expect(await tappay.status(stored)).toEqual({ state: 'pending' });
    mocks.tappay.finishAuthentication(started.providerRef);
    expect(await tappay.status(stored)).toMatchObject({ state: 'paid' });
  });

  it('a non-zero status is a failure (declined), and so is the record', async () => {
    const payment = twd();
    const started = await tappay.start(startInput(payment, { cardToken: TAPPAY_TEST_PRIMES.declined }));
    expect(started.outcome).toEqual({ state: 'failed', code: 'declined', message: 'Card Error' });
    expect(await tappay.status(withRef(payment, started.providerRef))).toMatchObject({
      state: 'failed',
      code: 'declined',
    });
  });

  it("TapPay's own errors are processing errors, not declines", async () => {
    const other = createTapPayGateway({ partnerKey: 'partner_wrong', merchantId: MOCK_KEYS.tappayMerchant });
    const started = await other.start(startInput(twd(), { cardToken: TAPPAY_TEST_PRIMES.visa }));
    expect(started.outcome).toMatchObject({ state: 'failed', code: 'processing_error' });
  });

  it('3-D Secure: the payment_url, pending, then paid once the cardholder authenticates', async () => {
    const payment = twd();
    const started = await tappay.start(startInput(payment, { cardToken: TAPPAY_TEST_PRIMES.threeDSecure }));
    expect(started.link).toMatch(/^https:\/\/sandbox-redirect\.tappaysdk\.com\//);
    expect(started.canLoadIframe).toBe(false);
    expect(started.outcome).toBeUndefined();
    const stored = withRef(payment, started.providerRef);
    expect(await tappay.status(stored)).toEqual({ state: 'pending' });
    expect(await tappay.cancel!(stored)).toBe(false);
    mocks.tappay.finishAuthentication(started.providerRef);
    expect(await tappay.status(stored)).toEqual({ state: 'paid' });
    expect(sent('tappay', 'POST', '/tpc/transaction/query').map((r) => jsonOf(r).filters)).toContainEqual({
      rec_trade_id: started.providerRef,
    });
  });

  describe('backend notify', () => {
    it('verifies by asking the Record API again', async () => {
      const started = await tappay.start(startInput(twd(), { cardToken: TAPPAY_TEST_PRIMES.threeDSecure }));
      mocks.tappay.finishAuthentication(started.providerRef);
      const before = sent('tappay', 'POST', '/tpc/transaction/query').length;
      expect(await tappay.verify(mocks.tappay.notify(started.providerRef), new Headers())).toEqual({
        eventId: `${started.providerRef}:0`,
        providerRef: started.providerRef,
        outcome: { state: 'paid' },
      });
      expect(sent('tappay', 'POST', '/tpc/transaction/query')).toHaveLength(before + 1);
    });

    it('a notify that claims success for a failed trade is failed: the record is the word', async () => {
      const started = await tappay.start(startInput(twd(), { cardToken: TAPPAY_TEST_PRIMES.threeDSecure }));
      mocks.tappay.finishAuthentication(started.providerRef, false);
      const forged = JSON.stringify({ rec_trade_id: started.providerRef, status: 0, msg: 'Success' });
      expect(await tappay.verify(forged, new Headers())).toMatchObject({
        eventId: `${started.providerRef}:-1`,
        outcome: { state: 'failed' },
      });
    });

    it('a notify for a trade TapPay does not know is ignored', async () => {
      expect(
        await tappay.verify(JSON.stringify({ rec_trade_id: 'D20250301UNKNOWN', status: 0 }), new Headers()),
      ).toBeNull();
    });

    it('a notify that does not parse is refused', async () => {
      expect(await failure(tappay.verify('{"status":0}', new Headers()))).toBeInstanceOf(WebhookRefused);
      expect(await failure(tappay.verify('not json', new Headers()))).toBeInstanceOf(WebhookRefused);
    });
  });

  it('refunds at the refund endpoint in whole TWD, and no more than was paid', async () => {
    const payment = twd();
    const started = await tappay.start(startInput(payment, { cardToken: TAPPAY_TEST_PRIMES.visa }));
    const stored = withRef(payment, started.providerRef);
    expect(await tappay.refund(stored, 50000)).toBe(true);
    expect(jsonOf(lastSent('tappay', 'POST', '/tpc/transaction/refund'))).toEqual({
      partner_key: MOCK_KEYS.tappayPartner,
      rec_trade_id: started.providerRef,
      amount: 500,
    });
    expect(await tappay.refund(stored, 50000)).toBe(false);
    expect(mocks.tappay.trades.get(started.providerRef)?.record_status).toBe(2);
    expect(await tappay.status(stored)).toEqual({ state: 'paid' });
  });

  it('a TapPay outage is GatewayUnavailable, and its message holds no key', async () => {
    const payment = twd();
    const started = await tappay.start(startInput(payment, { cardToken: TAPPAY_TEST_PRIMES.visa }));
    mocks.outage('tappay', 500);
    for (const call of [
      tappay.start(startInput(twd(), { cardToken: TAPPAY_TEST_PRIMES.visa })),
      tappay.status(withRef(payment, started.providerRef)),
      tappay.verify(mocks.tappay.notify(started.providerRef), new Headers()),
      tappay.refund(withRef(payment, started.providerRef), 100),
    ]) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(GatewayUnavailable);
      expect(error.message).toMatch(/^tappay: /);
      expect(error.message).not.toContain(MOCK_KEYS.tappayPartner);
    }
    expect(await tappay.cancel!(withRef(payment, started.providerRef))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('provider settings', () => {
  const envSchema = z.object(providerEnv);
  const parse = (env: Record<string, string>): ProviderEnv => envSchema.parse(env);
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_51Abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51Abc',
  };
  const xenditEnv = {
    XENDIT_SECRET_KEY: 'xnd_development_P4qDfOss0OCpl8RtKrROHjaQYNCk9dN5lSfk+R1l9Wbe+rSiCwZ3jw==',
    XENDIT_CALLBACK_TOKEN: 'callback-token-0123456789',
    XENDIT_PUBLIC_KEY: 'xnd_public_development_O46JfOtygef9kMNsK+ZPGT+ZZ9b3ooF4w3Dn+R1k+2fT/7GlCAN3jg==',
  };
  const tappayEnv = {
    TAPPAY_PARTNER_KEY: 'partner_PHNbIt8d88834446583',
    TAPPAY_MERCHANT_ID: 'GlobalTesting_CTBC',
    TAPPAY_APP_ID: '166632',
    TAPPAY_APP_KEY: 'app_eLtyNlnXhUY9PkZoJUw8wjU0o7Ts0iCe14YW6CND4AqYmi5hq8KR4PhKL9DA',
  };

  it('no variables: no providers, no issues, TapPay in sandbox', () => {
    const env = parse({});
    expect(env.TAPPAY_ENV).toBe('sandbox');
    expect(providerSettingIssues(env)).toEqual([]);
    const settings = providerSettingsOf(env);
    expect(settings).toEqual({ stripe: null, xendit: null, tappay: null });
    expect(providerGateways(createProviders(settings))).toEqual([]);
    expect(publicProviderKeys(settings)).toEqual({ stripe: null, xendit: null, tappay: null });
  });

  it('every provider configured: three gateways and only public keys for the browser', () => {
    const settings = providerSettingsOf(parse({ ...stripeEnv, ...xenditEnv, ...tappayEnv, TAPPAY_ENV: 'production' }));
    expect(providerSettingIssues(parse({ ...stripeEnv, ...xenditEnv, ...tappayEnv }))).toEqual([]);
    const providers = createProviders(settings);
    expect(providerGateways(providers).map((g) => [g.name, g.gatewayId])).toEqual([
      ['stripe', 1],
      ['xendit', 2],
      ['tappay', 4],
    ]);
    const keys = publicProviderKeys(settings);
    expect(keys).toEqual({
      stripe: 'pk_test_51Abc',
      xendit: xenditEnv.XENDIT_PUBLIC_KEY,
      tappay: { appId: 166632, appKey: tappayEnv.TAPPAY_APP_KEY, env: 'production' },
    });
    const text = JSON.stringify(keys);
    for (const secret of [
      stripeEnv.STRIPE_SECRET_KEY,
      stripeEnv.STRIPE_WEBHOOK_SECRET,
      xenditEnv.XENDIT_SECRET_KEY,
      xenditEnv.XENDIT_CALLBACK_TOKEN,
      tappayEnv.TAPPAY_PARTNER_KEY,
    ])
      expect(text).not.toContain(secret);
  });

  it('only the configured providers are created', () => {
    const providers = createProviders(providerSettingsOf(parse(xenditEnv)));
    expect(Object.keys(providers)).toEqual(['xendit']);
    expect(typeof providers.xendit?.paymentMethodActive).toBe('function');
  });

  it('says which variables are missing or mismatched', () => {
    expect(providerSettingIssues(parse({ STRIPE_SECRET_KEY: 'sk_live_1' }))).toEqual([
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY',
    ]);
    expect(providerSettingIssues(parse({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }))).toEqual([
      'STRIPE_SECRET_KEY is required with STRIPE_WEBHOOK_SECRET',
    ]);
    expect(providerSettingIssues(parse({ ...stripeEnv, STRIPE_SECRET_KEY: 'sk_live_1' }))).toEqual([
      'STRIPE_PUBLISHABLE_KEY must be a live key like STRIPE_SECRET_KEY',
    ]);
    expect(providerSettingIssues(parse({ TAPPAY_PARTNER_KEY: 'partner_1', TAPPAY_MERCHANT_ID: 'm' }))).toEqual([
      'TAPPAY_APP_ID is required with TAPPAY_PARTNER_KEY',
      'TAPPAY_APP_KEY is required with TAPPAY_PARTNER_KEY',
    ]);
    expect(providerSettingsOf(parse({ STRIPE_SECRET_KEY: 'sk_live_1' })).stripe).toBeNull();
  });

  it('refuses values that are not the named kind of key', () => {
    for (const env of [
      { STRIPE_SECRET_KEY: 'pk_test_1' },
      { STRIPE_WEBHOOK_SECRET: 'secret' },
      { XENDIT_SECRET_KEY: 'xnd_public_development_1' },
      { TAPPAY_APP_ID: 'abc' },
      { TAPPAY_ENV: 'staging' },
    ])
      expect(envSchema.safeParse(env).success).toBe(false);
  });
});
