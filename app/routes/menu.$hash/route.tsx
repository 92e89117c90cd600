import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '~/domain/constants';
import { RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { openLink } from './menu-link.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  openLink(request, context, params.hash ?? '');

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    more: args.data
      ? [{ httpEquiv: 'refresh', content: `${TIMINGS.redirectDelayMs / 1000}; url=${args.data.target}` }]
      : [],
  });

export const ErrorBoundary = RouteErrorBoundary;

/** The 2-second welcome of a one-stall food hall; the meta refresh moves on with or without JavaScript. */
export default function Welcome() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
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
