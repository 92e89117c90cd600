import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '~/components/shell';
import { loadLanding } from './landing.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

// In demo mode "/" lists every demo link as a QR code would open it, and the voucher codes to try; otherwise it is
// a plain landing.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadLanding(request, context);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorBoundary;

export default function Index() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <TopBar title={data.title} sidebar />
      <main id="main" className="page">
        {data.demo ? (
          <>
            <p className="lead">{t('demo.intro')}</p>
            <ul className="demo-links">
              {data.links.map((link) => (
                <li key={link.hash}>
                  <Link to={`/menu/${link.hash}`} className="demo-link">
                    <span className="demo-link__title">{link.title}</span>
                    <span className="demo-link__note">{link.note}</span>
                    <span className="demo-link__meta">
                      <span className="chip">{t(`entity.${link.entity_type}`)}</span>
                      <code>/menu/{link.hash}</code>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {data.vouchers.length ? (
              <section className="stack" aria-labelledby="demo-vouchers">
                <h2 id="demo-vouchers">{t('demo.vouchers.title')}</h2>
                <p>{t('demo.vouchers.how')}</p>
                <ul>
                  {data.vouchers.map((voucher) => (
                    <li key={voucher.code}>
                      <code>{voucher.code}</code>
                      {voucher.description ? ` — ${voucher.description}` : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : (
          <p className="lead">{t('landing.text')}</p>
        )}
      </main>
    </>
  );
}
