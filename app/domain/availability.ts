// SPEC §4 "Stock and busy rules", §5 "Scheduling" (snoozes and blackout dates hide things), §9 (items sort
// available first, then by sequence; a popular category shows only when available). Everything is read
// at one moment in the branch's own time zone.
import { hhmmToMinutes, isOffDate, localMoment, type DateRange, type LocalMoment, type TimeSlot } from './store-hours';
import { isItemOrderable, type RuleGroup } from './modifiers';

export type ItemState = 'available' | 'soldOut' | 'snoozed' | 'notNow' | 'disabled';

export interface SectionLike {
  enabled: boolean;
  hidden: boolean;
  available_times: Record<string, readonly TimeSlot[]> | null;
  blackout_dates: readonly DateRange[];
}
export interface CategoryLike {
  enabled: boolean;
  hidden: boolean;
  isAvailable: { startTime: number; endTime: number } | null;
}
export interface ItemLike {
  enabled: boolean;
  hidden: boolean;
  oos: boolean;
  stock: { available: boolean; snooze: { start_time: string; end_time: string } | null };
  groups: readonly RuleGroup[];
  sequence: number;
}

/** Is a time of day (minutes) inside [start, end) of an HHmm window; an end at or before the start runs past midnight. */
export function inWindow(minutes: number, start: number, end: number): boolean {
  const s = hhmmToMinutes(start);
  const e = hhmmToMinutes(end);
  if (s === e) return true; // a full day
  return s < e ? minutes >= s && minutes < e : minutes >= s || minutes < e;
}

export function sectionAvailable(section: SectionLike, at: LocalMoment): boolean {
  if (!section.enabled || section.hidden) return false;
  if (isOffDate(at.date, section.blackout_dates)) return false;
  if (!section.available_times) return true;
  const today = section.available_times[String(at.weekday)] ?? [];
  if (
    today.some(
      (slot) => inWindow(at.minutes, slot.start_time, slot.end_time) && !crossesIntoTomorrowOnly(slot, at.minutes),
    )
  )
    return true;
  // Yesterday's slots that run past midnight into today.
  const yesterday = section.available_times[String(at.weekday === 1 ? 7 : at.weekday - 1)] ?? [];
  return yesterday.some(
    (slot) =>
      hhmmToMinutes(slot.end_time) <= hhmmToMinutes(slot.start_time) && at.minutes < hhmmToMinutes(slot.end_time),
  );
}

/** The morning part of an overnight slot belongs to the day before, not to today. */
function crossesIntoTomorrowOnly(slot: TimeSlot, minutes: number): boolean {
  const s = hhmmToMinutes(slot.start_time);
  const e = hhmmToMinutes(slot.end_time);
  return e < s && minutes < e;
}

export function categoryAvailable(category: CategoryLike, at: LocalMoment): boolean {
  if (!category.enabled || category.hidden) return false;
  if (!category.isAvailable) return true;
  return inWindow(at.minutes, category.isAvailable.startTime, category.isAvailable.endTime);
}

/**
 * The state of an item at a moment, given whether its section and category are open then. A snooze covers
 * its own window only: an item unavailable because of a snooze is available again once the snooze ends
 * (SPEC §4 "Out of stock (unavailable, no snooze)"), so a scheduled order past the snooze can have it.
 */
export function itemState(item: ItemLike, open: boolean, at: Date): ItemState {
  if (!item.enabled || !isItemOrderable(item.groups)) return 'disabled';
  const snooze = item.stock.snooze;
  if (snooze && new Date(snooze.start_time) <= at && at < new Date(snooze.end_time)) return 'snoozed';
  if (item.oos || (!item.stock.available && !snooze)) return 'soldOut';
  return open ? 'available' : 'notNow';
}

export interface AvailabilityOptions {
  timezone: string;
  now: Date;
  /** branch capability: show what cannot be ordered now, dimmed, instead of hiding it */
  showUnavailable: boolean;
}

export interface ItemView<I> {
  item: I;
  state: ItemState;
}
export interface CategoryView<C, I> {
  category: C;
  available: boolean;
  items: ItemView<I>[];
}
export interface SectionView<S, C, I> {
  section: S;
  available: boolean;
  categories: CategoryView<C, I>[];
}

type SectionTree<S, C, I> = S &
  SectionLike & { sub_sections: (C & CategoryLike & { items: (I & ItemLike)[]; is_popular_category: boolean })[] };

/**
 * The menu as it stands now: hidden things gone, unavailable things dimmed (or gone when the branch hides
 * them), items sorted available first then by sequence, popular categories only when available.
 */
export function menuAt<S, C, I>(
  sections: readonly SectionTree<S, C, I>[],
  options: AvailabilityOptions,
): SectionView<S, C, I>[] {
  const at = localMoment(options.now, options.timezone);
  const rank = (state: ItemState) => (state === 'available' ? 0 : state === 'snoozed' ? 1 : 2);
  return sections
    .filter((s) => s.enabled && !s.hidden)
    .map((s) => {
      const sectionOpen = sectionAvailable(s, at);
      const categories = s.sub_sections
        .filter((c) => c.enabled && !c.hidden)
        .map((c) => {
          const open = sectionOpen && categoryAvailable(c, at);
          const items = c.items
            .filter((i) => !i.hidden)
            .map((i) => ({ item: i as I, state: itemState(i, open, options.now) }))
            .filter((v) => v.state !== 'disabled' && (options.showUnavailable || v.state === 'available'))
            .sort(
              (a, b) => rank(a.state) - rank(b.state) || (a.item as ItemLike).sequence - (b.item as ItemLike).sequence,
            );
          return { category: c as C, available: open, items, popular: c.is_popular_category };
        })
        .filter((c) => c.items.length > 0 && (!c.popular || c.available) && (options.showUnavailable || c.available))
        .map(({ popular: _popular, ...rest }) => rest);
      return { section: s as S, available: sectionOpen, categories };
    })
    .filter((s) => s.categories.length > 0);
}
