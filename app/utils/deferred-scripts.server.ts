import { TRANSLATIONS_ID } from '~/i18n/translations-link';

/**
 * The page's scripts, and the translations they hydrate it with, are asked for once its largest paint is on
 * the screen (ADR 0042).
 *
 * Remix's `<Scripts>` writes a `<link rel="modulepreload">` per chunk and one inline module script whose imports
 * fetch the route modules and the entry; the head preloads the language's strings (`TranslationsLink`). After
 * the render, here, those links get a media query no screen matches (`INERT_MEDIA`: the browser fetches
 * nothing) and the module script becomes an inert data block (`PAGE_MODULE_TYPE`). A small inline script
 * (`LOADER`) makes live copies of them once the page's largest paint has been shown, or at the window's load at
 * the latest. On a slow network the page's HTML and its first banner have the line to themselves; the scripts,
 * which only enhance a page that works without them, come after.
 *
 * React hydrates the document's elements in order, by their names: the links stay links and the module script
 * stays a script (their attributes are not compared in production), and the loader and the live copies go at
 * the end of the body and of the head, where React 18 lets the page have more than it rendered.
 */

/** The data block's type: a MIME type that is not JavaScript's, so the browser keeps the text and runs nothing. */
export const PAGE_MODULE_TYPE = 'text/x-page-module';
export const PAGE_MODULE_ID = 'page-module';
/** a media query no screen matches: a preload link with it fetches nothing */
export const INERT_MEDIA = 'not all';

/**
 * Runs where the module script stood, once. Starts the page's scripts when the largest-contentful-paint entry
 * of the page's first banner (`fetchpriority="high"`; without one, the page's first entry) is reported, which
 * the browser does once that paint is shown. At the window's load, which can come before the banner is drawn
 * (its image loaded, not yet decoded), or where that entry never comes (a browser without it, Safari; a banner
 * smaller than some text): two frames after the banner is decoded; at once when the page is not shown (a
 * background tab draws nothing). Each inert link gets a live copy first (without its id), so the translations
 * and every chunk are fetched at once, not one import level after the other.
 */
export const LOADER = `(function(){var d=document,m=d.getElementById('${PAGE_MODULE_ID}'),n=d.currentScript&&d.currentScript.nonce,s=0;if(!m)return;function go(){if(s)return;s=1;[].forEach.call(d.querySelectorAll('link[media="${INERT_MEDIA}"]'),function(p){var l=p.cloneNode();l.removeAttribute('media');l.removeAttribute('id');d.head.appendChild(l)});var e=d.createElement('script');e.type='module';if(n)e.nonce=n;e.textContent=m.textContent;d.body.appendChild(e)}function later(){setTimeout(go,0)}function frames(){if(d.visibilityState==='hidden')return later();requestAnimationFrame(function(){requestAnimationFrame(later)})}var h=d.querySelector('img[fetchpriority="high"]');try{new PerformanceObserver(function(l,o){if(l.getEntries().some(function(e){return !h||e.element===h})){o.disconnect();later()}}).observe({type:'largest-contentful-paint',buffered:true})}catch(e){}addEventListener('load',function(){if(h&&h.decode&&d.visibilityState!=='hidden')h.decode().then(frames,later);else frames()})})();`;

/** the openings of the links made inert, each with the attribute added */
const INERT_LINKS = ['<link rel="modulepreload"', `<link id="${TRANSLATIONS_ID}" rel="preload"`].map((opening) => ({
  opening: Buffer.from(opening),
  inert: Buffer.from(`${opening} media="${INERT_MEDIA}"`),
}));
const MODULE_OPEN = Buffer.from(' type="module" async="">');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');

/**
 * The document with its scripts and translations deferred as above; a document without Remix's module script
 * (a page of the server's own) is returned as it is. Page text cannot hold the openings matched here: React
 * escapes `<` and quotes in text and attributes.
 */
export function deferScripts(html: Buffer, nonce: string | undefined): Buffer {
  const moduleAt = html.lastIndexOf(MODULE_OPEN);
  const openAt = moduleAt === -1 ? -1 : html.lastIndexOf(SCRIPT_OPEN, moduleAt);
  const codeAt = moduleAt + MODULE_OPEN.length;
  const closeAt = openAt === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, codeAt);
  if (closeAt === -1) return html;
  const cuts: { at: number; length: number; with: Buffer }[] = [];
  for (const { opening, inert } of INERT_LINKS)
    for (let at = html.indexOf(opening); at !== -1 && at < openAt; at = html.indexOf(opening, at + opening.length))
      cuts.push({ at, length: opening.length, with: inert });
  cuts.sort((a, b) => a.at - b.at);
  cuts.push({
    at: openAt,
    length: codeAt - openAt,
    with: Buffer.from(`<script type="${PAGE_MODULE_TYPE}" id="${PAGE_MODULE_ID}">`),
  });
  cuts.push({
    at: closeAt,
    length: SCRIPT_CLOSE.length,
    with: Buffer.from(`</script><script${nonce ? ` nonce="${nonce}"` : ''}>${LOADER}</script>`),
  });
  const parts: Buffer[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(html.subarray(from, cut.at), cut.with);
    from = cut.at + cut.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
