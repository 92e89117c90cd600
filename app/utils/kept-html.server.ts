// The kept pieces of a document (utils/kept-pieces.ts): bytes drawn before (a menu's cards, `KeptHtml`; the
// stylesheet), written into the document as they are. React would write each such string again, encoding it for
// every page (a tenth of a 300-item stall's server time): it writes a short mark instead, and the document's
// bytes are spliced once React is done (entry.server.tsx).
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

/** `html` with each mark replaced by its piece. */
export function splice(html: Buffer, pieces: readonly Uint8Array[]): Buffer {
  if (!pieces.length) return html;
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = html.indexOf(OPEN); at !== -1; at = html.indexOf(OPEN, from)) {
    const end = html.indexOf(CLOSE, at + OPEN.length);
    const piece = end === -1 ? undefined : pieces[Number(html.subarray(at + OPEN.length, end).toString())];
    if (!piece) break;
    parts.push(html.subarray(from, at), piece);
    from = end + CLOSE.length;
  }
  parts.push(html.subarray(from));
  return parts.length === 1 ? html : Buffer.concat(parts);
}
