// SPEC §9 "Rating: 5 icons": a rating read-only, as five stars with one accessible name ("4 out of 5 stars").
import { useTranslation } from 'react-i18next';
import { RATING_VALUES } from '~/domain/ratings';

export function StarIcon({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="star-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z" />
    </svg>
  );
}

export function RatingStars({ value, size = 20 }: { value: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="rating-stars" role="img" aria-label={t('rating.outOfFive', { value })}>
      {RATING_VALUES.map((v) => (
        <span key={v} className={v <= value ? 'rating-stars__on' : 'rating-stars__off'}>
          <StarIcon size={size} />
        </span>
      ))}
    </span>
  );
}
