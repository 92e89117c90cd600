// Issue 26, the senior citizen / PWD discount on the platform (SPEC §3 "Senior-citizen payload", §5 "Senior/PWD",
// §7 `/get-sc-image`), on PGlite and PostgreSQL: counts refused with a 400 and nothing written; the senior promo
// refused until every citizen's card has both images of the customer's own, then its discount by the Philippine
// rule (app/domain/promotions.ts seniorDiscount); /get-sc-image and the images for their owner only; the placed
// order keeping the counts and the cards (ADR 0031).
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoSearchAnswer } from '~/contract/promos';
import { seniorDiscount } from '~/domain/promotions';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const C = '/api/consumer/v1';
const ENT = '/api/enterprise/v1';
const OMS = `${C}/oms`;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 RGB PNG. */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 200, 100, 50]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(demoEngines)('senior citizen / PWD on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  const { call, branchOf, cartOf, phoneLogin, orderPickup, kitchenHalvesFirstLine } = platformCalls(() => api);

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, { dev: true, limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  let phones = 0;
  /** A phone-login customer (their code read from the platform's outbox). */
  async function customer() {
    return phoneLogin(`+6391722${String(Date.now() % 10_000).padStart(4, '0')}${++phones}`.slice(0, 13));
  }

  async function upload(token: string, type: string): Promise<string> {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'card.png');
    form.set('type', type);
    const res = await fetch(`${api.url}${ENT}/public/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.path as string;
  }

  /** `n` complete cards of this customer. */
  async function cards(token: string, n: number) {
    const list = [];
    for (let i = 0; i < n; i++)
      list.push({ front: await upload(token, 'senior_front'), back: await upload(token, 'senior_back') });
    return list;
  }

  async function malate() {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    return { branch, brandId: lookup.brand!.id };
  }

  async function seniorPromo() {
    const { branch, brandId } = await malate();
    const query = new URLSearchParams({
      country: String(branch.country_id),
      business: String(branch.business_id),
      product_type: 'web_shop',
      brands: String(brandId),
      timezone: branch.timezone,
      branch: String(branch.id),
    });
    const answer = promoSearchAnswer.parse((await call('GET', `${C}/promoit/promo/common/search?${query}`)).body);
    const senior = answer.promos.find((p) => p.code === 'SENIOR')!;
    return { id: senior.id, code: senior.code };
  }

  async function bill(token: string | null, over: Record<string, unknown>) {
    const { branch, brandId } = await malate();
    const cart = over.cart ?? (await cartOf(brandId, branch.id, 2));
    return call(
      'POST',
      token ? `${OMS}/calculate/bill` : `${OMS}/public/calculate/bill`,
      { branch_id: branch.id, cart, order_type: 1, ...over },
      token ?? undefined,
    );
  }

  const place = async (token: string, over: Record<string, unknown>) => (await orderPickup(token, over, 2)).answer;

  const ordersOf = async (userId: number) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from orders where user_id = ${userId}`.execute(database.db))
        .rows[0]!.n,
    );

  it('refuses counts SPEC §5 refuses with a 400, in the bill and at placement, writing nothing', async () => {
    const me = await customer();
    const promo = await seniorPromo();
    const refused = [
      { number_of_customer: -1, number_of_senior_citizen: 0 },
      { number_of_customer: 2, number_of_senior_citizen: -1 },
      { number_of_customer: 1.5, number_of_senior_citizen: 1 },
      { number_of_customer: 'three', number_of_senior_citizen: 1 },
      { number_of_customer: 0, number_of_senior_citizen: 0 },
      { number_of_senior_citizen: 1 },
      { number_of_customer: 2, number_of_senior_citizen: 3 },
      { number_of_customer: 30, number_of_senior_citizen: 21 },
      // more cards than citizens
      { number_of_customer: 3, number_of_senior_citizen: 1, senior_citizen_attachment: await cards(me.token, 2) },
    ];
    for (const counts of refused) {
      const b = await bill(me.token, { applied_promo: promo, ...counts });
      expect(b.status, JSON.stringify(counts)).toBe(400);
      expect(b.body.code).toBe('validation_error');
      const p = await place(me.token, { applied_promo: promo, ...counts });
      expect(p.status, JSON.stringify(counts)).toBe(400);
    }
    expect(await ordersOf(me.userId)).toBe(0);
    // the limit itself is accepted: 20 cards for 25 customers
    const ok = await bill(me.token, { number_of_customer: 25, number_of_senior_citizen: 20 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses the senior promo until every citizen has both images of their own, then takes the Philippine discount', async () => {
    const me = await customer();
    const promo = await seniorPromo();
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 2);
    const counts = { number_of_customer: 3, number_of_senior_citizen: 2 };
    const reason = async (over: Record<string, unknown>) => {
      const res = await bill(me.token, { cart, applied_promo: promo, ...counts, ...over });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.promo_refusal?.reason ?? null;
    };
    expect(await reason({})).toBe('seniorDetails');
    const two = await cards(me.token, 2);
    // one card only, or a card without its back
    expect(await reason({ senior_citizen_attachment: [two[0]] })).toBe('seniorDetails');
    expect(await reason({ senior_citizen_attachment: [two[0], { front: two[1]!.front, back: null }] })).toBe(
      'seniorDetails',
    );
    // the sides swapped: a back image is no front
    const swapped = await bill(me.token, {
      cart,
      applied_promo: promo,
      ...counts,
      senior_citizen_attachment: [two[0], { front: two[1]!.back, back: two[1]!.front }],
    });
    expect(swapped.status).toBe(400);
    // an ID image is no senior card
    const id = await upload(me.token, 'id_front');
    expect(
      (
        await bill(me.token, {
          cart,
          applied_promo: promo,
          ...counts,
          senior_citizen_attachment: [two[0], { front: id, back: two[1]!.back }],
        })
      ).status,
    ).toBe(400);
    // another customer's cards are refused, and a visitor's bill cannot name any
    const other = await customer();
    const theirs = await cards(other.token, 2);
    expect(
      (await bill(me.token, { cart, applied_promo: promo, ...counts, senior_citizen_attachment: theirs })).status,
    ).toBe(400);
    expect((await bill(null, { cart, applied_promo: promo, ...counts, senior_citizen_attachment: two })).status).toBe(
      400,
    );

    const plain = await bill(me.token, { cart });
    const applied = await bill(me.token, { cart, applied_promo: promo, ...counts, senior_citizen_attachment: two });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.promo_refusal).toBeNull();
    const expected = seniorDiscount({
      amount: plain.body.discounted_subtotal_cent,
      customers: 3,
      seniors: 2,
      vatPercent: 1200,
      vatIncluded: true,
    }).discount;
    expect(expected).toBeGreaterThan(0);
    expect(applied.body.total_promo_discount_cent).toBe(expected);
    expect(applied.body.applied_promo).toMatchObject({ code: 'SENIOR', discount_cent: expected });
    expect(applied.body.total_price_cent).toBeLessThan(plain.body.total_price_cent);
  });

  it('takes the senior discount again of what is left when the kitchen takes items off the order', async () => {
    const me = await customer();
    const promo = await seniorPromo();
    const { branch, brandId } = await malate();
    const cart = (await cartOf(brandId, branch.id, 2)).map((l: { id: string }) => ({ ...l, quantity: 2 }));
    const senior = {
      number_of_customer: 4,
      number_of_senior_citizen: 1,
      senior_citizen_attachment: await cards(me.token, 1),
    };
    const placed = await place(me.token, { cart, applied_promo: promo, ...senior });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { before, after: edited, smaller } = await kitchenHalvesFirstLine(placed.body.order_hash, cart, me.token);
    const after = edited.body;
    expect(edited.status, JSON.stringify(after)).toBe(200);
    // the same promo, counts and card on the cart the kitchen left, as the bill prices it
    const bill = await call(
      'POST',
      `${OMS}/calculate/bill`,
      { branch_id: branch.id, cart: smaller, order_type: 1, applied_promo: promo, ...senior },
      me.token,
    );
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    expect(bill.body.promo_refusal).toBeNull();
    expect(bill.body.total_promo_discount_cent).toBeGreaterThan(0);
    expect(bill.body.total_promo_discount_cent).toBeLessThan(before.promo_discount);
    expect(after).toMatchObject({ promo_code: 'SENIOR', promo_discount: bill.body.total_promo_discount_cent });
    expect(after.final_price).toBe(bill.body.total_price_cent);
  });

  it('answers /get-sc-image to the cards’ owner only', async () => {
    const me = await customer();
    const mine = await cards(me.token, 2);
    const res = await call('POST', `${C}/get-sc-image`, mine, me.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(
      mine.map((c) => ({
        front: { path: c.front, signed_url: `/${c.front}` },
        back: { path: c.back, signed_url: `/${c.back}` },
      })),
    );
    const image = await fetch(`${api.url}${ENT}/${mine[0]!.front}`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // another customer, a visitor, a path that is nobody's, a body that is no list
    const other = await customer();
    expect((await call('POST', `${C}/get-sc-image`, mine, other.token)).status).toBe(404);
    expect(
      (await call('POST', `${C}/get-sc-image`, [mine[0], ...(await cards(other.token, 1))], other.token)).status,
    ).toBe(404);
    expect((await call('POST', `${C}/get-sc-image`, mine)).status).toBe(401);
    expect(
      (
        await call(
          'POST',
          `${C}/get-sc-image`,
          [{ front: 'uploads/00000000-0000-4000-8000-000000000000', back: null }],
          me.token,
        )
      ).status,
    ).toBe(404);
    expect((await call('POST', `${C}/get-sc-image`, { front: mine[0]!.front }, me.token)).status).toBe(400);
    expect((await call('POST', `${C}/get-sc-image`, [], me.token)).status).toBe(400);
    const otherImage = await fetch(`${api.url}${ENT}/${mine[0]!.front}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(otherImage.status).toBe(404);
  });

  it('places the order with its senior discount worked out again and keeps the cards with it, for its owner only', async () => {
    const me = await customer();
    const promo = await seniorPromo();
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 2);
    const two = await cards(me.token, 2);
    const senior = { number_of_customer: 3, number_of_senior_citizen: 2, senior_citizen_attachment: two };
    // without the images the order is refused (the promo is judged again), nothing written
    const refused = await place(me.token, {
      cart,
      applied_promo: promo,
      number_of_customer: 3,
      number_of_senior_citizen: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatchObject({ reason: 'seniorDetails' });
    expect(await ordersOf(me.userId)).toBe(0);

    const plain = await bill(me.token, { cart });
    const placed = await place(me.token, { cart, applied_promo: promo, ...senior });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, me.token);
    expect(order.status).toBe(200);
    const expected = seniorDiscount({
      amount: plain.body.discounted_subtotal_cent,
      customers: 3,
      seniors: 2,
      vatPercent: 1200,
      vatIncluded: true,
    }).discount;
    expect(order.body).toMatchObject({ promo_code: 'SENIOR', promo_discount: expected });
    expect(order.body.senior_citizen).toEqual({
      number_of_customer: 3,
      number_of_senior_citizen: 2,
      cards: two.map((c) => ({
        front: { path: c.front, signed_url: `/${c.front}` },
        back: { path: c.back, signed_url: `/${c.back}` },
      })),
    });
    // nobody else sees the order or its images
    const other = await customer();
    expect((await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, other.token)).status).toBe(404);
    const image = await fetch(`${api.url}${ENT}/${two[1]!.back}`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(image.status).toBe(404);
    // an order without senior details keeps none
    const none = await place(me.token, { cart });
    const noneOrder = await call('GET', `${OMS}/order/${none.body.order_hash}`, undefined, me.token);
    expect(noneOrder.body.senior_citizen).toBeNull();
  });
});
