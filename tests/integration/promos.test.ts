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
  const { call, branchOf } = platformCalls(() => api);

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
  async function phoneCustomer(phone: string) {
    const sent = await call('POST', `${C}/auth/signup/phone`, {
      phone,
      region: 'PH',
      login_provider: 1,
      otp_msg_method: 1,
      country_code: '+63',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const outbox = await api.get(`${ENT}/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`);
    const verified = await call('POST', `${C}/auth/otp/verify`, {
      nonce: sent.body.otp_nonce,
      otp: outbox.body.messages[0].code,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return { token: verified.body.access_token as string, userId: verified.body.user.id as number };
  }

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
});
