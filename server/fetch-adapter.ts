// Express ↔ Fetch API, for mounting the platform's (Request → Response) handler on the HTTP server.
import { Readable } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';

export function toFetchRequest(req: ExpressRequest): Request {
  const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  req.on('close', () => controller.abort());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // Node's fetch needs `duplex` for a streamed request body.
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  };
  return new Request(new URL(req.originalUrl, origin), init);
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
    handle(toFetchRequest(req))
      .then((response) => sendFetchResponse(res, response))
      .catch(next);
  };
}
