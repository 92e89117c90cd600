// Who the customer is (SPEC §4 "Auth and login"): the platform's tokens live in the server-side session,
// never in the browser. An access token near its end is refreshed before use; a 401 refreshes once while
// other calls for the same session wait on the same refresh (single flight); a failed refresh resets auth.
import { redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { z } from 'zod';
import type { Boot } from '~/utils/boot.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { PlatformError, platformClient, type PlatformClient } from '~/platform-client/client.server';
import { type AuthSession, type TokenPair, type User, userSchema } from '~/contract/identity';
import { safeRedirect } from '~/utils/safe-redirect';
import type { Language } from '~/i18n/languages';

const KEY = 'auth';
/** refresh a little before the access token ends, so a call never carries an expiring token */
const EARLY_MS = 30_000;

const authSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** epoch ms when the access token ends */
  expiresAt: z.number(),
  user: userSchema,
});
export type AuthState = z.infer<typeof authSchema>;

export function readAuth(session: Session): AuthState | null {
  const parsed = authSchema.safeParse(session.get(KEY));
  if (!parsed.success) return null;
  // SPEC §4: a stored non-guest user who is not verified is dropped.
  const user = parsed.data.user;
  if (!user.is_guest && !user.verified && !user.is_phone_verified && !user.is_email_verified) {
    session.unset(KEY);
    return null;
  }
  return parsed.data;
}

export function writeAuth(session: Session, answer: AuthSession | (TokenPair & { user: User })): AuthState {
  const state: AuthState = {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: Date.now() + answer.expires_in * 1000,
    user: answer.user,
  };
  session.set(KEY, state);
  return state;
}

export function writeUser(session: Session, user: User): void {
  const state = readAuth(session);
  if (state) session.set(KEY, { ...state, user });
}

export function clearAuth(session: Session): void {
  session.unset(KEY);
}

// One refresh per refresh token at a time: concurrent requests of a session share it.
const inflight = new Map<string, Promise<TokenPair | null>>();

async function refreshOnce(client: PlatformClient, refreshToken: string): Promise<TokenPair | null> {
  let pending = inflight.get(refreshToken);
  if (!pending) {
    pending = client
      .refreshToken({ refresh_token: refreshToken })
      .catch((error) => {
        if (error instanceof PlatformError && error.status < 500) return null;
        throw error;
      })
      .finally(() => setTimeout(() => inflight.delete(refreshToken), 5_000).unref?.());
    inflight.set(refreshToken, pending);
  }
  return pending;
}

/** The auth state with a usable access token: refreshed when near its end; null (and reset) if that fails. */
export async function freshAuth(session: Session, client: PlatformClient): Promise<AuthState | null> {
  const state = readAuth(session);
  if (!state) return null;
  if (state.expiresAt - EARLY_MS > Date.now()) return state;
  return refreshAuth(session, client, state);
}

async function refreshAuth(session: Session, client: PlatformClient, state: AuthState): Promise<AuthState | null> {
  const pair = await refreshOnce(client, state.refreshToken);
  if (!pair) {
    clearAuth(session);
    return null;
  }
  return writeAuth(session, { ...pair, user: state.user });
}

export interface Authed {
  auth: AuthState | null;
  /** the platform rotated or revoked the tokens during this request: the session must be written */
  readonly rotated: boolean;
  /** the platform client carrying the access token (anonymous when logged out) */
  client: PlatformClient;
  /** runs a call; a 401 refreshes once and retries, a failed refresh resets auth and rethrows */
  withAuth<T>(call: (client: PlatformClient) => Promise<T>): Promise<T>;
}

export async function authed(
  session: Session,
  context: AppLoadContext,
  lng: Language,
  boot: Boot | null,
  anonymous: PlatformClient,
): Promise<Authed> {
  const before = readAuth(session)?.refreshToken ?? null;
  let auth = await freshAuth(session, anonymous);
  let rotated = (auth?.refreshToken ?? null) !== before;
  const clientFor = (a: AuthState | null) =>
    a ? platformClient({ context, lng, accessToken: a.accessToken }) : anonymous;
  let client = clientFor(auth);
  return {
    get auth() {
      return auth;
    },
    get client() {
      return client;
    },
    get rotated() {
      return rotated;
    },
    async withAuth(call) {
      try {
        return await call(client);
      } catch (error) {
        if (!(error instanceof PlatformError) || error.status !== 401 || !auth) throw error;
        auth = await refreshAuth(session, anonymous, auth);
        rotated = true;
        if (!auth) {
          // SPEC §4: a failed refresh resets auth; inside a partner app that is the 404 page.
          if (boot?.bootType === 'wrapped') throw redirect('/page404');
          throw error;
        }
        client = clientFor(auth);
        return call(client);
      }
    },
  };
}

const customers = new WeakMap<Request, Promise<Authed>>();

/**
 * The customer of the request (SPEC §4 "Auth and login"): tokens refreshed when near their end, the
 * platform client carrying them. Once per request: concurrent calls share one refresh.
 */
export function shopCustomer(request: Request, context: AppLoadContext): Promise<Authed> {
  let customer = customers.get(request);
  if (!customer) {
    customer = shopRequest(request, context).then((shop) =>
      authed(shop.session, context, shop.lng, shop.boot, shop.client),
    );
    customers.set(request, customer);
  }
  return customer;
}

/** The login page for a visitor, coming back to `back` afterwards (SPEC §2: redirectUrl). */
export function loginPath(back: string): string {
  return `/login?redirectUrl=${encodeURIComponent(safeRedirect(back, '/'))}`;
}

/** Where a customer with a phone to verify is sent: the profile, which says so and offers the code. */
export const VERIFY_PHONE = '/profile?verify=phone';

const DETAILS = '/login/add-user-details';

/**
 * The guard of the pages that need login (SPEC §2): the customer, or a redirect — a visitor to login and
 * back to `redirectTo` (this page by default), an unregistered user to the details step, a phone not
 * verified yet to the profile (SPEC §4). A refresh that just failed is written with the redirect. The
 * customer's calls are guarded too: tokens that can no longer be renewed during this request (SPEC §4 "401
 * triggers refresh, and failure resets auth") log the customer out and send them to login, back to the same
 * place — the page never handles that itself.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: { redirectTo?: string } = {},
): Promise<Authed & { auth: AuthState }> {
  const customer = await shopCustomer(request, context);
  const url = new URL(request.url);
  const to = userRedirect(customer.auth, url, options.redirectTo);
  if (to !== null) throw redirect(to, { headers: await rotatedAuthHeaders(request, context) });
  const back = options.redirectTo ?? url.pathname + url.search;
  return {
    get auth() {
      return customer.auth as AuthState;
    },
    get client() {
      return customer.client;
    },
    get rotated() {
      return customer.rotated;
    },
    async withAuth(call) {
      try {
        return await customer.withAuth(call);
      } catch (error) {
        if (isAuthLost(error, customer)) throw await redirectToLogin(request, context, back);
        throw error;
      }
    },
  };
}

/**
 * The guard of what only a registered customer has (SPEC §6: vouchers, loyalty, saved cards): requireUser,
 * and a guest goes to login to unlock an account, back to `redirectTo` (this page by default).
 */
export async function requireRegistered(
  request: Request,
  context: AppLoadContext,
  options: { redirectTo?: string } = {},
): Promise<Authed & { auth: AuthState }> {
  const customer = await requireUser(request, context, options);
  const to = registeredRedirect(customer.auth, new URL(request.url), options.redirectTo);
  if (to !== null) throw redirect(to, { headers: await rotatedAuthHeaders(request, context) });
  return customer;
}

/** Where requireRegistered sends this customer (a guest: to login, to unlock an account), or null. */
export function registeredRedirect(auth: AuthState, url: URL, redirectTo?: string): string | null {
  return auth.user.is_guest ? loginPath(redirectTo ?? url.pathname + url.search) : null;
}

/**
 * The one session write a GET may do (STYLE.md "Sessions and guards"): when the platform rotated or
 * revoked the customer's tokens during this request, the Set-Cookie that keeps the new state; else none.
 */
export async function rotatedAuthHeaders(request: Request, context: AppLoadContext): Promise<Record<string, string>> {
  const customer = await shopCustomer(request, context);
  if (!customer.rotated) return {};
  const { session } = await shopRequest(request, context);
  return { 'Set-Cookie': await commitSession(session, context) };
}

/**
 * A call whose tokens could not be renewed any more (SPEC §4 "401 triggers refresh, and failure resets
 * auth"): logged out, written, and on to login coming back to `back`.
 */
export async function redirectToLogin(request: Request, context: AppLoadContext, back: string) {
  const { session } = await shopRequest(request, context);
  clearAuth(session);
  return redirect(loginPath(back), { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
}

/** Whether a platform error means the customer's tokens are gone (a 401 the refresh could not mend). */
export const isAuthLost = (error: unknown, customer: Authed) =>
  error instanceof PlatformError && error.status === 401 && !customer.auth;

/** Where requireUser sends this customer from this page, or null: the customer may stay. */
export function userRedirect(auth: AuthState | null, url: URL, redirectTo?: string): string | null {
  if (!auth) return loginPath(redirectTo ?? url.pathname + url.search);
  const { user } = auth;
  if (!user.is_guest && !user.registered && url.pathname !== DETAILS) return DETAILS;
  if (!user.is_guest && user.phone && !user.is_phone_verified && !/^\/(profile|login)(\/|$)/.test(url.pathname))
    return VERIFY_PHONE;
  return null;
}

/**
 * The guard of the login pages: a registered, verified customer has nothing to do there and goes on to
 * `redirectTo` (guests may upgrade through Unlock; SPEC §6).
 */
/**
 * The client a login is made with (the code's verification, a social login): a guest's own, so that the
 * platform hands the guest's orders to the account it logs in to (SPEC §6 "It may upgrade through Unlock"),
 * else the anonymous one.
 */
export async function loginClient(request: Request, context: AppLoadContext): Promise<PlatformClient> {
  const customer = await shopCustomer(request, context);
  return customer.auth?.user.is_guest ? customer.client : (await shopRequest(request, context)).client;
}

export async function requireAnonymous(
  request: Request,
  context: AppLoadContext,
  options: { redirectTo: string },
): Promise<void> {
  const user = (await shopCustomer(request, context)).auth?.user;
  if (user && !user.is_guest && user.registered)
    throw redirect(options.redirectTo, { headers: await rotatedAuthHeaders(request, context) });
}
