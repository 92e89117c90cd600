// The shop's type scale (app/styles/app.css, ADR 0045): every size a rule gives is one of the scale's, and every
// weight 400 or 700. Each other size or weight is one more font the browser sets up before a page's first layout.
// The ops screen, read at arm's length on a kitchen tablet, keeps its own large type.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = fs
  .readFileSync(new URL('../../app/styles/app.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** the innermost rules: a selector list and its declarations (a media query's rules are read inside it) */
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
  selector: selector!.trim().replace(/\s+/g, ' '),
  declarations: body!,
}));
const opsScreen = (selector: string) => selector.split(',').every((one) => one.trim().startsWith('.ops'));
const valuesOf = (property: string) =>
  rules.flatMap(({ selector, declarations }) =>
    [...declarations.matchAll(new RegExp(`(?:^|;)\\s*${property}:\\s*([^;]+)`, 'g'))].map(([, value]) => ({
      selector,
      value: value!.trim(),
    })),
  );

describe('the type scale', () => {
  it('is declared once, on :root', () => {
    const root = rules.filter(({ declarations }) => /--font-[a-z0-9]+:/.test(declarations));
    expect(root.map(({ selector }) => selector)).toEqual([':root']);
    const tokens = [...root[0]!.declarations.matchAll(/--font-([a-z0-9]+):\s*[\d.]+rem;/g)].map(([, name]) => name);
    expect(tokens).toEqual(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl']);
  });

  it('gives every size from the scale, outside the ops screen', () => {
    const sizes = valuesOf('font-size').filter(({ selector }) => !opsScreen(selector));
    expect(sizes.length).toBeGreaterThan(50);
    const off = sizes.filter(
      ({ value }) => !/^var\(--font-(xs|sm|md|lg|xl|2xl|3xl)\)$/.test(value) && value !== 'inherit',
    );
    expect(off).toEqual([]);
  });

  it('gives every weight as 400 or 700, outside the ops screen', () => {
    const weights = valuesOf('font-weight').filter(({ selector }) => !opsScreen(selector));
    expect(weights.length).toBeGreaterThan(30);
    expect(weights.filter(({ value }) => value !== '400' && value !== '700')).toEqual([]);
  });

  it('sets no font shorthand but the body’s and inherit', () => {
    const fonts = valuesOf('font').filter(({ value }) => value !== 'inherit');
    expect(fonts.map(({ selector }) => selector)).toEqual(['body']);
  });
});
