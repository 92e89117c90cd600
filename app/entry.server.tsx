import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from './i18n/instances.server';
import { getLanguage } from '~/i18n/i18next.server';
import { NonceContext } from './utils/nonce';
import { StylesheetContext } from './utils/stylesheet';
import { HtmlOnlyProvider } from './utils/html-only';
import { KeptPiecesProvider } from './utils/kept-pieces';
import { documentBytes, keptPieces } from './utils/kept-html.server';
import { TranslationsHrefContext } from './i18n/translations-link';
import { translationsHref } from './i18n/translations-href.server';
import { stylesheetBytes } from './utils/stylesheet.server';
import stylesheet from './styles/app.css';
import { PlatformError } from './platform-client/client.server';

const ABORT_DELAY = 5_000;

/** The requests (by their load context) whose loader or action failed because a database is away. */
const unavailable = new WeakSet<AppLoadContext>();

/**
 * Remix's error hook (its default logs the error): a page that failed because the database — the shop's or
 * the platform's — is away or too slow is answered 503 with Retry-After, not 500 (issue 13). The errors
 * the page is rendered with are sanitised in production, so they are judged here.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if ((error instanceof PlatformError && error.status === 503) || context.databaseUnavailable?.(error))
    unavailable.add(context);
  // Not found / method not allowed answers of the router are not faults (Remix's own hook logs neither).
  if (!request.signal.aborted && !isRouteErrorResponse(error)) console.error(error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (responseStatusCode === 500 && unavailable.has(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', '5');
  }
  const i18n = i18nFor(await getLanguage(request));
  const nonce = loadContext.cspNonce;
  const kept = keptPieces();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <KeptPiecesProvider value={kept}>
        <NonceContext.Provider value={nonce}>
          <StylesheetContext.Provider value={stylesheetBytes(stylesheet)}>
            <TranslationsHrefContext.Provider value={translationsHref(i18n.language)}>
              <I18nextProvider i18n={i18n}>
                <HtmlOnlyProvider value={loadContext.htmlOnly ?? null}>
                  <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
                </HtmlOnlyProvider>
              </I18nextProvider>
            </TranslationsHrefContext.Provider>
          </StylesheetContext.Provider>
        </NonceContext.Provider>
      </KeptPiecesProvider>,
      {
        nonce,
        // The whole document at once, for browsers as for bots: a sheet whose code is loaded lazily (the order
        // page's rating and cancel sheets) must be in place in the HTML, where a page without JavaScript needs
        // it — streamed after the shell it would sit hidden until a script moved it. Nothing is deferred, so
        // the shell is not ready sooner anyway.
        onAllReady() {
          shellRendered = true;
          // …and sent in one piece: React writes a page of 48 menu items in ~100 pieces, each its own encode and
          // socket write when streamed (a tenth of the server's time on a brand page).
          const pieces: Buffer[] = [];
          const document = new Writable({
            write(piece: Buffer, _encoding, callback) {
              pieces.push(piece);
              callback();
            },
            final(callback) {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const html = documentBytes(pieces, kept.pieces);
              resolve(
                // the bytes themselves, not a copy (a Buffer's memory is an ArrayBuffer, never shared)
                new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
