import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useFetcher, useLoaderData, useRevalidator, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/Icon';
import { BrandLogos } from '~/components/orders/OrderParts';
import { CardRating } from '~/components/orders/RatingCard';
import { RouteErrorBoundary } from '~/components/shell';
import { StateArt } from '~/components/StateArt';
import { TIMINGS } from '~/domain/constants';
import { formatMoney } from '~/domain/money';
import { loadOrders } from './orders.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOrders(request, context);
export { timingHeaders as headers } from '~/utils/headers';
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

type OrdersData = ReturnType<typeof useLoaderData<typeof loader>>;
type CardView = OrdersData['orders'][number];

/** The customer's orders: the tabs Active Orders and Orders History (SPEC §2 "Orders"). */
export default function OrdersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  // SPEC §4 "Active-order polling defaults to 60 s on … ORDERS"
  useEffect(() => {
    if (data.tab !== 'active') return;
    const timer = window.setInterval(revalidate, TIMINGS.activeOrderPollMs);
    return () => window.clearInterval(timer);
  }, [data.tab, revalidate]);
  return (
    <>
      <TopBar title={t('orders.title')} back={{ to: data.home, label: t('order.back') }} sidebar="poll" />
      <main id="main" className="page page--orders">
        <nav className="tabs" aria-label={t('orders.title')}>
          <Link to="/active-orders" className="tabs__tab" aria-current={data.tab === 'active' ? 'page' : undefined}>
            {t('orders.active')}
          </Link>
          <Link to="/order-history" className="tabs__tab" aria-current={data.tab === 'history' ? 'page' : undefined}>
            {t('orders.history')}
          </Link>
        </nav>
        {data.tab === 'active' ? <ActiveToolbar path={data.path} unpaidOnly={data.unpaidOnly} /> : null}
        {data.orders.length === 0 ? (
          <div className="state-page">
            <StateArt />
            <h2 className="state-page__title">{t(data.tab === 'active' ? 'orders.noActive' : 'orders.noHistory')}</h2>
            <Link to={data.home} className="button button--primary">
              {t('order.orderNow')}
            </Link>
          </div>
        ) : data.history ? (
          <History orders={data.orders} next={data.history.next} />
        ) : (
          <OrderCards orders={data.orders} />
        )}
      </main>
    </>
  );
}

/**
 * SPEC §2 "Active orders: pull to refresh, an unpaid-only toggle": a GET form (its button applies the
 * toggle without JavaScript; with it, the toggle applies itself) and a refresh link.
 */
function ActiveToolbar({ path, unpaidOnly }: { path: string; unpaidOnly: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="orders-toolbar">
      <Form
        method="get"
        action={path}
        className="orders-toolbar__toggle"
        onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}
      >
        <label className="switch">
          <input type="checkbox" role="switch" name="unpaid" value="1" defaultChecked={unpaidOnly} />
          <span>{t('orders.unpaidOnly')}</span>
        </label>
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {t('orders.apply')}
          </button>
        )}
      </Form>
      <Link to={unpaidOnly ? `${path}?unpaid=1` : path} className="button button--secondary" replace>
        <Icon name="refresh" /> {t('orders.refresh')}
      </Link>
    </div>
  );
}

/**
 * SPEC §2 "History is an infinite scroll", §9 "continues while page * size <= total": with JavaScript the
 * next page is fetched and appended when the "more" link comes into view; without, the link loads it.
 */
function History({ orders, next }: { orders: CardView[]; next: number | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const [more, setMore] = useState({ orders: [] as CardView[], next });
  const link = useRef<HTMLAnchorElement>(null);
  // the page's own data came again (a navigation, a revalidation): start from it
  useEffect(() => setMore({ orders: [], next }), [orders, next]);
  useEffect(() => {
    const page = fetcher.data;
    if (!page?.history) return;
    setMore((m) => {
      if (page.history?.from !== m.next) return m;
      const shown = new Set([...orders, ...m.orders].map((o) => o.hash));
      return { orders: [...m.orders, ...page.orders.filter((o) => !shown.has(o.hash))], next: page.history.next };
    });
  }, [fetcher.data, orders]);
  const loadNext = () => {
    if (more.next != null && fetcher.state === 'idle')
      fetcher.load(`/order-history?from=${more.next}&page=${more.next}`);
  };
  const loadRef = useRef(loadNext);
  loadRef.current = loadNext;
  useEffect(() => {
    const target = link.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadRef.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [more.next]);
  return (
    <>
      <OrderCards orders={[...orders, ...more.orders]} />
      {more.next != null ? (
        <p className="orders-more" aria-busy={fetcher.state !== 'idle'}>
          <Link
            ref={link}
            to={`/order-history?page=${more.next}`}
            preventScrollReset
            className="button button--secondary"
            onClick={(e) => {
              e.preventDefault();
              loadNext();
            }}
          >
            {t('orders.more')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function OrderCards({ orders }: { orders: CardView[] }) {
  return (
    <ul className="order-cards">
      {orders.map((order) => (
        <OrderCard key={order.hash} order={order} />
      ))}
    </ul>
  );
}

/** SPEC §2: brand logos, short hash, price, branch address, date, items as "qty x title", status label. */
function OrderCard({ order }: { order: CardView }) {
  const { t } = useTranslation();
  return (
    <li className={`order-card order-card--status-${order.statusId}`}>
      <Link to={order.href} className="order-card__link">
        <div className="order-card__head">
          <BrandLogos brands={order.brands} />
          <span className="order-card__status">{t(order.statusKey)}</span>
        </div>
        <p className="order-card__hash">{t('order.hash', { hash: order.shortHash })}</p>
        <p className="order-card__price">{formatMoney(order.total, order.currency)}</p>
        {order.promo ? (
          <p className="order-card__promo">
            {t('promo.discountRow', { code: order.promo.code })} −{formatMoney(order.promo.discount, order.currency)}
          </p>
        ) : null}
        <p className="order-card__address">
          {order.branch} · {order.address}
        </p>
        <p className="order-card__date">{order.placedAt}</p>
        <ul className="order-card__items">
          {order.items.map((item) => (
            <li key={item.id}>{`${item.quantity} x ${item.title}`}</li>
          ))}
        </ul>
      </Link>
      {order.payHref ? (
        <Link to={order.payHref} className="badge badge--pay">
          {t('orders.payNow')}
        </Link>
      ) : null}
      {order.rating ? <CardRating rating={order.rating} /> : null}
      {order.pointsEarned ? (
        <p className="order-card__points">{t('loyalty.pointsEarned', order.pointsEarned)}</p>
      ) : null}
    </li>
  );
}
