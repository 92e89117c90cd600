import { useLocation, useNavigate } from '@remix-run/react';
import type { ShownToast } from '~/utils/toast.server';
import { useLiveRevalidate } from '../live/useLiveRevalidate';

const ORDER_EVENTS = [
  'order_status_update',
  'order_payment_status_update',
  'fulfilment_status_update',
  'order_cart_update',
] as const;

/**
 * SPEC §4 "The page refreshes on live order-status, fulfilment-status and cart-updated events for the same
 * order": the page joins the room of its order (or of its food-hall group) with the shared anonymous token —
 * the customer's access token stays in the server session — and loads its data again when the order changes. Without JavaScript the
 * page refreshes itself (OrderRefresh). A cart-updated event also says "Your order has been updated" through
 * the app's one toast (components/Toast.tsx, given with the navigation that loads the page again). After a
 * lost connection socket.io reconnects after 10 s, and joining the room again loads the data again
 * (useLiveRevalidate), so nothing sent meanwhile is missed.
 */
export function useOrderLive(live: { token: string; orderHash?: string; parentUuid?: string } | null) {
  let track: Record<string, string> | null = null;
  if (live?.orderHash) track = { orderHash: live.orderHash };
  else if (live?.parentUuid) track = { parentUuid: live.parentUuid };
  const room = live?.orderHash ?? live?.parentUuid ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  useLiveRevalidate({
    auth: { token: live?.token ?? '' },
    events: track ? ORDER_EVENTS : [],
    join: track ? { event: 'track', room, payload: track } : undefined,
    enabled: !!track,
    onEvent: (name) => {
      if (name !== 'order_cart_update') return false;
      // the same page loaded again, with the toast in its history entry's state
      navigate(here, {
        replace: true,
        preventScrollReset: true,
        state: { toast: { type: 'info', key: 'order.delivery.updated' } satisfies ShownToast },
      });
      return true;
    },
  });
}
