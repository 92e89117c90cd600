import { createContext, useContext } from 'react';

// The shop's stylesheet (app/styles/app.css, 9 KB gzip) is written into the page's head rather than linked:
// on a phone's first visit a linked stylesheet is one more request before anything is drawn, and it shares
// the slow network with the page's scripts (Lighthouse's first paint: ~1.6 s linked). The server gives the
// text (entry.server.tsx); the browser's script reads it back from the page (entry.client.tsx), so hydration
// finds the same element and the text never travels in the page's data.
export const STYLESHEET_ID = 'app-css';
export const StylesheetContext = createContext('');

export function Stylesheet() {
  const css = useContext(StylesheetContext);
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
