// `/loyalty/history?business` (SPEC §2 "Loyalty history has tabs Earned and Claimed"): the tabs are links, so they
// work without JavaScript; dates "dd MMM yyyy", times "hh:mm aaa" (SPEC §9); more entries by a link.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PointsCard } from '~/components/loyalty/LoyaltyParts';
import { RouteErrorBoundary } from '~/components/shell';
import { loadLoyaltyHistory } from '~/features/loyalty/loyalty-pages.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLoyaltyHistory(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

export default function LoyaltyHistory() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const at = (tab: string, page = 1) =>
    `/loyalty/history?business=${data.businessId ?? ''}&tab=${tab}${page > 1 ? `&page=${page}` : ''}`;
  return (
    <>
      <TopBar title={data.title} back={{ to: '/loyalty', label: t('loyalty.back') }} sidebar />
      <main id="main" className="page page--loyalty stack">
        {data.card ? <PointsCard card={data.card} /> : null}
        <nav className="tabs" aria-label={data.title}>
          <Link to={at('earned')} className="tabs__tab" aria-current={data.tab === 'earned' ? 'page' : undefined}>
            {t('loyalty.earned')}
          </Link>
          <Link to={at('claimed')} className="tabs__tab" aria-current={data.tab === 'claimed' ? 'page' : undefined}>
            {t('loyalty.claimed')}
          </Link>
        </nav>
        {data.problem === 'failed' ? <p role="alert">{t('loyalty.errors.generic')}</p> : null}
        {data.problem === 'missing' ? <p role="alert">{t('loyalty.errors.placeMissing')}</p> : null}
        {data.problem === 'empty' ? <p className="muted">{t('loyalty.errors.noHistory')}</p> : null}
        {data.entries.length && data.card ? (
          <ul className="stack loyalty-history">
            {data.entries.map((e) => (
              <li key={e.id} className="card loyalty-history__entry">
                <span>
                  <strong>{e.title}</strong>
                  <span className="choice__detail">
                    <time dateTime={e.iso}>{`${e.date} · ${e.time}`}</time>
                  </span>
                </span>
                <strong>{`${data.tab === 'earned' ? '+' : '−'}${e.points} ${data.card?.pointName ?? ''}`}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {data.hasMore && data.page < 5 ? (
          <Link to={at(data.tab, data.page + 1)} className="button button--secondary">
            {t('loyalty.showMore')}
          </Link>
        ) : null}
      </main>
    </>
  );
}
