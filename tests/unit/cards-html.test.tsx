// A brand menu's cards drawn once for all who see the same menu (cards-html.server.tsx, issue 28 server
// rendering): the kept HTML is what the page would draw, and any change of what a card is drawn from (an item's
// state or price, the language, the "+", the query its links keep) is drawn again, never served stale.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { menuCardsHtml } from '~/components/menu/cards-html.server';
import { MenuCards, menuCardText, type MenuCardsOf, type MenuItemCardData } from '~/components/menu/MenuItemCard';
import { i18nFor } from '~/i18n/instances.server';

const item = (id: number, over: Partial<MenuItemCardData> = {}): MenuItemCardData => ({
  id,
  title: `Adobo ${id}`,
  description: 'Chicken in vinegar & soy',
  image: null,
  price: 18_500,
  discountPrice: null,
  crossedPrice: null,
  state: 'available',
  allergens: ['soy'],
  halal: false,
  alcoholic: false,
  ageRestricted: false,
  plain: true,
  ...over,
});
const of = (lng: 'en' | 'ja', over: Partial<MenuCardsOf> = {}): MenuCardsOf => ({
  base: '/brand/1',
  keep: '',
  currency: { code: 'PHP', symbol: '₱' },
  quickAdd: true,
  text: menuCardText(i18nFor(lng).t),
  ...over,
});

/** menuCardsHtml with `shared`'s words; `asked` counts the times they were asked for */
let asked = 0;
const draw = (items: MenuItemCardData[], { text, ...shared }: MenuCardsOf, lng: string) =>
  menuCardsHtml(items, shared, () => (asked++, text), lng);

describe('menuCardsHtml', () => {
  it('is the HTML the page draws with MenuCards, the same again from its copy', () => {
    const items = [item(1), item(2, { state: 'soldOut', plain: false })];
    asked = 0;
    const html = draw(items, of('en'), 'en');
    expect(html).toBe(renderToStaticMarkup(<MenuCards items={items} {...of('en')} />));
    expect(html).toContain('href="/brand/1/item/1"');
    expect(html).toContain('aria-label="Add Adobo 1 to cart"');
    expect(draw(items, of('en'), 'en')).toBe(html);
    // the words are asked for when the cards are drawn, not when their copy is served
    expect(asked).toBe(1);
  });

  it('draws again whatever changed: an item, a price, the language, the "+", the query its links keep', () => {
    const items = [item(1), item(2)];
    const first = draw(items, of('en'), 'en');
    const changes: [MenuItemCardData[], MenuCardsOf, 'en' | 'ja'][] = [
      [[item(1), item(2, { state: 'soldOut', plain: false })], of('en'), 'en'],
      [[item(1), item(2, { price: 19_000 })], of('en'), 'en'],
      [items, of('ja'), 'ja'],
      [items, of('en', { quickAdd: false }), 'en'],
      [items, of('en', { keep: '?lng=en' }), 'en'],
    ];
    for (const [changed, shared, lng] of changes) {
      const html = draw(changed, shared, lng);
      expect(html).not.toBe(first);
      expect(html).toBe(renderToStaticMarkup(<MenuCards items={changed} {...shared} />));
    }
    expect(draw(items, of('en'), 'en')).toBe(first);
    // an age-restricted item says so on its card, unless its category says it once for all
    const restricted = [item(3, { ageRestricted: true })];
    expect(draw(restricted, of('en'), 'en')).toContain('Age Restricted');
    expect(draw(restricted, of('en', { categoryAgeRestricted: true }), 'en')).not.toContain('Age Restricted');
  });
});
