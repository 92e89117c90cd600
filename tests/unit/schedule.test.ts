// SPEC §4 "Schedule type", §5 "Scheduling", §9 "ASAP estimate" — in several zones, across midnight and
// daylight saving, whatever the server's own zone is.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  asapEstimate,
  calendarDays,
  earliestSlot,
  latest,
  scheduleTypes,
  timeSlots,
  validateScheduled,
  type ScheduleBranch,
} from '~/domain/schedule';
import { formatClock } from '~/domain/datetime';
import { localMoment, openSpans, slotAt, type TimeSlot, type WeekdaySlots } from '~/domain/store-hours';

const every = (start_time: number, end_time: number): WeekdaySlots =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start_time, end_time }]]));

const branch = (over: Partial<ScheduleBranch> = {}): ScheduleBranch => ({
  timezone: 'Asia/Singapore',
  available_times: every(1000, 2200),
  off_dates: [],
  preparation_time: 15,
  scheduledEnabled: true,
  instantEnabled: true,
  dayRange: 3,
  bufferMinutes: 30,
  scheduledDurationMinutes: 20,
  blackoutDates: [],
  foodHallTable: false,
  ...over,
});

// Monday 23 November 2026, 10:00 in Singapore.
const MONDAY_10 = new Date('2026-11-23T02:00:00Z');

describe('slots', () => {
  it('start at now + the largest of preparation, duration and buffer (+2 min), every 10 minutes, hh:mm a', () => {
    const slots = timeSlots(branch(), '2026-11-23', MONDAY_10);
    // lead 30 min + 2 → 10:32 → first slot 10:40; closing 22:00 minus 15 min preparation → last 21:40.
    expect(slots[0]!.label).toBe('10:40 AM');
    expect(slots.at(-1)!.label).toBe('09:40 PM');
    expect(slots[0]!.value).toBe('2026-11-23T02:40:00.000Z');
    expect(slots.every((s, i) => i === 0 || s.minutes - slots[i - 1]!.minutes === 10)).toBe(true);
  });

  it('take the buffer when it is the largest', () => {
    const slots = timeSlots(branch({ bufferMinutes: 90 }), '2026-11-23', MONDAY_10);
    expect(slots[0]!.label).toBe('11:40 AM');
  });

  it('a later day starts at opening', () => {
    expect(timeSlots(branch(), '2026-11-24', MONDAY_10)[0]!.label).toBe('10:00 AM');
  });

  it('run across midnight into the next date', () => {
    const b = branch({ available_times: { '1': [{ start_time: 1800, end_time: 200 }] }, preparation_time: 10 });
    const tuesday = timeSlots(b, '2026-11-24', MONDAY_10).map((s) => s.label);
    expect(tuesday[0]).toBe('12:00 AM');
    expect(tuesday.at(-1)).toBe('01:40 AM'); // 02:00 minus 10 min preparation, exclusive
    expect(timeSlots(b, '2026-11-23', MONDAY_10).at(-1)!.label).toBe('11:50 PM');
  });

  it('a 24-hour branch has all 144 times of a later day', () => {
    expect(timeSlots(branch({ available_times: every(0, 2400) }), '2026-11-25', MONDAY_10)).toHaveLength(144);
  });

  it('are none for a date the calendar does not have', () => {
    expect(timeSlots(branch(), '2026-02-30', new Date('2026-02-27T02:00:00Z'))).toEqual([]);
    expect(timeSlots(branch(), '2026-11-31', MONDAY_10)).toEqual([]);
  });

  it('skip off dates and blackout dates', () => {
    const b = branch({
      off_dates: [{ from: '2026-11-24', to: '2026-11-24' }],
      blackoutDates: [{ from: '2026-11-25', to: '2026-11-26' }],
    });
    expect(timeSlots(b, '2026-11-24', MONDAY_10)).toEqual([]);
    expect(timeSlots(b, '2026-11-25', MONDAY_10)).toEqual([]);
    expect(timeSlots(b, '2026-11-26', MONDAY_10)).toEqual([]);
  });

  it('stop at the day range', () => {
    expect(timeSlots(branch(), '2026-11-26', MONDAY_10).length).toBeGreaterThan(0);
    expect(timeSlots(branch(), '2026-11-27', MONDAY_10)).toEqual([]);
    expect(timeSlots(branch({ dayRange: 1 }), '2026-11-25', MONDAY_10)).toEqual([]);
  });

  it('follow the branch zone: Tokyo and New York see their own local day', () => {
    const tokyo = timeSlots(branch({ timezone: 'Asia/Tokyo' }), '2026-11-23', MONDAY_10);
    // 02:00Z is 11:00 in Tokyo: 11:32 → 11:40 AM.
    expect(tokyo[0]!.label).toBe('11:40 AM');
    const ny = timeSlots(branch({ timezone: 'America/New_York' }), '2026-11-22', MONDAY_10);
    // 02:00Z is 21:00 on Sunday 22 in New York: 21:32 → one slot before the 21:45 last call.
    expect(ny.map((s) => s.label)).toEqual(['09:40 PM']);
  });

  it('skip the hour daylight saving removes and offer a repeated hour once (Australia/Sydney)', () => {
    const b = branch({ timezone: 'Australia/Sydney', available_times: every(0, 2400), dayRange: 30 });
    const before = new Date('2026-09-30T00:00:00Z');
    const spring = timeSlots(b, '2026-10-04', before); // 02:00 → 03:00
    expect(spring).toHaveLength(144 - 6);
    expect(spring.map((s) => s.label)).not.toContain('02:30 AM');
    expect(spring.map((s) => s.label)).toContain('03:00 AM');
    const instants = spring.map((s) => Date.parse(s.value));
    expect(instants.every((t, i) => i === 0 || t - instants[i - 1]! === 600_000)).toBe(true);

    const autumnNow = new Date('2026-04-01T00:00:00Z');
    const autumn = timeSlots(b, '2026-04-05', autumnNow); // 03:00 → 02:00
    expect(autumn).toHaveLength(144);
    expect(new Set(autumn.map((s) => s.value)).size).toBe(144);
  });

  it('do not depend on the server zone', () => {
    const run = () =>
      JSON.stringify(calendarDays(branch(), MONDAY_10).map((d) => timeSlots(branch(), d.date, MONDAY_10)));
    const here = run();
    try {
      vi.stubEnv('TZ', 'America/Los_Angeles');
      expect(run()).toBe(here);
      vi.stubEnv('TZ', 'Pacific/Kiritimati');
      expect(run()).toBe(here);
    } finally {
      vi.unstubAllEnvs(); // TZ unset again where it was unset (not the text "undefined")
    }
  });
});

describe('open spans', () => {
  it('say minute by minute what slotAt says, across midnight and off dates (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 24 })),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 6 }),
        (slots, prep, offDay) => {
          const available_times: Record<string, TimeSlot[]> = {};
          for (const [day, start, end] of slots)
            (available_times[String(day)] ??= []).push({ start_time: start * 100, end_time: end * 100 });
          const input = {
            timezone: 'Asia/Manila',
            available_times,
            preparation_time: prep,
            off_dates: [
              {
                from: `2026-11-${String(23 + offDay).padStart(2, '0')}`,
                to: `2026-11-${String(23 + offDay).padStart(2, '0')}`,
              },
            ],
          };
          for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-28', '2026-11-29']) {
            const spans = openSpans(input, date);
            for (let m = 0; m < 1440; m += 10) {
              const inSpan = spans.some(([from, to]) => m >= from && m < to);
              expect(inSpan, `${date} ${m}`).toBe(slotAt(input, date, m) !== null);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('calendar', () => {
  it('shows today and the range; closed and too-near days are disabled', () => {
    const b = branch({
      available_times: { '1': [{ start_time: 900, end_time: 1030 }], '3': [{ start_time: 1000, end_time: 2200 }] },
    });
    const days = calendarDays(b, MONDAY_10);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    // Monday closes at 10:30 − 15 min: nothing left after 10:32.
    expect(days[0]).toEqual({ date: '2026-11-23', enabled: false, reason: 'soon' });
    expect(days[1]).toEqual({ date: '2026-11-24', enabled: false, reason: 'closed' });
    expect(days[2]).toEqual({ date: '2026-11-25', enabled: true });
    expect(earliestSlot(b, MONDAY_10)).toBe('2026-11-25T02:00:00.000Z');
  });

  it('has four days ahead at food-hall tables, scheduling on', () => {
    const b = branch({ foodHallTable: true, scheduledEnabled: false, dayRange: 0 });
    expect(calendarDays(b, MONDAY_10)).toHaveLength(5);
    expect(calendarDays(branch({ dayRange: 0 }), MONDAY_10)).toHaveLength(4);
    expect(calendarDays(branch({ scheduledEnabled: false }), MONDAY_10)).toEqual([]);
  });

  it('latest is 23:59:59 local of the last day', () => {
    expect(latest(branch(), MONDAY_10).toISOString()).toBe('2026-11-26T15:59:59.000Z');
  });
});

describe('validation', () => {
  const b = branch();
  it('names each problem', () => {
    expect(validateScheduled(b, '2026-11-23T02:20:00.000Z', MONDAY_10)).toEqual({ code: 'too_soon', minutes: 30 });
    expect(validateScheduled(b, '2026-11-27T02:00:00.000Z', MONDAY_10)).toEqual({ code: 'too_far', days: 3 });
    expect(validateScheduled(b, '2026-11-23T15:00:00.000Z', MONDAY_10)).toEqual({ code: 'closed' }); // 23:00
    expect(validateScheduled(b, '2026-11-23T13:50:00.000Z', MONDAY_10)).toEqual({ code: 'closed' }); // 21:50
    expect(validateScheduled(b, 'tomorrow', MONDAY_10)).toEqual({ code: 'invalid' });
    expect(validateScheduled(b, null, MONDAY_10)).toEqual({ code: 'invalid' });
    expect(validateScheduled(b, '2026-11-23T04:00:00.000Z', MONDAY_10)).toBeNull();
  });

  it('accepts every slot it offers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('Asia/Singapore', 'Asia/Manila', 'Australia/Sydney', 'America/New_York', 'Asia/Kathmandu'),
        fc.integer({ min: 0, max: 365 * 24 * 60 }),
        (open, hours, prep, buffer, timezone, offset) => {
          const b = branch({
            timezone,
            available_times: every(open * 100, ((open + hours) % 24) * 100),
            preparation_time: prep,
            bufferMinutes: buffer,
          });
          const now = new Date(Date.UTC(2026, 0, 1) + offset * 60_000);
          for (const day of calendarDays(b, now)) {
            const slots = timeSlots(b, day.date, now);
            expect(day.enabled).toBe(slots.length > 0);
            for (const slot of slots) {
              expect(validateScheduled(b, slot.value, now)).toBeNull();
              expect(localMoment(new Date(slot.value), timezone).date).toBe(day.date);
              expect(slot.minutes % 10).toBe(0);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('schedule type', () => {
  const evening = new Date('2026-11-23T15:00:00Z'); // 23:00 in Singapore: closed

  it('ASAP while open; choosing ASAP clears the time', () => {
    expect(scheduleTypes(branch(), MONDAY_10, 1, '2026-11-24T02:00:00.000Z')).toEqual({
      asapEnabled: true,
      scheduledEnabled: true,
      type: 1,
      scheduledAt: null,
    });
  });

  it('scheduled without a time takes the earliest; a given time is kept', () => {
    expect(scheduleTypes(branch(), MONDAY_10, 2, null).scheduledAt).toBe('2026-11-23T02:40:00.000Z');
    expect(scheduleTypes(branch(), MONDAY_10, 2, '2026-11-24T05:00:00.000Z').scheduledAt).toBe(
      '2026-11-24T05:00:00.000Z',
    );
  });

  it('a closed store with scheduling switches ASAP to scheduled at the next opening', () => {
    const choice = scheduleTypes(branch(), evening, 1, null);
    expect(choice).toMatchObject({ asapEnabled: false, type: 2, scheduledAt: '2026-11-24T02:00:00.000Z' });
  });

  it('no instant delivery disables ASAP; nothing enabled gives no type', () => {
    expect(scheduleTypes(branch({ instantEnabled: false }), MONDAY_10, null, null).type).toBe(2);
    expect(scheduleTypes(branch({ scheduledEnabled: false }), evening, 2, null)).toEqual({
      asapEnabled: false,
      scheduledEnabled: false,
      type: null,
      scheduledAt: null,
    });
  });

  it('ASAP estimate is now + 45 min to now + 1 h', () => {
    const { from, to } = asapEstimate(MONDAY_10);
    expect(from.toISOString()).toBe('2026-11-23T02:45:00.000Z');
    expect(to.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(formatClock(from, 'Asia/Singapore')).toBe('10:45 AM');
  });

  it('prints hh:mm a in the branch zone: 12 at noon and midnight, Kathmandu a quarter off', () => {
    expect(formatClock(new Date('2026-11-23T04:00:00Z'), 'Asia/Singapore')).toBe('12:00 PM');
    expect(formatClock(new Date('2026-11-22T16:05:00Z'), 'Asia/Singapore')).toBe('12:05 AM');
    expect(formatClock(new Date('2026-11-23T13:30:00Z'), 'Asia/Singapore')).toBe('09:30 PM');
    expect(formatClock(MONDAY_10, 'Asia/Kathmandu')).toBe('07:45 AM');
    expect(formatClock(MONDAY_10, 'America/New_York')).toBe('09:00 PM');
  });
});
