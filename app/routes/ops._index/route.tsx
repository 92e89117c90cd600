import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '~/components/shell';
import { loadOpsPicker } from './picker.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOpsPicker(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

/** The kitchen picks its branch (issue 16). */
export default function OpsPicker() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="ops">
      <header className="ops-bar">
        <h1 className="ops__title">{t('ops.picker.title')}</h1>
        <Form method="post" action="/ops/logout">
          <button type="submit" className="button ops-button">
            {t('ops.logout')}
          </button>
        </Form>
      </header>
      <ul className="ops-branches">
        {data.branches.map((b) => (
          <li key={b.id}>
            <Link to={b.href} className="ops-branch" reloadDocument>
              <span className="ops-branch__title">{b.title}</span>
              <span className="ops-branch__meta">{b.address}</span>
              <span className="ops-branch__meta">{b.brands.join(' · ')}</span>
              <span className={`ops-chip ${b.open ? 'ops-chip--ok' : 'ops-chip--off'}`}>
                {b.open ? t('ops.store.open') : t('ops.store.closed')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
