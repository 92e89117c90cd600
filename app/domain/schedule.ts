// SPEC §4 "Schedule type", §5 "Scheduling", §9 "ASAP estimate": when a scheduled order may be for, the
// picker's days and 10-minute slots, and the checks the platform repeats. Everything in the branch's zone.
import { addMinutes, isAfter, isBefore, isEqual, isValid, parseISO, subSeconds } from 'date-fns';
import {
  ASAP_ESTIMATE_MINUTES,
  FOOD_HALL_TABLE_DAY_RANGE,
  OrderTimeType,
  SCHEDULED_DAY_RANGE_DEFAULT,
  SCHEDULE_CALENDAR_EXTRA_MINUTES,
  SCHEDULE_SLOT_MINUTES,
} from './constants';
import { formatClock, zonedInstant } from './datetime';
import {
  addDays,
  localMoment,
  minutesToHhmm,
  openSpans,
  slotAt,
  storeState,
  type DateRange,
  type StoreHoursInput,
} from './store-hours';

export interface ScheduleBranch extends StoreHoursInput {
  scheduledEnabled: boolean;
  instantEnabled: boolean;
  /** scheduled_order_day_range; 0 or less means the default */
  dayRange: number;
  bufferMinutes: number;
  scheduledDurationMinutes: number;
  /** scheduled_order_off_dates: days no scheduled order may be for */
  blackoutDates: readonly DateRange[];
  /** a food-hall table: scheduling is on, with a longer range */
  foodHallTable: boolean;
}

/** The branch facts the rules read, as the platform's branch carries them (SPEC §3 "Branch"). */
export interface BranchScheduleFacts extends StoreHoursInput {
  scheduled_order_duration: number;
  capabilities: {
    scheduled_order_enabled: boolean;
    instant_delivery_enabled: boolean;
    scheduled_order_day_range: number;
    scheduled_order_buffer_time_minutes: number;
  };
}

/** One builder for the shop and the platform, so both apply the same rules. */
export function scheduleRules(
  branch: BranchScheduleFacts,
  options: { foodHallTable: boolean; blackoutDates?: readonly DateRange[] },
): ScheduleBranch {
  return {
    timezone: branch.timezone,
    available_times: branch.available_times,
    off_dates: branch.off_dates,
    preparation_time: branch.preparation_time,
    scheduledEnabled: branch.capabilities.scheduled_order_enabled,
    instantEnabled: branch.capabilities.instant_delivery_enabled,
    dayRange: branch.capabilities.scheduled_order_day_range,
    bufferMinutes: branch.capabilities.scheduled_order_buffer_time_minutes,
    scheduledDurationMinutes: branch.scheduled_order_duration,
    blackoutDates: options.blackoutDates ?? [],
    foodHallTable: options.foodHallTable,
  };
}

/** The SPEC §5 message of a schedule error in English (the platform's validation text). */
export function scheduleErrorEnglish(error: ScheduleError): string {
  switch (error.code) {
    case 'too_soon':
      return `Must be greater than ${error.minutes} min from current time`;
    case 'too_far':
      return `Please choose within ${error.days} ${error.days === 1 ? 'day' : 'days'}`;
    case 'closed':
      return 'Branch is closed at this time';
    default:
      return 'Invalid date or time!';
  }
}

export type ScheduleError =
  { code: 'invalid' } | { code: 'too_soon'; minutes: number } | { code: 'too_far'; days: number } | { code: 'closed' };

export function scheduledEnabled(b: ScheduleBranch): boolean {
  return b.scheduledEnabled || b.foodHallTable;
}

/** Days ahead a scheduled order may be for (SPEC §5; 4 at food-hall tables). */
export function dayRange(b: ScheduleBranch): number {
  if (b.foodHallTable) return FOOD_HALL_TABLE_DAY_RANGE;
  return b.dayRange > 0 ? b.dayRange : SCHEDULED_DAY_RANGE_DEFAULT;
}

/** The picker minimum: max(preparation time, scheduled duration, buffer minutes) after now. */
export function leadMinutes(b: ScheduleBranch): number {
  return Math.max(0, b.preparation_time ?? 0, b.scheduledDurationMinutes, b.bufferMinutes);
}

/** The first instant a scheduled order may be for; the calendar adds two minutes of slack. */
export function earliest(b: ScheduleBranch, now: Date, calendar = false): Date {
  const extra = calendar ? SCHEDULE_CALENDAR_EXTRA_MINUTES : 0;
  return addMinutes(now, leadMinutes(b) + extra);
}

/** 23:59:59 of the local day `dayRange` days after today. */
export function latest(b: ScheduleBranch, now: Date): Date {
  const last = addDays(localMoment(now, b.timezone).date, dayRange(b));
  return subSeconds(zonedInstant(addDays(last, 1), 0, b.timezone), 1);
}

function withBlackouts(b: ScheduleBranch): StoreHoursInput {
  return { ...b, off_dates: [...(b.off_dates ?? []), ...b.blackoutDates] };
}

/** Open for a scheduled order at this instant: weekday slots, off dates and blackout dates. */
function openFor(b: ScheduleBranch, at: Date): boolean {
  const here = localMoment(at, b.timezone);
  return slotAt(withBlackouts(b), here.date, here.minutes) !== null;
}

export interface Slot {
  /** the instant, ISO */
  value: string;
  /** hh:mm a in the branch's zone */
  label: string;
  /** minutes since the local midnight */
  minutes: number;
}

type OpenTime = { instant: Date; minutes: number };

// A request asks for the same days several times (calendar, slots, earliest): answers are kept per rules
// object and date.
const memo = new WeakMap<ScheduleBranch, Map<string, OpenTime[]>>();

/** The 10-minute times of a local date the branch is open for a scheduled order, whatever now is. */
function openTimes(b: ScheduleBranch, date: string): OpenTime[] {
  // A real calendar date only: the query may say 2026-02-30, which parseISO (under addDays) refuses.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isValid(parseISO(date))) return [];
  let days = memo.get(b);
  if (!days) memo.set(b, (days = new Map()));
  const known = days.get(date);
  if (known) return known;
  const input = withBlackouts(b);
  const midnight = zonedInstant(date, 0, b.timezone);
  // Most days are 24 hours long: local minutes are then plain offsets from local midnight. A day that
  // daylight saving lengthens or shortens is worked out time by time.
  const steady =
    isEqual(zonedInstant(addDays(date, 1), 0, b.timezone), addMinutes(midnight, 1440)) &&
    localMoment(midnight, b.timezone).minutes === 0;
  const seen = new Set<number>();
  const times: OpenTime[] = [];
  const spans = openSpans(input, date);
  for (let minutes = 0; minutes < 1440; minutes += SCHEDULE_SLOT_MINUTES) {
    if (!spans.some(([from, to]) => minutes >= from && minutes < to)) continue;
    if (steady) {
      times.push({ instant: addMinutes(midnight, minutes), minutes }); // a plain Date: a TZDate per time costs 20×
      continue;
    }
    const instant = zonedInstant(date, minutesToHhmm(minutes), b.timezone);
    // A time a daylight-saving gap skips does not exist; an hour that repeats is offered once.
    const local = localMoment(instant, b.timezone);
    if (local.date !== date || local.minutes !== minutes || seen.has(instant.getTime())) continue;
    seen.add(instant.getTime());
    times.push({ instant, minutes });
  }
  days.set(date, times);
  return times;
}

// SPEC §5 hh:mm a labels, formatted once: a request labels 1,000+ slots, and format() takes ~10 µs each.
const CLOCK = Array.from({ length: 1440 / SCHEDULE_SLOT_MINUTES }, (_, i) =>
  formatClock(new Date(i * SCHEDULE_SLOT_MINUTES * 60_000), 'UTC'),
);

/**
 * The slots of one local date: the open 10-minute times between the earliest (calendar slack included)
 * and the latest allowed instants, shown as hh:mm a.
 */
export function timeSlots(b: ScheduleBranch, date: string, now: Date): Slot[] {
  if (!scheduledEnabled(b)) return [];
  // Plain milliseconds, not isBefore/isAfter: this filters every open time of every day of the range.
  const from = earliest(b, now, true).getTime();
  const to = latest(b, now).getTime();
  return openTimes(b, date)
    .filter(({ instant }) => instant.getTime() >= from && instant.getTime() <= to)
    .map(({ instant, minutes }) => ({
      value: instant.toISOString(),
      label: CLOCK[minutes / SCHEDULE_SLOT_MINUTES]!,
      minutes,
    }));
}

export interface CalendarDay {
  date: string;
  enabled: boolean;
  /** why a day cannot be picked */
  reason?: 'soon' | 'closed';
}

/** Today and the days of the range; a day without a slot is disabled (too near now, or closed). */
export function calendarDays(b: ScheduleBranch, now: Date): CalendarDay[] {
  if (!scheduledEnabled(b)) return [];
  const today = localMoment(now, b.timezone).date;
  const days: CalendarDay[] = [];
  for (let d = 0; d <= dayRange(b); d++) {
    const date = addDays(today, d);
    if (timeSlots(b, date, now).length) days.push({ date, enabled: true });
    // Open hours that all fall before the earliest time read "soon"; no open hours read "closed".
    else days.push({ date, enabled: false, reason: openTimes(b, date).length ? 'soon' : 'closed' });
  }
  return days;
}

/** The first time a scheduled order may be for, or null when there is none in the range. */
export function earliestSlot(b: ScheduleBranch, now: Date): string | null {
  for (const day of calendarDays(b, now)) {
    if (day.enabled) return timeSlots(b, day.date, now)[0]?.value ?? null;
  }
  return null;
}

/** SPEC §5's checks of a chosen time, in the order the customer should hear them. */
export function validateScheduled(b: ScheduleBranch, at: string | null | undefined, now: Date): ScheduleError | null {
  if (!at || !scheduledEnabled(b)) return { code: 'invalid' };
  const instant = new Date(at); // not parseISO: a date-only value has always meant UTC midnight here
  if (!isValid(instant)) return { code: 'invalid' };
  const lead = leadMinutes(b);
  if (isBefore(instant, earliest(b, now))) return { code: 'too_soon', minutes: lead };
  if (isAfter(instant, latest(b, now))) return { code: 'too_far', days: dayRange(b) };
  if (!openFor(b, instant)) return { code: 'closed' };
  return null;
}

export interface ScheduleChoice {
  asapEnabled: boolean;
  scheduledEnabled: boolean;
  /** the type that applies; null when the branch takes neither now */
  type: 1 | 2 | null;
  scheduledAt: string | null;
}

/**
 * SPEC §4 "Schedule type": ASAP needs an open branch with instant delivery; otherwise scheduled is the
 * default when enabled (a closed store switches ASAP to scheduled). Choosing scheduled without a time
 * takes the earliest one; ASAP clears the time. A given time is kept, valid or not, so its error shows.
 */
export function scheduleTypes(
  b: ScheduleBranch,
  now: Date,
  chosen: 1 | 2 | null | undefined,
  scheduledAt: string | null | undefined,
): ScheduleChoice {
  const asapEnabled = b.instantEnabled && storeState(b, now).store_open;
  const canSchedule = scheduledEnabled(b);
  let type: 1 | 2 | null;
  if (chosen === OrderTimeType.SCHEDULED && canSchedule) type = OrderTimeType.SCHEDULED;
  else if (asapEnabled) type = OrderTimeType.ASAP;
  else type = canSchedule ? OrderTimeType.SCHEDULED : null;
  const given = scheduledAt && isValid(new Date(scheduledAt)) ? scheduledAt : null;
  return {
    asapEnabled,
    scheduledEnabled: canSchedule,
    type,
    scheduledAt: type === OrderTimeType.SCHEDULED ? (given ?? earliestSlot(b, now)) : null,
  };
}

/** SPEC §9: now + 45 min to now + 1 h. */
export function asapEstimate(now: Date): { from: Date; to: Date } {
  return {
    from: addMinutes(now, ASAP_ESTIMATE_MINUTES.from),
    to: addMinutes(now, ASAP_ESTIMATE_MINUTES.to),
  };
}
