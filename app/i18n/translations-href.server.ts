import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isSupportedLanguage } from './languages';

const hrefs = new Map<string, string>();

/**
 * The address of a language's strings as the server serves them (public/locales/<lng>/common.json), with the
 * file's content hash: a release that changes a text changes the address, so the file may be cached for a
 * year (server/app.ts). Read once per language.
 */
export function translationsHref(lng: string): string | undefined {
  if (!isSupportedLanguage(lng)) return undefined;
  let href = hrefs.get(lng);
  if (href === undefined) {
    const file = path.join(path.resolve('public/locales'), lng, 'common.json');
    const version = createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 12);
    href = `/locales/${lng}/common.json?v=${version}`;
    hrefs.set(lng, href);
  }
  return href;
}
