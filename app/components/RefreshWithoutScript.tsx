import { useMatches } from '@remix-run/react';

/**
 * A route's `handle` asking the page to reload itself every so many seconds when JavaScript is off: a
 * number, or a function of the route's data (null: not this time).
 */
export interface RefreshHandle {
  refreshWithoutScript?: number | ((data: unknown) => number | null);
}

/**
 * DESIGN.md "No JavaScript required": a tracking page without JavaScript reloads itself (a meta refresh
 * inside <noscript>, in the head where HTML allows it); with JavaScript live events update it instead.
 */
export function RefreshWithoutScript() {
  const seconds = useMatches()
    .map((m) => {
      const ask = (m.handle as RefreshHandle | undefined)?.refreshWithoutScript;
      return typeof ask === 'function' ? ask(m.data) : ask;
    })
    .find((s): s is number => typeof s === 'number' && s > 0);
  return seconds ? (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  ) : null;
}
