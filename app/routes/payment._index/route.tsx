import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node';
import { Link, useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderLive } from '~/components/orders/useOrderLive';
import { PaymentRetry } from '~/components/payments/PaymentRetry';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';
import { RouteErrorBoundary } from '~/components/shell';
import { IN_APP_POLL_SECONDS, PAYMENT_POLL_SECONDS } from '~/domain/payments';
import { loadPayment } from './payment.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPayment(request, context);

// The gateway's page follows at once, with or without JavaScript (a meta refresh; the link stays for the rest).
// At once: a refresh after a delay is a timing the customer cannot stop (WCAG 2.2.1, axe's meta-refresh).
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    more: [
      ...(args.data?.kind === 'redirect' ? [{ httpEquiv: 'refresh', content: `0; url=${args.data.link}` }] : []),
      { name: 'referrer', content: 'no-referrer' },
    ],
  });

/** How often the page asks again while the payment waits (SPEC §4): null when it does not poll. */
function pollSeconds(data: SerializeFrom<typeof loader> | undefined): number | null {
  if (!data) return null;
  if (data.kind === 'qr') return PAYMENT_POLL_SECONDS;
  if (data.kind === 'inApp') return IN_APP_POLL_SECONDS;
  // the waiting page: every 5 s, and once more when it closes; a widget only when it closes
  if (data.kind === 'waiting') return data.widget ? data.closeIn : Math.min(PAYMENT_POLL_SECONDS, data.closeIn);
  return null;
}

// Without JavaScript the page asks again by a meta refresh (SPEC §4 "Payment page polling").
export const handle: RefreshHandle = {
  refreshWithoutScript: (data) => pollSeconds(data as SerializeFrom<typeof loader> | undefined),
};
export const ErrorBoundary = RouteErrorBoundary;

/**
 * SPEC §2 "Waiting page: Hang Tight, an auto-close countdown, View Order Details": the count goes down from
 * what the server said is left; at zero a widget closes itself (whoever opened it carries on) and a page
 * leaves for the order — without JavaScript the meta refresh of the handle does the same.
 */
function WaitingPage(data: { closeIn: number; widget: boolean; leaveTo: string; query: string; orderPage: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(data.closeIn);
  useEffect(() => setLeft(data.closeIn), [data.closeIn]);
  useEffect(() => {
    if (left <= 0) {
      if (data.widget) window.close();
      navigate(data.leaveTo, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, data.widget, data.leaveTo, navigate]);
  return (
    <section className="payment-result" aria-labelledby="payment-headline">
      <h1 id="payment-headline">{t('payment.waitingTitle')}</h1>
      <p role="status">{t(data.widget ? 'payment.waitingWidget' : 'payment.waiting')}</p>
      <p className="payment-result__countdown" aria-live="off">
        {t('payment.closesIn', { seconds: Math.max(0, left) })}
      </p>
      <p>
        {data.widget ? null : (
          <>
            <Link to={`/payment?${data.query}`} className="button button--secondary">
              {t('payment.checkNow')}
            </Link>{' '}
          </>
        )}
        <Link to={data.orderPage} className="link-button">
          {t('payment.viewOrder')}
        </Link>
      </p>
    </section>
  );
}

/** SPEC §2 "Payment": the redirect to the gateway, the bank QR, or the wait for the gateway's word. */
export default function PaymentPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const every = data.kind === 'waiting' ? (data.widget ? null : PAYMENT_POLL_SECONDS) : pollSeconds(data);
  useOrderLive(every && 'live' in data ? data.live : null);
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!every) return;
    const timer = window.setInterval(() => {
      if (state === 'idle') revalidate();
    }, every * 1000);
    return () => window.clearInterval(timer);
  }, [every, revalidate, state]);

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
          <h1 id="payment-headline">{t('payment.redirecting')}</h1>
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
      ) : data.kind === 'inApp' ? (
        <section className="payment-result" aria-labelledby="payment-headline">
          <h1 id="payment-headline">{t('payment.inAppTitle')}</h1>
          <p role="status">{t('payment.inApp', { amount: data.total })}</p>
          <p>
            <Link to={`/payment?${data.query}`} className="button button--secondary">
              {t('payment.checkNow')}
            </Link>{' '}
            <Link to={data.orderPage} className="link-button">
              {t('payment.viewOrder')}
            </Link>
          </p>
          {data.sandboxLink ? (
            <p>
              <a href={data.sandboxLink} className="link-button">
                {t('payment.inAppSandbox')}
              </a>
            </p>
          ) : null}
        </section>
      ) : data.kind === 'inAppFailed' ? (
        <section className="payment-result payment-result--failed" aria-labelledby="payment-headline">
          {/* the heading in the alert: role="alert" on the h1 took its heading away (and HTML does not allow it) */}
          <div role="alert">
            <h1 id="payment-headline">{t('checkout.payFailed')}</h1>
          </div>
          <PaymentRetry retry={data.retry} orderPage={data.orderPage} />
        </section>
      ) : (
        <WaitingPage {...data} />
      )}
    </main>
  );
}
