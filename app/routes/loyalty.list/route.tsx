// `/loyalty/list?business` (SPEC §2): a business's rewards and the points each needs.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PointsCard, RewardLine } from '~/components/loyalty/LoyaltyParts';
import { RouteErrorBoundary } from '~/components/shell';
import { loadLoyaltyList } from '~/features/loyalty/loyalty-pages.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLoyaltyList(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

export default function LoyaltyList() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <TopBar title={data.title} back={{ to: '/loyalty', label: t('loyalty.back') }} sidebar />
      <main id="main" className="page page--loyalty stack">
        {data.card ? <PointsCard card={data.card} /> : null}
        {data.problem === 'failed' ? <p role="alert">{t('loyalty.errors.generic')}</p> : null}
        {data.problem === 'missing' ? <p role="alert">{t('loyalty.errors.placeMissing')}</p> : null}
        {data.problem === 'empty' ? <p className="muted">{t('loyalty.errors.noReward')}</p> : null}
        {data.rewards.length && data.card ? (
          <ul className="stack" aria-label={t('loyalty.rewardsTitle')}>
            {data.rewards.map((r) => (
              <li key={r.id} className={`choice${r.canRedeem ? '' : ' choice--disabled'}`}>
                <RewardLine reward={r} pointName={data.card!.pointName} />
              </li>
            ))}
          </ul>
        ) : null}
        {data.card ? (
          <Link className="button button--secondary" to={`/loyalty/history?business=${data.businessId}`}>
            {t('loyalty.viewHistory')}
          </Link>
        ) : null}
      </main>
    </>
  );
}
