// A document's bytes (utils/kept-html.server.ts, `documentBytes`): React writes a mark for each kept piece, and
// the document is the pieces' bytes in their places — several pieces, characters of several bytes, marks next to
// each other — with no mark left; React's NUL bytes are dropped and the script preloads asked for at low priority,
// in the same pass; a document with none of these is the written buffer itself.
import { describe, expect, it } from 'vitest';
import { documentBytes, keptPieces } from '~/utils/kept-html.server';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a document’s bytes', () => {
  it('put each kept piece where its mark is', () => {
    const kept = keptPieces();
    const a = kept.mark(bytes('<li>Adobo ₱185.00</li>'));
    const b = kept.mark(bytes('<li>Sinigang — 酸湯</li>'));
    const c = kept.mark(bytes(''));
    const html = Buffer.from(`<ul>${a}</ul><p>₱ “text”</p><ul>${b}${c}</ul><ul>${a}</ul>`);
    const out = documentBytes([html], kept.pieces).toString();
    expect(out).toBe(
      '<ul><li>Adobo ₱185.00</li></ul><p>₱ “text”</p><ul><li>Sinigang — 酸湯</li></ul><ul><li>Adobo ₱185.00</li></ul>',
    );
    expect(out).not.toContain('<!--');
  });

  it('drop the NULs of React’s writer, ask for the scripts at low priority, and splice, in one pass', () => {
    const kept = keptPieces();
    const cards = kept.mark(bytes('<li>Kare-kare</li>'));
    const preload = '<link rel="modulepreload" href="/build/a.js"/>';
    const written = [
      Buffer.from(`<head>${preload}<style>`),
      Buffer.concat([Buffer.from('₱'), Buffer.alloc(5), Buffer.from('x</style>'), Buffer.alloc(3)]),
      Buffer.from(`</head><ul>${cards}</ul>${preload}`),
      Buffer.alloc(4),
    ];
    const out = documentBytes(written, kept.pieces).toString();
    expect(out).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/build/a.js"/><style>₱x</style></head>' +
        '<ul><li>Kare-kare</li></ul><link rel="modulepreload" fetchpriority="low" href="/build/a.js"/>',
    );
    expect(out).not.toContain('\0');
  });

  it('leave a mark whose end or piece is missing as it is, and go on with the preloads', () => {
    const kept = keptPieces();
    const mark = kept.mark(bytes('<li>Halo-halo</li>'));
    const unknown = mark.replace('-0-->', '-7-->');
    const out = documentBytes(
      [Buffer.from(`${unknown}<link rel="modulepreload" href="/b.js"/>${mark.slice(0, -3)}`)],
      kept.pieces,
    ).toString();
    expect(out).toBe(`${unknown}<link rel="modulepreload" fetchpriority="low" href="/b.js"/>${mark.slice(0, -3)}`);
  });

  it('leave a document with nothing to change as the buffer React wrote', () => {
    const html = Buffer.from('<p>no cards</p>');
    expect(documentBytes([html], keptPieces().pieces)).toBe(html);
  });

  it('are marked with a comment of this process only, which page text cannot write', () => {
    const mark = keptPieces().mark(bytes('x'));
    expect(mark).toMatch(/^<!--kept-[0-9a-f]{12}-0-->$/);
  });
});
