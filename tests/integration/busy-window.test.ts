// Busy mode ends by itself after its window (SPEC §9: 60 minutes; issue 12, item 2), wherever the platform
// reads it — the lookup, the menus, the cart line — on an injected clock; and the demo's busy branch keeps
// being busy while the server runs, its wait reading down. Branch availability lists the brands busy now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSchema, storeMenusSchema } from '~/contract/catalog';
import { availabilitySchema } from '~/contract/discovery';
import { busyMinutes } from '~/domain/busy';
import { demoDatabase } from '../fixtures/database';
import { OPS_TOKEN, startPlatform, type PlatformServer } from '../fixtures/platform-server';
import { refreshDemoClock, tickDemoClock } from '../../server/platform/demo/clock';
import type { Database } from '../../server/platform/db/index';

let database: Database;
let api: PlatformServer;
// 10:00 in Manila: no midnight (and so no move of the demo's closures) within the next hours.
const start = new Date('2026-11-23T02:00:00Z');
let clock = start;
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await demoDatabase();
  api = await startPlatform(database, { now: () => clock });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const identify = async (hash: string) =>
  lookupSchema.parse((await api.get(`/api/enterprise/v1/branch/vizmenu/identify?hash=${hash}`)).body);
const setBusy = (branchId: number, brandId: number, isBusy: boolean) =>
  fetch(`${api.url}/api/enterprise/v1/branch/${branchId}/brand/${brandId}/busy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    body: JSON.stringify({ is_busy: isBusy }),
  });

/** Whether the platform prices a line of an all-day item of Lola's at Malate: 409 brand_busy when busy. */
async function addLine(branchId: number) {
  const menus = storeMenusSchema.parse(
    (await api.get(`/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${branchId}`)).body,
  );
  const item = menus.sections
    .filter((s) => !s.available_times)
    .flatMap((s) => s.sub_sections.filter((c) => !c.isAvailable).flatMap((c) => c.items))
    .find((i) => i.groups.length === 0 && i.stock.available && !i.oos && !i.stock.snooze)!;
  const res = await fetch(`${api.url}/api/consumer/v1/oms/cart/line`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch_id: branchId,
      brand_id: 1,
      item_id: item.id,
      quantity: 1,
      groups: [],
      order_type: 1,
    }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; details?: { busy_minutes?: number } } };
}

/** The brands busy now at a branch, as branch availability (the lists of branches) reports them. */
async function busyBrandsAt(branchId: number) {
  const { branches } = availabilitySchema.parse(
    (await api.get('/api/consumer/v1/webshop/branches/availability?brand_id=1&order_type=1')).body,
  );
  return branches.find((b) => b.id === branchId)!.busy_brands;
}

describe('busy mode set by the restaurant', () => {
  it('counts down for 60 minutes, then ends by itself everywhere the platform reads it', async () => {
    const malate = (await identify('LKmalate')).branch!;
    clock = start;
    expect((await setBusy(malate.id, 1, true)).status).toBe(200);
    try {
      clock = at(20);
      const lookup = await identify('LKmalate');
      expect(lookup.brands[0]).toMatchObject({ is_busy: true, busy_mode_updated_at: start.toISOString() });
      expect(busyMinutes(lookup.brands[0]!, clock)).toBe(40);
      expect(await addLine(malate.id)).toMatchObject({
        status: 409,
        body: { code: 'brand_busy', details: { busy_minutes: 40 } },
      });

      expect(await busyBrandsAt(malate.id)).toEqual([{ brand_id: 1, busy_mode_updated_at: start.toISOString() }]);

      clock = new Date(at(60).getTime() - 1_000); // the window's last second
      expect(busyMinutes((await identify('LKmalate')).brands[0]!, clock)).toBe(1);
      expect((await addLine(malate.id)).body.details?.busy_minutes).toBe(1);

      // The window is over: not busy, not "Try again in 1, 4, 5 … minutes".
      for (const minutes of [60, 61, 64, 70, 125]) {
        clock = at(minutes);
        const brand = (await identify('LKmalate')).brands[0]!;
        expect(brand.is_busy, `${minutes} min`).toBe(false);
        expect(busyMinutes(brand, clock)).toBeNull();
        const menus = storeMenusSchema.parse(
          (await api.get(`/api/consumer/v1/webshop/public/store/menus?brandID=1&branchID=${malate.id}`)).body,
        );
        expect(menus.brand.is_busy).toBe(false);
        expect((await addLine(malate.id)).status, `${minutes} min`).toBe(200);
        expect(await busyBrandsAt(malate.id)).toEqual([]);
      }
      // Switched on again: a new window from now.
      expect((await setBusy(malate.id, 1, true)).status).toBe(200);
      expect(busyMinutes((await identify('LKmalate')).brands[0]!, clock)).toBe(60);
    } finally {
      await setBusy(malate.id, 1, false);
    }
  });

  it('is one rule: on at its start, off at the end of its window or when switched off', () => {
    const since = start.toISOString();
    expect(busyMinutes({ is_busy: true, busy_mode_updated_at: since }, at(59))).toBe(1);
    expect(busyMinutes({ is_busy: true, busy_mode_updated_at: since }, at(60))).toBeNull();
    expect(busyMinutes({ is_busy: false, busy_mode_updated_at: since }, at(1))).toBeNull();
    // Switched on without a start time: busy until switched off.
    expect(busyMinutes({ is_busy: true, busy_mode_updated_at: null }, at(500))).toBe(60);
  });
});

describe('the demo’s busy branch', () => {
  it('stays busy while the server runs, its wait reading down between renewals', async () => {
    clock = start;
    await refreshDemoClock(database.db, clock);
    api.platform.catalog.cache.invalidate();
    const waits: number[] = [];
    // Three hours of the demo clock's minute ticks (server/app.ts).
    for (let minute = 0; minute <= 180; minute++) {
      clock = at(minute);
      if ((await tickDemoClock(database.db, clock)) > 0) api.platform.catalog.cache.invalidate();
      const brand = (await identify('LKqcbusy')).brands[0]!;
      const wait = busyMinutes(brand, clock);
      expect(wait, `minute ${minute}`).not.toBeNull();
      waits.push(wait!);
    }
    expect(waits[0]).toBe(40);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...waits)).toBeLessThanOrEqual(40);
    // It only goes up at a renewal, back to 40.
    for (let i = 1; i < waits.length; i++) {
      if (waits[i]! > waits[i - 1]!) expect(waits[i], `minute ${i}`).toBe(40);
      else expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]! - 1);
    }
    expect(waits.filter((w, i) => i > 0 && w > waits[i - 1]!).length).toBeGreaterThanOrEqual(5);
  });

  it('is not renewed once the restaurant switched it off', async () => {
    const qc = await identify('LKqcbusy');
    expect((await setBusy(qc.branch!.id, qc.brands[0]!.id, false)).status).toBe(200);
    clock = at(400);
    await tickDemoClock(database.db, clock);
    await refreshDemoClock(database.db, clock);
    api.platform.catalog.cache.invalidate();
    expect((await identify('LKqcbusy')).brands[0]!.is_busy).toBe(false);
  });
});
