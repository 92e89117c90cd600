// Every locale has the keys English has, and translates them (foundation issue, part 7): the shop's
// (public/locales) and the platform's own (server/platform/i18n/locales, issue 25 item 5).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '~/i18n/languages';

const ROOTS = { shop: path.resolve('public/locales'), platform: path.resolve('server/platform/i18n/locales') };
type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v, `${prefix}${k}.`),
  );
const read = (root: string, lng: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(root, lng))
      .flatMap((file) => flat(JSON.parse(fs.readFileSync(path.join(root, lng, file), 'utf8')), `${file}:`)),
  );

// Words that are the same in many languages: brand-like words and loanwords (allergen names included).
const SAME_EVERYWHERE = new Set([
  'Halal',
  'Menu',
  'Demo',
  'Promo',
  'Promos',
  'Cookies',
  'Grid',
  'Login',
  'Support',
  'OK',
  'Online',
  'gluten',
  'lupin',
  'SMS',
  'CVV',
  'WhatsApp',
  'Viber',
  'Telegram',
]);
const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe.each(
  Object.entries(ROOTS).flatMap(([side, root]) =>
    SUPPORTED_LANGUAGES.filter((l) => l !== 'en').map((lng) => ({ side, root, lng })),
  ),
)('$side locale $lng', ({ root, lng }) => {
  const en = read(root, 'en');
  const t = read(root, lng);
  it('has exactly the English keys', () => {
    expect(Object.keys(t).sort()).toEqual(Object.keys(en).sort());
  });
  it('keeps every placeholder', () => {
    for (const key of Object.keys(en)) expect(placeholders(t[key] ?? ''), key).toEqual(placeholders(en[key]!));
  });
  it('does not repeat the English text', () => {
    const copies = Object.keys(en).filter(
      (k) => t[k] === en[k] && !SAME_EVERYWHERE.has(en[k]!) && /\p{L}{3}/u.test(en[k]!),
    );
    expect(copies).toEqual([]);
  });
  it('has no empty strings', () => {
    expect(Object.entries(t).filter(([, v]) => !String(v).trim())).toEqual([]);
  });
});
