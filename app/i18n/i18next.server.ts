// Language of a request (foundation issue, part 7): the picker's cookie → ?lng= → Accept-Language → en.
import { RemixI18Next } from 'remix-i18next/server';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  matchLanguage,
  type Language,
} from '~/i18n/languages';
import { languageCookie } from '~/utils/cookies.server';

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    searchParamKey: 'lng',
    // 'custom' is the Accept-Language header, read by headerLanguage below instead of the library's 'header'.
    order: ['cookie', 'searchParams', 'custom'],
    findLocale: (request) => Promise.resolve(headerLanguage(request.headers.get('Accept-Language'))),
  },
});

/**
 * The best of an Accept-Language header's tags that maps onto ours (matchLanguage), by quality. The library's
 * 'header' weighs only the first tag the runtime knows (de-DE hides a later ja), keeps q=0, and cannot map
 * fil → tl or zh-Hant-HK → zh-tw.
 */
function headerLanguage(header: string | null): Language | null {
  const weighed = (header ?? '').split(',').map((part) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    return { language: matchLanguage(tag), quality: q ? Number(q.slice(2)) : 1 };
  });
  const ranked = weighed.filter((w) => w.language && Number.isFinite(w.quality) && w.quality > 0);
  return ranked.sort((a, b) => b.quality - a.quality)[0]?.language ?? null;
}

export async function getLanguage(request: Request): Promise<Language> {
  const lng = await detector.getLocale(request);
  return isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}
