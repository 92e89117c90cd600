import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * `js=1` in a form once the page's JavaScript runs: the action may then answer for a page that goes on by
 * itself (SPEC §4 "Its click runs 1000 ms after the sheet closes"); without JavaScript it answers the next
 * page at once.
 */
export function ScriptFlag() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name="js" value="1" /> : null;
}
