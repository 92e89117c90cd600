import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '~/components/shell';
import { loadTerms } from './terms.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

const TERMS_SECTIONS = ['orders', 'payment', 'cancel', 'details'] as const;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadTerms(request, context);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorBoundary;

/** `/terms`: the demo's terms and conditions, which the login's terms checkbox links to (TERMS_URL). */
export default function Terms() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <TopBar title={t('terms.title')} back={{ to: data.home, label: t('nav.home') }} />
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
