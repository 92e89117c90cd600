// The kept pieces of a document (utils/kept-pieces.ts): bytes drawn before (a menu's cards, `KeptHtml`; the
// stylesheet), written into the document as they are. React would write each such string again, encoding it for
// every page (a tenth of a 300-item stall's server time): it writes a short mark instead, and the document's
// bytes are spliced once React is done (entry.server.tsx), in the one pass that finishes them (`documentBytes`).
import { randomBytes } from 'node:crypto';
import type { KeptPieces } from './kept-pieces';

// A mark cannot come from a page's text or attributes (React escapes `<` in both) nor from the data's script
// (Remix escapes `<` there): only KeptHtml writes one. The token makes it this process's own besides.
const OPEN_TEXT = `<!--kept-${randomBytes(6).toString('hex')}-`;
const OPEN = Buffer.from(OPEN_TEXT);
const CLOSE = Buffer.from('-->');

/** A document's kept pieces: `mark` keeps one and answers the HTML that stands for it until `splice`. */
export function keptPieces(): KeptPieces & { pieces: Uint8Array[] } {
  const pieces: Uint8Array[] = [];
  return {
    pieces,
    mark(bytes) {
      pieces.push(bytes);
      return `${OPEN_TEXT}${pieces.length - 1}-->`;
    },
  };
}

/**
 * React 18's Node stream writer flushes its whole 2 KB buffer when a multi-byte character does not fit at the
 * end, so the unused bytes go out as NUL characters (fixed in React 19). HTML never holds NUL: a written piece's
 * text between its NULs is kept (as views, not copies), which restores the document byte for byte.
 */
function withoutNul(written: Buffer, text: Buffer[]) {
  let from = 0;
  for (let nul = written.indexOf(0); nul !== -1; nul = written.indexOf(0, from)) {
    if (nul > from) text.push(written.subarray(from, nul));
    for (from = nul + 1; written[from] === 0;) from++;
  }
  if (from < written.length) text.push(from ? written.subarray(from) : written);
}

const PRELOAD = Buffer.from('rel="modulepreload"');
const LOW_PRELOAD = Buffer.from('rel="modulepreload" fetchpriority="low"');

/**
 * The document's bytes from what React wrote, in one pass over them (entry.server.tsx):
 * - without the NULs of React's writer (above);
 * - the page's script chunks asked for at low priority (ADR 0035): on a slow network the page's own text, its
 *   translations and its first banner (`fetchpriority="high"`) come first; the page works without its scripts,
 *   which only enhance it. Remix's `<Scripts>` writes the preload links without a way to set it. Page text cannot
 *   hold the attribute as written here: React escapes quotes in text and attributes;
 * - each kept piece's mark replaced by its bytes.
 * The document is copied once more only when one of the last two is in it.
 */
export function documentBytes(written: readonly Buffer[], pieces: readonly Uint8Array[]): Buffer {
  const text: Buffer[] = [];
  for (const piece of written) withoutNul(piece, text);
  const html = text.length === 1 ? text[0]! : Buffer.concat(text);
  const parts: Uint8Array[] = [];
  let from = 0;
  let preload = html.indexOf(PRELOAD);
  let mark = pieces.length ? html.indexOf(OPEN) : -1;
  while (preload !== -1 || mark !== -1) {
    if (mark === -1 || (preload !== -1 && preload < mark)) {
      parts.push(html.subarray(from, preload), LOW_PRELOAD);
      from = preload + PRELOAD.length;
      preload = html.indexOf(PRELOAD, from);
      continue;
    }
    const end = html.indexOf(CLOSE, mark + OPEN.length);
    // a mark without its end, or with a number of no piece, is left as it is
    const piece = end === -1 ? undefined : pieces[Number(html.subarray(mark + OPEN.length, end).toString())];
    if (!piece) {
      mark = -1;
      continue;
    }
    parts.push(html.subarray(from, mark), piece);
    from = end + CLOSE.length;
    mark = html.indexOf(OPEN, from);
  }
  if (!parts.length) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
