// Instants from a branch's local calendar and clock, in the branch's zone (DESIGN.md "Time").
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { dateFormat } from './date-format';

/** The instant of a local date (YYYY-MM-DD) and HHmm time in a zone. */
export function zonedInstant(date: string, hhmm: number, timezone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // A plain Date: a TZDate's toISOString would print the zone's offset where callers expect "Z".
  return new Date(new TZDate(y, m - 1, d, Math.floor(hhmm / 100), hhmm % 100, 0, timezone).getTime());
}

/**
 * "Mon 24 Nov, 10:00" style, in the user's language and the branch's zone. Intl, not date-fns locales: the
 * runtime's own wording for each of our 11 languages by its browser tag (HTML_LANG), nothing to import per language.
 */
export function formatOpening(instant: Date, timezone: string, locale: string): string {
  return dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timezone,
  }).format(instant);
}

/** "07:30 PM": the SPEC's hh:mm a clock of an instant in a zone. */
export function formatClock(instant: Date, timezone: string): string {
  return format(new TZDate(instant.getTime(), timezone), 'hh:mm a');
}

/** "Mon 24 Nov" for a local calendar date (YYYY-MM-DD), in the user's language (Intl, as formatOpening). */
export function formatDay(date: string, locale: string): string {
  return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "24 Nov" for a local calendar date (YYYY-MM-DD), in the user's language (Intl, as formatOpening). */
export function formatMonthDay(date: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
