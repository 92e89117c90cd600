import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nConfig } from './i18n/config';
import { I18N_SCRIPT_ID } from './i18n/inline';
import { STYLESHEET_ID, StylesheetContext } from './utils/stylesheet';

// The page carries its own language's strings (root.tsx), so hydration needs no extra request.
const inline = document.getElementById(I18N_SCRIPT_ID)?.textContent;
const { lng, resources } = inline ? JSON.parse(inline) : { lng: 'en', resources: {} };
// The stylesheet the server wrote into the page (utils/stylesheet.tsx), the same text for hydration.
const css = document.getElementById(STYLESHEET_ID)?.textContent ?? '';

void i18next
  .use(initReactI18next)
  .init({ ...i18nConfig, lng, resources, initImmediate: false })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StylesheetContext.Provider value={css}>
          <I18nextProvider i18n={i18next}>
            <StrictMode>
              <RemixBrowser />
            </StrictMode>
          </I18nextProvider>
        </StylesheetContext.Provider>,
      );
    });
  });
