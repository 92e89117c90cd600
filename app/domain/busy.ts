// SPEC §4 "Busy wait = absolute value of (60 minus minutes since busy mode began)"; §9 busy window 60 min.
import { differenceInMinutes } from 'date-fns';
import { BUSY_WINDOW_MINUTES } from './constants';

export function busyWaitMinutes(busySince: Date, now: Date): number {
  // Floor, not date-fns' default trunc: a busy mode stamped seconds ahead of our clock reads 61, as before.
  const minutes = differenceInMinutes(now, busySince, { roundingMethod: 'floor' });
  return Math.abs(BUSY_WINDOW_MINUTES - minutes);
}

/** The busy wait of a brand now, or null when it is not busy. */
export function busyMinutes(
  brand: { is_busy: boolean; busy_mode_updated_at: string | null },
  now: Date,
): number | null {
  return brand.is_busy && brand.busy_mode_updated_at
    ? busyWaitMinutes(new Date(brand.busy_mode_updated_at), now)
    : null;
}
