// Preference cookies, one per concern (STYLE.md "Sessions and guards"). Neither holds anything secret.
import { createCookie, type AppLoadContext } from '@remix-run/node';
import { LIMITS } from '~/domain/constants';

const DAY = 24 * 60 * 60;

/**
 * What every cookie the shop writes adds: the parent domain when COOKIE_DOMAIN is set (SPEC §9), and Secure
 * in production (the preference cookies too, not only the session's).
 */
export function cookieScope(context: AppLoadContext): { domain?: string; secure: boolean } {
  return { ...(context.cookieDomain ? { domain: context.cookieDomain } : {}), secure: context.secureCookies };
}

/** The language picked in the sidebar, remembered for a year. */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 365 * DAY,
});

/** Cookie consent (SPEC §9: remembered 730 days). */
export const consentCookie = createCookie('cookie_consent', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: LIMITS.cookieConsentDays * DAY,
});

/** When each branch's notice was last dismissed; the sheet opens again after NOTICE_INTERVAL (ADR 0008). */
export const noticeCookie = createCookie('notices', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 30 * DAY,
});

export const NOTICE_INTERVAL_MS = 12 * 60 * 60 * 1000;

export async function noticeSeen(request: Request, branchId: number, now: Date): Promise<boolean> {
  const seen = (await noticeCookie.parse(request.headers.get('Cookie'))) as Record<string, number> | null;
  const at = seen?.[String(branchId)];
  return typeof at === 'number' && now.getTime() - at < NOTICE_INTERVAL_MS;
}

export async function markNoticeSeen(
  request: Request,
  context: AppLoadContext,
  branchId: number,
  now: Date,
): Promise<string> {
  const seen = ((await noticeCookie.parse(request.headers.get('Cookie'))) as Record<string, number> | null) ?? {};
  // Keep the map small: only recent dismissals.
  const fresh = Object.fromEntries(
    Object.entries(seen).filter(([, t]) => typeof t === 'number' && now.getTime() - t < NOTICE_INTERVAL_MS),
  );
  return noticeCookie.serialize({ ...fresh, [String(branchId)]: now.getTime() }, cookieScope(context));
}
