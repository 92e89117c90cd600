import { Form, Link, useActionData } from '@remix-run/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { Answer, PostData } from './checkout.types';
import { ChosenPayment, LineList, Problem } from './checkout-parts';
import { PaymentLogos } from './PaymentLogos';
import { CardSheet, PaymentSheet } from './sheets';

/** Where the back arrow of an existing order's payment leads: the order, or its food-hall group. */
export function backOfOrder(data: PostData) {
  return data.orderHash
    ? `/order-details?orderHash=${data.orderHash}`
    : `/group-orders?parentUuid=${data.parentUuid ?? ''}`;
}

/** SPEC "POST_PAYMENT": paying an existing order (a dine-in table after eating) or a food-hall group. */
export function PostPayment({ data }: { data: PostData }) {
  const { t } = useTranslation();
  const answer = useActionData() as Answer;
  const currency = data.currency as CurrencyLike;
  const here = data.orderHash ? `/checkout?orderHash=${data.orderHash}` : `/checkout?parentUuid=${data.parentUuid}`;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <Problem problem={data.problem} />
        <details className="card">
          {/* the orders' headings (h3) are the summary's sections: the summary names them at the level between */}
          <summary className="card__title">
            <h2 className="card__summary-heading">{t('checkout.summary')}</h2>
          </summary>
          {data.orders.map((o) => (
            <section key={o.hash}>
              <h3>
                {o.branch} · #{o.short}
              </h3>
              <LineList lines={o.lines} currency={currency} />
            </section>
          ))}
        </details>
        <section className="card" aria-labelledby="co-payment">
          <h2 id="co-payment" className="card__title">
            {t('checkout.payment')}
          </h2>
          <p>
            <ChosenPayment payment={data.payment} />
          </p>
          <PaymentLogos logos={data.logos} />
          <Link to={`${here}&sheet=payment`} className="link-button">
            {t('checkout.choosePayment')}
          </Link>
        </section>
      </div>
      <aside className="checkout__side">
        <Form method="post" className="checkout-bar">
          {data.gatewayFee > 0 ? (
            <p className="checkout-bar__subtotal">
              <span>{t('cart.processingFee')}</span> <span>{formatMoney(data.gatewayFee, currency)}</span>
            </p>
          ) : null}
          <p className="checkout-bar__subtotal">
            <span>{t('cart.total')}</span> <strong>{formatMoney(data.total, currency)}</strong>
          </p>
          <button
            type="submit"
            name="intent"
            value="payExisting"
            className="button button--primary"
            disabled={data.payDisabled || data.paid}
          >
            {t('checkout.pay')}
          </button>
        </Form>
      </aside>
      <Suspense fallback={null}>
        {data.sheet === 'payment' ? <PaymentSheet data={data} answer={answer} closeTo={here} /> : null}
        {data.sheet === 'card' && data.card ? <CardSheet card={data.card} closeTo={here} action={here} /> : null}
      </Suspense>
    </div>
  );
}
