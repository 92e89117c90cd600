import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PaymentRetry } from '~/components/payments/PaymentRetry';
import { RouteErrorBoundary } from '~/components/shell';
import { loadPaymentFailed } from './failed.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPaymentFailed(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

/** SPEC §2 "Payment": the payment did not go through, why, and Try Again. */
export default function PaymentFailedPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="page page--payment">
      <section className="payment-result payment-result--failed" aria-labelledby="payment-headline">
        {data.found ? (
          <>
            <h1 id="payment-headline">{t('payment.failedTitle')}</h1>
            <p>{t('payment.failedBody', { id: data.shortId })}</p>
            {data.reasonKey ? <p role="alert">{t(data.reasonKey)}</p> : null}
            <PaymentRetry retry={data.retry} orderPage={data.orderPage} />
          </>
        ) : (
          <h1 id="payment-headline">{t('payment.linkNotFound')}</h1>
        )}
      </section>
    </main>
  );
}
