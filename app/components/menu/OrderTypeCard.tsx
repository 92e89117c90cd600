import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { OrderCard } from '~/features/branches/order-options.server';

/** The order type, a drive-thru, and when: "Pickup · Drive-thru · As soon as possible". */
export function OrderTypeLine({ card }: { card: OrderCard }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{t(`orderType.${card.orderType}`)}</strong>
      {card.driveThru ? ` · ${t('options.pickup2')}` : null} · {card.when ?? t('orderType.asap')}
    </>
  );
}

/**
 * The order-type card (SPEC §2 "Brand menu"): what, when and where, a drive-thru's vehicle, a table. With
 * `href` (the menu) it opens the order options sheet; /panel shows it as it is.
 */
export function OrderTypeCard({ card, href }: { card: OrderCard; href?: string }) {
  const { t } = useTranslation();
  const place = [card.table ? t('home.table', { table: card.table }) : null, card.place].filter(Boolean).join(' · ');
  const body = (
    <>
      <span className="order-type-card__label">{t('orderType.label')}</span>
      <OrderTypeLine card={card} />
      {place ? <span className="order-type-card__place">{place}</span> : null}
      {card.vehicle ? (
        <span className="order-type-card__place">
          {card.vehicle.details
            ? t('orderCard.vehicleWithDetails', { plate: card.vehicle.regNo, details: card.vehicle.details })
            : t('orderCard.vehicle', { plate: card.vehicle.regNo })}
        </span>
      ) : null}
    </>
  );
  if (!href) return <p className="order-type-card">{body}</p>;
  return (
    <Link to={href} className="order-type-card" preventScrollReset>
      {body}
      <span className="order-type-card__change">{t('options.change')}</span>
    </Link>
  );
}
