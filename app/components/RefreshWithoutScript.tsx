import { useMatches } from '@remix-run/react';

/** A reload after so many seconds, or a move to `to` (a timed hand-over, SPEC §2 "after 2 s"). */
export type Refresh = number | { seconds: number; to: string };

/**
 * A route's `handle` asking the page to reload itself (or move on) after so many seconds when JavaScript is
 * off: a number, a hand-over, or a function of the route's data (null: not this time).
 */
export interface RefreshHandle {
  refreshWithoutScript?: Refresh | ((data: unknown) => Refresh | null);
}

/**
 * DESIGN.md "No JavaScript required": a tracking page without JavaScript reloads itself (a meta refresh
 * inside <noscript>, in the head where HTML allows it); with JavaScript live events update it instead, and a
 * timer moves a hand-over on — a meta refresh that JavaScript cannot stop is a time limit (WCAG 2.2.1).
 */
export function RefreshWithoutScript() {
  const refresh = useMatches()
    .map((m) => {
      const ask = (m.handle as RefreshHandle | undefined)?.refreshWithoutScript;
      return typeof ask === 'function' ? ask(m.data) : ask;
    })
    .find((r): r is Refresh => (typeof r === 'number' ? r > 0 : r != null));
  if (refresh == null) return null;
  const content = typeof refresh === 'number' ? String(refresh) : `${refresh.seconds}; url=${refresh.to}`;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={content} />
    </noscript>
  );
}
