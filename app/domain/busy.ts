// SPEC §4 "Busy wait = absolute value of (60 minus minutes since busy mode began)"; §9 busy window 60 min:
// busy mode ends by itself when its window is over. The shop and the platform read busy mode only here.
import { addMinutes, differenceInMinutes } from 'date-fns';
import { BUSY_WINDOW_MINUTES } from './constants';

export interface BusyState {
  is_busy: boolean;
  busy_mode_updated_at: string | null;
}

export function busyWaitMinutes(busySince: Date, now: Date): number {
  // Floor, not date-fns' default trunc: a busy mode stamped seconds ahead of our clock reads 61, as before.
  const minutes = differenceInMinutes(now, busySince, { roundingMethod: 'floor' });
  return Math.abs(BUSY_WINDOW_MINUTES - minutes);
}

/** When a busy mode begun at `busySince` ends by itself (SPEC §9 busy window). */
export function busyEndsAt(busySince: Date): Date {
  return addMinutes(busySince, BUSY_WINDOW_MINUTES);
}

/**
 * Is the brand busy now? Switched on, and its window not over; one switched on without a start time is
 * busy until switched off.
 */
export function isBusyNow(brand: BusyState, now: Date): boolean {
  if (!brand.is_busy) return false;
  if (!brand.busy_mode_updated_at) return true;
  return now.getTime() < busyEndsAt(new Date(brand.busy_mode_updated_at)).getTime();
}

/** The busy wait of a brand now, or null when it is not busy (never was, switched off, or its window is over). */
export function busyMinutes(brand: BusyState, now: Date): number | null {
  if (!isBusyNow(brand, now)) return null;
  return brand.busy_mode_updated_at ? busyWaitMinutes(new Date(brand.busy_mode_updated_at), now) : BUSY_WINDOW_MINUTES;
}
