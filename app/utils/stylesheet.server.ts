import fs from 'node:fs';
import path from 'node:path';

const texts = new Map<string, string>();

/** The text of a built stylesheet (`/build/_assets/app-….css`, under public/), read once. */
export function stylesheetText(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    text = fs.readFileSync(path.join(path.resolve('public'), href), 'utf8');
    texts.set(href, text);
  }
  return text;
}
