// A one-time notice for whatever page comes next (after logout that can be any page): its own short-lived
// cookie, read and cleared by the root loader (STYLE.md "one cookie per concern"; a session flash would
// need the root loader to write the session while the page's own loader writes it too). The cookie holds
// a name from a fixed list, never text, so nobody can make the shop say something else.
import { createCookie, type AppLoadContext } from '@remix-run/node';
import { cookieScope } from './cookies.server';

/** The notices, by name: their translation keys. */
const NOTICES = { loggedOut: 'profile.loggedOut', loggedIn: 'login.loggedIn' } as const;
export type NoticeName = keyof typeof NOTICES;

// Not httpOnly: it holds only a notice name, and with JavaScript the page that shows it clears it (a data
// request of the root may belong to a navigation that redirects on, so the server cannot know it was seen).
const noticeCookie = createCookie('notice', {
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  maxAge: 60,
});

/** The Set-Cookie value that leaves a notice for the next page. */
export function setNotice(name: NoticeName, context: AppLoadContext): Promise<string> {
  return noticeCookie.serialize(name, cookieScope(context));
}

/** The waiting notice's translation key and the Set-Cookie that clears it (nulls when there is none). */
export async function takeNotice(
  request: Request,
  context: AppLoadContext,
): Promise<{ key: string | null; clear: string | null }> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('notice=')) return { key: null, clear: null };
  const value: unknown = await noticeCookie.parse(header);
  const key = typeof value === 'string' && value in NOTICES ? NOTICES[value as NoticeName] : null;
  // A document request shows it now: cleared here. A data request (JavaScript) leaves it to the page.
  const dataRequest = new URL(request.url).searchParams.has('_data');
  return { key, clear: dataRequest ? null : await noticeCookie.serialize('', { maxAge: 0, ...cookieScope(context) }) };
}
