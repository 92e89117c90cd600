// Language of a request (foundation issue, part 7): the picker's cookie → ?lng= → Accept-Language → en.
import { RemixI18Next } from 'remix-i18next/server';
import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  matchLanguage,
  type Language,
} from './i18n/languages';
import { languageCookie } from './cookies.server';

const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    async findLocale(request) {
      const fromCookie = await languageCookie.parse(request.headers.get('Cookie'));
      if (isSupportedLanguage(fromCookie)) return fromCookie;
      const fromQuery = new URL(request.url).searchParams.get('lng');
      if (fromQuery && isSupportedLanguage(fromQuery.toLowerCase())) return fromQuery.toLowerCase();
      return acceptLanguage(request.headers.get('Accept-Language'));
    },
    order: ['custom'],
  },
});

/** The first supported language of an Accept-Language header, by quality. */
export function acceptLanguage(header: string | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((x) => x.tag && x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

export async function getLanguage(request: Request): Promise<Language> {
  const lng = await detector.getLocale(request);
  return isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}
