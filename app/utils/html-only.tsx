import type { AppLoadContext } from '@remix-run/node';
import { useNavigate, useRevalidator } from '@remix-run/react';
import { createContext, useContext, useEffect, useRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { isPlainLeftClick } from './plain-click';
import { useKeptHtml } from './kept-pieces';

// What a page draws into its HTML and does not also hand to the browser's script (ADR 0036): a long list (a
// menu's cards) travelled twice, once as HTML and once as the page's data for hydration. For a document the
// loader keeps such a value here, on the request's context, and leaves it out of its data; the server's render
// draws it (entry.server.tsx gives the values to the page); the browser keeps the server's HTML of it as it is
// (`KeptHtml`). A data request (a navigation, a revalidation after a change) carries the value as data, as before.

const HtmlOnlyContext = createContext<Map<string, unknown> | null>(null);
/** entry.server.tsx: the values this document's loaders kept for its HTML */
export const HtmlOnlyProvider = HtmlOnlyContext.Provider;

/**
 * In a loader: for a document, keeps what `make` makes for its HTML under `key` and answers true (leave it out
 * of the data); for a data request, whose data must carry it, makes nothing and answers false.
 */
export function keepForHtml(context: AppLoadContext, key: string, make: () => unknown): boolean {
  if (!context.htmlOnly) return false;
  context.htmlOnly.set(key, make());
  return true;
}

/** In a component: what the loader kept for this document's HTML (on the server); undefined in the browser. */
export function useKeptForHtml<T>(key: string): T | undefined {
  return useContext(HtmlOnlyContext)?.get(key) as T | undefined;
}

/**
 * The click handler of a list of plain links (markup that needs no router to draw: the server draws it once
 * for many pages): its links are followed by the browser's router like Remix's `<Link preventScrollReset>`;
 * modified clicks, other targets and other sites are left to the browser.
 */
function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (
      !link ||
      event.defaultPrevented ||
      !isPlainLeftClick(event) ||
      link.getAttribute('target') ||
      link.hasAttribute('download')
    )
      return;
    const href = link.getAttribute('href')!;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href, { preventScrollReset: true });
  };
}

/** A list of plain links (`useFollowLinks`) drawn by React. */
export function LinkList(props: ComponentPropsWithoutRef<'ul'>) {
  const onClick = useFollowLinks();
  // the clicks of the links inside, which are the interactive elements (and keep their own keyboard)
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
  return <ul {...props} onClick={onClick} />;
}

/**
 * A list whose content is the server's HTML (`html`, its bytes given on the server; utils/kept-pieces.ts), kept by
 * the browser as it came: React neither hydrates nor replaces what an element's inner HTML holds. Its links are
 * followed as `LinkList`'s, its buttons submit the forms they name. Should it be drawn by the browser instead (a
 * hydration the browser had to redo), it is empty: the page's data is asked for again, and the loader's data
 * then carries the content.
 */
export function KeptHtml({
  html,
  busy = null,
  ...props
}: {
  /** on the server: the list's inner HTML, encoded */
  html?: Uint8Array;
  /** the elements in it that a submission on its way marks busy (disabled, aria-busy), as React would */
  busy?: string | null;
} & ComponentPropsWithoutRef<'ul'>) {
  const ref = useRef<HTMLUListElement>(null);
  const inner = useKeptHtml(html);
  const revalidator = useRevalidator();
  const onClick = useFollowLinks();
  useEffect(() => {
    if (ref.current && !ref.current.firstChild) revalidator.revalidate();
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!busy || !ref.current) return;
    const marked = [...ref.current.querySelectorAll<HTMLButtonElement>(busy)];
    for (const el of marked) {
      el.disabled = true;
      el.setAttribute('aria-busy', 'true');
    }
    return () => {
      for (const el of marked) {
        el.disabled = false;
        el.removeAttribute('aria-busy');
      }
    };
  }, [busy]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul {...props} ref={ref} onClick={onClick} dangerouslySetInnerHTML={{ __html: inner }} suppressHydrationWarning />
  );
}
