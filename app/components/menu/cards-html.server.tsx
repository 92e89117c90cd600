import { LRUCache } from 'lru-cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { MenuCards, type MenuCardText, type MenuCardsOf, type MenuItemCardData } from './MenuItemCard';

// A menu's cards are most of its page's HTML, and the same for every visitor who sees the menu at the same
// moment in the same language: drawing them with the page for each visitor was the largest part of the brand
// page's server time. Drawn once, their HTML is kept here under everything it is drawn from, so a change of
// any of it (an item sold out, a price, the language, the "+" gone while the brand is busy) is another entry.
// A document only (ADR 0036): the browser keeps this HTML as it came; navigations draw the cards themselves.

const drawn = new LRUCache<string, string>({
  // characters, keys included: a 43-item menu is about 50,000 (cards and key), so some three hundred menus
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (html, key) => html.length + key.length,
});

/**
 * The inner HTML of a category's card list, as `MenuCards` draws it. `text`: the cards' words in `lng`, asked
 * for only when the cards are drawn (they are the language's, so the key holds `lng` instead).
 */
export function menuCardsHtml(
  items: MenuItemCardData[],
  of: Omit<MenuCardsOf, 'text'>,
  text: () => MenuCardText,
  lng: string,
): string {
  const key = JSON.stringify([lng, of, items]);
  let html = drawn.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(<MenuCards items={items} {...of} text={text()} />);
    drawn.set(key, html);
  }
  return html;
}
