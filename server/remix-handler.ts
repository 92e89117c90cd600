// The web shop's Remix handler on express, with the checks every form post gets before any action runs
// (hostile input is normal input: a 4xx, never a 500, and nothing written): a cross-site post is 403, a body
// that is not a form is 415, a body over the limit 413, a multipart body that does not parse 400. The body
// is read here (with its limit) and handed to Remix whole; the answer is streamed as Remix writes it.
// Every request is served under a session id (server/session-id.ts), and a write holds its session's lock
// (server/session-lock.ts) only while the shop works out its answer.
import {
  createRequestHandler as createRemixHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type Cookie,
  type ServerBuild,
} from '@remix-run/node';
import type { Socket } from 'node:net';
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { BodyTooLarge, readBody, refuse } from './request-body';
import { sessionIdFor } from './session-id';
import type { Release, SessionLocks } from './session-lock';

/** A form post's largest body: urlencoded forms are small; multipart carries ID photos (SPEC §5: 1 MB each). */
export const FORM_BODY_LIMIT = { urlencoded: 64 * 1024, multipart: 3 * 1024 * 1024 } as const;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The host the browser sent the page from must be ours (the check Remix would otherwise throw on). */
function crossSite(req: ExpressRequest): boolean {
  const origin = req.get('origin');
  if (!origin || origin === 'null') return !!origin;
  let from: string;
  try {
    from = new URL(origin).host;
  } catch {
    return true;
  }
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host');
  return !host || from !== host;
}

function remixRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body: Buffer | null,
  cookieHeader: string | undefined,
  abortWhenGone: boolean,
): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'cookie') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  if (cookieHeader) headers.set('cookie', cookieHeader);
  // req.hostname respects the "trust proxy" setting; the port comes from X-Forwarded-Host or Host.
  const port = (req.get('x-forwarded-host') ?? req.get('host'))?.split(':')[1];
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
  const controller = new AbortController();
  // Stop loaders once no answer can be written (closed before it finished). Not an action: Remix would let go
  // of it while it still runs, and the session's lock with it.
  if (abortWhenGone) {
    let finished = false;
    res.on('finish', () => (finished = true));
    res.on('close', () => !finished && controller.abort());
  }
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
}

async function send(res: ExpressResponse, response: Response, extraCookie: string | null): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (extraCookie) res.append('Set-Cookie', extraCookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The requests in progress on each connection, told when it closes (one listener, however many it pipelines). */
const inProgress = new WeakMap<Socket, Set<AbortController>>();

/** Aborts when the request's connection closes: no answer can reach the client any more. */
function connectionClosed(req: ExpressRequest): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const socket = req.socket;
  if (socket.destroyed) {
    controller.abort();
    return { signal: controller.signal, dispose: () => undefined };
  }
  let requests = inProgress.get(socket);
  if (!requests) {
    const set = new Set<AbortController>();
    socket.once('close', () => {
      for (const request of set) request.abort();
    });
    inProgress.set(socket, set);
    requests = set;
  }
  requests.add(controller);
  return { signal: controller.signal, dispose: () => requests.delete(controller) };
}

/**
 * Express middleware before the session lock and Remix: refuses what no form of the shop sends, and reads
 * the body of the rest (kept in res.locals.formBody for the Remix handler).
 */
export function checkFormPosts() {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (crossSite(req)) return refuse(res, 403, 'Forbidden');
    const type = req.get('content-type') ?? '';
    if (!FORM_TYPES.test(type))
      return refuse(res, 415, 'A form post is application/x-www-form-urlencoded or multipart/form-data');
    const multipart = /^multipart\//i.test(type);
    let body: Buffer;
    try {
      body = await readBody(req, multipart ? FORM_BODY_LIMIT.multipart : FORM_BODY_LIMIT.urlencoded);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(res, 413, 'Payload too large');
      // a client that left before its body was sent in full: nobody to answer, nothing to report
      if (req.socket.destroyed) return;
      return next(error);
    }
    if (multipart) {
      try {
        await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
      } catch {
        return refuse(res, 400, 'Bad request');
      }
    }
    res.locals.formBody = body;
    next();
  };
}

export function remixHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  onError: (error: unknown) => void;
  sessions: { cookie: Cookie; locks: SessionLocks; onLockError: (error: unknown) => void };
}) {
  const handle = createRemixHandler(options.build, process.env.NODE_ENV);
  const { cookie, locks, onLockError } = options.sessions;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    // No page has a backslash in its path; the router cannot even build a location from one (`/%5C`).
    if (/\\|%5c/i.test(req.path)) return void res.status(404).type('text/plain').send('Not found');
    const body = (res.locals.formBody as Buffer | undefined) ?? null;
    const writes = req.method !== 'GET' && req.method !== 'HEAD';
    const gone = connectionClosed(req);
    try {
      const session = await sessionIdFor(cookie, req.headers.cookie);
      // a write waits for the session's other writes (its body is read and limited by now: checkFormPosts)
      let release: Release | null = null;
      if (writes) {
        try {
          release = await locks.acquire(session.id, gone.signal);
        } catch (error) {
          if (gone.signal.aborted) return;
          onLockError(error);
          return void res.status(503).set('Retry-After', '1').type('text/plain').send('Please try again.');
        }
      }
      let response: Response;
      try {
        response = await handle(
          remixRequest(req, res, body, session.cookieHeader, !writes),
          // an id made for this request has no row yet: the shop need not look for one
          {
            ...options.getLoadContext(req, res),
            issuedSessionId: session.issued ? session.id : undefined,
            // a document (not a script's data request): what its loaders keep for its HTML only
            htmlOnly: '_data' in req.query ? undefined : new Map(),
          },
        );
      } finally {
        // the session is written by now (its Set-Cookie is in the answer): the answer's journey needs no lock
        await release?.();
      }
      // a new id goes to the browser with this answer, unless the shop's own Set-Cookie already names it
      const named = response.headers.getSetCookie().some((c) => c.startsWith(`${cookie.name}=`));
      await send(res, response, session.issued && !named ? session.issued : null);
    } catch (error) {
      // A header Node refuses (a redirect to a target with characters no header may hold) is a bad request.
      if ((error as { code?: string }).code === 'ERR_INVALID_CHAR' && !res.headersSent) {
        options.onError(error);
        return refuse(res, 400, 'Bad request');
      }
      next(error);
    } finally {
      gone.dispose();
    }
  };
}
