import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderLive } from '~/components/orders/useOrderLive';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';
import { errorMeta, RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { PAYMENT_POLL_SECONDS } from '~/domain/payments';
import { loadPayment } from './payment.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPayment(request, context);

// The gateway's page follows at once, with or without JavaScript (a meta refresh; the link stays for the rest).
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [
        { title: data.title },
        ...(data.kind === 'redirect' ? [{ httpEquiv: 'refresh', content: `1;url=${data.link}` }] : []),
        { name: 'referrer', content: 'no-referrer' },
      ]
    : errorMeta(error, matches);

// Without JavaScript the page asks again every 5 s while the payment waits (SPEC §4 "Payment page polling").
export const handle: RefreshHandle = {
  refreshWithoutScript: (data) => {
    const kind = (data as { kind?: string } | undefined)?.kind;
    return kind === 'qr' || kind === 'waiting' ? PAYMENT_POLL_SECONDS : null;
  },
};
export const ErrorBoundary = RouteErrorBoundary;

/** SPEC §2 "Payment": the redirect to the gateway, the bank QR, or the wait for the gateway's word. */
export default function PaymentPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const polling = data.kind === 'qr' || data.kind === 'waiting';
  useOrderLive(polling ? data.live : null);
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!polling) return;
    const timer = window.setInterval(() => {
      if (state === 'idle') revalidate();
    }, PAYMENT_POLL_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [polling, revalidate, state]);

  return (
    <main id="main" className="page page--payment">
      {data.kind === 'notFound' ? (
        <section className="payment-result" aria-labelledby="payment-headline">
          <h1 id="payment-headline">{t('payment.linkNotFound')}</h1>
          <p>
            <Link to="/" className="button button--primary">
              {t('payment.home')}
            </Link>
          </p>
        </section>
      ) : data.kind === 'redirect' ? (
        <section className="payment-result" aria-labelledby="payment-headline">
          <h1 id="payment-headline" role="status">
            {t('payment.redirecting')}
          </h1>
          <p>
            <a href={data.link} className="button button--primary" rel="noreferrer">
              {t('payment.continue')}
            </a>
          </p>
        </section>
      ) : data.kind === 'qr' ? (
        <section className="payment-qr" aria-labelledby="payment-headline">
          <h1 id="payment-headline">{t('payment.qrTitle')}</h1>
          <dl className="payment-qr__facts">
            <dt>{t('payment.qrMerchant')}</dt>
            <dd>{data.merchant}</dd>
            {data.nmid ? (
              <>
                <dt>{t('payment.qrNmid')}</dt>
                <dd>{data.nmid}</dd>
              </>
            ) : null}
            {data.nns ? (
              <>
                <dt>{t('payment.qrNns')}</dt>
                <dd>{data.nns}</dd>
              </>
            ) : null}
            <dt>{t('payment.qrTotal')}</dt>
            <dd>
              <strong>{data.total}</strong>
            </dd>
          </dl>
          <img
            src={data.image}
            width={320}
            height={320}
            alt={t('payment.qrAlt', { amount: data.total })}
            className="payment-qr__code"
          />
          <p className="muted">{t('payment.qrExpires', { time: data.expires })}</p>
          <p>
            <a href={data.image} download="payment-qr.png" className="button button--secondary">
              {t('payment.qrDownload')}
            </a>
          </p>
          <ol className="payment-qr__steps">
            <li>{t('payment.qrStep1')}</li>
            <li>{t('payment.qrStep2')}</li>
            <li>{t('payment.qrStep3')}</li>
          </ol>
          {data.sandboxLink ? (
            <p>
              <a href={data.sandboxLink} className="link-button">
                {t('payment.qrSandbox')}
              </a>
            </p>
          ) : null}
          <p>
            <Link to={data.orderPage} className="link-button">
              {t('payment.viewOrder')}
            </Link>
          </p>
        </section>
      ) : (
        <section className="payment-result" aria-labelledby="payment-headline">
          <h1 id="payment-headline">{t('payment.waitingTitle')}</h1>
          <p role="status">{t('payment.waiting')}</p>
          <p>
            <Link to={`/payment?${data.query}`} className="button button--secondary">
              {t('payment.checkNow')}
            </Link>{' '}
            <Link to={data.orderPage} className="link-button">
              {t('payment.viewOrder')}
            </Link>
          </p>
        </section>
      )}
    </main>
  );
}
