import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '~/components/shell';
import { formatMoney, type CurrencyLike } from '~/domain/money';

/** SPEC §2: the delivery fee changed — the previous and new fee, an arrow up (warning) or down (success). */
export function FeeSheet({
  fee,
  currency,
}: {
  fee: { previous: number; next: number; total: number; subtotal: number };
  currency: CurrencyLike;
}) {
  const { t } = useTranslation();
  const higher = fee.next > fee.previous;
  return (
    <Sheet title={t('checkout.feeTitle')} closeTo="/checkout">
      <p className={higher ? 'fee-change fee-change--up' : 'fee-change fee-change--down'}>
        <span aria-hidden="true">{higher ? '▲' : '▼'}</span>{' '}
        {t(higher ? 'checkout.feeHigher' : 'checkout.feeLower', {
          previous: formatMoney(fee.previous, currency),
          next: formatMoney(fee.next, currency),
        })}
      </p>
      <dl className="bill__rows">
        <div className="bill__row">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatMoney(fee.subtotal, currency)}</dd>
        </div>
        <div className="bill__row">
          <dt>{t('cart.deliveryFee')}</dt>
          <dd>{formatMoney(fee.next, currency)}</dd>
        </div>
        <div className="bill__row bill__row--total">
          <dt>{t('cart.total')}</dt>
          <dd>{formatMoney(fee.total, currency)}</dd>
        </div>
      </dl>
      <Form method="post">
        <button type="submit" name="intent" value="acceptFee" className="button button--primary button--block">
          {t('checkout.feeOk')}
        </button>
      </Form>
    </Sheet>
  );
}
