import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CurrencyLike } from '~/domain/money';
import { Price } from '../Money';

export interface MenuItemCardData {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  price: number;
  discountPrice: number | null;
  crossedPrice: number | null;
  state: 'available' | 'soldOut' | 'snoozed' | 'notNow' | 'disabled';
  allergens: string[];
  halal: boolean;
  alcoholic: boolean;
  ageRestricted: boolean;
}

/** An item of the menu: a link that opens its sheet (a page of its own without JavaScript). */
export function MenuItemCard({
  item,
  href,
  currency,
  categoryAgeRestricted,
}: {
  item: MenuItemCardData;
  href: string;
  currency: CurrencyLike;
  categoryAgeRestricted?: boolean;
}) {
  const { t } = useTranslation();
  const dimmed = item.state !== 'available';
  return (
    <li className={`item${dimmed ? ' item--unavailable' : ''}`}>
      <Link to={href} className="item__link" preventScrollReset>
        <img
          className="item__image"
          src={item.image ?? '/demo/placeholder-item.svg'}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
        <div className="item__body">
          <h4 className="item__title">{item.title}</h4>
          {item.description ? <p className="item__description">{item.description}</p> : null}
          {item.allergens.length ? (
            <p className="item__allergens">
              {t('brand.contains', {
                list: item.allergens.map((a) => t(`allergens.${a}`, { defaultValue: a })).join(', '),
              })}
            </p>
          ) : null}
          <div className="item__tags">
            {item.state === 'soldOut' ? <span className="chip chip--muted">{t('tags.outOfStock')}</span> : null}
            {item.state === 'snoozed' ? <span className="chip chip--muted">{t('tags.availableLater')}</span> : null}
            {item.halal ? <span className="chip">{t('tags.halal')}</span> : null}
            {item.alcoholic ? <span className="chip chip--warn">{t('tags.alcoholic')}</span> : null}
            {item.ageRestricted && !categoryAgeRestricted ? (
              <span className="chip chip--warn">{t('tags.ageRestricted')}</span>
            ) : null}
          </div>
          <Price
            price={item.price}
            discountPrice={item.discountPrice}
            crossedPrice={item.crossedPrice}
            currency={currency}
          />
        </div>
      </Link>
    </li>
  );
}
