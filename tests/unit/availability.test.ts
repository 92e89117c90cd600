import { describe, expect, it } from 'vitest';
import { categoryAvailable, inWindow, itemState, menuAt, sectionAvailable } from '~/domain/availability';
import { localMoment } from '~/domain/store-hours';
import type { RuleGroup } from '~/domain/modifiers';

const at = (iso: string, tz: string) => localMoment(new Date(iso), tz);
const section = (extra: object = {}) => ({
  enabled: true,
  hidden: false,
  available_times: null,
  blackout_dates: [],
  ...extra,
});
const category = (extra: object = {}) => ({ enabled: true, hidden: false, isAvailable: null, ...extra });
const item = (id: number, extra: object = {}) => ({
  id,
  enabled: true,
  hidden: false,
  oos: false,
  stock: { available: true, snooze: null },
  groups: [] as RuleGroup[],
  sequence: id,
  ...extra,
});

describe('windows of the day', () => {
  it('include the start and exclude the end, across midnight too', () => {
    expect(inWindow(6 * 60, 600, 1030)).toBe(true);
    expect(inWindow(10 * 60 + 30, 600, 1030)).toBe(false);
    expect(inWindow(23 * 60, 2200, 200)).toBe(true);
    expect(inWindow(60, 2200, 200)).toBe(true);
    expect(inWindow(2 * 60, 2200, 200)).toBe(false);
    expect(inWindow(12 * 60, 0, 0)).toBe(true);
  });
});

describe('sections and categories in the branch zone', () => {
  // 2026-11-28 is a Saturday.
  const weekend = { '6': [{ start_time: 1000, end_time: 2200 }], '7': [{ start_time: 1000, end_time: 2200 }] };

  it('opens a weekend section on Saturday in Tokyo but not on Friday night there', () => {
    expect(sectionAvailable(section({ available_times: weekend }), at('2026-11-28T03:00:00Z', 'Asia/Tokyo'))).toBe(
      true,
    ); // Sat 12:00
    expect(sectionAvailable(section({ available_times: weekend }), at('2026-11-27T12:00:00Z', 'Asia/Tokyo'))).toBe(
      false,
    ); // Fri 21:00
  });

  it('reads the same instant as Saturday in Tokyo and Friday in Los Angeles', () => {
    const instant = '2026-11-28T02:00:00Z';
    expect(sectionAvailable(section({ available_times: weekend }), at(instant, 'Asia/Tokyo'))).toBe(true); // Sat 11:00
    expect(sectionAvailable(section({ available_times: weekend }), at(instant, 'America/Los_Angeles'))).toBe(false); // Fri 18:00
  });

  it('keeps an overnight section open after midnight on the next weekday', () => {
    const late = section({ available_times: { '5': [{ start_time: 2200, end_time: 300 }] } }); // Friday 22:00–03:00
    expect(sectionAvailable(late, at('2026-11-27T15:30:00Z', 'Asia/Jakarta'))).toBe(true); // Fri 22:30
    expect(sectionAvailable(late, at('2026-11-27T19:00:00Z', 'Asia/Jakarta'))).toBe(true); // Sat 02:00
    expect(sectionAvailable(late, at('2026-11-27T20:00:00Z', 'Asia/Jakarta'))).toBe(false); // Sat 03:00
    expect(sectionAvailable(late, at('2026-11-26T19:00:00Z', 'Asia/Jakarta'))).toBe(false); // Fri 02:00 (Thursday had none)
  });

  it('closes a section on its blackout dates, by the branch’s calendar', () => {
    const s = section({ blackout_dates: [{ from: '2026-12-24', to: '2026-12-25' }] });
    expect(sectionAvailable(s, at('2026-12-23T15:00:00Z', 'Asia/Manila'))).toBe(true); // 23:00 on the 23rd
    expect(sectionAvailable(s, at('2026-12-23T17:00:00Z', 'Asia/Manila'))).toBe(false); // 01:00 on the 24th (still the 23rd in UTC)
    expect(sectionAvailable(s, at('2026-12-24T17:00:00Z', 'Asia/Manila'))).toBe(false); // 01:00 on the 25th
    expect(sectionAvailable(s, at('2026-12-25T16:30:00Z', 'Asia/Manila'))).toBe(true); // 00:30 on the 26th
  });

  it('opens a breakfast category only in its window', () => {
    const breakfast = category({ isAvailable: { startTime: 600, endTime: 1030 } });
    expect(categoryAvailable(breakfast, at('2026-11-23T23:00:00Z', 'Asia/Manila'))).toBe(true); // 07:00
    expect(categoryAvailable(breakfast, at('2026-11-24T03:00:00Z', 'Asia/Manila'))).toBe(false); // 11:00
    expect(categoryAvailable(category({ hidden: true }), at('2026-11-24T03:00:00Z', 'UTC'))).toBe(false);
  });
});

describe('item state (SPEC §4)', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  it('is sold out when unavailable with no snooze, snoozed inside its window, not-now when its category is closed', () => {
    expect(itemState(item(1), true, now)).toBe('available');
    expect(itemState(item(1, { oos: true, stock: { available: false, snooze: null } }), true, now)).toBe('soldOut');
    const snooze = { start_time: '2026-11-23T02:00:00Z', end_time: '2026-11-23T05:00:00Z' };
    expect(itemState(item(1, { stock: { available: false, snooze } }), true, now)).toBe('snoozed');
    expect(itemState(item(1, { stock: { available: true, snooze } }), true, new Date('2026-11-23T06:00:00Z'))).toBe(
      'available',
    );
    expect(itemState(item(1), false, now)).toBe('notNow');
    expect(itemState(item(1, { enabled: false }), true, now)).toBe('disabled');
    const broken: RuleGroup = {
      id: 1,
      rule: { type_title: 'exact', value: 1, min: 1, max: 1 },
      enabled: false,
      hidden: false,
      modifiers: [],
    };
    expect(itemState(item(1, { groups: [broken] }), true, now)).toBe('disabled');
  });
  it('keeps an item unavailable only for its snooze: after the snooze it is available again', () => {
    const snooze = { start_time: '2026-11-23T02:00:00Z', end_time: '2026-11-23T05:00:00Z' };
    // the wire says unavailable while the snooze lasts; that ends with the snooze
    const snoozed = item(1, { stock: { available: false, snooze } });
    expect(itemState(snoozed, true, new Date('2026-11-23T05:00:00Z'))).toBe('available');
    expect(itemState(snoozed, false, new Date('2026-11-23T05:00:00Z'))).toBe('notNow');
    // out of stock with no snooze stays so
    expect(itemState(item(1, { stock: { available: false, snooze: null } }), true, now)).toBe('soldOut');
  });
});

describe('menuAt', () => {
  const now = new Date('2026-11-24T03:00:00Z'); // 11:00 in Manila: breakfast (06:00–10:30) is over
  const menu = [
    {
      id: 1,
      ...section(),
      sub_sections: [
        {
          id: 10,
          ...category({ isAvailable: { startTime: 600, endTime: 1030 } }),
          is_popular_category: false,
          items: [item(1), item(2)],
        },
        {
          id: 11,
          ...category(),
          is_popular_category: true,
          items: [
            item(3, { oos: true, stock: { available: false, snooze: null } }),
            item(4),
            item(5, { hidden: true }),
          ],
        },
        {
          id: 12,
          ...category({ isAvailable: { startTime: 600, endTime: 1030 } }),
          is_popular_category: true,
          items: [item(6)],
        },
      ],
    },
    {
      id: 2,
      ...section({ hidden: true }),
      sub_sections: [{ id: 20, ...category(), is_popular_category: false, items: [item(7)] }],
    },
  ];

  it('sorts available items first, dims what cannot be ordered now, hides popular categories that are closed', () => {
    const view = menuAt(menu, { timezone: 'Asia/Manila', now, showUnavailable: true });
    expect(view).toHaveLength(1);
    const cats = view[0]!.categories;
    expect(cats.map((c) => c.category.id)).toEqual([10, 11]);
    expect(cats[0]!.available).toBe(false);
    expect(cats[0]!.items.map((i) => i.state)).toEqual(['notNow', 'notNow']);
    expect(cats[1]!.items.map((i) => [i.item.id, i.state])).toEqual([
      [4, 'available'],
      [3, 'soldOut'],
    ]);
  });

  it('hides what cannot be ordered now when the branch does not show unavailable menu', () => {
    const view = menuAt(menu, { timezone: 'Asia/Manila', now, showUnavailable: false });
    expect(view[0]!.categories.map((c) => c.category.id)).toEqual([11]);
    expect(view[0]!.categories[0]!.items.map((i) => i.item.id)).toEqual([4]);
  });
});
