import { Form } from '@remix-run/react';
import type { TFunction } from 'i18next';
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
 * The words of a menu's cards, made once for the list, not by each card: translating each card alone (its own
 * useTranslation, its allergens' names again for every card) was a twentieth of the brand page's server time.
 */
export function menuCardText(t: TFunction) {
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
}

/** `menuCardText` of the page's language. */
export function useMenuCardText() {
  const { t } = useTranslation();
  return useMemo(() => menuCardText(t), [t]);
}
export type MenuCardText = ReturnType<typeof menuCardText>;

/** The key under which a document's loader keeps its menu's cards for the HTML only (utils/html-only.tsx). */
export const MENU_CARDS = 'menu-cards';

/** The id of the menu's one quick-add form, which every card's "+" submits (QuickAddForm). */
export const QUICK_ADD_FORM = 'quick-add';

/**
 * The query a brand menu's links keep (its filters, its language; not its open sheet), `?…` or nothing: the
 * server's cards and the browser's are drawn with the same links.
 */
export function menuLinkQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('sheet');
  return params.toString() ? `?${params}` : '';
}

/** What every card of a list shares: where its links lead, its money, its words. */
export interface MenuCardsOf {
  /** the brand menu's path, and the query its links keep (its filters, its language) */
  base: string;
  keep: string;
  currency: CurrencyLike;
  /** the category says "age restricted" once for its items */
  categoryAgeRestricted?: boolean;
  /** the cards' "+" (one tap for an item with nothing to choose) */
  quickAdd: boolean;
  text: MenuCardText;
}

/**
 * A list's cards (its `<li>`s). Plain markup, the same in the server's HTML and in the browser: their links are
 * followed by the list (`LinkList`, utils/html-only.tsx), and the server draws them without a router
 * (cards-html.server.tsx). `adding`: the item whose "+" is on its way.
 */
export function MenuCards({
  items,
  adding,
  ...of
}: MenuCardsOf & { items: MenuItemCardData[]; adding?: string | null }) {
  return (
    <>
      {items.map((item) => (
        <MenuItemCard key={item.id} item={item} of={of} adding={adding === String(item.id)} />
      ))}
    </>
  );
}

/**
 * An item of the menu: a link that opens its sheet (a page of its own without JavaScript) and, for an item
 * with nothing to choose, a "+" that adds one in a tap (to the item's own action, which answers a problem on
 * its sheet).
 */
function MenuItemCard({ item, of, adding }: { item: MenuItemCardData; of: MenuCardsOf; adding: boolean }) {
  const { text, currency } = of;
  const dimmed = item.state !== 'available';
  const href = `${of.base}/item/${item.id}${of.keep}`;
  return (
    <li id={`item-${item.id}`} className={`item${dimmed ? ' item--unavailable' : ''}`}>
      {/* what Remix's <Link> draws: `data-discover` has the router learn the item's route as it shows */}
      <a href={href} className="item__link" data-discover="true">
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
            {item.ageRestricted && !of.categoryAgeRestricted ? (
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
      </a>
      {of.quickAdd && item.plain ? (
        <button
          type="submit"
          form={QUICK_ADD_FORM}
          formAction={href}
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
