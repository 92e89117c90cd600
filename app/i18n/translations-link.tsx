import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

// The browser's script needs the page's language's strings before it hydrates. They used to travel inside
// every page as a 37 KB JSON block (12 KB compressed, the page's biggest part) that a page without JavaScript
// never reads and that every full page load sent again. The page now names them: a preload of the language's
// file (public/locales/<lng>/common.json, fingerprinted by its content, cached for a year), fetched while the
// scripts download and then kept by the browser for every later page (entry.client.tsx).
export const TRANSLATIONS_ID = 'i18n-resources';
/** The file's address: given by the server (entry.server.tsx), read back from the page by the browser. */
export const TranslationsHrefContext = createContext<string | undefined>(undefined);

export function TranslationsLink() {
  const { i18n } = useTranslation();
  const href = useContext(TranslationsHrefContext);
  if (!href) return null;
  return (
    <link id={TRANSLATIONS_ID} rel="preload" as="fetch" crossOrigin="anonymous" href={href} data-lng={i18n.language} />
  );
}
