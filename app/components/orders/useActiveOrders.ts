import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { TIMINGS } from '~/domain/constants';
import { useRootData } from '~/utils/root-data';

interface ActivePage {
  active?: { count: number; href: string } | null;
}

/**
 * The customer's orders under way (the sidebar's dot and badge, the home strip): as the page's first load
 * found them, then — where SPEC §4 polls (home, brand and orders pages, every 60 s) and with JavaScript —
 * as the Active Orders page says now. Visitors have none.
 */
export function useActiveOrders(poll: boolean): { count: number; href: string } | null {
  const root = useRootData();
  // one fetcher for the page: the sidebar polls, the home strip reads the same answer
  const fetcher = useFetcher<ActivePage>({ key: 'active-orders' });
  const loggedIn = !!root?.user;
  const { load } = fetcher;
  useEffect(() => {
    if (!poll || !loggedIn) return;
    const timer = window.setInterval(() => load('/active-orders'), TIMINGS.activeOrderPollMs);
    return () => window.clearInterval(timer);
  }, [poll, loggedIn, load]);
  if (!loggedIn) return null;
  return fetcher.data?.active ?? root?.activeOrders ?? null;
}
