import { createContext, useContext } from 'react';

// HTML drawn before, kept as bytes (a menu's cards, the stylesheet): on the server a component writes a mark for
// it, and the document's bytes are spliced in once React is done (utils/kept-html.server.ts, entry.server.tsx)
// rather than written and encoded by React for every page. In the browser there is none.

/** A document's kept pieces: `mark` keeps one and answers the HTML that stands for it. */
export interface KeptPieces {
  mark(bytes: Uint8Array): string;
}
const KeptPiecesContext = createContext<KeptPieces | null>(null);
/** entry.server.tsx: where this document's kept pieces go */
export const KeptPiecesProvider = KeptPiecesContext.Provider;

/** The HTML that stands for `html`: its mark when it is bytes kept on the server, else the text itself. */
export function useKeptHtml(html: string | Uint8Array | undefined): string {
  const pieces = useContext(KeptPiecesContext);
  if (html === undefined) return '';
  if (typeof html === 'string') return html;
  return pieces ? pieces.mark(html) : '';
}
