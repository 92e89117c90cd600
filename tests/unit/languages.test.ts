import { describe, expect, it } from 'vitest';
import { matchLanguage, SUPPORTED_LANGUAGES } from '~/i18n/languages';
import { acceptLanguage } from '~/i18next.server';

describe('languages', () => {
  it('offers the 11 languages of SPEC §1', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual([
      'en',
      'es',
      'id',
      'ja',
      'km',
      'ms',
      'th',
      'tl',
      'vi',
      'zh',
      'zh-tw',
    ]);
  });
  it('maps browser tags onto ours', () => {
    expect(matchLanguage('ja-JP')).toBe('ja');
    expect(matchLanguage('zh-TW')).toBe('zh-tw');
    expect(matchLanguage('zh-Hant-HK')).toBe('zh-tw');
    expect(matchLanguage('zh-Hans-CN')).toBe('zh');
    expect(matchLanguage('fil-PH')).toBe('tl');
    expect(matchLanguage('de-DE')).toBeNull();
  });
  it('reads Accept-Language by quality, falling back to English', () => {
    expect(acceptLanguage('de-DE,de;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja');
    expect(acceptLanguage('en;q=0.5, th;q=0.9')).toBe('th');
    expect(acceptLanguage('fr, de')).toBe('en');
    expect(acceptLanguage('vi;q=0')).toBe('en');
    expect(acceptLanguage(null)).toBe('en');
    expect(acceptLanguage(';;;,,q=abc')).toBe('en');
  });
});
