// Request bodies read with a limit, before anything else looks at them (DESIGN.md "Every request body has a
// size limit"): a body over it is refused with 413 as soon as it is known to be too big — from its
// Content-Length, or while it arrives — and the connection is closed rather than left holding the unread
// rest. A body is always read to its end, so a keep-alive connection is ready for the next request.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/** The whole body (empty for GET and HEAD); BodyTooLarge past `limit` bytes. */
export function readBody(req: ExpressRequest, limit: number): Promise<Buffer> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(Buffer.alloc(0));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** Answers a refusal and closes the connection (whatever of the body is still coming is not read). */
export function refuse(res: ExpressResponse, status: number, text: string): void {
  if (res.headersSent) return;
  res.status(status).set('Connection', 'close').type('text/plain').send(text);
}
