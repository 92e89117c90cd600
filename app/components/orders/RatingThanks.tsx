// SPEC §2 "thank-you screen with links to external review sites", §9 impressions: after rating, the
// impression of the stars given and, for each place rated, its review sites (links only, opened by the customer).
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Impression } from '~/domain/ratings';
import { Sheet } from '~/components/Sheet';
import { RatingStars } from './RatingStars';

export interface ThanksPlace {
  key: string | number;
  /** the stall's name when several were rated (a food hall's group) */
  title?: string;
  links: { site: string; url: string }[];
}

export function RatingThanks({
  closeTo,
  stars,
  impression,
  places,
}: {
  closeTo: string;
  stars: number;
  impression: Impression;
  places: ThanksPlace[];
}) {
  const { t } = useTranslation();
  const withLinks = places.filter((p) => p.links.length);
  return (
    <Sheet title={t('rating.thanksTitle')} closeTo={closeTo} className="rating-sheet">
      <div className="stack rating-thanks">
        <RatingStars value={stars} size={32} />
        <p className="rating-thanks__impression">{t(`rating.impression.${impression}`)}</p>
        <p>{t(`rating.thanksText.${impression}`)}</p>
        {withLinks.length ? (
          <section aria-labelledby="rating-share" className="rating-share">
            <h3 id="rating-share">{t('rating.share')}</h3>
            {withLinks.map((place) => (
              <div key={place.key} className="rating-share__place">
                {place.title ? <p className="rating-share__title">{place.title}</p> : null}
                <ul className="rating-share__links">
                  {place.links.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
                        {place.title
                          ? t('rating.reviewPlaceOn', { place: place.title, site: link.site })
                          : t('rating.reviewOn', { site: link.site })}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ) : null}
        <div className="sheet-actions">
          <Link to={closeTo} className="button button--primary" replace preventScrollReset>
            {t('rating.done')}
          </Link>
        </div>
      </div>
    </Sheet>
  );
}
