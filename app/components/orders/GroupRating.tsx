// SPEC §2 "Group orders": the bulk rating sheet (one rating for every completed stall of the table's order),
// its thank-you screen with each stall's review sites, and the ratings given, read-only.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Impression } from '~/domain/ratings';
import { RatingRefusal, RatingSummary, type RatingShown } from './OrderRating';
import { RatingSheet } from './RatingSheet';
import { RatingThanks, type ThanksPlace } from './RatingThanks';

export interface GroupRatingView {
  here: string;
  rateHref: string | null;
  sheet: 'form' | 'thanks' | null;
  aspects: { id: number; name: string }[];
  stalls: string[];
  rated: (RatingShown & { orderId: number; title: string })[];
  thanks: { stars: number; impression: Impression; places: ThanksPlace[] } | null;
}

export function GroupRating({ view }: { view: GroupRatingView }) {
  const { t } = useTranslation();
  const closed = `${view.here}&rate=0`;
  return (
    <>
      {view.rated.length ? (
        <section className="rating-card" aria-labelledby="group-rating">
          <h2 id="group-rating" className="bill__title">
            {t('rating.yours')}
          </h2>
          <RatingRefusal sheetOpen={view.sheet === 'form'} />
          {view.rated.map((r) => (
            <RatingSummary key={r.orderId} rating={r} title={r.title} />
          ))}
        </section>
      ) : view.rateHref && view.sheet !== 'form' ? (
        <section className="rating-card" aria-labelledby="group-rating">
          <h2 id="group-rating" className="bill__title">
            {t('rating.prompt')}
          </h2>
          <Link to={view.rateHref} className="button button--primary button--block" preventScrollReset>
            {t('rating.rateNow')}
          </Link>
        </section>
      ) : null}
      {view.sheet === 'form' ? (
        <RatingSheet
          title={t('rating.groupTitle')}
          closeTo={closed}
          aspects={view.aspects}
          lead={
            <div className="rating-form__lead">
              <p>{t('rating.groupText')}</p>
              <ul className="rating-form__stalls">
                {view.stalls.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          }
        />
      ) : null}
      {view.sheet === 'thanks' && view.thanks ? (
        <RatingThanks
          closeTo={view.here}
          stars={view.thanks.stars}
          impression={view.thanks.impression}
          places={view.thanks.places}
        />
      ) : null}
    </>
  );
}
