import type { TFunction } from 'i18next';

// A mark no translation holds (Unicode's private use area), put where the value goes.
const MARK = '\uE000';

/**
 * A sentence said once per value of a long list (every card of a menu: "Add {{item}} to cart"), translated
 * once: i18next's interpolation is asked for the sentence with a mark in the value's place, and each value
 * is put there. A page of 200 cards asked i18next 200 times, a twentieth of its server time. A sentence whose
 * translation holds the value other than once is asked each time.
 */
export function fillIn(t: TFunction, key: string, name: string): (value: string) => string {
  const parts = t(key, { [name]: MARK }).split(MARK);
  if (parts.length !== 2) return (value) => t(key, { [name]: value });
  const [before, after] = parts as [string, string];
  return (value) => before + value + after;
}
