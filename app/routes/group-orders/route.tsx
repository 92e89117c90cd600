import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BillRow } from '~/components/bill/BillSummary';
import { BrandLogos, NoOrder, REFRESH_SECONDS, RefreshNote } from '~/components/orders/OrderParts';
import { useOrderLive } from '~/components/orders/useOrderLive';
import { GuestOrderCard } from '~/components/orders/GuestOrderCard';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';
import { RouteErrorBoundary } from '~/components/shell';
import { formatMoney } from '~/domain/money';
import { loadGroupOrders } from './group-orders.server';
import { GroupRating } from '~/components/orders/GroupRating';
import { groupOrdersAction } from './group-rating.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadGroupOrders(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => groupOrdersAction(request, context);
export { timingHeaders as headers } from '~/utils/headers';
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
// Without JavaScript the page reloads itself while there is an order to follow.
export const handle: RefreshHandle = {
  // …but not under an open rating sheet, which would lose what the customer is writing
  refreshWithoutScript: (data) => {
    const page = data as { group?: unknown; rating?: { sheet?: unknown } | null } | undefined;
    return page?.group && !page.rating?.sheet ? REFRESH_SECONDS : null;
  },
};
export const ErrorBoundary = RouteErrorBoundary;

type GroupView = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['group']>;

/** A food-hall table's orders, one per branch (SPEC §2 "Group orders (Order Progress)"). */
export default function GroupOrdersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useOrderLive(data.live);
  return (
    <>
      <TopBar
        title={t('groupOrder.title')}
        back={{ to: data.home, label: t('order.back') }}
        subtitle={data.group?.tableNo ? t('groupOrder.table', { table: data.group.tableNo }) : null}
        sidebar
      />
      <main id="main" className="page page--order">
        {data.group && 'guest' in data && data.guest ? <GuestOrderCard guest={data.guest} /> : null}
        {data.group ? <GroupOrders group={data.group} home={data.home} /> : <NoOrder home={data.home} />}
        {data.group && 'rating' in data && data.rating ? <GroupRating view={data.rating} /> : null}
      </main>
    </>
  );
}

function GroupOrders({ group, home }: { group: GroupView; home: string }) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, group.currency);
  const vatLabel = group.totals.vatLabel ?? t('cart.vat');
  return (
    <>
      <RefreshNote />
      <section aria-labelledby="group-children">
        <h2 id="group-children" className="bill__title">
          {t('groupOrder.orders')}
        </h2>
        <ul className="group-orders">
          {group.children.map((child) => (
            <li key={child.hash} className={`group-order group-order--status-${child.statusId}`}>
              <Link to={child.href} className="group-order__link">
                <p className="group-order__poster">{t(child.headlineKey)}</p>
                <BrandLogos brands={child.brands} />
                <p className="group-order__hash">{t('order.hash', { hash: child.shortHash })}</p>
                <p className="location-card__address">
                  {child.branch} · {child.address}
                </p>
                <p className="group-order__status">
                  {t('groupOrder.status')}: {t(child.headlineKey)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="location-card" aria-labelledby="group-details">
        <h2 id="group-details" className="location-card__label">
          {t('groupOrder.details')}
        </h2>
        <dl className="order-facts">
          <div>
            <dt>{t('groupOrder.foodHall')}</dt>
            <dd>{group.foodHall}</dd>
          </div>
          <div>
            <dt>{t('groupOrder.parentId')}</dt>
            <dd>{group.parentUuid}</dd>
          </div>
          <div>
            <dt>{t('orderType.label')}</dt>
            <dd>{t(`orderType.${group.orderType}`)}</dd>
          </div>
          <div>
            <dt>{t('order.paymentMethod.label')}</dt>
            <dd>{t(group.paymentMethodKey)}</dd>
          </div>
          {group.contact ? (
            <div>
              <dt>{t('groupOrder.contact')}</dt>
              <dd>
                <a href={`tel:${group.contact.replace(/[^\d+]/g, '')}`}>{group.contact}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section className="bill" aria-labelledby="group-bill">
        <h2 id="group-bill" className="bill__title">
          {t('order.paymentSummary')}
        </h2>
        {group.totals.refunded ? (
          <p className="form-message form-message--warn" role="status">
            {t('groupOrder.refundedBanner', { amount: money(group.totals.refunded) })}
          </p>
        ) : null}
        <dl className="bill__rows">
          <BillRow
            label={
              group.totals.vatIncluded
                ? t('groupOrder.subtotalVatIncluded', { label: vatLabel })
                : t('groupOrder.subtotalVatExcluded', { label: vatLabel })
            }
            value={money(group.totals.subtotal)}
          />
          {group.totals.rewardDiscount ? (
            <BillRow label={t('order.rewardDiscount')} value={`−${money(group.totals.rewardDiscount)}`} deal />
          ) : null}
          {group.totals.discount ? (
            <BillRow label={t('cart.discount')} value={`−${money(group.totals.discount)}`} deal />
          ) : null}
          {group.totals.promoDiscount ? (
            <BillRow label={t('promo.discount')} value={`−${money(group.totals.promoDiscount)}`} deal />
          ) : null}
          {group.totals.deliveryFee ? (
            <BillRow label={t('cart.deliveryFee')} value={money(group.totals.deliveryFee)} />
          ) : null}
          {group.totals.vat && !group.totals.vatIncluded ? (
            <BillRow label={vatLabel} value={money(group.totals.vat)} />
          ) : null}
          {group.otherFees.length ? (
            <div className="bill__row bill__row--group">
              <dt>{t('groupOrder.otherFees')}</dt>
              <dd>
                <ul className="bill__sublist">
                  {group.otherFees.map((f) => (
                    <li key={f.key}>
                      {f.label}: {money(f.amount)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <BillRow label={t('cart.total')} value={money(group.totals.total)} strong />
          <BillRow label={t('order.paymentStatus.label')} value={t(group.paymentStatusKey)} />
        </dl>
      </section>

      <div className="order-actions">
        {group.payHref ? (
          <Link to={group.payHref} className="button button--primary button--block">
            {t('groupOrder.payForOrder')}
          </Link>
        ) : null}
        <Link to={home} className="button button--block">
          {t('order.orderAgain')}
        </Link>
      </div>
    </>
  );
}
