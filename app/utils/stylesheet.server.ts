import fs from 'node:fs';
import path from 'node:path';

const texts = new Map<string, Uint8Array>();

/** The bytes of a built stylesheet (`/build/_assets/app-….css`, under public/), read once. */
export function stylesheetBytes(href: string): Uint8Array {
  let text = texts.get(href);
  if (text === undefined) {
    text = fs.readFileSync(path.join(path.resolve('public'), href));
    texts.set(href, text);
  }
  return text;
}
