// Issue 13: an open redirect through a tab (`/<TAB>/evil.example` is `//evil.example` to a browser), and
// targets no Location header may hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '~/utils/safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of the shop', () => {
    expect(safeRedirect('/brand/1?sheet=hours#top')).toBe('/brand/1?sheet=hours#top');
    expect(safeRedirect('/cart')).toBe('/cart');
  });

  it('refuses another site however it is written', () => {
    for (const to of [
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/ /evil.example',
      '',
      'cart',
    ])
      expect(safeRedirect(to, '/home')).toBe('/home');
    expect(safeRedirect(null, '/home')).toBe('/home');
  });

  it('answers only what a Location header can hold', () => {
    expect(safeRedirect('/日本')).toBe('/%E6%97%A5%E6%9C%AC');
    expect(safeRedirect('/a/../b')).toBe('/b');
  });

  it('never leads off the shop, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (to) => {
        const out = safeRedirect(to, '/');
        const url = new URL(out, 'http://shop.invalid');
        expect(url.origin).toBe('http://shop.invalid');
        expect(out.startsWith('/') && !out.startsWith('//')).toBe(true);
        expect(/^[\u0021-\u007e]*$/.test(out)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
