import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '~/domain/constants';
import { RouteErrorBoundary } from '~/components/shell';
import { openLink } from './menu-link.server';
import { pageMeta } from '~/utils/meta';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  openLink(request, context, params.hash ?? '');

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
// the hand-over after 2 s (SPEC §2): a refresh without JavaScript, a timer with it (Welcome)
export const handle: RefreshHandle = {
  refreshWithoutScript: (data) => {
    const target = (data as { target?: string } | undefined)?.target;
    return target ? { seconds: TIMINGS.redirectDelayMs / 1000, to: target } : null;
  },
};

export const ErrorBoundary = RouteErrorBoundary;

/** The 2-second welcome of a one-stall food hall, which then moves on to the menu. */
export default function Welcome() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(data.target, { replace: true }), TIMINGS.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [data.target, navigate]);
  return (
    <main id="main" className="state-page welcome">
      <div className="spinner" aria-hidden="true" />
      <h1 className="state-page__title">{t('boot.welcome', { name: data.title })}</h1>
      {data.table ? <p className="state-page__text">{t('home.table', { table: data.table })}</p> : null}
      <p className="state-page__text" role="status">
        {t('boot.redirecting')}
      </p>
      <Link to={data.target} className="button button--primary">
        {t('boot.goNow')}
      </Link>
    </main>
  );
}
