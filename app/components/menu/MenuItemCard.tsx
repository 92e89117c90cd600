import { Form, Link } from '@remix-run/react';
import { useIsPending } from '~/components/forms/useIsPending';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fillIn } from '~/i18n/fill-in';
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
  /** nothing to choose: a "+" can add it without its sheet */
  plain: boolean;
}

/**
 * The words of a menu's cards, made once for the list (`useMenuCardText`), not by each card: translating each
 * card alone (its own useTranslation, its allergens' names again for every card) was a twentieth of the brand
 * page's server time.
 */
export function useMenuCardText() {
  const { t } = useTranslation();
  return useMemo(() => {
    const allergens = new Map<string, string>();
    const allergen = (a: string) => {
      let name = allergens.get(a);
      if (name === undefined) allergens.set(a, (name = t(`allergens.${a}`, { defaultValue: a })));
      return name;
    };
    const contains = fillIn(t, 'brand.contains', 'list');
    return {
      contains: (list: string[]) => contains(list.map(allergen).join(', ')),
      quickAdd: fillIn(t, 'brand.quickAdd', 'item'),
      outOfStock: t('tags.outOfStock'),
      availableLater: t('tags.availableLater'),
      halal: t('tags.halal'),
      alcoholic: t('tags.alcoholic'),
      ageRestricted: t('tags.ageRestricted'),
    };
  }, [t]);
}
export type MenuCardText = ReturnType<typeof useMenuCardText>;

/** The key under which a document's loader keeps its menu's cards for the HTML only (utils/html-only.tsx). */
export const MENU_CARDS = 'menu-cards';

/** The id of the menu's one quick-add form, which every card's "+" submits (QuickAddForm). */
export const QUICK_ADD_FORM = 'quick-add';

/**
 * An item of the menu: a link that opens its sheet (a page of its own without JavaScript) and, for an item
 * with nothing to choose, a "+" that adds one in a tap (`addTo`: the item's own action, which answers a
 * problem on its sheet).
 */
export function MenuItemCard({
  item,
  href,
  currency,
  categoryAgeRestricted,
  addTo,
  text,
}: {
  item: MenuItemCardData;
  href: string;
  currency: CurrencyLike;
  categoryAgeRestricted?: boolean;
  addTo?: string | null;
  text: MenuCardText;
}) {
  const dimmed = item.state !== 'available';
  const adding = useIsPending({ with: { itemId: String(item.id) } }) && !!addTo;
  return (
    <li id={`item-${item.id}`} className={`item${dimmed ? ' item--unavailable' : ''}`}>
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
          {item.allergens.length ? <p className="item__allergens">{text.contains(item.allergens)}</p> : null}
          <div className="item__tags">
            {item.state === 'soldOut' ? <span className="chip chip--muted">{text.outOfStock}</span> : null}
            {item.state === 'snoozed' ? <span className="chip chip--muted">{text.availableLater}</span> : null}
            {item.halal ? <span className="chip">{text.halal}</span> : null}
            {item.alcoholic ? <span className="chip chip--warn">{text.alcoholic}</span> : null}
            {item.ageRestricted && !categoryAgeRestricted ? (
              <span className="chip chip--warn">{text.ageRestricted}</span>
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
      {addTo && item.plain ? (
        <button
          type="submit"
          form={QUICK_ADD_FORM}
          formAction={addTo}
          name="itemId"
          value={item.id}
          className="item__add"
          aria-label={text.quickAdd(item.title)}
          disabled={adding}
          aria-busy={adding}
        >
          <span aria-hidden="true">+</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * The menu's one quick-add form: the cards' "+" buttons submit it (the `form` attribute) to their item's
 * action with their item id, so a menu of many items carries these fields once. Without JavaScript the
 * answer comes back to the card (`anchor`).
 */
export function QuickAddForm({ brandId, branchId, back }: { brandId: number; branchId: number; back: string }) {
  return (
    <Form id={QUICK_ADD_FORM} method="post" preventScrollReset hidden>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="brandId" value={brandId} />
      <input type="hidden" name="branchId" value={branchId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={back} />
      <input type="hidden" name="anchor" value="item" />
    </Form>
  );
}
