import { describe, expect, it } from 'vitest';
import { languageCookie } from '~/utils/cookies.server';
import { matchLanguage, SUPPORTED_LANGUAGES } from '~/i18n/languages';
import { getLanguage } from '~/i18n/i18next.server';

/** The language of a request to `path` with the picker's cookie and an Accept-Language header, when given. */
async function languageOf(path: string, options: { cookie?: string; header?: string } = {}) {
  const headers = new Headers();
  if (options.cookie) headers.set('Cookie', (await languageCookie.serialize(options.cookie)).split(';')[0]!);
  if (options.header !== undefined) headers.set('Accept-Language', options.header);
  return getLanguage(new Request(`http://shop.test${path}`, { headers }));
}
const fromHeader = (header: string) => languageOf('/', { header });

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
});

describe('language of a request', () => {
  it('reads Accept-Language by quality, falling back to English', async () => {
    expect(await fromHeader('de-DE,de;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja');
    expect(await fromHeader('en;q=0.5, th;q=0.9')).toBe('th');
    expect(await fromHeader('fr, de')).toBe('en');
    expect(await fromHeader('vi;q=0')).toBe('en');
    expect(await languageOf('/')).toBe('en');
    expect(await fromHeader(';;;,,q=abc')).toBe('en');
  });
  it("maps the header's browser tags onto ours", async () => {
    expect(await fromHeader('zh-TW,en;q=0.5')).toBe('zh-tw');
    expect(await fromHeader('zh-Hant-HK')).toBe('zh-tw');
    expect(await fromHeader('zh-Hans-CN,zh-TW;q=0.9')).toBe('zh');
    expect(await fromHeader('fil-PH,en;q=0.8')).toBe('tl');
    expect(await fromHeader('de-DE,ja-JP;q=0.5')).toBe('ja');
  });
  it('takes ?lng= in any case over the header, and skips one we do not have', async () => {
    expect(await languageOf('/menu?lng=ZH-TW', { header: 'ja' })).toBe('zh-tw');
    expect(await languageOf('/?lng=id', { header: 'th-TH' })).toBe('id');
    expect(await languageOf('/?lng=xx', { header: 'th-TH' })).toBe('th');
    expect(await languageOf('/?lng=', { header: 'th-TH' })).toBe('th');
  });
  it("lets the picker's cookie win over ?lng= and the header, unless it names no language of ours", async () => {
    expect(await languageOf('/?lng=id', { cookie: 'es', header: 'th' })).toBe('es');
    expect(await languageOf('/', { cookie: 'zh-tw', header: 'ja' })).toBe('zh-tw');
    expect(await languageOf('/?lng=id', { cookie: 'klingon', header: 'th' })).toBe('id');
    expect(await languageOf('/', { cookie: 'klingon', header: 'th' })).toBe('th');
  });
});
