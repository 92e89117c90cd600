import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

export const NAMESPACES = ['common'] as const;

/** Shared by the server and the browser instance. */
export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  ns: [...NAMESPACES],
  // Our codes are lower case ("zh-tw"); "currentOnly" keeps zh-tw from borrowing zh.
  lowerCaseLng: true,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
} satisfies InitOptions;
