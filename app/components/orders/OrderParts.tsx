import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '~/domain/constants';
import { preparationLeft, splitDuration } from '~/domain/order-status';
import { StateArt } from '../StateArt';

/** SPEC §2 "Missing order: No order found with an Order Now button". */
export function NoOrder({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <div className="state-page">
      <StateArt />
      <h2 className="state-page__title">{t('order.notFound')}</h2>
      <Link to={home} className="button button--primary">
        {t('order.orderNow')}
      </Link>
      {/* issue 27: a guest's order, found again by its number and phone */}
      <Link to="/order-lookup">{t('orderLookup.link')}</Link>
    </div>
  );
}

/** Without JavaScript the page reloads itself (RefreshWithoutScript); the customer is told so. */
export function RefreshNote() {
  const { t } = useTranslation();
  return (
    <noscript>
      <p className="order-refresh-note">{t('order.refreshNote', { seconds: REFRESH_SECONDS })}</p>
    </noscript>
  );
}
export const REFRESH_SECONDS = 30;

/**
 * The clock of a countdown: the server's time at first (the same render on both sides), then the
 * browser's, each second while `active` (each minute when the customer prefers reduced motion).
 */
export function useNow(serverNow: number, active: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    // reduced motion: the digits change once a minute, not every second (the time shown is still true then)
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setInterval(() => setNow(Date.now()), still ? 60_000 : 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §4: the time left until the food should be ready, "Any time soon" under 5 minutes. */
export function PreparationCountdown({ deadline, serverNow }: { deadline: number; serverNow: number }) {
  const { t } = useTranslation();
  const now = useNow(serverNow, true);
  const left = preparationLeft(new Date(deadline), new Date(now));
  let text: string;
  if (left.soon) text = t('order.anyTimeSoon');
  else {
    const d = splitDuration(left.ms);
    const hours = d.days * 24 + d.hours;
    text = t('order.readyIn', {
      time: hours ? `${hours}:${pad(d.minutes)}:${pad(d.seconds)}` : `${pad(d.minutes)}:${pad(d.seconds)}`,
    });
  }
  return (
    <p className="order-countdown" role="timer" aria-live="off">
      {text}
    </p>
  );
}

/** SPEC §4 "The scheduled card shows a countdown (days, hours, minutes, seconds)". */
export function ScheduledCountdown({ at, serverNow }: { at: number; serverNow: number }) {
  const { t } = useTranslation();
  const now = useNow(serverNow, true);
  if (at - now <= 0) return null;
  const d = splitDuration(at - now);
  const parts = [
    { value: d.days, label: t('order.days') },
    { value: d.hours, label: t('order.hours') },
    { value: d.minutes, label: t('order.minutes') },
    { value: d.seconds, label: t('order.seconds') },
  ];
  return (
    <div className="order-schedule" role="timer" aria-live="off">
      <p className="order-schedule__title">{t('order.startsIn')}</p>
      <ol className="order-schedule__parts">
        {parts.map((p) => (
          <li key={p.label} className="order-schedule__part">
            <strong>{pad(p.value)}</strong> <span>{p.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** SPEC §4 "Progress bar has four segments". */
export function OrderProgress({ step, of }: { step: number; of: number }) {
  const { t } = useTranslation();
  return (
    <progress
      className="order-progress"
      max={of}
      value={step}
      aria-label={t('order.progress')}
      aria-valuetext={t('order.progressText', { step, of })}
    >
      {t('order.progressText', { step, of })}
    </progress>
  );
}

/** The brands' logos, or their initials when they have none: four, then +N (SPEC §2 "Orders"). */
export function BrandLogos({ brands }: { brands: readonly { id: number; title: string; logo: string | null }[] }) {
  const { t } = useTranslation();
  const shown = brands.slice(0, LIMITS.brandLogoStrip);
  const hidden = brands.length - shown.length;
  return (
    <ul className="order-brands">
      {shown.map((b) => (
        <li key={b.id} className="order-brands__item">
          {b.logo ? (
            <img src={b.logo} alt={b.title} width={32} height={32} loading="lazy" />
          ) : (
            <span className="order-brands__initial" role="img" aria-label={b.title}>
              {b.title.slice(0, 1)}
            </span>
          )}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="order-brands__item">
          <span className="order-brands__initial" role="img" aria-label={t('order.moreBrands', { count: hidden })}>
            +{hidden}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
