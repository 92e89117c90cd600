// SPEC §4 "The rating prompt shows for a completed, paid order when logged in. An existing rating is fetched
// and shown read-only." The order page's rating: the prompt with Rate now (the sheet is `&rate=1`), the
// sheet, the thank-you screen, or the rating as it was given.
import { Link, useActionData } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Impression } from '~/domain/ratings';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { refusalOf } from '~/utils/refusal';
import { RatingStars } from './RatingStars';
import { RatingThanks } from './RatingThanks';

// The sheet's form kit (conform, zod) is loaded only when the sheet opens: not with every order page.
const RatingSheet = lazy(() => import('./RatingSheet').then((m) => ({ default: m.RatingSheet })));

export interface RatingShown {
  stars: number;
  impression: Impression;
  comment: string | null;
  aspects: string[];
  links: { site: string; url: string }[];
}

export interface OrderRatingView {
  here: string;
  rateHref: string;
  sheet: 'form' | 'thanks' | null;
  aspects: { id: number; name: string }[];
  rating: RatingShown | null;
}

/** A rating read-only: stars, its aspects and the comment. */
export function RatingSummary({ rating, title }: { rating: RatingShown; title?: string }) {
  return (
    <div className="rating-summary">
      {title ? <p className="rating-summary__title">{title}</p> : null}
      <RatingStars value={rating.stars} />
      {rating.aspects.length ? (
        <ul className="rating-summary__aspects">
          {rating.aspects.map((a) => (
            <li key={a} className="chip">
              {a}
            </li>
          ))}
        </ul>
      ) : null}
      {rating.comment ? <p className="rating-summary__comment">{rating.comment}</p> : null}
    </div>
  );
}

/** A refusal of the sheet's post once the sheet is gone (rated meanwhile, in another tab): said on the page. */
export function RatingRefusal({ sheetOpen }: { sheetOpen: boolean }) {
  const refusal = refusalOf(useActionData());
  return !sheetOpen && refusal?.field === 'rating' ? (
    <RefusalMessage refusal={refusal} className="form-message form-message--warn" />
  ) : null;
}

export function OrderRating({ view }: { view: OrderRatingView }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="rating-card" aria-labelledby="order-rating">
        <h2 id="order-rating" className="bill__title">
          {view.rating ? t('rating.yours') : t('rating.prompt')}
        </h2>
        <RatingRefusal sheetOpen={view.sheet === 'form'} />
        {view.rating ? (
          <RatingSummary rating={view.rating} />
        ) : (
          <>
            <p>{t('rating.promptText')}</p>
            <Link to={view.rateHref} className="button button--primary button--block" preventScrollReset>
              {t('rating.rateNow')}
            </Link>
          </>
        )}
      </section>
      {view.sheet === 'form' ? (
        <Suspense fallback={null}>
          <RatingSheet title={t('rating.title')} closeTo={view.here} aspects={view.aspects} />
        </Suspense>
      ) : null}
      {view.sheet === 'thanks' && view.rating ? (
        <RatingThanks
          closeTo={view.here}
          stars={view.rating.stars}
          impression={view.rating.impression}
          places={[{ key: 'order', links: view.rating.links }]}
        />
      ) : null}
    </>
  );
}
