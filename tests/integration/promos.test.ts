// SPEC §7 "Promo and loyalty" and the promo engine (issue 26) on PGlite and PostgreSQL: the demo promos, the
// three searches (a customer's, a visitor's, a voucher by code), staff's writes behind the ops token, the bill
// applying a promo or a voucher (never the client's amount), and placement re-checking it — the per-user limit
// holding under concurrent orders, refusals writing nothing.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoSearchAnswer, type Promo } from '~/contract/promos';
import { demoEngines } from '../fixtures/engines';
import { platformCalls } from '../fixtures/platform-calls';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import type { Database } from '../../server/platform/db/index';

const C = '/api/consumer/v1';
const ENT = '/api/enterprise/v1';
const PROMO = `${C}/promoit/promo`;

describe.each(demoEngines)('promos on $name', ({ open }) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: PlatformServer;
  /** the platform's clock: real time unless a test sets it */
  let fixed: Date | null = null;
  const { call, branchOf, cartOf, phoneLogin, orderPickup, kitchenHalvesFirstLine } = platformCalls(() => api);

  beforeAll(async () => {
    ({ database, drop } = await open());
    api = await startPlatform(database, {
      dev: true,
      now: () => fixed ?? new Date(),
      limits: { ordersPerUserPerHour: 0, ordersPerAddressPerHour: 0 },
    });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await drop?.();
  });

  /** Lola's Kusina Malate (Manila): its branch, business, country and brands as a search's query. */
  async function malate() {
    const lookup = await branchOf('LKmalate');
    const branch = lookup.branch!;
    const query = new URLSearchParams({
      country: String(branch.country_id),
      business: String(branch.business_id),
      product_type: 'web_shop',
      brands: String(lookup.brand!.id),
      timezone: branch.timezone,
      branch: String(branch.id),
    });
    return { lookup, branch, brandId: lookup.brand!.id, query };
  }

  /** A phone-login customer (registered, not a guest), their code read from the platform's outbox. */
  const phoneCustomer = phoneLogin;

  const codes = (list: Promo[]) => list.map((p) => p.code).sort();

  it('loads the demo promos: every business runs each rule, the senior promo only in the Philippines', async () => {
    const rows = await sql<{ code: string; n: number }>`
      select code, count(*)::int as n from promos group by code order by code`.execute(database.db);
    const businesses = Number(
      (await sql<{ n: number }>`select count(*)::int as n from businesses`.execute(database.db)).rows[0]!.n,
    );
    const byCode = Object.fromEntries(rows.rows.map((r) => [r.code, Number(r.n)]));
    for (const code of ['SAVE10', 'TREAT', 'WELCOME', 'HELLO5', 'CARD15', 'BAKERY', 'LUNCH12', 'NIGHTOWL'])
      expect(byCode[code], code).toBe(businesses);
    expect(byCode.SENIOR).toBe(1);
    const card = await sql<{ payment_channels: string[] }>`
      select payment_channels from promos p join countries c on c.id = p.country_id
      where p.code = 'CARD15' and c.code = 'PH'`.execute(database.db);
    expect(card.rows[0]!.payment_channels).toEqual(['sandbox_card', 'XENDIT_CARD']);
  });

  it('answers the demo’s voucher codes to try (printed on the shop’s /): the general vouchers active now, once each', async () => {
    const list = async (lng = 'en') =>
      (await (await fetch(`${api.url}${ENT}/demo/vouchers`, { headers: { 'x-language': lng } })).json()) as {
        vouchers: { code: string; description: string | null }[];
      };
    expect((await list()).vouchers).toEqual([{ code: 'HELLO5', description: 'Voucher: a flat amount off' }]);
    expect((await list('ja')).vouchers).toEqual([{ code: 'HELLO5', description: 'クーポン：定額割引' }]);
    // a voucher staff add is listed while it runs, not once it has ended
    const { branch } = await malate();
    const made = await call(
      'POST',
      `${ENT}/promoit/promo`,
      { business_id: branch.business_id, code: 'DEMOTRY', value_type: 'flat', value: 500, is_voucher_promo: true },
      OPS,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await list()).vouchers.map((v) => v.code)).toEqual(['DEMOTRY', 'HELLO5']);
    const ended = await call('POST', `${ENT}/promoit/promo/${made.body.id}/status`, { status: 'ended' }, OPS);
    expect(ended.status).toBe(200);
    expect((await list()).vouchers.map((v) => v.code)).toEqual(['HELLO5']);
  });

  it('answers a visitor the store’s promos and first-time promos, never a voucher; no bakery promo for dine-in', async () => {
    const { query } = await malate();
    const res = await call('GET', `${PROMO}/common/search?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = promoSearchAnswer.parse(res.body);
    expect(codes(answer.promos)).toEqual(['BAKERY', 'CARD15', 'LUNCH12', 'NIGHTOWL', 'SAVE10', 'SENIOR', 'TREAT']);
    expect(codes(answer.first_user_promos)).toEqual(['WELCOME']);
    const card = answer.promos.find((p) => p.code === 'CARD15')!;
    expect(card).toMatchObject({ is_payment_based_promo: true, payment_channels: ['sandbox_card', 'XENDIT_CARD'] });
    expect(answer.promos.find((p) => p.code === 'TREAT')).toMatchObject({
      value_type: 'flat',
      value: 5000,
      min_order_amount: 20000,
    });

    query.set('order_type', '3');
    const dineIn = promoSearchAnswer.parse((await call('GET', `${PROMO}/common/search?${query}`)).body);
    expect(codes(dineIn.promos)).not.toContain('BAKERY');
  });

  it('works availability out for now or the scheduled time, in the branch’s zone, across midnight', async () => {
    const { query } = await malate();
    const at = async (iso: string) => {
      if (iso) query.set('scheduled_delivery_time', iso);
      else query.delete('scheduled_delivery_time');
      const answer = promoSearchAnswer.parse((await call('GET', `${PROMO}/common/search?${query}`)).body);
      const of = (code: string) => answer.promos.find((p) => p.code === code)!.time_availability.matched;
      return { lunch: of('LUNCH12'), night: of('NIGHTOWL'), save: of('SAVE10') };
    };
    // Wednesday 2026-12-02, Manila (UTC+8): 12:30 lunch; 01:30 on Thursday still the night owl's Wednesday slot
    expect(await at('2026-12-02T04:30:00.000Z')).toEqual({ lunch: true, night: false, save: true });
    expect(await at('2026-12-02T17:30:00.000Z')).toEqual({ lunch: false, night: true, save: true });
    // Saturday lunch: not a weekday
    expect(await at('2026-12-05T04:30:00.000Z')).toMatchObject({ lunch: false });
    // without a scheduled time: the platform's now
    query.delete('scheduled_delivery_time');
    fixed = new Date('2026-12-02T04:30:00.000Z');
    try {
      expect(await at('')).toEqual({ lunch: true, night: false, save: true });
      fixed = new Date('2026-12-02T08:30:00.000Z');
      expect(await at('')).toEqual({ lunch: false, night: false, save: true });
    } finally {
      fixed = null;
    }
    // the slot itself says it holds
    query.set('scheduled_delivery_time', '2026-12-02T04:30:00.000Z');
    const answer = promoSearchAnswer.parse((await call('GET', `${PROMO}/common/search?${query}`)).body);
    expect(answer.promos.find((p) => p.code === 'LUNCH12')!.availability_window['3']).toEqual([
      { start_time: 1100, end_time: 1400, is_matched: true },
    ]);
  });

  it('speaks the caller’s language', async () => {
    const { query } = await malate();
    const res = await fetch(`${api.url}${PROMO}/common/search?${query}`, { headers: { 'x-language': 'ja' } });
    const answer = promoSearchAnswer.parse(await res.json());
    expect(answer.first_user_promos[0]!.description).toBe('初回注文が20%オフ');
  });

  it('refuses a hostile query with 400 naming the field', async () => {
    const { query } = await malate();
    for (const [key, value] of [
      ['brands', '1,abc'],
      ['timezone', 'Mars/Olympus'],
      ['country', '-1'],
      ['product_type', 'kiosk'],
      ['order_type', '9'],
      ['scheduled_delivery_time', 'tomorrow'],
    ] as const) {
      const q = new URLSearchParams(query);
      q.set(key, value);
      const res = await call('GET', `${PROMO}/common/search?${q}`);
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
    const q = new URLSearchParams(query);
    q.delete('branch');
    expect((await call('GET', `${PROMO}/common/search?${q}`)).status).toBe(400);
    // the customer's search wants a token
    expect((await call('GET', `${PROMO}/search?${query}`)).status).toBe(401);
  });

  it('finds a voucher by its code for a registered customer only; a wrong code finds nothing', async () => {
    const { query, branch } = await malate();
    const voucher = (code: string, token?: string, provider?: number) => {
      const q = new URLSearchParams(query);
      q.set('voucher_code', code);
      if (provider) q.set('voucher_provider_id', String(provider));
      return call('GET', `${PROMO}/voucher/search?${q}`, undefined, token);
    };
    expect((await voucher('HELLO5')).status).toBe(401);
    const guest = await api.guestToken(branch.id);
    const refused = await voucher('HELLO5', guest);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'voucher_guest',
      message: "You're currently a Guest. Login in to apply a voucher code.",
    });

    const me = await phoneCustomer('+639171110001');
    const found = promoSearchAnswer.parse((await voucher('hello5', me.token)).body);
    expect(found.promos.map((p) => [p.code, p.is_voucher_promo, p.voucher_provider_id])).toEqual([['HELLO5', true, 1]]);
    expect(promoSearchAnswer.parse((await voucher('NOPE', me.token)).body).promos).toEqual([]);
    // a listed promo's code is no voucher
    expect(promoSearchAnswer.parse((await voucher('SAVE10', me.token)).body).promos).toEqual([]);
    // grab food (6): the provider's fake answers GRAB and a percentage
    const grab = promoSearchAnswer.parse((await voucher('GRAB15', me.token, 6)).body);
    expect(grab.promos[0]).toMatchObject({
      code: 'GRAB15',
      voucher_provider_id: 6,
      value_type: 'percentage',
      value: 1500,
    });
    expect(promoSearchAnswer.parse((await voucher('GRAB99', me.token, 6)).body).promos).toEqual([]);
    expect((await voucher('HELLO5', me.token, 3)).status).toBe(400);

    // the customer's own search: the same promos and, before their first order, the first-time ones
    const mine = promoSearchAnswer.parse((await call('GET', `${PROMO}/search?${query}`, undefined, me.token)).body);
    expect(codes(mine.first_user_promos)).toEqual(['WELCOME']);
    expect(codes(mine.promos)).toContain('SAVE10');
  });

  it('lets staff create, pause, resume and end a promo (ops token), refusing hostile bodies', async () => {
    const { query, branch, brandId } = await malate();
    const create = (body: unknown, token = 'ops-token-for-tests-0123456789') =>
      fetch(`${api.url}${ENT}/promoit/promo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const status = (id: number, s: string) =>
      fetch(`${api.url}${ENT}/promoit/promo/${id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ops-token-for-tests-0123456789' },
        body: JSON.stringify({ status: s }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const body = {
      business_id: branch.business_id,
      code: 'STAFF1',
      description: 'Staff promo',
      value_type: 'flat',
      value: 1000,
      brands: [brandId],
    };
    const before = Number(
      (await sql<{ n: number }>`select count(*)::int as n from promos`.execute(database.db)).rows[0]!.n,
    );
    expect((await create(body, 'wrong-token')).status).toBe(401);
    for (const bad of [
      { ...body, value: -5 },
      { ...body, value_type: 'percentage', value: 20_000 },
      { ...body, code: '<script>' },
      { ...body, is_payment_based_promo: true },
      { ...body, business_id: 'x' },
      { ...body, availability_window: { 8: [{ start_time: 0, end_time: 100 }] } },
      { ...body, end_time: 'soon' },
    ])
      expect((await create(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await create({ ...body, business_id: 999_999 })).status).toBe(400);
    expect(
      Number((await sql<{ n: number }>`select count(*)::int as n from promos`.execute(database.db)).rows[0]!.n),
    ).toBe(before);

    const made = await create(body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ code: 'STAFF1', status: 'active', business_id: branch.business_id });
    const listed = async () =>
      codes(promoSearchAnswer.parse((await call('GET', `${PROMO}/common/search?${query}`)).body).promos);
    expect(await listed()).toContain('STAFF1');
    expect((await status(made.body.id, 'paused')).body.status).toBe('paused');
    expect(await listed()).not.toContain('STAFF1');
    expect((await status(made.body.id, 'active')).body.status).toBe('active');
    expect(await listed()).toContain('STAFF1');
    expect((await status(made.body.id, 'ended')).body.status).toBe('ended');
    const again = await status(made.body.id, 'active');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('promo_ended');
    expect(await listed()).not.toContain('STAFF1');
    expect((await status(999_999, 'paused')).status).toBe(404);

    // a voucher code is one voucher of its business
    const v = { ...body, code: 'VOUCH1', is_voucher_promo: true };
    expect((await create(v)).status).toBe(200);
    const taken = await create({ ...v, code: 'vouch1' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('promo_code_taken');
  });

  // ---- the bill and placement ----------------------------------------------------------------------------

  const OMS = `${C}/oms`;
  const OPS = 'ops-token-for-tests-0123456789';

  /** Staff create a promo at Lola's (the test's own, so its numbers are known). */
  async function staffPromo(over: Record<string, unknown>) {
    const { branch } = await malate();
    const res = await fetch(`${api.url}${ENT}/promoit/promo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS}` },
      body: JSON.stringify({
        business_id: branch.business_id,
        code: `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
        value_type: 'flat',
        value: 1000,
        ...over,
      }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as Promo;
  }

  /** The demo promo of a code at Lola's (from the visitor's search). */
  async function demoPromo(code: string) {
    const { query } = await malate();
    const answer = promoSearchAnswer.parse((await call('GET', `${PROMO}/common/search?${query}`)).body);
    return [...answer.promos, ...answer.first_user_promos].find((p) => p.code === code)!;
  }

  /** A bill at Lola's Malate: the visitor's unless a token is given. */
  async function billAt(over: Record<string, unknown>, token?: string, cartCount = 2) {
    const { branch, brandId } = await malate();
    const cart = (over.cart as unknown[]) ?? (await cartOf(brandId, branch.id, cartCount));
    const res = await call(
      'POST',
      token ? `${OMS}/calculate/bill` : `${OMS}/public/calculate/bill`,
      { branch_id: branch.id, cart, order_type: 1, ...over },
      token,
    );
    return res;
  }

  it('applies a promo of the list after the campaigns, its discount worked out by the platform', async () => {
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 3);
    const plain = await billAt({ cart });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body).toMatchObject({ applied_promo: null, promo_refusal: null, total_promo_discount_cent: 0 });
    const base = plain.body.discounted_subtotal_cent as number;

    const save = await demoPromo('SAVE10');
    // the client's idea of the discount is not read
    const res = await billAt({ cart, applied_promo: { id: save.id, code: 'save10', discount_cent: 999_999 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = Math.min(Math.floor((base * 1000) / 10_000 + 0.5), save.max_discount!);
    expect(res.body.total_promo_discount_cent).toBe(expected);
    expect(res.body.total_price_cent).toBe(plain.body.total_price_cent - expected);
    expect(res.body.applied_promo).toMatchObject({
      id: save.id,
      code: 'SAVE10',
      discount_cent: expected,
      value_type: 'percentage',
      is_voucher_promo: false,
    });
    expect(res.body.promo_refusal).toBeNull();
    // the campaigns stay as they were
    expect(res.body.discount_amount_cent).toBe(plain.body.discount_amount_cent);
  });

  it('refuses a promo that does not fit the cart, and prices the bill without it', async () => {
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 1);
    const plain = await billAt({ cart });
    const base = plain.body.discounted_subtotal_cent as number;
    const refusal = async (over: Record<string, unknown>, token?: string) => {
      const res = await billAt({ cart, ...over }, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (res.body.promo_refusal) {
        // priced as without it
        const { applied_promo: _p, external_voucher_code: _v, ...rest } = over;
        expect(res.body.total_price_cent).toBe((await billAt({ cart, ...rest }, token)).body.total_price_cent);
        expect(res.body.total_promo_discount_cent).toBe(0);
      }
      return res.body.promo_refusal?.reason ?? null;
    };
    const above = await staffPromo({ min_order_amount: base + 1 });
    const at = await staffPromo({ min_order_amount: base });
    expect(await refusal({ applied_promo: { id: above.id, code: above.code } })).toBe('minimum');
    expect(await refusal({ applied_promo: { id: at.id, code: at.code } })).toBeNull();
    // another brand's promo
    const otherBrand = await staffPromo({ brands: [brandId + 1000] });
    expect(await refusal({ applied_promo: { id: otherBrand.id, code: otherBrand.code } })).toBe('brand');
    // payment-based: offered while no payment is chosen, refused for cash, kept for a card channel
    const card = await demoPromo('CARD15');
    const cardPromo = { applied_promo: { id: card.id, code: card.code } };
    expect(await refusal(cardPromo)).toBeNull();
    expect(await refusal({ ...cardPromo, payment_method: 2 })).toBe('paymentChannel');
    expect(await refusal({ ...cardPromo, payment_method: 1, payment_channel: 'sandbox_card' })).toBeNull();
    // bakery: not on dine-in
    const bakery = await demoPromo('BAKERY');
    expect(await refusal({ applied_promo: { id: bakery.id, code: bakery.code } })).toBeNull();
    expect(await refusal({ applied_promo: { id: bakery.id, code: bakery.code }, order_type: 3 })).toBe('dineIn');
    // senior: needs the counts and every citizen's card images (applied with them: senior-citizen.test.ts)
    const senior = await demoPromo('SENIOR');
    expect(await refusal({ applied_promo: { id: senior.id, code: senior.code } })).toBe('seniorDetails');
    expect(
      await refusal({
        applied_promo: { id: senior.id, code: senior.code },
        number_of_customer: 2,
        number_of_senior_citizen: 1,
      }),
    ).toBe('seniorDetails');
    // unknown, a wrong code, another business's promo, a paused one
    expect(await refusal({ applied_promo: { id: 999_999, code: 'SAVE10' } })).toBe('notFound');
    expect(await refusal({ applied_promo: { id: card.id, code: 'SAVE10' } })).toBe('notFound');
    const foreign = await sql<{ id: number }>`
      select p.id from promos p join businesses b on b.id = p.business_id
      where p.code = 'SAVE10' and b.id <> ${branch.business_id} limit 1`.execute(database.db);
    expect(await refusal({ applied_promo: { id: foreign.rows[0]!.id, code: 'SAVE10' } })).toBe('notFound');
    const paused = await staffPromo({});
    await fetch(`${api.url}${ENT}/promoit/promo/${paused.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS}` },
      body: JSON.stringify({ status: 'paused' }),
    });
    expect(await refusal({ applied_promo: { id: paused.id, code: paused.code } })).toBe('ended');
  });

  it('applies a time-windowed promo only within its window, now or at the scheduled time', async () => {
    const lunch = await demoPromo('LUNCH12');
    const body = { applied_promo: { id: lunch.id, code: lunch.code } };
    try {
      // Wednesday 12:30 in Manila
      fixed = new Date('2026-12-02T04:30:00.000Z');
      const inside = await billAt(body);
      expect(inside.body.promo_refusal).toBeNull();
      expect(inside.body.total_promo_discount_cent).toBeGreaterThan(0);
      // Wednesday 16:30
      fixed = new Date('2026-12-02T08:30:00.000Z');
      expect((await billAt(body)).body.promo_refusal).toEqual({ code: 'LUNCH12', reason: 'notAvailableNow' });
      // scheduled for Thursday 12:00: available then
      const scheduled = await billAt({
        ...body,
        order_schedule_type: 2,
        scheduled_delivery_time: '2026-12-03T04:00:00.000Z',
      });
      expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
      expect(scheduled.body.promo_refusal).toBeNull();
    } finally {
      fixed = null;
    }
  });

  it('refuses hostile promo input with 400: a malformed promo, a promo and a voucher at once, an unknown provider', async () => {
    const save = await demoPromo('SAVE10');
    for (const over of [
      { applied_promo: { id: 'x', code: 'SAVE10' } },
      { applied_promo: { id: save.id, code: '' } },
      { applied_promo: { id: save.id, code: 'x'.repeat(51) } },
      { applied_promo: { id: save.id, code: 'SAVE10' }, external_voucher_code: 'HELLO5' },
      { external_voucher_code: 'HELLO5', voucher_provider_id: 3 },
      { external_voucher_code: 'x'.repeat(51) },
    ]) {
      const res = await billAt(over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.code).toBe('validation_error');
    }
  });

  it('takes a voucher only from a registered customer (SPEC §5), ours by code and grab food’s', async () => {
    const { branch } = await malate();
    expect((await billAt({ external_voucher_code: 'HELLO5' })).body.promo_refusal).toEqual({
      code: 'HELLO5',
      reason: 'login',
    });
    const guest = await api.guestToken(branch.id);
    expect((await billAt({ external_voucher_code: 'HELLO5' }, guest)).body.promo_refusal).toEqual({
      code: 'HELLO5',
      reason: 'guest',
    });
    const me = await phoneCustomer('+639171110002');
    const ours = await billAt({ external_voucher_code: 'hello5', voucher_provider_id: 1 }, me.token);
    expect(ours.status, JSON.stringify(ours.body)).toBe(200);
    expect(ours.body.applied_promo).toMatchObject({ code: 'HELLO5', is_voucher_promo: true, voucher_provider_id: 1 });
    expect(ours.body.total_promo_discount_cent).toBe(5000);
    expect((await billAt({ external_voucher_code: 'NOPE' }, me.token)).body.promo_refusal).toEqual({
      code: 'NOPE',
      reason: 'notFound',
    });
    const grab = await billAt({ external_voucher_code: 'GRAB20', voucher_provider_id: 6 }, me.token);
    expect(grab.body.applied_promo).toMatchObject({ id: null, code: 'GRAB20', voucher_provider_id: 6 });
    expect(grab.body.total_promo_discount_cent).toBe(
      Math.floor((grab.body.discounted_subtotal_cent * 2000) / 10_000 + 0.5),
    );
  });

  /** A cash pickup order at Malate (two items) with a promo (or voucher): the answer, refused or not. */
  const placeWith = async (token: string, over: Record<string, unknown>) => (await orderPickup(token, over, 2)).answer;
  const countOf = async (table: 'orders' | 'promo_uses', userId: number) =>
    Number(
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where user_id = ${userId}`.execute(
          database.db,
        )
      ).rows[0]!.n,
    );

  it('places an order with its promo worked out again, keeps it on the order, and counts the use', async () => {
    const me = await phoneCustomer('+639171110003');
    const welcome = await demoPromo('WELCOME');
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 2);
    const bill = await billAt({ cart, applied_promo: { id: welcome.id, code: welcome.code } }, me.token);
    expect(bill.body.promo_refusal).toBeNull();
    const placed = await placeWith(me.token, { cart, applied_promo: { id: welcome.id, code: welcome.code } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, me.token);
    expect(order.body).toMatchObject({
      promo_code: 'WELCOME',
      promo_discount: bill.body.total_promo_discount_cent,
      final_price: bill.body.total_price_cent,
    });
    const uses = await sql<{ promo_id: number; order_id: number; use_number: number; discount: number }>`
      select promo_id, order_id, use_number, discount from promo_uses where user_id = ${me.userId}`.execute(
      database.db,
    );
    expect(uses.rows).toEqual([
      {
        promo_id: welcome.id,
        order_id: placed.body.order_id,
        use_number: 1,
        discount: bill.body.total_promo_discount_cent,
      },
    ]);
    // a first-time promo is a first order's: no longer offered, and refused
    const { query } = await malate();
    const mine = promoSearchAnswer.parse((await call('GET', `${PROMO}/search?${query}`, undefined, me.token)).body);
    expect(mine.first_user_promos).toEqual([]);
    expect(
      (await billAt({ cart, applied_promo: { id: welcome.id, code: welcome.code } }, me.token)).body.promo_refusal,
    ).toEqual({ code: 'WELCOME', reason: 'cohort' });
    const again = await placeWith(me.token, { cart, applied_promo: { id: welcome.id, code: welcome.code } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'promo_not_applicable',
      message: "Don't miss out - WELCOME promo is not applicable here",
      details: { promo_code: 'WELCOME', reason: 'cohort' },
    });
    expect(await countOf('orders', me.userId)).toBe(1);
    expect(await countOf('promo_uses', me.userId)).toBe(1);
  });

  it('refuses an order whose promo no longer applies, writing nothing', async () => {
    const me = await phoneCustomer('+639171110004');
    const paused = await staffPromo({});
    await fetch(`${api.url}${ENT}/promoit/promo/${paused.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPS}` },
      body: JSON.stringify({ status: 'paused' }),
    });
    const card = await demoPromo('CARD15');
    for (const over of [
      { applied_promo: { id: paused.id, code: paused.code } },
      { applied_promo: { id: card.id, code: card.code } }, // cash is no card
      { external_voucher_code: 'NOPE' },
    ]) {
      const res = await placeWith(me.token, over);
      expect(res.status, JSON.stringify(over)).toBe(409);
      expect(res.body.code).toBe('promo_not_applicable');
    }
    expect(await countOf('orders', me.userId)).toBe(0);
    expect(await countOf('promo_uses', me.userId)).toBe(0);
  });

  it('holds max_limit_per_user under 10 concurrent orders: only the allowed uses are taken', async () => {
    const me = await phoneCustomer('+639171110005');
    const twice = await staffPromo({ max_limit_per_user: 2 });
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        placeWith(me.token, { cart, applied_promo: { id: twice.id, code: twice.code } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.details, JSON.stringify(r.body)).toMatchObject({ reason: 'usedUp' });
    expect(await countOf('orders', me.userId)).toBe(2);
    const uses = await sql<{ use_number: number }>`
      select use_number from promo_uses where user_id = ${me.userId} order by use_number`.execute(database.db);
    expect(uses.rows.map((r) => r.use_number)).toEqual([1, 2]);
    // a cancelled order gives its use back
    const hash = results.find((r) => r.status === 200)!.body.order_hash as string;
    expect((await call('POST', `${OMS}/order/${hash}/cancel`, { cancellation_reason_id: 1 }, me.token)).status).toBe(
      200,
    );
    expect((await placeWith(me.token, { cart, applied_promo: { id: twice.id, code: twice.code } })).status).toBe(200);
    expect((await placeWith(me.token, { cart, applied_promo: { id: twice.id, code: twice.code } })).status).toBe(409);
  });

  it('shares a food hall’s promo over the group’s children by their subtotals in its scope', async () => {
    const lookup = await branchOf('HFhall01');
    const hall = await api.get(`${ENT}/foodhall/branch?foodhall_id=${lookup.foodhall_id}`);
    const stalls = hall.body.branches as { id: number; business_id: number; brand_ids: number[] }[];
    // two stalls of one business and a stall of another
    const business = stalls.find((a) => stalls.filter((b) => b.business_id === a.business_id).length > 1)!.business_id;
    const [a, b] = stalls.filter((s) => s.business_id === business);
    const other = stalls.find((s) => s.business_id !== business)!;
    const cart = [
      ...(await cartOf(a!.brand_ids[0]!, a!.id, 2, 3)),
      ...(await cartOf(b!.brand_ids[0]!, b!.id, 1, 3)),
      ...(await cartOf(other.brand_ids[0]!, other.id, 1, 3)),
    ];
    const promo = await staffPromo({ business_id: business, value_type: 'percentage', value: 1500 });
    const body = {
      foodhall_id: lookup.foodhall_id,
      table_no: '1',
      cart,
      order_type: 3,
      applied_promo: { id: promo.id, code: promo.code },
    };
    const bill = await call('POST', `${OMS}/public/calculate/bill/v2`, body);
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const inScope = (bill.body.items as { id: string; item_final_price_cent: number }[])
      .filter((i) => !cart.slice(3).some((l: { id: string }) => l.id === i.id))
      .reduce((n, i) => n + i.item_final_price_cent, 0);
    const discount = Math.floor((inScope * 1500) / 10_000 + 0.5);
    expect(bill.body.total_promo_discount_cent).toBe(discount);

    const token = await api.guestToken(a!.id);
    const placed = await call(
      'POST',
      `${OMS}/order/v2`,
      { ...body, idempotency_key: `hall-${Date.now()}-abcdefgh`, is_foodhall_order: true, payment_method: 2 },
      token,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const group = (await call('GET', `${OMS}/order/group-orders/${placed.body.parent_order_uuid}`, undefined, token))
      .body as {
      child_orders: { branch_id: number; promo_discount: number; promo_code: string | null; final_price: number }[];
      totals: { promo_discount: number; final_price: number };
    };
    expect(group.totals.promo_discount).toBe(discount);
    expect(group.totals.final_price).toBe(bill.body.total_price_cent);
    const byBranch = new Map(group.child_orders.map((c) => [c.branch_id, c]));
    expect(byBranch.get(other.id)).toMatchObject({ promo_discount: 0, promo_code: null });
    expect(byBranch.get(a!.id)!.promo_discount + byBranch.get(b!.id)!.promo_discount).toBe(discount);
    expect(byBranch.get(a!.id)!.promo_code).toBe(promo.code);
    const uses = await sql<{ n: number }>`
      select count(*)::int as n from promo_uses where promo_id = ${promo.id}`.execute(database.db);
    expect(Number(uses.rows[0]!.n)).toBe(1);
  });

  it('writes a pre-payment order again with its promo: the use moves with it, without the promo it is given back', async () => {
    const me = await phoneCustomer('+639171110006');
    const once = await staffPromo({ max_limit_per_user: 1, value_type: 'percentage', value: 1000 });
    const { branch, brandId } = await malate();
    const cart = await cartOf(brandId, branch.id, 1);
    const card = {
      payment_method: 1,
      payment_channel: 'sandbox_card',
      user_info: { first_name: 'Ana', last_name: 'Reyes', email: 'ana@example.com', phone: '+639171234567' },
    };
    const placed = await placeWith(me.token, { cart, ...card, applied_promo: { id: once.id, code: once.code } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const update = (over: Record<string, unknown>) =>
      call(
        'POST',
        `${OMS}/order/${placed.body.order_id}`,
        {
          idempotency_key: `upd-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`,
          branch_id: branch.id,
          cart: cart.map((l: object) => ({ ...l, quantity: 2 })),
          order_type: 1,
          ...card,
          ...over,
        },
        me.token,
      );
    // its own use does not count against it
    const again = await update({ applied_promo: { id: once.id, code: once.code } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const order = await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, me.token);
    expect(order.body.promo_code).toBe(once.code);
    expect(await countOf('promo_uses', me.userId)).toBe(1);
    // written again without it: the use is given back
    expect((await update({})).status).toBe(200);
    expect(await countOf('promo_uses', me.userId)).toBe(0);
    expect((await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, me.token)).body).toMatchObject({
      promo_code: null,
      promo_discount: 0,
    });
  });

  it('counts a customer’s wrong voucher codes (guessing codes): 20 an hour, through the search or the bill', async () => {
    const { query } = await malate();
    const me = await phoneCustomer('+639171110007');
    const search = (code: string) => {
      const q = new URLSearchParams(query);
      q.set('voucher_code', code);
      return call('GET', `${PROMO}/voucher/search?${q}`, undefined, me.token);
    };
    // a code that is found costs nothing
    for (let i = 0; i < 25; i++) expect((await search('HELLO5')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await search(`WRONG${i}`)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await billAt({ external_voucher_code: `MISS${i}` }, me.token)).status).toBe(200);
    const past = await search('WRONG99');
    expect(past.status).toBe(429);
    expect(past.body.code).toBe('rate_limited');
    expect((await billAt({ external_voucher_code: 'MISS99' }, me.token)).status).toBe(429);
    // another customer is not held back
    const other = await phoneCustomer('+639171110008');
    const q = new URLSearchParams(query);
    q.set('voucher_code', 'WRONG1');
    expect((await call('GET', `${PROMO}/voucher/search?${q}`, undefined, other.token)).status).toBe(200);
  });

  /** A phone customer's order of two lines, two each, with `promo`; then the kitchen takes the first line to one. */
  async function placedThenHalved(phone: string, promo: Promo) {
    const me = await phoneCustomer(phone);
    const { branch, brandId } = await malate();
    const cart = (await cartOf(brandId, branch.id, 2)).map((l: { id: string }) => ({ ...l, quantity: 2 }));
    const placed = await placeWith(me.token, { cart, applied_promo: { id: promo.id, code: promo.code } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { before, after: edited, smaller } = await kitchenHalvesFirstLine(placed.body.order_hash, cart, me.token);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = edited.body;
    return { me, before, after, smaller };
  }

  it('keeps the placed discount when the kitchen takes items off the cart, never above the new total', async () => {
    const flat = await staffPromo({ value_type: 'flat', value: 3000 });
    const { before, after, smaller } = await placedThenHalved('+639171110009', flat);
    expect(before.promo_discount).toBe(3000);
    expect(after).toMatchObject({ promo_code: flat.code, promo_discount: 3000 });
    // the new total (the cart priced again as the kitchen left it) less the discount as placed
    const bill = await billAt({ cart: smaller });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    expect(after.final_price).toBe(bill.body.total_price_cent - 3000);
    expect(after.final_price).toBeLessThan(before.final_price);
  });

  it('takes a percentage promo again of what the kitchen left in the cart, never more than placed', async () => {
    const pct = await staffPromo({ value_type: 'percentage', value: 2000 });
    const { me, before, after, smaller } = await placedThenHalved('+639171110010', pct);
    // the same promo on the smaller cart, as the bill prices it: 20 % of what is left, not the placed amount
    const bill = await billAt({ cart: smaller, applied_promo: { id: pct.id, code: pct.code } }, me.token);
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    expect(bill.body.total_promo_discount_cent).toBeLessThan(before.promo_discount);
    expect(after).toMatchObject({ promo_code: pct.code, promo_discount: bill.body.total_promo_discount_cent });
    expect(after.final_price).toBe(bill.body.total_price_cent);
  });

  it('uses a grab food voucher at the provider with the order: once per customer, a retry is the same use', async () => {
    const me = await phoneCustomer('+639171110011');
    const grab = { external_voucher_code: 'GRAB25', voucher_provider_id: 6 };
    const key = `grab-${Date.now()}-retry-abcdef`;
    const placed = await placeWith(me.token, { ...grab, idempotency_key: key });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = (await call('GET', `${OMS}/order/${placed.body.order_hash}`, undefined, me.token)).body;
    expect(order.promo_code).toBe('GRAB25');
    expect(order.promo_discount).toBeGreaterThan(0);
    // the phone sends the same order again: the same answer, the same use
    const again = await placeWith(me.token, { ...grab, idempotency_key: key });
    expect(again.body.order_hash).toBe(placed.body.order_hash);
    const orders = await countOf('orders', me.userId);
    // another order with it: the provider refuses a second use, nothing is written
    const second = await placeWith(me.token, grab);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'promo_not_applicable',
      details: { promo_code: 'GRAB25', reason: 'usedUp' },
    });
    expect(await countOf('orders', me.userId)).toBe(orders);
    // the order cancelled, its use goes back to the provider: the voucher can be used again
    const cancelled = await call(
      'POST',
      `${OMS}/order/${placed.body.order_hash}/cancel`,
      { cancellation_reason_id: 1 },
      me.token,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await placeWith(me.token, grab)).status).toBe(200);
    // two at once by another customer: one is placed
    const other = await phoneCustomer('+639171110012');
    const both = await Promise.all([placeWith(other.token, grab), placeWith(other.token, grab)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});
