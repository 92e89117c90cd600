// The one body of a refused post or request (issue 25 item 2): `{ refusal: { key, values?, field?, text? } }`.
// The server says why as an i18n key with the values its words need (a count, a code, an item's title); the page
// words it through i18next (`useRefusalText`, `RefusalMessage` in the form kit). A form's field errors are
// conform's `submission.reply(...)` (its keys worded by the kit's ErrorList); everything else refused is this.
import type { ScheduleError } from '~/domain/schedule';
import type { KeyExists, Translate } from '~/utils/form-messages';

export interface Refusal {
  /** the i18n key that words it */
  key: string;
  /** the values its words need (i18next interpolation; `count` picks the plural) */
  values?: Record<string, string | number>;
  /** the form field it is about, when it is one field's (or the form, where a page has several) */
  field?: string;
  /**
   * the platform's own words (SPEC §8 "Server error text comes from data.message"): said when `key` is not one of
   * the shop's (a platform error code the shop has no words for)
   */
  text?: string;
}

/** A refused answer's body: the refusal, and what else the page needs to show the form again. */
export type Refused<Extra extends object = Record<never, never>> = { refusal: Refusal } & Extra;

/** Whether an answer (an action's data, an error response's data) is a refusal. */
export function refusalOf(data: unknown): Refusal | null {
  if (!data || typeof data !== 'object' || !('refusal' in data)) return null;
  const refusal = (data as { refusal: unknown }).refusal;
  return refusal && typeof refusal === 'object' && typeof (refusal as Refusal).key === 'string'
    ? (refusal as Refusal)
    : null;
}

/** A refusal in words: its key through `t`; the platform's own text where the shop has no key; else the generic. */
export function wordRefusal(refusal: Refusal, t: Translate, exists: KeyExists): string {
  if (exists(refusal.key, refusal.values)) return t(refusal.key, refusal.values);
  return refusal.text || t('error.text');
}

/** A schedule the rules refuse (SPEC §5 "Scheduling"), as a refusal: the options sheet's and the bill's. */
export function scheduleRefusal(error: ScheduleError): Refusal {
  switch (error.code) {
    case 'too_soon':
      return { key: 'schedule.tooSoon', values: { count: error.minutes } };
    case 'too_far':
      return { key: 'schedule.tooFar', values: { count: error.days } };
    case 'closed':
      return { key: 'schedule.closed' };
    default:
      return { key: 'schedule.invalid' };
  }
}

/**
 * A platform refusal the shop has no words of its own for (SPEC §8 "Server error text comes from data.message"):
 * worded from its error code (`platformErrors.<code>`) where the shop's locales have it, else the platform's own
 * text (its English), else the shop's `fallback` key.
 */
export function platformRefusal(code: string, message: string | null | undefined, fallback: string): Refusal {
  return message ? { key: `platformErrors.${code}`, text: message } : { key: fallback };
}
