// `/loyalty` (SPEC §2 "Loyalty home"): the points card of the store's business, the customer's points at other
// businesses (four, then Show More — a link, so it works without JavaScript), how to earn and how to redeem.
// Visitors and guests go to login (app/features/loyalty/loyalty-pages.server.ts).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PointsCard } from '~/components/loyalty/LoyaltyParts';
import { RouteErrorBoundary } from '~/components/shell';
import { Sheet } from '~/components/Sheet';
import { loadLoyaltyHome } from '~/features/loyalty/loyalty-pages.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLoyaltyHome(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

export default function LoyaltyHome() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const current = data.current;
  return (
    <>
      <TopBar title={data.title} back={{ to: '/', label: t('loyalty.back') }} sidebar />
      <main id="main" className="page page--loyalty stack">
        {data.failed ? <p role="alert">{t('loyalty.errors.generic')}</p> : null}
        {!data.failed && !current ? <p className="muted">{t('loyalty.errors.noReward')}</p> : null}
        {current ? (
          <>
            <PointsCard card={current} />
            <nav className="stack" aria-label={current.programName}>
              <Link className="button" to={`/loyalty/list?business=${current.businessId}`}>
                {t('loyalty.viewRewards')}
              </Link>
              <Link className="button button--secondary" to={`/loyalty/history?business=${current.businessId}`}>
                {t('loyalty.viewHistory')}
              </Link>
            </nav>
          </>
        ) : null}
        {data.countries.length > 1 ? (
          // SPEC §2 "country select sheet": the other businesses' points of one country
          <p>
            {t('loyalty.countryShown', { country: data.country?.title ?? t('loyalty.allCountries') })}{' '}
            <Link to="/loyalty?sheet=country">{t('loyalty.changeCountry')}</Link>
          </p>
        ) : null}
        {data.others.length ? (
          <section aria-labelledby="loyalty-others" className="stack">
            <h2 id="loyalty-others">{t('loyalty.otherBusinesses')}</h2>
            <ul className="stack">
              {data.others.map((o) => (
                <li key={o.key}>
                  <Link to={`/loyalty/list?business=${o.businessId}`} className="loyalty-other">
                    <span>{o.programName}</span> <strong>{`${o.points} ${o.pointName}`}</strong>
                  </Link>
                </li>
              ))}
            </ul>
            {data.hiddenOthers > 0 ? (
              <Link
                to={`/loyalty?more=1${data.country ? `&country=${data.country.id}` : ''}`}
                className="button button--secondary"
              >
                {t('loyalty.showMore')}
              </Link>
            ) : null}
          </section>
        ) : null}
        {current ? (
          <section aria-labelledby="loyalty-earn" className="card">
            <h2 id="loyalty-earn" className="card__title">
              {t('loyalty.earnTitle')}
            </h2>
            {data.earn.length ? (
              <ol>
                {data.earn.map((e, i) => (
                  <li key={i}>{t('loyalty.earnStep', e)}</li>
                ))}
                <li>{t('loyalty.earnWhen')}</li>
              </ol>
            ) : (
              <p className="muted">{t('loyalty.errors.noAction')}</p>
            )}
          </section>
        ) : null}
        {current ? (
          <section aria-labelledby="loyalty-redeem" className="card">
            <h2 id="loyalty-redeem" className="card__title">
              {t('loyalty.redeemTitle')}
            </h2>
            <ol>
              <li>{t('loyalty.redeemStep1')}</li>
              <li>{t('loyalty.redeemStep2')}</li>
            </ol>
          </section>
        ) : null}
      </main>
      {data.countrySheet ? (
        <Sheet title={t('loyalty.selectCountry')} closeTo="/loyalty">
          <ul className="stack">
            <li>
              <Link to="/loyalty" aria-current={data.country ? undefined : 'true'}>
                {t('loyalty.allCountries')}
              </Link>
            </li>
            {data.countries.map((c) => (
              <li key={c.id}>
                <Link to={`/loyalty?country=${c.id}`} aria-current={data.country?.id === c.id ? 'true' : undefined}>
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </Sheet>
      ) : null}
    </>
  );
}
