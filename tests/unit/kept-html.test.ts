// A document's kept HTML (utils/kept-html.server.ts): React writes a mark for each kept piece, and the document
// is the pieces' bytes in their places — several pieces, characters of several bytes, marks next to each other —
// with no mark left; a document without pieces is the same buffer.
import { describe, expect, it } from 'vitest';
import { keptPieces, splice } from '~/utils/kept-html.server';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('kept pieces', () => {
  it('put each piece where its mark is', () => {
    const kept = keptPieces();
    const a = kept.mark(bytes('<li>Adobo ₱185.00</li>'));
    const b = kept.mark(bytes('<li>Sinigang — 酸湯</li>'));
    const c = kept.mark(bytes(''));
    const html = Buffer.from(`<ul>${a}</ul><p>₱ “text”</p><ul>${b}${c}</ul><ul>${a}</ul>`);
    const out = splice(html, kept.pieces).toString();
    expect(out).toBe(
      '<ul><li>Adobo ₱185.00</li></ul><p>₱ “text”</p><ul><li>Sinigang — 酸湯</li></ul><ul><li>Adobo ₱185.00</li></ul>',
    );
    expect(out).not.toContain('<!--');
  });

  it('leave a document without pieces as it is', () => {
    const html = Buffer.from('<p>no cards</p>');
    expect(splice(html, keptPieces().pieces)).toBe(html);
  });

  it('are marked with a comment of this process only, which page text cannot write', () => {
    const mark = keptPieces().mark(bytes('x'));
    expect(mark).toMatch(/^<!--kept-[0-9a-f]{12}-0-->$/);
  });
});
