// The card providers through the platform's own routes (issue 15, SPEC §7 "Payment"), their HTTP answered by
// msw with the providers' documented shapes: a provider's card channel is offered only where its keys are
// set; a card paid by the Xendit token and 3-D Secure authentication the card sheet made; Stripe's setup
// intent for the sheet (a guest's too); a saved Xendit payment method's status.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import {
  CARD_NUMBER_RUN,
  createGatewayMocks,
  MOCK_KEYS,
  TAPPAY_TEST_PRIMES,
  XENDIT_TEST_TOKENS,
} from '../mocks/gateways';
import type { Database } from '../../server/platform/db/index';
import { createStripeGateway } from '../../server/platform/payments/providers/stripe';
import { createXenditGateway } from '../../server/platform/payments/providers/xendit';
import { createTapPayGateway } from '../../server/platform/payments/providers/tappay';

const OMS = '/api/consumer/v1/oms';
const CONSUMER = '/api/consumer/v1';
const ENT = '/api/enterprise/v1';
const SHOP = 'https://shop.example';

const mocks = createGatewayMocks();
const server = setupServer(...mocks.handlers);

let database: Database;
let withCards: PlatformServer;
let sandboxOnly: PlatformServer;

beforeAll(async () => {
  // the platforms here are on 127.0.0.1: only the providers' hosts are msw's
  server.listen({ onUnhandledRequest: 'bypass' });
  database = await demoDatabase();
  withCards = await startPlatform(database, {
    providers: {
      stripe: createStripeGateway({ secretKey: MOCK_KEYS.stripeSecret, webhookSecret: MOCK_KEYS.stripeWebhook }),
      xendit: createXenditGateway({ secretKey: MOCK_KEYS.xenditSecret, callbackToken: MOCK_KEYS.xenditCallback }),
      tappay: createTapPayGateway({ partnerKey: MOCK_KEYS.tappayPartner, merchantId: MOCK_KEYS.tappayMerchant }),
    },
    dev: true,
  });
  sandboxOnly = await startPlatform(database);
});
afterAll(async () => {
  await withCards?.close();
  await sandboxOnly?.close();
  await database?.close();
  server.close();
});

const cards = platformCalls(() => withCards);
const plain = platformCalls(() => sandboxOnly);

/** A guest's pickup order at a demo branch, one all-day item, to be paid by `channel` before the kitchen sees it. */
async function prepaidOrder(linkHash: string, channel: string, customer?: string, items = 1) {
  const lookup = await cards.branchOf(linkHash);
  // a branch link, or the first branch of a brand's
  const branch = (lookup.branch ?? lookup.branches[0])!;
  const token = customer ?? (await withCards.guestToken(branch.id));
  const cart = await cards.cartOf((lookup.brand ?? lookup.brands[0])!.id, branch.id, items);
  const placed = await cards.call(
    'POST',
    `${OMS}/order`,
    {
      idempotency_key: `cards-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      branch_id: branch.id,
      cart,
      order_type: 1,
      payment_method: 1,
      payment_channel: channel,
      user_info: { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '+639171234567' },
    },
    token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { token, hash: placed.body.order_hash as string, branchId: branch.id };
}

/** A phone-login customer (not a guest: only they keep cards), their code read from the platform's outbox. */
async function phoneCustomer(phone: string) {
  const sent = await cards.call('POST', `${CONSUMER}/auth/signup/phone`, {
    phone,
    region: 'TW',
    login_provider: 1,
    otp_msg_method: 1,
    country_code: '+886',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const outbox = await withCards.get(`${ENT}/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`);
  const verified = await cards.call('POST', `${CONSUMER}/auth/otp/verify`, {
    nonce: sent.body.otp_nonce,
    otp: outbox.body.messages[0].code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.access_token as string;
}

describe('card providers through the platform', () => {
  it('offers a provider’s card channel only where its keys are set', async () => {
    const { branch } = await cards.branchOf('LKmalate');
    const channels = async (api: typeof cards) => {
      const res = await api.call('GET', `${ENT}/webshop/business/payment/methods?branch_id=${branch!.id}`);
      expect(res.status).toBe(200);
      const card = (
        res.body.methods as { method: number; channels: { channel_code: string; platform: string }[] }[]
      ).find((m) => m.method === 1)!;
      return card.channels.map((c) => `${c.channel_code}@${c.platform}`);
    };
    expect(await channels(cards)).toEqual(['sandbox_card@sandbox', 'XENDIT_CARD@xendit']);
    expect(await channels(plain)).toEqual(['sandbox_card@sandbox']);
  });

  it('pays a card by the token and the 3-D Secure authentication the sheet made: no number travels', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 'XENDIT_CARD');
    const started = await cards.call(
      'POST',
      `${OMS}/order/payment/init`,
      {
        order_hash: hash,
        payment_method: 1,
        payment_channel: 'XENDIT_CARD',
        card_token: XENDIT_TEST_TOKENS.needsAuthentication,
        authentication_id: '5f0410898bcf7a001a0087ff',
        success_redirect_url: `${SHOP}/payment/success-intermediate?orderHash=${hash}`,
        failure_redirect_url: `${SHOP}/payment/failed-intermediate?orderHash=${hash}`,
      },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.payment_checkout_link).toBeNull();
    const charge = mocks.requests.filter((r) => r.provider === 'xendit' && r.path === '/credit_card_charges').at(-1)!;
    expect(JSON.parse(charge.body)).toMatchObject({
      token_id: XENDIT_TEST_TOKENS.needsAuthentication,
      authentication_id: '5f0410898bcf7a001a0087ff',
      currency: 'PHP',
    });
    for (const r of mocks.requests) expect(`${r.path} ${r.body}`).not.toMatch(CARD_NUMBER_RUN);
    const order = await cards.call('GET', `${OMS}/order/${hash}`, undefined, token);
    expect(order.body).toMatchObject({ payment_status_id: 1 });
  });

  it('a token the provider refuses fails the payment and the order can be paid again', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 'XENDIT_CARD');
    const body = {
      order_hash: hash,
      payment_method: 1,
      payment_channel: 'XENDIT_CARD',
      card_token: XENDIT_TEST_TOKENS.declined,
      success_redirect_url: `${SHOP}/payment/success-intermediate?orderHash=${hash}`,
      failure_redirect_url: `${SHOP}/payment/failed-intermediate?orderHash=${hash}`,
    };
    expect((await cards.call('POST', `${OMS}/order/payment/init`, body, token)).status).toBe(200);
    const status = await cards.call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    expect(status.body).toMatchObject({ payment_status_id: 2 });
    const again = await cards.call(
      'POST',
      `${OMS}/order/payment/init`,
      { ...body, card_token: XENDIT_TEST_TOKENS.visa },
      token,
    );
    expect(again.status).toBe(200);
    const order = await cards.call('GET', `${OMS}/order/${hash}`, undefined, token);
    expect(order.body).toMatchObject({ payment_status_id: 1 });
  });

  it('gives the Stripe sheet a setup intent (a guest’s too), and says so where Stripe is not configured', async () => {
    const { branch } = await cards.branchOf('LKmalate');
    const token = await withCards.guestToken(branch!.id);
    const intent = await cards.call(
      'GET',
      `${CONSUMER}/payment/stripe/setup-intent?customer_email=ana%40example.com`,
      undefined,
      token,
    );
    expect(intent.status).toBe(200);
    expect(intent.body.client_secret).toMatch(/^seti_.+_secret_/);
    expect(intent.body.customer_id).toMatch(/^cus_/);
    expect((await cards.call('GET', `${CONSUMER}/payment/stripe/setup-intent`)).status).toBe(401);
    expect((await plain.call('GET', `${CONSUMER}/payment/stripe/setup-intent`, undefined, token)).status).toBe(404);
  });

  it('a provider that does not answer is 502 with a message, never a 500', async () => {
    const { branch } = await cards.branchOf('LKmalate');
    const token = await withCards.guestToken(branch!.id);
    mocks.outage('stripe');
    mocks.outage('xendit');
    try {
      const intent = await cards.call('GET', `${CONSUMER}/payment/stripe/setup-intent`, undefined, token);
      expect(intent).toMatchObject({
        status: 502,
        body: { message: 'The payment provider is not answering. Please try again.' },
      });
      const status = await cards.call('GET', `${CONSUMER}/payment/xendit/payment-method/pm-1/status`, undefined, token);
      expect(status.status).toBe(502);
    } finally {
      mocks.restore('stripe');
      mocks.restore('xendit');
    }
  });

  it('says whether a saved Xendit payment method is active', async () => {
    const { branch } = await cards.branchOf('LKmalate');
    const token = await withCards.guestToken(branch!.id);
    mocks.xendit.setPaymentMethod('pm-active', 'ACTIVE');
    mocks.xendit.setPaymentMethod('pm-expired', 'EXPIRED');
    const status = (id: string) =>
      cards.call('GET', `${CONSUMER}/payment/xendit/payment-method/${id}/status`, undefined, token);
    expect(await status('pm-active')).toMatchObject({ status: 200, body: { is_active: true } });
    expect(await status('pm-expired')).toMatchObject({ status: 200, body: { is_active: false } });
    expect(
      (await plain.call('GET', `${CONSUMER}/payment/xendit/payment-method/pm-1/status`, undefined, token)).status,
    ).toBe(404);
  });

  it('keeps a TapPay card saved through 3-D Secure once it is paid, and pays with it again', async () => {
    const customer = await phoneCustomer('+886912345678');
    const { hash } = await prepaidOrder('FTteahse', 'TAPPAY_CARD', customer, 4);
    const pay = (over: Record<string, unknown>) =>
      cards.call(
        'POST',
        `${OMS}/order/payment/init`,
        {
          order_hash: hash,
          payment_method: 1,
          payment_channel: 'TAPPAY_CARD',
          success_redirect_url: `${SHOP}/payment/success-intermediate?orderHash=${hash}`,
          failure_redirect_url: `${SHOP}/payment/failed-intermediate?orderHash=${hash}`,
          user_info: { first_name: 'Mei', last_name: 'Lin', email: 'mei@example.com', phone: '+886912345678' },
          ...over,
        },
        customer,
      );
    const started = await pay({ card_token: TAPPAY_TEST_PRIMES.threeDSecure, save_card: true });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.payment_checkout_link).toMatch(/^https:\/\/sandbox-redirect\.tappaysdk\.com\//);
    const saved = () => cards.call('GET', `${CONSUMER}/profile/saved-cards/`, undefined, customer);
    // not kept while the bank's page waits
    expect((await saved()).body.results).toEqual([]);
    const ref = [...mocks.tappay.trades.keys()].at(-1)!;
    mocks.tappay.finishAuthentication(ref);
    const status = await cards.call('GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, customer);
    expect(status.body).toMatchObject({ payment_status_id: 1 });
    const kept = (await saved()).body.results;
    expect(kept).toMatchObject([{ gateway: 'tappay', card_suffix: '4242', card_brand: 'visa' }]);
    expect(kept[0].card_key).toMatch(/^key_/);

    // the next order: the kept card, charged by its key and token without the bank's page
    const next = await prepaidOrder('FTteahse', 'TAPPAY_CARD', customer, 4);
    const again = await cards.call(
      'POST',
      `${OMS}/order/payment/init`,
      {
        order_hash: next.hash,
        payment_method: 1,
        payment_channel: 'TAPPAY_CARD',
        saved_card_id: kept[0].id,
        success_redirect_url: `${SHOP}/payment/success-intermediate?orderHash=${next.hash}`,
        failure_redirect_url: `${SHOP}/payment/failed-intermediate?orderHash=${next.hash}`,
      },
      customer,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.payment_checkout_link).toBeNull();
    const byToken = mocks.requests.filter((r) => r.provider === 'tappay' && r.path === '/tpc/payment/pay-by-token');
    expect(JSON.parse(byToken.at(-1)!.body)).toMatchObject({ card_key: kept[0].card_key });
    const paid = await cards.call('GET', `${OMS}/order/${next.hash}`, undefined, customer);
    expect(paid.body).toMatchObject({ payment_status_id: 1 });
  });
});
