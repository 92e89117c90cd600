import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  closuresAhead,
  coversWholeDay,
  daysAhead,
  hhmmText,
  isoWeekday,
  localMoment,
  storeState,
  type WeekdaySlots,
} from '~/domain/store-hours';

const every = (start_time: number, end_time: number): WeekdaySlots =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start_time, end_time }]]));

// 2026-11-23 is a Monday.
const at = (iso: string) => new Date(iso);

describe('storeState', () => {
  it('is open inside a slot and closed before it, in the branch zone', () => {
    const input = { timezone: 'Asia/Manila', available_times: every(1000, 2200), preparation_time: 0 };
    // 09:59 and 10:00 in Manila (UTC+8)
    expect(storeState(input, at('2026-11-23T01:59:00Z')).store_open).toBe(false);
    const open = storeState(input, at('2026-11-23T02:00:00Z'));
    expect(open.store_open).toBe(true);
    expect(open.store_current_time_slot).toEqual({ start_time: 1000, end_time: 2200 });
    expect(open.store_current_week_day).toBe(1);
  });

  it('closes preparation time before the end of the slot', () => {
    const input = { timezone: 'Asia/Manila', available_times: every(1000, 2200), preparation_time: 30 };
    expect(storeState(input, at('2026-11-23T13:29:00Z')).store_open).toBe(true); // 21:29
    const closed = storeState(input, at('2026-11-23T13:30:00Z')); // 21:30
    expect(closed.store_open).toBe(false);
    expect(closed.store_next_date).toBe('2026-11-24');
    expect(closed.store_next_time_slot).toEqual({ start_time: 1000, end_time: 2200 });
  });

  it('reads the same instant differently in two zones', () => {
    const now = at('2026-11-23T03:00:00Z'); // 11:00 in Manila, 12:00 in Tokyo, 22:00 (Sunday) in New York
    const slots = every(1100, 1200);
    expect(storeState({ timezone: 'Asia/Manila', available_times: slots }, now).store_open).toBe(true);
    expect(storeState({ timezone: 'Asia/Tokyo', available_times: slots }, now).store_open).toBe(false);
    const ny = storeState({ timezone: 'America/New_York', available_times: slots }, now);
    expect(ny.store_current_week_day).toBe(7);
    expect(ny.store_next_date).toBe('2026-11-23');
  });

  it('keeps a slot that runs past midnight open on the next day', () => {
    const input = { timezone: 'Asia/Jakarta', available_times: { '5': [{ start_time: 1800, end_time: 200 }] } };
    // Saturday 01:30 in Jakarta (UTC+7) belongs to Friday's 18:00–02:00 slot.
    const state = storeState(input, at('2026-11-27T18:30:00Z'));
    expect(state.store_current_week_day).toBe(6);
    expect(state.store_open).toBe(true);
    expect(state.store_current_time_slot).toEqual({ start_time: 1800, end_time: 200 });
    expect(storeState(input, at('2026-11-27T19:00:00Z')).store_open).toBe(false); // 02:00
  });

  it('never closes a branch open around the clock, whatever its preparation time', () => {
    const input = { timezone: 'Asia/Singapore', available_times: every(0, 2400), preparation_time: 20 };
    for (const hour of ['15:50', '15:59', '16:00', '03:00']) {
      expect(storeState(input, at(`2026-11-23T${hour}:00Z`)).store_open).toBe(true);
    }
  });

  it('is closed on off dates and opens after them', () => {
    const input = {
      timezone: 'Asia/Manila',
      available_times: every(0, 2400),
      off_dates: [{ from: '2026-11-23', to: '2026-11-24' }],
    };
    const state = storeState(input, at('2026-11-23T04:00:00Z'));
    expect(state.store_open).toBe(false);
    expect(state.store_next_date).toBe('2026-11-25');
    expect(state.store_next_time_slot).toEqual({ start_time: 0, end_time: 2400 });
  });

  it('has no next opening when no weekday has a slot', () => {
    const state = storeState({ timezone: 'UTC', available_times: {} }, at('2026-11-23T04:00:00Z'));
    expect(state).toMatchObject({ store_open: false, store_next_date: null, store_next_time_slot: null });
  });

  it('skips a slot too short for the preparation time', () => {
    const input = {
      timezone: 'UTC',
      available_times: { '1': [{ start_time: 1000, end_time: 1010 }], '2': [{ start_time: 900, end_time: 1700 }] },
      preparation_time: 15,
    };
    const state = storeState(input, at('2026-11-23T08:00:00Z'));
    expect(state.store_next_date).toBe('2026-11-24');
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('keeps calendar dates whatever the server zone, even where its midnight is skipped or repeated', () => {
    try {
      // Santiago moves 2026-09-06 00:00 to 01:00 and turns 2026-04-05 00:00 back to 04-04 23:00.
      for (const zone of ['America/Santiago', 'Pacific/Kiritimati', 'America/New_York']) {
        vi.stubEnv('TZ', zone);
        expect(addDays('2026-09-05', 1)).toBe('2026-09-06');
        expect(addDays('2026-09-06', 1)).toBe('2026-09-07');
        expect(addDays('2026-04-06', -1)).toBe('2026-04-05');
        expect(addDays('2026-04-05', -1)).toBe('2026-04-04');
        expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
        expect(isoWeekday('2026-09-06')).toBe(7);
        expect(isoWeekday('2026-04-05')).toBe(7);
      }
    } finally {
      vi.unstubAllEnvs(); // TZ unset again where it was unset (not the text "undefined")
    }
  });
  it('names ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
  it('reads local dates across a daylight-saving change', () => {
    // Sydney moves to UTC+11 on 2026-10-04 at 02:00 local.
    expect(localMoment(at('2026-10-03T15:30:00Z'), 'Australia/Sydney')).toMatchObject({
      date: '2026-10-04',
      minutes: 90,
    });
    expect(localMoment(at('2026-10-03T16:30:00Z'), 'Australia/Sydney')).toMatchObject({
      date: '2026-10-04',
      minutes: 210,
    });
  });
  it('prints HHmm as a clock', () => {
    expect(hhmmText(630)).toBe('06:30');
    expect(hhmmText(0)).toBe('00:00');
  });
});

describe('the store-hours sheet’s week (issue 12, item 3)', () => {
  it('says a day open round the clock is open all day, not "00:00 – 00:00"', () => {
    expect(coversWholeDay([{ start_time: 0, end_time: 2400 }])).toBe(true);
    expect(coversWholeDay([{ start_time: 0, end_time: 0 }])).toBe(true);
    expect(coversWholeDay([{ start_time: 0, end_time: 2359 }])).toBe(true);
    expect(
      coversWholeDay([
        { start_time: 0, end_time: 1200 },
        { start_time: 1200, end_time: 2400 },
      ]),
    ).toBe(true);
    expect(coversWholeDay([{ start_time: 1000, end_time: 2200 }])).toBe(false);
    expect(
      coversWholeDay([
        { start_time: 0, end_time: 1100 },
        { start_time: 1200, end_time: 2400 },
      ]),
    ).toBe(false);
    // Past midnight into the next day is not the whole of this one.
    expect(coversWholeDay([{ start_time: 1800, end_time: 200 }])).toBe(false);
  });

  it('starts at the branch’s today and closes its off dates, whatever their weekday says', () => {
    const input = {
      timezone: 'Asia/Manila',
      available_times: every(0, 2400),
      off_dates: [{ from: '2026-11-24', to: '2026-11-25' }],
    };
    const days = daysAhead(input, at('2026-11-24T16:30:00Z')); // 00:30 Wednesday 25 in Manila
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(days[0]).toMatchObject({ weekday: 3, off: true, slots: [], allDay: false });
    expect(days[1]).toMatchObject({ weekday: 4, off: false, allDay: true });
    expect(closuresAhead(input, at('2026-11-24T16:30:00Z'))).toEqual([{ from: '2026-11-25', to: '2026-11-25' }]);
    expect(closuresAhead(input, at('2026-11-25T16:30:00Z'))).toEqual([]);
    expect(closuresAhead(input, at('2026-11-20T00:00:00Z'))).toEqual([{ from: '2026-11-24', to: '2026-11-25' }]);
  });
});
