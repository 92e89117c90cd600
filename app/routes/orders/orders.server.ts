// `/orders`, `/active-orders`, `/order-history` (SPEC §2 "Orders"): the customer's orders under way and
// the finished ones, read from the platform on every load. History comes a page at a time (SPEC §9: more
// while page × size ≤ total): `?page=N` shows pages 1…N (the "more" link without JavaScript), and
// `?from=N&page=N` only page N (what the infinite scroll appends).
import { json, type AppLoadContext } from '@remix-run/node';
import { requireUser, rotatedAuthHeaders } from '~/utils/auth.server';
import { homePath } from '~/utils/boot.server';
import type { Order } from '~/contract/orders';
import { LIMITS } from '~/domain/constants';
import { formatOpening } from '~/domain/datetime';
import { localized } from '~/domain/localize';
import { canPayForOrder, historyHasMore, isUnpaid, shortHash } from '~/domain/order-status';
import { HTML_LANG } from '~/i18n/languages';
import { activeSummary, headlineKey, orderHref, readOwnOrder } from '~/features/orders/order-pages.server';
import { shopRequest } from '~/utils/shop.server';
import { cardRatings, type CardRating } from './order-ratings.server';

export type OrdersTab = 'active' | 'history';

/** The tab a path shows: `/order-history` the finished orders; `/orders` and `/active-orders` those under way. */
export const tabOf = (pathname: string): OrdersTab => (pathname === '/order-history' ? 'history' : 'active');

/** The pages a history request asks for: 1…N, or just N; anything else is the first page. */
export function historyPages(search: URLSearchParams): { from: number; to: number } {
  const page = (name: string) => {
    const value = search.get(name);
    return value && /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
  };
  const to = page('page') ?? 1;
  const from = Math.min(page('from') ?? 1, to);
  // without JavaScript every "more" reloads all the pages shown so far: a bound keeps that cheap
  return { from: Math.max(from, to - LIMITS.orderHistoryPagesShown + 1), to };
}

/** An order as a card of the list (SPEC §2 "Each card shows …"). */
function orderCard(order: Order, lng: string, rating: CardRating | null = null) {
  return {
    hash: order.order_hash,
    shortHash: shortHash(order.order_hash),
    // SPEC §2 "Tapping opens order details, or group orders for food-hall orders"
    href: orderHref(order),
    brands: order.brands,
    total: order.final_price,
    /** the promo or voucher the order was placed with, and what it took off (issue 26: the history keeps it) */
    promo:
      order.promo_code && order.promo_discount > 0 ? { code: order.promo_code, discount: order.promo_discount } : null,
    currency: order.currency,
    branch: order.branch.title,
    address: order.branch.address,
    placedAt: formatOpening(new Date(order.created_at), order.branch.timezone, HTML_LANG[lng as 'en']),
    items: order.cart.map((l) => ({ id: l.id, quantity: l.quantity, title: localized(l.title, l.title_v2, lng) })),
    statusKey: headlineKey(order),
    statusId: order.status_id,
    /** SPEC §2 "a Pay Now badge" */
    payHref: canPayForOrder(order) ? `/checkout?orderHash=${encodeURIComponent(order.order_hash)}` : null,
    /** SPEC §2 "Completed orders for a logged-in user show Rate now, or the stars if rated" */
    rating,
    /** SPEC §2 "Completed orders … plus points earned" */
    pointsEarned: order.loyalty_points
      ? { points: order.loyalty_points.total_earned, pointName: order.loyalty_points.point_name }
      : null,
  };
}
export type OrderCard = ReturnType<typeof orderCard>;

export async function loadOrders(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const { lng, t, boot, timings } = await shopRequest(request, context);
  const url = new URL(request.url);
  const tab = tabOf(url.pathname);
  const read = <T>(call: Parameters<typeof readOwnOrder<T>>[3]) => readOwnOrder(request, context, customer, call);
  const base = { title: t('orders.title'), home: homePath(boot), tab, path: url.pathname };
  if (tab === 'active') {
    const unpaidOnly = url.searchParams.get('unpaid') === '1';
    const active = await timings.time('active', () => read((c) => c.activeOrders({})));
    const orders = (active?.results ?? []).filter((o) => !unpaidOnly || isUnpaid(o));
    const headers = { ...(await rotatedAuthHeaders(request, context)), 'Server-Timing': timings.header() };
    return json(
      {
        ...base,
        unpaidOnly,
        orders: orders.map((o) => orderCard(o, lng)),
        history: null,
        /** all of them, toggle or not: the sidebar's badge and the home strip poll this page (useActiveOrders) */
        active: activeSummary(active?.results ?? []),
      },
      { headers },
    );
  }
  const { from, to } = historyPages(url.searchParams);
  const pages = await timings.time('history', () =>
    Promise.all(Array.from({ length: to - from + 1 }, (_, i) => read((c) => c.orderHistory({ page: from + i })))),
  );
  const last = pages.at(-1);
  const ratings = await timings.time('ratings', () =>
    cardRatings(
      customer,
      pages.flatMap((p) => p?.results ?? []),
    ),
  );
  const headers = { ...(await rotatedAuthHeaders(request, context)), 'Server-Timing': timings.header() };
  return json(
    {
      ...base,
      unpaidOnly: false,
      orders: pages.flatMap((p) => p?.results ?? []).map((o) => orderCard(o, lng, ratings.get(o.order_id))),
      active: null,
      history: {
        from,
        page: to,
        /** the next page to ask for, while SPEC §9 says there is more */
        next: last && historyHasMore(last) ? to + 1 : null,
      },
    },
    { headers },
  );
}
