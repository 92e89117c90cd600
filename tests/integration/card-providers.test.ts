// The card providers through the platform's own routes (issue 15, SPEC §7 "Payment"), their HTTP answered by
// msw with the providers' documented shapes: a provider's card channel is offered only where its keys are
// set; a card paid by the Xendit token and 3-D Secure authentication the card sheet made; Stripe's setup
// intent for the sheet (a guest's too); a saved Xendit payment method's status.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import type { MenuItem } from '~/contract/menu';
import { demoDatabase } from '../fixtures/database';
import { satisfy } from '../fixtures/choices';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { createGatewayMocks, MOCK_KEYS, XENDIT_TEST_TOKENS } from '../mocks/gateways';
import type { Database } from '../../server/platform/db/index';
import { createStripeGateway } from '../../server/platform/payments/providers/stripe';
import { createXenditGateway } from '../../server/platform/payments/providers/xendit';

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
    },
  });
  sandboxOnly = await startPlatform(database);
});
afterAll(async () => {
  await withCards?.close();
  await sandboxOnly?.close();
  await database?.close();
  server.close();
});

async function call(api: PlatformServer, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(api.url + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

const branchOf = async (hash: string) =>
  lookupSchema.parse((await withCards.get(`${ENT}/branch/vizmenu/identify?hash=${hash}`)).body);

/** A guest's pickup order at a demo branch, one all-day item, to be paid by `channel` before the kitchen sees it. */
async function prepaidOrder(linkHash: string, channel: string) {
  const lookup = await branchOf(linkHash);
  const branch = lookup.branch!;
  const brandId = (lookup.brand ?? lookup.brands[0])!.id;
  const token = await withCards.guestToken(branch.id);
  const menus = storeMenusSchema.parse(
    (await withCards.get(`${CONSUMER}/webshop/public/store/menus?brandID=${brandId}&branchID=${branch.id}`)).body,
  );
  const allDay = (i: MenuItem) =>
    !menus.sections.find((s) => s.id === i.section_id)!.available_times &&
    !menus.sections.flatMap((s) => s.sub_sections).find((c) => c.id === i.category_id)!.isAvailable &&
    !i.is_age_restricted;
  const item = menus.sections
    .flatMap((s) => s.sub_sections.flatMap((c) => c.items))
    .find((i) => i.stock.available && !i.oos && allDay(i))!;
  const line = await call(withCards, 'POST', `${OMS}/cart/line`, {
    branch_id: branch.id,
    brand_id: brandId,
    item_id: item.id,
    quantity: 1,
    groups: satisfy(item.groups),
    order_type: 1,
  });
  expect(line.status).toBe(200);
  const placed = await call(
    withCards,
    'POST',
    `${OMS}/order`,
    {
      idempotency_key: `cards-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      branch_id: branch.id,
      cart: [{ ...line.body, id: `line-${item.id}` }],
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

describe('card providers through the platform', () => {
  it('offers a provider’s card channel only where its keys are set', async () => {
    const { branch } = await branchOf('LKmalate');
    const channels = async (api: PlatformServer) => {
      const res = await call(api, 'GET', `${ENT}/webshop/business/payment/methods?branch_id=${branch!.id}`);
      expect(res.status).toBe(200);
      const card = (
        res.body.methods as { method: number; channels: { channel_code: string; platform: string }[] }[]
      ).find((m) => m.method === 1)!;
      return card.channels.map((c) => `${c.channel_code}@${c.platform}`);
    };
    expect(await channels(withCards)).toEqual(['sandbox_card@sandbox', 'XENDIT_CARD@xendit']);
    expect(await channels(sandboxOnly)).toEqual(['sandbox_card@sandbox']);
  });

  it('pays a card by the token and the 3-D Secure authentication the sheet made: no number travels', async () => {
    const { token, hash } = await prepaidOrder('LKmalate', 'XENDIT_CARD');
    const started = await call(
      withCards,
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
    for (const r of mocks.requests) expect(`${r.path} ${r.body}`).not.toMatch(/\d{13,19}/);
    const order = await call(withCards, 'GET', `${OMS}/order/${hash}`, undefined, token);
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
    expect((await call(withCards, 'POST', `${OMS}/order/payment/init`, body, token)).status).toBe(200);
    const status = await call(withCards, 'GET', `${OMS}/order/payment/status?order_hash=${hash}`, undefined, token);
    expect(status.body).toMatchObject({ payment_status_id: 2 });
    const again = await call(
      withCards,
      'POST',
      `${OMS}/order/payment/init`,
      { ...body, card_token: XENDIT_TEST_TOKENS.visa },
      token,
    );
    expect(again.status).toBe(200);
    const order = await call(withCards, 'GET', `${OMS}/order/${hash}`, undefined, token);
    expect(order.body).toMatchObject({ payment_status_id: 1 });
  });

  it('gives the Stripe sheet a setup intent (a guest’s too), and says so where Stripe is not configured', async () => {
    const { branch } = await branchOf('LKmalate');
    const token = await withCards.guestToken(branch!.id);
    const intent = await call(
      withCards,
      'GET',
      `${CONSUMER}/payment/stripe/setup-intent?customer_email=ana%40example.com`,
      undefined,
      token,
    );
    expect(intent.status).toBe(200);
    expect(intent.body.client_secret).toMatch(/^seti_.+_secret_/);
    expect(intent.body.customer_id).toMatch(/^cus_/);
    expect((await call(withCards, 'GET', `${CONSUMER}/payment/stripe/setup-intent`)).status).toBe(401);
    expect((await call(sandboxOnly, 'GET', `${CONSUMER}/payment/stripe/setup-intent`, undefined, token)).status).toBe(
      404,
    );
  });

  it('says whether a saved Xendit payment method is active', async () => {
    const { branch } = await branchOf('LKmalate');
    const token = await withCards.guestToken(branch!.id);
    mocks.xendit.setPaymentMethod('pm-active', 'ACTIVE');
    mocks.xendit.setPaymentMethod('pm-expired', 'EXPIRED');
    const status = (id: string) =>
      call(withCards, 'GET', `${CONSUMER}/payment/xendit/payment-method/${id}/status`, undefined, token);
    expect(await status('pm-active')).toEqual({ status: 200, body: { is_active: true } });
    expect(await status('pm-expired')).toEqual({ status: 200, body: { is_active: false } });
    expect(
      (await call(sandboxOnly, 'GET', `${CONSUMER}/payment/xendit/payment-method/pm-1/status`, undefined, token))
        .status,
    ).toBe(404);
  });
});
