import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RouteErrorBoundary } from '~/components/shell';
import { loadPaymentSuccess } from './success.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaymentSuccess(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

/** SPEC §2 "Payment": the payment went through. */
export default function PaymentSuccessPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="page page--payment">
      <section className="payment-result payment-result--success" aria-labelledby="payment-headline">
        {data.found ? (
          <>
            <h1 id="payment-headline">{t('payment.successTitle')}</h1>
            <p>{t('payment.successBody', { id: data.shortId })}</p>
            <p>
              <Link to={data.orderPage} replace className="button button--primary">
                {t('payment.viewOrder')}
              </Link>
            </p>
          </>
        ) : (
          <h1 id="payment-headline">{t('payment.linkNotFound')}</h1>
        )}
      </section>
    </main>
  );
}
