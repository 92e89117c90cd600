import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §6 "A guest sees a big order-number card and a finish-profile notice" (issue 27): the number to find the
 * order again with (and the phone it was placed with, at /order-lookup), and Unlock — an account keeps the
 * orders.
 */
export function GuestOrderCard({ guest }: { guest: { number: string; finishProfile: string; lookup: string } }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="order-number-card" aria-labelledby="order-number-label">
        <h2 id="order-number-label" className="order-number-card__label">
          {t('guest.orderNumber')}
        </h2>
        <p className="order-number-card__number">{guest.number}</p>
        <p className="order-number-card__hint">
          {t('guest.orderNumberHint')} <Link to={guest.lookup}>{t('orderLookup.link')}</Link>
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
