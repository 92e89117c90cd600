// The ops screen's staff session (issue 16): the ops token in a cookie of its own — httpOnly, SameSite=Strict,
// signed with the session secrets, only sent to /ops — after the platform took it once at login. Every ops page
// calls the platform with it; a token the platform no longer takes (rotated) sends staff back to the login.
import { createCookie, redirect, type AppLoadContext, type Cookie } from '@remix-run/node';
import { z } from 'zod';
import { cookieScope } from '~/utils/cookies.server';
import { platformClient, PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';

const cookies = new WeakMap<string[], Cookie>();
/** A shift, then staff log in again. */
const SHIFT_SECONDS = 14 * 60 * 60;

function opsCookie(context: AppLoadContext): Cookie {
  let cookie = cookies.get(context.sessionSecrets);
  if (!cookie) {
    cookie = createCookie('ops', {
      path: '/ops',
      httpOnly: true,
      sameSite: 'strict',
      secrets: context.sessionSecrets,
      maxAge: SHIFT_SECONDS,
    });
    cookies.set(context.sessionSecrets, cookie);
  }
  return cookie;
}

const tokenSchema = z.string().min(16).max(500);

/** The token in the request's cookie (signature checked), or null. */
export async function opsToken(request: Request, context: AppLoadContext): Promise<string | null> {
  const value: unknown = await opsCookie(context).parse(request.headers.get('Cookie'));
  const token = tokenSchema.safeParse(value);
  return token.success ? token.data : null;
}

export function opsLoginHeader(token: string, context: AppLoadContext): Promise<string> {
  return opsCookie(context).serialize(token, cookieScope(context));
}

export function opsLogoutHeader(context: AppLoadContext): Promise<string> {
  return opsCookie(context).serialize('', { ...cookieScope(context), maxAge: 0 });
}

/** A platform client carrying the ops token (the enterprise calls behind it). */
export async function opsClient(request: Request, context: AppLoadContext, token: string): Promise<PlatformClient> {
  const { lng } = await shopRequest(request, context);
  return platformClient({ context, lng, accessToken: token });
}

/** Where a page without a valid staff cookie goes. */
export async function toOpsLogin(context: AppLoadContext): Promise<Response> {
  return redirect('/ops/login', { status: 303, headers: { 'Set-Cookie': await opsLogoutHeader(context) } });
}

/** The staff's token and client; no cookie, or a token the platform refuses: the login page (thrown). */
export async function requireOps(request: Request, context: AppLoadContext) {
  const token = await opsToken(request, context);
  if (!token) throw await toOpsLogin(context);
  const client = await opsClient(request, context, token);
  return { token, client };
}

/** A platform call of an ops page: 401 (the token was changed) goes to the login page. */
export async function opsCall<T>(context: AppLoadContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) throw await toOpsLogin(context);
    throw error;
  }
}
