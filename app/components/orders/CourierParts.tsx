// The courier side of the order details page (issue 16, SPEC §2 "Order details", §4 "Order page rules",
// "Cancelled orders"): the delay alert, the rider cards (a native scroll-snap carousel when several — no
// JavaScript needed), and who cancelled with the partner's words and the refund line. What shows is decided
// by app/domain/fulfilment.ts in the loader; these only word it.
import { useTranslation } from 'react-i18next';

export interface RiderView {
  key: string;
  name: string | null;
  phone: string | null;
  tel: string | null;
  photo: string | null;
  plate: string | null;
  /** a valid http(s) link while the delivery is below completed, else null */
  tracking: string | null;
}

/** SPEC §4 "A delay alert shows when delivery distance exceeds…, or allocating lasted longer than…". */
export function DelayAlert() {
  const { t } = useTranslation();
  return (
    <p className="order-delay" role="status">
      {t('order.delivery.delayed')}
    </p>
  );
}

/** SPEC §2 "rider cards (carousel if several)". */
export function RiderCards({ riders }: { riders: readonly RiderView[] }) {
  const { t } = useTranslation();
  if (riders.length === 0) return null;
  const several = riders.length > 1;
  return (
    <section className="order-riders" aria-labelledby="order-riders">
      <h2 id="order-riders" className="location-card__label">
        {t('order.delivery.riders')}
      </h2>
      {/* Several: a horizontal scroll-snap row, reachable by the keyboard (it scrolls with the arrow keys
          once focused; axe "scrollable-region-focusable") even when its cards hold no link. */}
      <ul
        className={several ? 'rider-cards rider-cards--carousel' : 'rider-cards'}
        aria-labelledby={several ? 'order-riders' : undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={several ? 0 : undefined}
      >
        {riders.map((rider, i) => (
          <li
            key={rider.key}
            className="rider-card"
            aria-label={several ? t('order.delivery.courierOf', { n: i + 1, count: riders.length }) : undefined}
          >
            <span className="rider-card__photo" aria-hidden="true">
              <span className="rider-card__initial">{(rider.name ?? '?').slice(0, 1)}</span>
              {/* on top of the initial: a photo that does not load (alt="") leaves the initial seen */}
              {rider.photo ? <img src={rider.photo} alt="" width={56} height={56} loading="lazy" /> : null}
            </span>
            <div className="rider-card__body">
              <p className="rider-card__name">{rider.name ?? t('order.delivery.courier')}</p>
              {rider.plate ? (
                <p className="rider-card__plate">{t('order.delivery.plate', { plate: rider.plate })}</p>
              ) : null}
              {rider.phone && rider.tel ? (
                <p>
                  <a href={rider.tel}>{t('order.delivery.callRider', { phone: rider.phone })}</a>
                </p>
              ) : null}
              {rider.tracking ? (
                <p>
                  <a href={rider.tracking} target="_blank" rel="noopener noreferrer">
                    {t('order.delivery.track')}
                  </a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface CancellationView {
  by: 'you' | 'store';
  partner: 'noRider' | 'partner' | null;
  reason: string | null;
  refund: { refundStatus: number | null } | null;
}

/** SPEC §4 "Cancelled orders": you or store, the partner's messages, "A full refund is processing…". */
export function CancellationDetails({ cancellation }: { cancellation: CancellationView }) {
  const { t } = useTranslation();
  const { by, partner, reason, refund } = cancellation;
  return (
    <section className="order-cancelled" aria-labelledby="order-cancelled">
      <h2 id="order-cancelled">{by === 'you' ? t('order.cancelledByYou') : t('order.cancelledByStore')}</h2>
      {partner === 'noRider' ? <p>{t('order.noRider')}</p> : null}
      {partner === 'partner' && reason ? <p>{t('order.delivery.partnerSays', { reason })}</p> : null}
      {partner !== 'partner' && reason ? (
        <p>
          {t('order.reason')}: {reason}
        </p>
      ) : null}
      {refund ? (
        <p className="order-refund">
          {t('order.refundProcessing')}
          {refund.refundStatus != null ? (
            <>
              {' '}
              <span className="order-refund__status">
                {t('order.delivery.refundStatus.label')}: {t(`order.delivery.refundStatus.${refund.refundStatus}`)}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
