// SPEC §2 "Orders": a completed order's card shows Rate now (its page with the rating sheet open) or the stars.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RatingStars } from './RatingStars';

export function CardRating({ rating }: { rating: { stars: number | null; rateHref: string | null } }) {
  const { t } = useTranslation();
  if (rating.stars) return <p className="order-card__rating">{<RatingStars value={rating.stars} size={16} />}</p>;
  return rating.rateHref ? (
    <Link to={rating.rateHref} className="order-card__rate">
      {t('rating.rateNow')}
    </Link>
  ) : null;
}
