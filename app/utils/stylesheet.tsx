import { createContext, useContext } from 'react';
import { useKeptHtml } from './kept-pieces';

// The shop's stylesheet (app/styles/app.css, 9 KB gzip) is written into the page's head rather than linked:
// on a phone's first visit a linked stylesheet is one more request before anything is drawn, and it shares
// the slow network with the page's scripts (Lighthouse's first paint: ~1.6 s linked). The server gives the
// text's bytes (entry.server.tsx), written as they are (utils/kept-pieces.ts: React would encode its 45 KB again
// for every page); the browser's script reads the text back from the page (entry.client.tsx), so hydration finds
// the same element and the text never travels in the page's data.
export const STYLESHEET_ID = 'app-css';
export const StylesheetContext = createContext<string | Uint8Array>('');

export function Stylesheet() {
  const css = useKeptHtml(useContext(StylesheetContext));
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
