// Third-party delivery (3PL) and in-app (maxim) discovery of SPEC §7 over HTTP on the demo database: a
// branch's courier facts, the nearest branch whose couriers reach a point, the in-app store discovery, and
// the bill's distance_sla_exceeded (SPEC §8) for an address in range but beyond the courier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import {
  maximDiscoverySchema,
  nearbySchema,
  threePlBranchSchema,
  threePlNearestSchema,
  type MaximDiscoveryAnswer,
  type ThreePlNearestAnswer,
} from '~/contract/discovery';
import { defaultChoices } from '~/domain/modifiers';
import { demoDatabase } from '../fixtures/database';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { distanceMeters } from '../../server/platform/catalog/geo';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
const now = new Date('2026-11-23T04:00:00Z'); // Monday 11:00 in Jakarta: Kelapa Gading (10:00–22:00) is open
const E = '/api/enterprise/v1';
const OMS = '/api/consumer/v1/oms';

// Demo 3PL branches: Kelapa Gading (Jakarta, radius 6 km, couriers 5 km) and Lola's Makati (Manila, 6 km, 4 km).
const GADING = { lat: -6.1588, lon: 106.9056 };
const MAKATI = { lat: 14.5634, lon: 121.0301 };
const POBLACION = { lat: 14.565, lon: 121.03 }; // about 180 m from Makati
const MALATE = { lat: 14.57, lon: 120.986 }; // about 4.8 km from Makati: in its radius, beyond its couriers
const GADING_2KM = { lat: -6.1768, lon: 106.9056 };
const GADING_5_5KM = { lat: -6.2088, lon: 106.9056 };
const GADING_7KM = { lat: -6.2218, lon: 106.9056 };
const KEMANG = { lat: -6.26, lon: 106.81 };

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database, { now: () => now });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const identify = async (hash: string) => {
  const res = await api.get(`${E}/branch/vizmenu/identify?hash=${hash}`);
  expect(res.status).toBe(200);
  return lookupSchema.parse(res.body);
};
const branchTitled = async (hash: string, title: string) =>
  (await identify(hash)).branches.find((b) => b.title === title)!;
const brandTitled = async (hash: string, title: string) =>
  (await identify(hash)).brands.find((b) => b.title === title)!;
const qs = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, `${v}`]));

describe('GET {enterprise}/threepl/branch', () => {
  it('answers a 3PL branch with its provider and courier distance, shorter than its radius', async () => {
    const gading = await branchTitled('DNgroup1', 'Dapur Nusantara Kelapa Gading');
    expect(gading.three_pl_enabled).toBe(true);
    const res = await api.get(`${E}/threepl/branch?branch_id=${gading.id}&entity_type=1`);
    expect(res.status).toBe(200);
    const body = threePlBranchSchema.parse(res.body);
    expect(body).toEqual({
      branch_id: gading.id,
      entity_type: 1,
      three_pl: { enabled: true, provider: 'embedded-courier', max_distance_meter: 5000 },
    });
    expect(body.three_pl.max_distance_meter!).toBeLessThan(gading.delivery_radius);
  });

  it('answers a branch without 3PL with no provider and no distance', async () => {
    const kemang = (await identify('DNkemang')).branch!;
    expect(kemang.three_pl_enabled).toBe(false);
    const res = await api.get(`${E}/threepl/branch?branch_id=${kemang.id}`);
    expect(res.status).toBe(200);
    expect(threePlBranchSchema.parse(res.body)).toEqual({
      branch_id: kemang.id,
      entity_type: null,
      three_pl: { enabled: false, provider: null, max_distance_meter: null },
    });
  });

  it('answers 404 for an unknown branch and 400 for malformed values', async () => {
    const missing = await api.get(`${E}/threepl/branch?branch_id=99999`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    for (const query of ['', 'branch_id=abc', 'branch_id=0', 'branch_id=1.5', 'branch_id=1&entity_type=9']) {
      const bad = await api.get(`${E}/threepl/branch?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code).toBe('validation_error');
    }
    expect((await api.get(`${E}/threepl/branch?branch_id=1&entity_type=x`)).body.message).toMatch(/^entity_type:/);
  });

  it('is what a branch lookup says in three_pl', async () => {
    const makati = await identify('LKmakati');
    expect(makati.three_pl).toEqual({ enabled: true, provider: 'embedded-courier', max_distance_meter: 4000 });
    const malate = await identify('LKmalate');
    expect(malate.three_pl).toEqual({ enabled: false, provider: null, max_distance_meter: null });
    // A lookup without one branch has no three_pl.
    expect((await identify('DNgroup1')).three_pl).toBeNull();
  });
});

describe('GET {enterprise}/threepl/nearest/branch', () => {
  const nearest = async (q: Record<string, string | number>) => {
    const res = await api.get(`${E}/threepl/nearest/branch?${qs(q)}`);
    return { status: res.status, body: res.status === 200 ? threePlNearestSchema.parse(res.body) : res.body };
  };

  it('finds the nearest 3PL branch whose couriers reach the point, with the great-circle distance', async () => {
    const { status, body } = await nearest(POBLACION);
    expect(status).toBe(200);
    const answer = body as ThreePlNearestAnswer;
    expect(answer.branch?.title).toBe("Lola's Kusina Makati");
    expect(answer.distance_meter).toBe(Math.round(distanceMeters(POBLACION, MAKATI)));
    expect(answer.branch?.user_distance_meter).toBe(answer.distance_meter);
    expect(answer.three_pl).toEqual({ enabled: true, provider: 'embedded-courier', max_distance_meter: 4000 });

    const jakarta = (await nearest(GADING_2KM)).body as ThreePlNearestAnswer;
    expect(jakarta.branch?.title).toBe('Dapur Nusantara Kelapa Gading');
    expect(jakarta.distance_meter).toBe(Math.round(distanceMeters(GADING_2KM, GADING)));
    expect(jakarta.distance_meter).toBeGreaterThan(1900);
    expect(jakarta.distance_meter).toBeLessThan(2100);
  });

  it('answers no branch where the couriers do not go, even inside the delivery radius', async () => {
    // Malate is within Makati's 6 km radius but beyond its 4 km couriers.
    const d = distanceMeters(MALATE, MAKATI);
    expect(d).toBeGreaterThan(4000);
    expect(d).toBeLessThan(6000);
    expect((await nearest(MALATE)).body).toEqual({ branch: null, distance_meter: null, three_pl: null });
    expect((await nearest(GADING_5_5KM)).body).toEqual({ branch: null, distance_meter: null, three_pl: null });
    // Kemang and Sudirman deliver themselves: no 3PL branch near Kemang.
    expect((await nearest(KEMANG)).body).toMatchObject({ branch: null });
  });

  it('keeps to the brand or the food hall given', async () => {
    const lolas = await brandTitled('LK7brand', "Lola's Kusina");
    const bakmi = await brandTitled('DNgroup1', 'Bakmi Pak Harun');
    const warung = await brandTitled('DNgroup1', 'Warung Nusantara');
    const hall = await identify('HFhall01');
    expect(((await nearest({ ...POBLACION, brand_id: lolas.id })).body as ThreePlNearestAnswer).branch?.title).toBe(
      "Lola's Kusina Makati",
    );
    expect(((await nearest({ ...POBLACION, brand_id: bakmi.id })).body as ThreePlNearestAnswer).branch).toBeNull();
    expect(((await nearest({ ...GADING, brand_id: bakmi.id })).body as ThreePlNearestAnswer).distance_meter).toBe(0);
    // Warung Nusantara is not served at Kelapa Gading.
    expect(((await nearest({ ...GADING, brand_id: warung.id })).body as ThreePlNearestAnswer).branch).toBeNull();
    expect(
      ((await nearest({ ...POBLACION, foodhall_id: hall.foodhall_id! })).body as ThreePlNearestAnswer).branch,
    ).toBeNull();
    expect(((await nearest({ ...POBLACION, brand_id: 99999 })).body as ThreePlNearestAnswer).branch).toBeNull();
  });

  it('refuses bad input with 400 and names the field', async () => {
    const bad = await nearest({ lat: 91, lon: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^lat:/);
    expect((await nearest({ lat: 14.5 })).status).toBe(400);
    expect((await nearest({ lat: 'x', lon: 121 })).status).toBe(400);
    expect((await nearest({ ...POBLACION, brand_id: 'x' })).status).toBe(400);
    expect((await nearest({ ...POBLACION, foodhall_id: -1 })).status).toBe(400);
  });
});

describe('GET {enterprise}/maxim/stores/discovery', () => {
  const discovery = async (q: Record<string, string | number>) => {
    const res = await api.get(`${E}/maxim/stores/discovery?${qs(q)}`);
    return { status: res.status, body: res.status === 200 ? maximDiscoverySchema.parse(res.body) : res.body };
  };

  it('lists the in-app brands at their nearest branch: near ones first, then far ones, nearest first', async () => {
    const { status, body } = await discovery({ ...GADING, country: 'ID' });
    expect(status).toBe(200);
    const stores = (body as MaximDiscoveryAnswer).stores;
    expect(stores.map((s) => [s.brand.title, s.branch.title, s.near])).toEqual([
      ['Bakmi Pak Harun', 'Dapur Nusantara Kelapa Gading', true],
      ['Martabak Bulan Sabit', 'Dapur Nusantara Kelapa Gading', true],
      ['Warung Nusantara', 'Dapur Nusantara Sudirman', false],
      ['Kopi Senja', 'Dapur Nusantara Sudirman', false],
    ]);
    for (const s of stores) {
      expect(s.branch.brand_ids).toContain(s.brand.id);
      expect(s.distance_meter).toBe(Math.round(distanceMeters(GADING, s.branch)));
      expect(s.branch.user_distance_meter).toBe(s.distance_meter);
      expect(s.near).toBe(s.distance_meter <= s.branch.delivery_radius);
    }
    // The same brands an in-app link's lookup offers.
    const lookup = await identify('INappIDN');
    expect(stores.map((s) => s.brand.id).sort()).toEqual(lookup.brands.map((b) => b.id).sort());
  });

  it('agrees with the nearby branches of each brand', async () => {
    const { body } = await discovery({ ...KEMANG, country: 'id' });
    for (const s of (body as MaximDiscoveryAnswer).stores) {
      const nearby = nearbySchema.parse(
        (
          await api.get(
            `/api/consumer/v1/webshop/branches/nearby?lat=${KEMANG.lat}&lon=${KEMANG.lon}&brand_id=${s.brand.id}`,
          )
        ).body,
      );
      const first = [...nearby.branches, ...nearby.far_branches].sort(
        (a, b) => a.user_distance_meter! - b.user_distance_meter!,
      )[0]!;
      expect(s.branch.id).toBe(first.id);
      expect(s.near).toBe(nearby.branches.some((b) => b.id === s.branch.id));
    }
    expect((body as MaximDiscoveryAnswer).stores[0]!.branch.title).toBe('Dapur Nusantara Kemang');
  });

  it('answers every in-app store without a country, none for a country without one or far away', async () => {
    const all = (await discovery(KEMANG)).body as MaximDiscoveryAnswer;
    expect(all.stores).toHaveLength(4);
    expect(((await discovery({ ...KEMANG, country: 'SG' })).body as MaximDiscoveryAnswer).stores).toEqual([]);
    // Manila is thousands of kilometres from Jakarta: beyond the in-app store's discovery radius.
    expect(((await discovery({ ...MAKATI, country: 'ID' })).body as MaximDiscoveryAnswer).stores).toEqual([]);
  });

  it('answers 404 for an unknown country and 400 for bad input', async () => {
    const unknown = await discovery({ ...KEMANG, country: 'XX' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    expect((await discovery({ ...KEMANG, country: 'I1' })).status).toBe(400);
    expect((await discovery({ lat: -6.26 })).status).toBe(400);
    const bad = await discovery({ lat: -6.26, lon: 181 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^lon:/);
  });
});

describe('the bill at a 3PL branch (SPEC §8 distance_sla_exceeded)', () => {
  async function post(path: string, body: unknown) {
    const res = await fetch(api.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  /** One line of an item orderable all day, without required choices, priced by the platform. */
  async function gadingCart() {
    const gading = await branchTitled('DNgroup1', 'Dapur Nusantara Kelapa Gading');
    const bakmi = await brandTitled('DNgroup1', 'Bakmi Pak Harun');
    const menus = storeMenusSchema.parse(
      (await api.get(`/api/consumer/v1/webshop/public/store/menus?brandID=${bakmi.id}&branchID=${gading.id}`)).body,
    );
    const item = menus.sections
      .filter((s) => !s.available_times)
      .flatMap((s) => s.sub_sections.filter((c) => !c.isAvailable).flatMap((c) => c.items))
      .find((i) => i.stock.available && !i.oos && i.groups.every((g) => g.min === 0))!;
    const line = await post(`${OMS}/cart/line`, {
      branch_id: gading.id,
      brand_id: bakmi.id,
      item_id: item.id,
      quantity: 1,
      groups: defaultChoices(item.groups),
      order_type: 1,
    });
    expect(line.status).toBe(200);
    return { gading, cart: [{ ...line.body, id: `line-${item.id}` }] };
  }

  const bill = async (point: { lat: number; lon: number }, orderType: 1 | 2 = 2) => {
    const { gading, cart } = await gadingCart();
    return post(`${OMS}/public/calculate/bill`, {
      branch_id: gading.id,
      cart,
      order_type: orderType,
      delivery_location: { latitude: point.lat, longitude: point.lon },
    });
  };

  it('bills a delivery within the courier distance', async () => {
    const res = await bill(GADING_2KM);
    expect(res.status).toBe(200);
    expect(res.body.delivery_distance).toBe(Math.round(distanceMeters(GADING_2KM, GADING)));
    expect(res.body.delivery_fee_cent).toBeGreaterThan(0);
  });

  it('refuses an address in the delivery radius but beyond the courier with distance_sla_exceeded', async () => {
    const distance = Math.round(distanceMeters(GADING_5_5KM, GADING));
    expect(distance).toBeGreaterThan(5000);
    expect(distance).toBeLessThan(6000);
    const res = await bill(GADING_5_5KM);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'distance_sla_exceeded',
      error: 'distance_sla_exceeded',
      message: 'The provided address is outside the service area of our delivery provider',
      details: { distance, max_distance: 5000, provider: 'embedded-courier' },
    });
  });

  it('answers delivery_out_of_range beyond the radius, and ignores the courier for pickup', async () => {
    const far = await bill(GADING_7KM);
    expect(far.status).toBe(422);
    expect(far.body.code).toBe('delivery_out_of_range');
    expect((await bill(GADING_5_5KM, 1)).status).toBe(200);
  });
});
