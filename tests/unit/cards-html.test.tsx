// A brand menu's cards drawn once for all who see the same menu (cards-html.server.tsx, issue 28 server
// rendering): the kept HTML is what the page would draw, and any change of what a card is drawn from (another
// menu object, an item's state or the order type, the language, the "+", the query its links keep) is drawn
// again, never served stale. (tests/integration/menu-cards-kept.test.ts: the platform's changes through the page.)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { menuCardsHtml, type CardsSource } from '~/components/menu/cards-html.server';
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

/** menuCardsHtml of `items` drawn from `from`, with `shared`'s words; `asked` counts the times the words and the
 * items were asked for */
let asked = 0;
const decoder = new TextDecoder();
const draw = (from: CardsSource, items: MenuItemCardData[], { text, ...shared }: MenuCardsOf, lng: string) =>
  decoder.decode(
    menuCardsHtml(
      from,
      () => (asked++, items),
      shared,
      () => (asked++, text),
      lng,
    ),
  );
/** what cards are drawn from: a menu category (an object of its own) and the items' states */
const sourceOf = (items: MenuItemCardData[], source: object = {}): CardsSource => ({
  source,
  variant: items.map((i) => `${i.id}.${i.state}`).join(','),
});

describe('menuCardsHtml', () => {
  it('is the HTML the page draws with MenuCards, the same again from its copy', () => {
    const items = [item(1), item(2, { state: 'soldOut', plain: false })];
    const from = sourceOf(items);
    asked = 0;
    const html = draw(from, items, of('en'), 'en');
    expect(html).toBe(renderToStaticMarkup(<MenuCards items={items} {...of('en')} />));
    expect(html).toContain('href="/brand/1/item/1"');
    expect(html).toContain('aria-label="Add Adobo 1 to cart"');
    expect(draw({ ...from }, items, of('en'), 'en')).toBe(html);
    // the items and the words are asked for when the cards are drawn, not when their copy is served
    expect(asked).toBe(2);
  });

  it('draws again whatever changed: an item, a price, the language, the "+", the query its links keep', () => {
    const items = [item(1), item(2)];
    const category = {};
    const first = draw(sourceOf(items, category), items, of('en'), 'en');
    const soldOut = [item(1), item(2, { state: 'soldOut', plain: false })];
    // a price changed is another menu from the platform: another object
    const repriced = [item(1), item(2, { price: 19_000 })];
    const changes: [CardsSource, MenuItemCardData[], MenuCardsOf, 'en' | 'ja'][] = [
      [sourceOf(soldOut, category), soldOut, of('en'), 'en'],
      [sourceOf(repriced), repriced, of('en'), 'en'],
      [{ source: category, variant: `2:${sourceOf(items).variant}` }, repriced, of('en'), 'en'],
      [sourceOf(items, category), items, of('ja'), 'ja'],
      [sourceOf(items, category), items, of('en', { quickAdd: false }), 'en'],
      [sourceOf(items, category), items, of('en', { keep: '?lng=en' }), 'en'],
    ];
    for (const [from, changed, shared, lng] of changes) {
      const html = draw(from, changed, shared, lng);
      expect(html).not.toBe(first);
      expect(html).toBe(renderToStaticMarkup(<MenuCards items={changed} {...shared} />));
    }
    expect(draw(sourceOf(items, category), items, of('en'), 'en')).toBe(first);
    // an age-restricted item says so on its card, unless its category says it once for all
    const restricted = [item(3, { ageRestricted: true })];
    const from = sourceOf(restricted);
    expect(draw(from, restricted, of('en'), 'en')).toContain('Age Restricted');
    expect(draw(from, restricted, of('en', { categoryAgeRestricted: true }), 'en')).not.toContain('Age Restricted');
  });
});
