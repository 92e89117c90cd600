import fs from 'node:fs';
import path from 'node:path';

const stylesheets = new Map<string, Uint8Array>();

/** The bytes of a built stylesheet (`/build/_assets/app-….css`, under public/), read once. */
export function stylesheetBytes(href: string): Uint8Array {
  let bytes = stylesheets.get(href);
  if (bytes === undefined) {
    bytes = fs.readFileSync(path.join(path.resolve('public'), href));
    stylesheets.set(href, bytes);
  }
  return bytes;
}
