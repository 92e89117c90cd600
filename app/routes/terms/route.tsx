import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '~/components/Icon';
import { errorMeta, RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { loadTerms } from './terms.server';

const TERMS_SECTIONS = ['orders', 'payment', 'cancel', 'details'] as const;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadTerms(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);

export const ErrorBoundary = RouteErrorBoundary;

/** `/terms`: the demo's terms and conditions, which the login's terms checkbox links to (TERMS_URL). */
export default function Terms() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <header className="topbar">
        <Link to={data.home} className="icon-button" aria-label={t('nav.home')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{t('terms.title')}</h1>
        </div>
      </header>
      <main id="main" className="page page--login terms">
        <p className="notice-box">{t('terms.intro')}</p>
        {TERMS_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <h2 id={`terms-${section}`} className="section-title">
              {t(`terms.${section}.title`)}
            </h2>
            <p>{t(`terms.${section}.text`)}</p>
          </section>
        ))}
      </main>
    </>
  );
}
