import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useRevalidator } from '@remix-run/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BillRow, BillSummary } from '~/components/bill/BillSummary';
import {
  BrandLogos,
  NoOrder,
  OrderProgress,
  PreparationCountdown,
  REFRESH_SECONDS,
  RefreshNote,
  ScheduledCountdown,
} from '~/components/orders/OrderParts';
import { useOrderLive } from '~/components/orders/useOrderLive';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';
import { RouteErrorBoundary } from '~/components/shell';
import { TIMINGS } from '~/domain/constants';
import { formatMoney } from '~/domain/money';
import { OrderRating } from '~/components/orders/OrderRating';
import { PushPrompt } from '~/components/notifications/PushPrompt';
import { CancellationDetails, DelayAlert, RiderCards } from '~/components/orders/CourierParts';
import { loadOrderDetails, orderDetailsAction } from './order-details.server';
import type { Refused } from '~/utils/refusal';
import { CancelRefused } from '~/components/orders/CancelRefused';
import { GuestOrderCard } from '~/components/orders/GuestOrderCard';
import { TopBar } from '~/components/TopBar';
import { thumbnailUrl } from '~/features/checkout/upload-images';
import { pageMeta } from '~/utils/meta';

// The cancel sheet's form kit (conform, zod) is loaded only when the sheet opens (components/orders/OrderRating.tsx).
const CancelSheet = lazy(() => import('~/components/orders/CancelSheet').then((m) => ({ default: m.CancelSheet })));

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOrderDetails(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => orderDetailsAction(request, context);
export { timingHeaders as headers } from '~/utils/headers';
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
// Without JavaScript the page reloads itself while there is an order to follow.
export const handle: RefreshHandle = {
  // …but not under the open cancel sheet, which would lose what the customer is writing
  refreshWithoutScript: (data) => {
    const page = data as { order?: unknown; cancel?: unknown; rating?: { sheet?: unknown } | null } | undefined;
    return page?.order && !page.cancel && !page.rating?.sheet ? REFRESH_SECONDS : null;
  },
};
export const ErrorBoundary = RouteErrorBoundary;

type OrderView = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['order']>;

/** The order details page (SPEC §2 "Order details"). */
export default function OrderDetailsPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<Partial<Refused>>();
  const { t } = useTranslation();
  useOrderLive(data.live);
  // a cancel the platform refused once the order had moved on (the sheet is gone: it is not cancellable now)
  const refused = !data.cancel && answer?.refusal?.field === 'cancel' ? answer.refusal : null;
  return (
    <>
      <TopBar
        title={t('order.title')}
        back={{ to: data.home, label: t('order.back') }}
        subtitle={data.order ? t('order.id', { id: data.order.shortId }) : null}
        sidebar
      />
      <main id="main" className="page page--order">
        <CancelRefused refusal={refused} className="form-message form-message--warn" />
        {data.order && data.guest ? <GuestOrderCard guest={data.guest} /> : null}
        {data.order ? <OrderDetails order={data.order} now={data.now} /> : <NoOrder home={data.home} />}
        {data.order && 'rating' in data && data.rating ? <OrderRating view={data.rating} /> : null}
        {/* last in the page: added once the page runs, it moves nothing above it (app.css .push-prompt) */}
        {data.order && !data.order.final ? <PushPrompt /> : null}
      </main>
      {data.order && data.cancel ? (
        <Suspense fallback={null}>
          <CancelSheet reasons={data.cancel.reasons} closeTo={data.order.here} />
        </Suspense>
      ) : null}
    </>
  );
}

function OrderDetails({ order, now }: { order: OrderView; now: number }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  // SPEC §4 "The estimate refreshes every 60 s" while the kitchen's countdown runs.
  const counting = order.preparationDeadline != null;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(revalidate, TIMINGS.staleTimeMs);
    return () => window.clearInterval(timer);
  }, [counting, revalidate]);
  // SPEC §4 delay alert: a courier search becomes late with no event to say so; the page looks again then.
  const dueIn = order.delayDueAt != null && !order.delayed ? order.delayDueAt - now + 1000 : null;
  useEffect(() => {
    if (dueIn == null || dueIn <= 0) return;
    const timer = window.setTimeout(revalidate, dueIn);
    return () => window.clearTimeout(timer);
  }, [dueIn, revalidate]);
  const money = (n: number) => formatMoney(n, order.currency);
  return (
    <>
      <RefreshNote />
      {order.cartUpdate ? (
        <p role="status" className="form-message">
          {t('order.delivery.updated')}: {order.cartUpdate}
        </p>
      ) : null}
      <section className="order-status" aria-labelledby="order-headline">
        {/* a live region from the first render (still a heading): a new status is announced (WCAG 4.1.3) */}
        <h2 id="order-headline" className="order-status__headline" aria-live="polite" aria-atomic="true">
          {t(order.headlineKey)}
        </h2>
        {order.progress.step > 0 ? <OrderProgress step={order.progress.step} of={order.progress.of} /> : null}
        {order.delayed ? <DelayAlert /> : null}
        <Estimate estimate={order.estimate} />
        {order.preparationDeadline != null ? (
          <PreparationCountdown deadline={order.preparationDeadline} serverNow={now} />
        ) : null}
        {order.scheduledAt != null ? <ScheduledCountdown at={order.scheduledAt} serverNow={now} /> : null}
        <p className="order-status__meta">
          {t('order.placedAt', { time: order.placedAt })} · {t('order.hash', { hash: order.shortHash })}
        </p>
      </section>

      {order.cancellation ? <CancellationDetails cancellation={order.cancellation} /> : null}

      <RiderCards riders={order.riders} />

      <section className="location-card" aria-labelledby="order-branch">
        <h2 id="order-branch" className="location-card__label">
          {t('order.branchContact')}
        </h2>
        <BrandLogos brands={order.brands} />
        <p className="location-card__title">{order.branch.title}</p>
        <p className="location-card__address">{order.branch.address}</p>
        {[order.branch.phone, order.branch.secondaryPhone]
          .filter((p): p is string => !!p)
          .map((phone) => (
            <p key={phone}>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {t('order.call')} {phone}
              </a>
            </p>
          ))}
      </section>

      <section className="order-lines" aria-labelledby="order-lines">
        <h2 id="order-lines" className="bill__title">
          {t('order.details')}
        </h2>
        <dl className="order-facts">
          <div>
            <dt>{t('orderType.label')}</dt>
            <dd>{t(`orderType.${order.orderType}`)}</dd>
          </div>
          {order.tableNo ? (
            <div>
              <dt>{t('order.table')}</dt>
              <dd>{order.tableNo}</dd>
            </div>
          ) : null}
          {order.driveThru && order.vehicle ? (
            <div>
              <dt>{t('order.vehicle')}</dt>
              <dd>{order.vehicle}</dd>
            </div>
          ) : null}
          {order.deliveryAddress ? (
            <div>
              <dt>{t('order.deliverTo')}</dt>
              <dd>{order.deliveryAddress}</dd>
            </div>
          ) : null}
        </dl>
        {order.senior ? (
          <section className="senior-cards" aria-labelledby="order-senior">
            <h3 id="order-senior">{t('checkout.senior.title')}</h3>
            <p>{t('checkout.senior.summary', { customers: order.senior.customers, seniors: order.senior.seniors })}</p>
            <ul className="senior-cards__list">
              {order.senior.cards.map((card, i) => (
                <li key={i}>
                  {(['front', 'back'] as const).map((side) =>
                    card[side] ? (
                      <img
                        key={side}
                        src={thumbnailUrl(card[side]!)}
                        alt={t(`checkout.senior.${side}`, { n: i + 1 })}
                        width={120}
                        height={80}
                        className="id-upload__preview"
                      />
                    ) : null,
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ul className="order-lines__list">
          {order.lines.map((line) => (
            <li key={line.id} className="order-line">
              <p className="order-line__title">
                <span>{`${line.quantity} x ${line.title}`}</span>
                <span className="order-line__price">{money(line.price)}</span>
              </p>
              {line.choices.length ? <p className="order-line__choices">{line.choices.join(', ')}</p> : null}
              {line.comment ? <p className="order-line__choices">{line.comment}</p> : null}
            </li>
          ))}
        </ul>
        {order.comment ? (
          <p className="order-line__choices">
            {t('order.note')}: {order.comment}
          </p>
        ) : null}
      </section>

      {order.loyalty ? (
        <section className="card loyalty-card" aria-label={order.loyalty.title}>
          <h2 className="card__title">{order.loyalty.title}</h2>
          <p>
            {t('loyalty.earnedOnOrder', { points: order.loyalty.total_earned, pointName: order.loyalty.point_name })}
          </p>
        </section>
      ) : null}
      <BillSummary bill={order.bill} currency={order.currency} title={t('order.paymentSummary')}>
        <BillRow label={t('order.paymentMethod.label')} value={t(order.paymentMethodKey)} />
        <BillRow label={t('order.paymentStatus.label')} value={t(order.paymentStatusKey)} />
      </BillSummary>

      {order.payHref || order.orderAgainHref || order.cancelHref ? (
        <div className="order-actions">
          {order.payHref ? (
            <Link to={order.payHref} className="button button--primary button--block">
              {t('order.payForOrder')}
            </Link>
          ) : null}
          {order.orderAgainHref ? (
            <Link to={order.orderAgainHref} className="button button--block">
              {t('order.orderAgain')}
            </Link>
          ) : null}
          {order.cancelHref ? (
            <Link to={order.cancelHref} className="button button--block" preventScrollReset>
              {t('order.cancel')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** SPEC §9 "ASAP estimate", pickup's preparation time, or the scheduled time in the branch's zone. */
function Estimate({ estimate }: { estimate: OrderView['estimate'] }) {
  const { t } = useTranslation();
  if (!estimate) return null;
  let text: string;
  if (estimate.kind === 'scheduled') text = t('order.scheduledFor', { time: estimate.at });
  else if (estimate.kind === 'preparation') text = t('order.readyInMinutes', { minutes: estimate.minutes });
  else
    text = `${t('order.minutesRange', { from: estimate.fromMinutes, to: estimate.toMinutes })} · ${t('order.arrivesAt', { time: estimate.window })}`;
  return (
    <p className="order-status__estimate">
      <span className="order-status__label">{t('order.estimate')}</span> {text}
    </p>
  );
}
