// SPEC §9 "Dates: promo expiry MMM dd, yyyy hh:mm a", with date-fns in the customer's language and the
// branch's time zone (DESIGN.md "Time"). Only loaders import this module, so the date-fns locales stay on the
// server and never reach the browser's bundle.
import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import { enUS, es, id, ja, km, ms, th, vi, zhCN, zhTW } from 'date-fns/locale';
import type { Language } from '~/i18n/languages';

/** date-fns has no Filipino locale: Filipino writes these dates with the English month names (en-US). */
const LOCALES: Record<Language, Locale> = {
  en: enUS,
  id,
  zh: zhCN,
  th,
  'zh-tw': zhTW,
  ja,
  tl: enUS,
  ms,
  km,
  vi,
  es,
};

/** "Dec 31, 2026 11:59 PM" (in the customer's language) of an ISO instant, read in `timezone`. */
export function formatPromoExpiry(iso: string, timezone: string, lng: Language): string {
  return format(new TZDate(Date.parse(iso), timezone), 'MMM dd, yyyy hh:mm a', { locale: LOCALES[lng] ?? enUS });
}
