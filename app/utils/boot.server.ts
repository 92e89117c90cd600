// The boot state of SPEC §3 ("hash, mask, bootType, latLong, refreshToken, qrOrderType, userAddress"),
// kept from the moment a link or QR code opens the shop in a cookie of its own (signed, small): opening a
// link stores nothing on the server — a scan by a bot leaves no session row. A partner app's refresh token
// (wrapped boot) is the one part kept in the session instead: it is long and it is a credential.
import { createCookie, type AppLoadContext, type Cookie, type Session } from '@remix-run/node';
import { z } from 'zod';
import { cookieScope } from '~/utils/cookies.server';

export const bootSchema = z.object({
  hash: z.string(),
  mask: z.string().nullable(),
  bootType: z.enum(['regular', 'wrapped']),
  latLong: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  refreshToken: z.string().nullable(),
  qrOrderType: z.number().int().nullable(),
  userAddress: z.string().nullable(),
  /** what the link opened, so pages can route without asking again */
  entityType: z.number().int().min(1).max(7),
  businessId: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
  foodHallId: z.number().int().nullable(),
  tableNo: z.string().nullable(),
  premium: z.boolean(),
  /** how many brands the link offers: one hides "change brand" */
  brandCount: z.number().int().min(0),
});
export type Boot = z.infer<typeof bootSchema>;

const REFRESH_TOKEN = 'bootRefreshToken';
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const cookies = new WeakMap<string[], Cookie>();

function bootCookie(context: AppLoadContext): Cookie {
  let cookie = cookies.get(context.sessionSecrets);
  if (!cookie) {
    cookie = createCookie('boot', {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: context.secureCookies,
      secrets: context.sessionSecrets,
      maxAge: THIRTY_DAYS,
    });
    cookies.set(context.sessionSecrets, cookie);
  }
  return cookie;
}

/** The boot state of this browser (its cookie, and the session's refresh token if a partner app gave one). */
export async function readBoot(request: Request, context: AppLoadContext, session: Session): Promise<Boot | null> {
  const parsed = bootSchema
    .omit({ refreshToken: true })
    .safeParse(await bootCookie(context).parse(request.headers.get('Cookie')));
  if (!parsed.success) return null;
  const refreshToken = session.get(REFRESH_TOKEN);
  return { ...parsed.data, refreshToken: typeof refreshToken === 'string' ? refreshToken : null };
}

/**
 * Keeps a link's boot state: the Set-Cookie value that says it; the refresh token of a wrapped boot goes
 * into the session (the caller commits it then; `true` when it must).
 */
export async function writeBoot(
  boot: Boot,
  session: Session,
  context: AppLoadContext,
): Promise<{ cookie: string; sessionChanged: boolean }> {
  const { refreshToken, ...rest } = boot;
  const had = session.get(REFRESH_TOKEN) ?? null;
  if (refreshToken) session.set(REFRESH_TOKEN, refreshToken);
  else if (had) session.unset(REFRESH_TOKEN);
  return {
    cookie: await bootCookie(context).serialize(rest, cookieScope(context)),
    sessionChanged: (refreshToken ?? null) !== had,
  };
}

/** Premium businesses (and food halls) get the branded home at /menu; regular ones the plain /brand (ADR 0005). */
export function homePath(boot: Pick<Boot, 'premium'> | null): string {
  if (!boot) return '/';
  return boot.premium ? '/menu' : '/brand';
}

/** "14.5995,120.9842" → {lat, lon}; anything else → null */
export function parseLatLong(value: string | null): Boot['latLong'] {
  if (!value) return null;
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!m) return null;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}
