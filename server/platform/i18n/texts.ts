// The platform's own words (issue 25, item 5): what a push says about an order and the sandbox gateway's
// hosted page, in the 11 languages of SPEC §1. The platform stands alone — a shop elsewhere keeps its own
// locale files — so its texts live beside it (locales/<lng>/platform.json), not in the shop's public/locales;
// from app/ it takes only the list of languages.
import { createInstance, type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../../app/i18n/languages';
import en from './locales/en/platform.json';
import es from './locales/es/platform.json';
import id from './locales/id/platform.json';
import ja from './locales/ja/platform.json';
import km from './locales/km/platform.json';
import ms from './locales/ms/platform.json';
import th from './locales/th/platform.json';
import tl from './locales/tl/platform.json';
import vi from './locales/vi/platform.json';
import zh from './locales/zh/platform.json';
import zh_tw from './locales/zh-tw/platform.json';

const resources: Record<Language, { platform: typeof en }> = {
  en: { platform: en },
  id: { platform: id },
  zh: { platform: zh },
  th: { platform: th },
  'zh-tw': { platform: zh_tw },
  ja: { platform: ja },
  tl: { platform: tl },
  ms: { platform: ms },
  km: { platform: km },
  vi: { platform: vi },
  es: { platform: es },
};

// One instance per language, made once; the resources are in memory, so init finishes before it returns.
const translators = new Map<Language, TFunction>();
for (const lng of SUPPORTED_LANGUAGES) {
  const instance = createInstance();
  void instance.init({
    lng,
    resources,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: ['platform'],
    defaultNS: 'platform',
    // our codes are lower case ("zh-tw"); "currentOnly" keeps zh-tw from borrowing zh
    lowerCaseLng: true,
    load: 'currentOnly',
    // plain text: a push is JSON, and the sandbox page escapes everything it writes into HTML
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  translators.set(lng, instance.getFixedT(lng));
}

/** The platform's words in a language. */
export function platformT(lng: Language): TFunction {
  return translators.get(lng)!;
}
