import { useLiveRevalidate } from '../live/useLiveRevalidate';

const ORDER_EVENTS = ['order_status_update', 'order_payment_status_update', 'order_cart_update'] as const;

/**
 * SPEC §4 "The page refreshes on live order-status … events for the same order": the page joins the room
 * of its order (or of its food-hall group) with the shared anonymous token — the customer's access token
 * stays in the server session — and loads its data again when the order changes. Without JavaScript the
 * page refreshes itself (OrderRefresh).
 */
export function useOrderLive(live: { token: string; orderHash?: string; parentUuid?: string } | null) {
  let track: Record<string, string> | null = null;
  if (live?.orderHash) track = { orderHash: live.orderHash };
  else if (live?.parentUuid) track = { parentUuid: live.parentUuid };
  useLiveRevalidate({
    auth: { token: live?.token ?? '' },
    events: track ? ORDER_EVENTS : [],
    track: track ?? undefined,
    enabled: !!track,
  });
}
