import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { MenuCards, type MenuCardText, type MenuCardsOf, type MenuItemCardData } from './MenuItemCard';

// A menu's cards are most of its page's HTML, and the same for every visitor who sees the menu at the same
// moment in the same language: drawing them with the page for each visitor was the largest part of the brand
// page's server time. Drawn once, their HTML is kept here, encoded, under everything it is drawn from, so a
// change of any of it (an item sold out, a price, the language, the "+" gone while the brand is busy) is
// another entry. The page writes the kept bytes as they are (utils/kept-html.server.ts).
// A document only (ADR 0036): the browser keeps this HTML as it came; navigations draw the cards themselves.

const drawn = new LRUCache<string, Uint8Array>({
  // bytes, keys counted as characters: a 43-item menu is about 50,000, a 300-item stall about 270,000
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (html, key) => html.byteLength + key.length,
});

const encoder = new TextEncoder();

/** A number for each object the cards are drawn from, for the key (the object itself is not kept alive). */
const numbers = new WeakMap<object, number>();
let lastNumber = 0;
function numberOf(source: object): number {
  let n = numbers.get(source);
  if (n === undefined) numbers.set(source, (n = ++lastNumber));
  return n;
}

/**
 * What a list of cards is drawn from, without making the cards: `source`, an object that stays the same object
 * while what it holds does (the platform's parsed menu category, kept by the platform client while its ETag
 * holds, never changed in place), and `variant`, everything else of the cards as a string (the items' states,
 * the order type their prices are for). The same source and variant must make the same cards.
 */
export interface CardsSource {
  source: object;
  variant: string;
}

/**
 * The inner HTML of a category's card list, as `MenuCards` draws it, encoded. `items` and `text` (the cards'
 * words in `lng`) are asked for only when the cards are drawn, not when a copy is served.
 */
export function menuCardsHtml(
  from: CardsSource,
  items: () => MenuItemCardData[],
  of: Omit<MenuCardsOf, 'text'>,
  text: () => MenuCardText,
  lng: string,
): Uint8Array {
  const key = `${numberOf(from.source)}\u0000${lng}\u0000${from.variant}\u0000${JSON.stringify(of)}`;
  let html = drawn.get(key);
  if (html === undefined) {
    html = encoder.encode(renderToStaticMarkup(<MenuCards items={items()} {...of} text={text()} />));
    drawn.set(key, html);
  }
  return html;
}
