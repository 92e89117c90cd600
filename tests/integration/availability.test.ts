// SPEC §7 "Branch availability" (brand_id or foodhall_id, order_type, optional lat and lon) over HTTP on the
// demo database: what /branch-selection and the options sheet list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema, type AvailabilityAnswer } from '~/contract/discovery';
import { demoDatabase } from '../fixtures/database';
import { startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { distanceMeters } from '../../server/platform/catalog/geo';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
const C = '/api/consumer/v1';
const KEMANG_VILLAGE = { lat: -6.2604, lon: 106.8128 };

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const availability = async (query: string) => {
  const res = await api.get(`${C}/webshop/branches/availability?${query}`);
  return { status: res.status, body: res.status === 200 ? availabilitySchema.parse(res.body) : res.body };
};

describe('GET {consumer}/webshop/branches/availability', () => {
  it('lists a brand’s branches nearest first, with the radius and the order type checked', async () => {
    const { status, body } = await availability(
      `brand_id=5&order_type=2&lat=${KEMANG_VILLAGE.lat}&lon=${KEMANG_VILLAGE.lon}`,
    );
    expect(status).toBe(200);
    const branches = (body as AvailabilityAnswer).branches;
    expect(branches.map((b) => b.title)).toEqual([
      'Dapur Nusantara Kemang',
      'Dapur Nusantara Sudirman',
      'Dapur Nusantara Kelapa Gading',
    ]);
    for (const b of branches) {
      // Great-circle distance, and in range exactly when within the branch's delivery radius.
      expect(b.user_distance_meter).toBeCloseTo(distanceMeters(KEMANG_VILLAGE, b), 0);
      expect(b.in_range).toBe(b.user_distance_meter! <= b.delivery_radius);
      expect(b.order_type_available).toBe(true);
    }
    expect(branches.map((b) => b.in_range)).toEqual([true, true, false]);
  });

  it('marks branches without the order type, and answers in_range null without a position', async () => {
    const { body } = await availability('brand_id=2&order_type=3');
    const branches = (body as AvailabilityAnswer).branches;
    expect(branches.map((b) => [b.title, b.order_type_available, b.in_range])).toEqual([
      ['Dapur Nusantara Kemang', true, null],
      ['Dapur Nusantara Sudirman', false, null],
    ]);
  });

  it('lists a food hall’s stalls', async () => {
    const hall = (await api.get('/api/enterprise/v1/branch/vizmenu/identify?hash=HFhall01')).body;
    const { body } = await availability(`foodhall_id=${hall.foodhall_id}&order_type=1`);
    expect((body as AvailabilityAnswer).branches).toHaveLength(6);
  });

  it('refuses bad input with 400 and names the field', async () => {
    expect((await availability('order_type=2')).status).toBe(400);
    const bad = await availability('brand_id=5&lat=91&lon=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^lat:/);
    expect((await availability('brand_id=x')).status).toBe(400);
    expect((await availability('brand_id=5&order_type=7')).status).toBe(400);
  });

  it('answers an unknown brand with an empty list', async () => {
    expect((await availability('brand_id=9999')).body).toEqual({ branches: [] });
  });
});
