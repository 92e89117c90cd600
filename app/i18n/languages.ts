// The 11 languages of SPEC §1, in the picker's order, with their own names (shown untranslated).
export const SUPPORTED_LANGUAGES = ['en', 'id', 'zh', 'th', 'zh-tw', 'ja', 'tl', 'ms', 'km', 'vi', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  zh: '简体中文',
  th: 'ไทย',
  'zh-tw': '繁體中文',
  ja: '日本語',
  tl: 'Filipino',
  ms: 'Bahasa Melayu',
  km: 'ភាសាខ្មែរ',
  vi: 'Tiếng Việt',
  es: 'Español',
};

/** BCP 47 form for <html lang> and Intl: zh-tw → zh-TW. */
export const HTML_LANG: Record<Language, string> = {
  en: 'en',
  id: 'id',
  zh: 'zh-CN',
  th: 'th',
  'zh-tw': 'zh-TW',
  ja: 'ja',
  tl: 'tl',
  ms: 'ms',
  km: 'km',
  vi: 'vi',
  es: 'es',
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Maps a tag such as "zh-Hant-TW", "zh-TW", "ja-JP" or "fil" to one of ours, or null. */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (isSupportedLanguage(lower)) return lower;
  if (lower.startsWith('zh')) {
    return /-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-tw' : 'zh';
  }
  if (lower === 'fil' || lower.startsWith('fil-')) return 'tl';
  if (lower === 'in') return 'id';
  const base = lower.split('-')[0];
  return isSupportedLanguage(base) ? base : null;
}
