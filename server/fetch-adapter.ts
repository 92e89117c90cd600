// Express ↔ Fetch API, for mounting the platform's (Request → Response) handler on the HTTP server. The
// body is read first, with the platform's limit (server/request-body.ts).
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { MAX_BODY_BYTES, MAX_MULTIPART_BYTES } from './platform/http/parse';
import { BodyTooLarge, readBody, refuse } from './request-body';

export function toFetchRequest(req: ExpressRequest, body: Buffer | null): Request {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'x-client-address') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  // The caller's address as express sees it (X-Forwarded-For only with TRUST_PROXY): never the caller's word.
  if (req.ip) headers.set('x-client-address', req.ip);
  const controller = new AbortController();
  req.on('close', () => controller.abort());
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    body: body && body.length ? new Uint8Array(body) : undefined,
  });
}

export async function sendFetchResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, key) => res.append(key, value));
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function mountFetchHandler(prefix: string, handle: (request: Request) => Promise<Response>) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!req.path.startsWith(prefix)) return next();
    // files (SPEC §7 "Uploads") come as multipart, with a limit of their own
    readBody(req, /^multipart\/form-data\b/i.test(req.get('content-type') ?? '') ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES)
      .then(
        async (body) =>
          sendFetchResponse(
            res,
            await handle(toFetchRequest(req, req.method === 'GET' || req.method === 'HEAD' ? null : body)),
          ),
        (error: unknown) => {
          if (error instanceof BodyTooLarge)
            return refuse(
              res,
              413,
              JSON.stringify({
                code: 'payload_too_large',
                error: 'payload_too_large',
                message: 'The request body is too large',
                details: {},
              }),
            );
          // a client that left before its body was sent in full: nobody to answer, nothing to report
          if (!req.socket.destroyed) throw error;
        },
      )
      .catch(next);
  };
}
