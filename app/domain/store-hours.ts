// SPEC §5 "Branch open check uses weekday slots and off-date ranges. Open until closing minus
// preparation time." Everything is read in the branch's own time zone, never the server's.
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysTo, formatISO, getISODay, parseISO } from 'date-fns';
import { LRUCache } from 'lru-cache';

export interface TimeSlot {
  /** HHmm as a number: 930 is 09:30 */
  start_time: number;
  end_time: number;
}
/** ISO weekday "1" (Monday) … "7" (Sunday) → slots */
export type WeekdaySlots = Partial<Record<string, readonly TimeSlot[]>>;
export interface DateRange {
  from: string;
  to: string;
}

export interface StoreHoursInput {
  timezone: string;
  available_times: WeekdaySlots;
  off_dates?: readonly DateRange[];
  preparation_time?: number;
}

export interface StoreState {
  store_open: boolean;
  store_current_week_day: number;
  store_current_time_slot: TimeSlot | null;
  store_next_date: string | null;
  store_next_time_slot: TimeSlot | null;
}

export function hhmmToMinutes(hhmm: number): number {
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

export function minutesToHhmm(minutes: number): number {
  const m = ((minutes % 1440) + 1440) % 1440;
  return Math.floor(m / 60) * 100 + (m % 60);
}

/** "09:30" style text of an HHmm number; by hand, as 2400 (a slot's end at midnight) must stay "24:00". */
export function hhmmText(hhmm: number): string {
  return String(hhmm)
    .padStart(4, '0')
    .replace(/(\d\d)(\d\d)/, '$1:$2');
}

export function isValidHhmm(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 2400 && value % 100 < 60;
}

/** A slot's span in minutes from the start of its own day; an end at or before the start runs past midnight. */
function span(slot: TimeSlot): [number, number] {
  const start = hhmmToMinutes(slot.start_time);
  let end = hhmmToMinutes(slot.end_time);
  if (end <= start) end += 1440;
  return [start, end];
}

export interface LocalMoment {
  date: string; // YYYY-MM-DD in the zone
  weekday: number; // ISO 1..7
  minutes: number; // since local midnight
}

export function localMoment(now: Date, timezone: string): LocalMoment {
  const local = new TZDate(now.getTime(), timezone);
  // Weekday off the TZDate's getter, not getISODay, which clones it (~5 µs) for each time of a DST day.
  return {
    date: formatISO(local, { representation: 'date' }),
    weekday: local.getDay() || 7,
    minutes: local.getHours() * 60 + local.getMinutes(), // the wall clock: on a DST day, not the time since 00:00
  };
}

// The same few dates (a branch's fortnight around today) are read for every branch of every request: a food hall's
// page asked for them some thousand times (a twentieth of its server time in date-fns). Kept by their question.
const datesAdded = new LRUCache<string, string>({ max: 5_000 });
const weekdays = new LRUCache<string, number>({ max: 1_000 });

/** Calendar arithmetic on YYYY-MM-DD strings, read and written in one calendar: the server's zone cancels out. */
export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  let added = datesAdded.get(key);
  if (added === undefined) {
    // A plain Date from parseISO, not a TZDate in UTC: ~10 times cheaper than a TZDate.
    added = formatISO(addDaysTo(parseISO(date), days), { representation: 'date' });
    datesAdded.set(key, added);
  }
  return added;
}

export function isoWeekday(date: string): number {
  let weekday = weekdays.get(date);
  if (weekday === undefined) weekdays.set(date, (weekday = getISODay(parseISO(date))));
  return weekday;
}

/**
 * The ops screen's manual close (issue 16): staff close a branch for the rest of its local day, which is then
 * an off date like any other — the open check, the next opening, the schedule and the closed bar all follow.
 */
export function withManualClosure(offDates: readonly DateRange[], closedOn: string | null | undefined): DateRange[] {
  return closedOn ? [...offDates, { from: closedOn, to: closedOn }] : [...offDates];
}

export function isOffDate(date: string, ranges: readonly DateRange[] | undefined): boolean {
  return (ranges ?? []).some((r) => r.from <= date && date <= r.to);
}

function slotsOf(input: StoreHoursInput, date: string): readonly TimeSlot[] {
  if (isOffDate(date, input.off_dates)) return [];
  return [...(input.available_times[String(isoWeekday(date))] ?? [])].sort((a, b) => a.start_time - b.start_time);
}

/** Do a day's own slots cover it from 00:00 to midnight ("Open 24 hours", not "00:00 – 00:00")? */
export function coversWholeDay(slots: readonly TimeSlot[]): boolean {
  let reach = 0;
  for (const [start, end] of slots.map(span).sort((a, b) => a[0] - b[0])) {
    if (start > reach) return false;
    reach = Math.max(reach, end);
  }
  // An end at 23:59 is the day's end too.
  return reach >= 1439;
}

export interface DaySchedule {
  date: string;
  weekday: number;
  /** an off (blackout) date: closed whatever its weekday's slots say */
  off: boolean;
  slots: readonly TimeSlot[];
  /** open round the clock */
  allDay: boolean;
}

/**
 * The branch's next days from its local today (the store-hours sheet, SPEC §2): each date's weekday slots,
 * none on an off date — the same days the open check and the closed bar read.
 */
export function daysAhead(input: StoreHoursInput, now: Date, count = 7): DaySchedule[] {
  const today = localMoment(now, input.timezone).date;
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i);
    const slots = slotsOf(input, date);
    return {
      date,
      weekday: isoWeekday(date),
      off: isOffDate(date, input.off_dates),
      slots,
      allDay: slots.length > 0 && coversWholeDay(slots),
    };
  });
}

/** The off-date ranges not over by the branch's local today, in date order. */
export function closuresAhead(input: StoreHoursInput, now: Date): DateRange[] {
  const today = localMoment(now, input.timezone).date;
  return (input.off_dates ?? [])
    .filter((r) => r.to >= today)
    .map((r) => ({ from: r.from < today ? today : r.from, to: r.to }))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Where a slot really ends: a slot ending at midnight runs on into a slot starting at midnight the next
 * day (a 24-hour branch never "closes" at 23:59), up to a week ahead.
 */
function effectiveEnd(input: StoreHoursInput, date: string, slot: TimeSlot): number {
  let end = span(slot)[1];
  for (let hops = 0; hops < 7 && end % 1440 === 0; hops++) {
    const next = slotsOf(input, addDays(date, end / 1440)).find((s) => s.start_time === 0);
    if (!next) break;
    end += span(next)[1];
  }
  return end;
}

/**
 * The slot the branch takes orders in at a local date and minute (today's slots, and yesterday's that
 * run past midnight into today); null when closed. Open from a slot's start until its end minus the
 * preparation time.
 */
export function slotAt(input: StoreHoursInput, date: string, minutes: number): TimeSlot | null {
  const prep = Math.max(0, input.preparation_time ?? 0);
  for (const [offset, day] of [
    [0, date],
    [1440, addDays(date, -1)],
  ] as const) {
    for (const slot of slotsOf(input, day)) {
      const t = minutes + offset;
      if (t >= span(slot)[0] && t < effectiveEnd(input, day, slot) - prep) return slot;
    }
  }
  return null;
}

/**
 * The spans of a local date (minutes after its midnight, end exclusive) in which the branch takes orders:
 * what `slotAt` answers minute by minute, worked out once for a whole day.
 */
export function openSpans(input: StoreHoursInput, date: string): [number, number][] {
  const prep = Math.max(0, input.preparation_time ?? 0);
  const spans: [number, number][] = [];
  for (const [offset, day] of [
    [0, date],
    [1440, addDays(date, -1)],
  ] as const) {
    for (const slot of slotsOf(input, day)) {
      const from = Math.max(0, span(slot)[0] - offset);
      const to = Math.min(1440, effectiveEnd(input, day, slot) - prep - offset);
      if (to > from) spans.push([from, to]);
    }
  }
  return spans;
}

/**
 * Whether the branch takes orders now, the slot it is in, and when it next opens.
 * A slot counts as open from its start until its end minus the preparation time.
 */
export function storeState(input: StoreHoursInput, now: Date): StoreState {
  const here = localMoment(now, input.timezone);
  const prep = Math.max(0, input.preparation_time ?? 0);
  const current = slotAt(input, here.date, here.minutes);
  let nextDate: string | null = null;
  let nextSlot: TimeSlot | null = null;
  if (!current) {
    for (let d = 0; d <= 14 && !nextSlot; d++) {
      const date = addDays(here.date, d);
      for (const slot of slotsOf(input, date)) {
        const start = span(slot)[0];
        if (effectiveEnd(input, date, slot) - prep <= start) continue; // too short to cook anything
        if (d === 0 && start <= here.minutes) continue;
        nextDate = date;
        nextSlot = slot;
        break;
      }
    }
  }
  return {
    store_open: current !== null,
    store_current_week_day: here.weekday,
    store_current_time_slot: current,
    store_next_date: nextDate,
    store_next_time_slot: nextSlot,
  };
}
