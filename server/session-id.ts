// Every browser gets its session id before it can write (issue 24, defect 2; ADR 0021): the first answer to a
// request without one carries the signed id, and no row is made until a request writes something. So twenty
// concurrent first "Add to cart" taps carry the same id, wait for each other on that session's lock
// (server/session-lock.ts) and land in one row — before, each made a session of its own and the browser
// kept the last. The cookie is made here, once, and handed to the shop through its load context.
import crypto from 'node:crypto';
import { createCookie, type Cookie } from '@remix-run/node';

export const SESSION_COOKIE_NAME = '__session';

/** How long the browser keeps an id that was issued and never written to (a written session renews it). */
const ISSUED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The session cookie: a signed id (the secrets rotate: newest first, older ones still verify). */
export function sessionIdCookie(options: { secrets: string[]; secure: boolean; domain?: string }): Cookie {
  return createCookie(SESSION_COOKIE_NAME, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: options.secure,
    domain: options.domain,
    secrets: options.secrets,
    maxAge: ISSUED_MAX_AGE_SECONDS,
  });
}

export function newSessionId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** The session id the Cookie header carries, if its signature holds; else null. */
export async function sessionIdOf(cookie: Cookie, cookieHeader: string | null | undefined): Promise<string | null> {
  const id = (await cookie.parse(cookieHeader ?? null)) as unknown;
  return typeof id === 'string' && /^[\w-]{16,64}$/.test(id) ? id : null;
}

/**
 * The session id of a request to the shop: the one it carries, or a new one — then `issued` is the
 * Set-Cookie value that gives it to the browser and `cookieHeader` the request's Cookie header with it, so
 * the shop reads the request as if the browser had sent it.
 */
export async function sessionIdFor(
  cookie: Cookie,
  cookieHeader: string | undefined,
): Promise<{ id: string; issued: string | null; cookieHeader: string | undefined }> {
  const known = await sessionIdOf(cookie, cookieHeader);
  if (known) return { id: known, issued: null, cookieHeader };
  const id = newSessionId();
  const issued = await cookie.serialize(id);
  const pair = issued.slice(0, issued.indexOf(';'));
  // an unsigned or stale session cookie is replaced, not sent beside the new one
  const others = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.slice(0, part.indexOf('=')).trim() !== cookie.name);
  return { id, issued, cookieHeader: [...others, pair].join('; ') };
}
