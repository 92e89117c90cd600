import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nConfig } from './i18n/config';
import { STYLESHEET_ID, StylesheetContext, TRANSLATIONS_ID, TranslationsHrefContext } from './components/shell';

// The page names its language's strings (i18n/translations-link.tsx): the file its head preloads, kept by the
// browser for every later page. Until they are here the page is the server's HTML, which works without
// JavaScript; a file that cannot be fetched is asked for again, and if it never comes the page stays so.
const link = document.getElementById(TRANSLATIONS_ID);
const href = link?.getAttribute('href') ?? undefined;
const lng = link?.dataset.lng ?? 'en';
// The stylesheet the server wrote into the page (utils/stylesheet.tsx), the same text for hydration.
const css = document.getElementById(STYLESHEET_ID)?.textContent ?? '';

async function translations(attempt = 1): Promise<Record<string, unknown>> {
  if (!href) return {};
  try {
    // the same mode as the preload (crossorigin="anonymous" on the same origin), so the browser uses it
    const response = await fetch(href, { mode: 'cors', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    if (attempt >= 3) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    return translations(attempt + 1);
  }
}

void translations()
  .then((common) =>
    i18next.use(initReactI18next).init({ ...i18nConfig, lng, resources: { [lng]: { common } }, initImmediate: false }),
  )
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StylesheetContext.Provider value={css}>
          <TranslationsHrefContext.Provider value={href}>
            <I18nextProvider i18n={i18next}>
              <StrictMode>
                <RemixBrowser />
              </StrictMode>
            </I18nextProvider>
          </TranslationsHrefContext.Provider>
        </StylesheetContext.Provider>,
      );
    });
  })
  .catch((error: unknown) => console.error('the page stays without its script:', error));
