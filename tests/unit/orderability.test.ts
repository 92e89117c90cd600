// SPEC §4 "Stock and busy rules", §5 "Scheduling": the one orderability rule the item sheet, the cart line
// and the bill share (app/domain/orderability.ts).
import { describe, expect, it } from 'vitest';
import { ageRule, findMenuItem, isAgeRestricted, orderability, type OrderMoment } from '~/domain/orderability';

const TZ = 'Asia/Manila';
const now = new Date('2026-11-23T04:00:00Z'); // Monday 12:00 in Manila
const tomorrowNoon = new Date('2026-11-24T04:00:00Z');
// snoozed from an hour ago until tonight (20:00 in Manila)
const snooze = { start_time: '2026-11-23T03:00:00Z', end_time: '2026-11-23T12:00:00Z' };

const item = (id: number, extra: object = {}) => ({
  id,
  enabled: true,
  hidden: false,
  oos: false,
  stock: { available: true, snooze: null as null | { start_time: string; end_time: string } },
  groups: [],
  sequence: id,
  ...extra,
});
const menu = (extra: { section?: object; category?: object } = {}) => [
  {
    id: 1,
    enabled: true,
    hidden: false,
    available_times: null,
    blackout_dates: [],
    ...extra.section,
    sub_sections: [
      {
        id: 10,
        enabled: true,
        hidden: false,
        isAvailable: null as null | { startTime: number; endTime: number },
        ...extra.category,
        items: [
          item(100),
          item(101, { stock: { available: false, snooze } }),
          item(102, { oos: true, stock: { available: false, snooze: null } }),
          item(103, { hidden: true }),
        ],
      },
    ],
  },
];
const moment = (extra: Partial<OrderMoment> = {}): OrderMoment => ({
  now,
  scheduledFor: null,
  timezone: TZ,
  capabilities: { scheduled_order_enabled: true, scheduled_order_oos_item_allowed: false },
  brand: { is_busy: false, busy_mode_updated_at: null },
  ...extra,
});
const verdict = (itemId: number, m: OrderMoment, sections = menu()) => orderability(findMenuItem(sections, itemId), m);

describe('findMenuItem', () => {
  it('finds an item with its category and section, or nothing', () => {
    const found = findMenuItem(menu(), 101)!;
    expect([found.section.id, found.category.id, found.item.id]).toEqual([1, 10, 101]);
    expect(findMenuItem(menu(), 999)).toBeNull();
  });
});

describe('orderability', () => {
  it('takes an available item now, not only for later', () => {
    expect(verdict(100, moment())).toEqual({ ok: true, state: 'available', forLater: false });
  });

  it('judges a scheduled order at its time: snoozed now, free then, even where out-of-stock items may not wait', () => {
    // the case the item sheet, the cart line and the bill used to answer three ways
    const later = moment({ scheduledFor: tomorrowNoon });
    expect(verdict(101, later)).toEqual({ ok: true, state: 'available', forLater: true });
    expect(verdict(101, moment())).toEqual({ ok: false, refusal: { kind: 'soldOut', state: 'snoozed' } });
  });

  it('lets a snoozed item wait for a scheduled order only where the branch allows out-of-stock items then', () => {
    const duringSnooze = new Date('2026-11-23T10:00:00Z'); // 18:00 in Manila, still snoozed
    const refused = moment({ scheduledFor: duringSnooze });
    expect(verdict(101, refused)).toEqual({ ok: false, refusal: { kind: 'soldOut', state: 'snoozed' } });
    const allowed = moment({
      scheduledFor: duringSnooze,
      capabilities: { scheduled_order_enabled: true, scheduled_order_oos_item_allowed: true },
    });
    expect(verdict(101, allowed)).toEqual({ ok: true, state: 'snoozed', forLater: true });
  });

  it('ignores a scheduled time where the branch takes no scheduled orders', () => {
    const m = moment({
      scheduledFor: tomorrowNoon,
      capabilities: { scheduled_order_enabled: false, scheduled_order_oos_item_allowed: true },
    });
    expect(verdict(101, m).ok).toBe(false);
  });

  it('refuses out of stock (unavailable, no snooze) whenever the order is for', () => {
    for (const scheduledFor of [null, tomorrowNoon])
      expect(verdict(102, moment({ scheduledFor }))).toEqual({
        ok: false,
        refusal: { kind: 'soldOut', state: 'soldOut' },
      });
  });

  it('reads section and category windows at the time the order is for, in the branch zone', () => {
    const breakfast = menu({ category: { isAvailable: { startTime: 600, endTime: 1030 } } });
    expect(verdict(100, moment(), breakfast)).toEqual({ ok: false, refusal: { kind: 'notThen' } });
    const tomorrowAt7 = new Date('2026-11-23T23:00:00Z'); // 07:00 in Manila
    expect(verdict(100, moment({ scheduledFor: tomorrowAt7 }), breakfast)).toEqual({
      ok: true,
      state: 'available',
      forLater: true,
    });
    // a blackout date at the scheduled time closes the section then
    const blackout = menu({ section: { blackout_dates: [{ from: '2026-11-24', to: '2026-11-24' }] } });
    expect(verdict(100, moment({ scheduledFor: tomorrowNoon }), blackout)).toEqual({
      ok: false,
      refusal: { kind: 'notThen' },
    });
  });

  it('refuses what is not on the menu, and everything of a busy brand with its wait', () => {
    expect(verdict(103, moment())).toEqual({ ok: false, refusal: { kind: 'gone' } });
    expect(verdict(999, moment())).toEqual({ ok: false, refusal: { kind: 'gone' } });
    expect(verdict(100, moment(), menu({ category: { enabled: false } }))).toEqual({
      ok: false,
      refusal: { kind: 'gone' },
    });
    const busy = moment({ brand: { is_busy: true, busy_mode_updated_at: '2026-11-23T03:45:00Z' } });
    expect(verdict(100, busy)).toEqual({ ok: false, refusal: { kind: 'busy', minutes: 45 } });
    expect(verdict(100, moment({ brand: { is_busy: true, busy_mode_updated_at: null } }))).toEqual({
      ok: false,
      refusal: { kind: 'busy', minutes: 60 },
    });
  });
});

describe('isAgeRestricted', () => {
  it('holds when the item or its category is restricted (SPEC §4), and only then', () => {
    const flag = (is_age_restricted: boolean) => ({ is_age_restricted });
    expect(isAgeRestricted(flag(true), flag(false))).toBe(true);
    expect(isAgeRestricted(flag(false), flag(true))).toBe(true);
    expect(isAgeRestricted(flag(false), flag(false))).toBe(false);
  });
});

describe('ageRule', () => {
  const line = (item: boolean, category: boolean, id = false) => ({
    item: { is_age_restricted: item },
    category: { is_age_restricted: category, is_id_verification_required: id },
  });

  it('asks consent of an order with a restricted item or category (SPEC §5), ID where a category requires it', () => {
    expect(ageRule([])).toEqual({ restricted: false, idRequired: false });
    expect(ageRule([line(false, false), line(true, false)])).toEqual({ restricted: true, idRequired: false });
    expect(ageRule([line(false, true, true)])).toEqual({ restricted: true, idRequired: true });
    // a restricted item and an ID-checked category in one order: consent and ID
    expect(ageRule([line(true, false), line(false, false, true)])).toEqual({ restricted: true, idRequired: true });
  });

  it('asks no ID of an order that needs no consent', () => {
    expect(ageRule([line(false, false, true)])).toEqual({ restricted: false, idRequired: false });
  });
});
