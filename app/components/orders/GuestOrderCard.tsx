import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export interface GuestOrderView {
  /** the order's number (short id); a food hall's table order has one per branch */
  numbers: string[];
  finishProfile: string;
  lookup: string;
}

/**
 * SPEC §6 "A guest sees a big order-number card and a finish-profile notice" (issue 27): the number to find the
 * order again with (and the phone it was placed with, at /order-lookup) — a food hall's table order, the number
 * of each branch's order — and Unlock: an account keeps the orders.
 */
export function GuestOrderCard({ guest }: { guest: GuestOrderView }) {
  const { t } = useTranslation();
  const several = guest.numbers.length > 1;
  return (
    <>
      <section className="order-number-card" aria-labelledby="order-number-label">
        <h2 id="order-number-label" className="order-number-card__label">
          {t(several ? 'guest.orderNumbers' : 'guest.orderNumber')}
        </h2>
        {guest.numbers.map((number) => (
          <p key={number} className="order-number-card__number">
            {number}
          </p>
        ))}
        <p className="order-number-card__hint">
          {t(several ? 'guest.orderNumbersHint' : 'guest.orderNumberHint')}{' '}
          <Link to={guest.lookup}>{t('orderLookup.link')}</Link>
        </p>
      </section>
      <aside className="notice-box" aria-label={t('guest.finishProfileLabel')}>
        <p>{t('guest.finishProfile')}</p>
        <Link to={guest.finishProfile} className="button button--secondary">
          {t('guest.finishProfileAction')}
        </Link>
      </aside>
    </>
  );
}
