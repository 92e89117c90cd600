// Google and Line login (SPEC §4): the welcome step's button posts here and the browser goes on to the
// provider with a random state (and nonce) kept in the session with the way back; the callback checks
// the state and hands the authorization code to the platform, which exchanges and verifies it. No
// provider script is loaded in the page (DESIGN.md: nothing hot-linked). Shared by /login/social/$provider
// (the start) and the callbacks /menu/auth/google and /menu/auth/line.
import { randomBytes } from 'node:crypto';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { z } from 'zod';
import { loginClient, writeAuth } from '~/utils/auth.server';
import { homePath } from '~/utils/boot.server';
import { isLoginPath, stepPath } from '~/components/login/paths';
import { PlatformError } from '~/platform-client/client.server';
import { redirectWithToast, toastHeader } from '~/utils/toast.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';

type Provider = 'google' | 'line';
const STATE = 'socialState';

const stateSchema = z.object({
  provider: z.enum(['google', 'line']),
  state: z.string(),
  nonce: z.string(),
  /** the way back (SPEC §2 redirectUrl), checked */
  back: z.string().nullable().default(null),
});

const callbackUrl = (request: Request, provider: Provider) =>
  new URL(`/menu/auth/${provider}`, new URL(request.url).origin).href;

/** The start (a POST: the state is written to the session here, never by a GET). */
export async function startSocialLogin(request: Request, context: AppLoadContext, provider: Provider) {
  const { session, client } = await shopRequest(request, context);
  const given = safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '');
  const back = given && !isLoginPath(given) ? given : null;
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const { providers } = await client
    .socialProviders({ redirect_uri: callbackUrl(request, provider), state, nonce })
    .catch(() => ({ providers: [] }));
  const target = providers.find((p) => p.provider === provider)?.authorize_url;
  if (!target) throw redirect('/login');
  session.set(STATE, { provider, state, nonce, back } satisfies z.input<typeof stateSchema>);
  return redirect(target, { headers: { 'Set-Cookie': await commitSession(session, context) } });
}

/**
 * The provider's callback (a GET, as the provider sends it). It is where the platform hands out the
 * customer's tokens, so it writes the session — the same exception as a token refresh.
 */
export async function finishSocialLogin(request: Request, context: AppLoadContext, provider: Provider) {
  const { session, boot } = await shopRequest(request, context);
  const url = new URL(request.url);
  const parsed = stateSchema.safeParse(session.get(STATE));
  const expected = parsed.success ? parsed.data : null;
  const hadState = session.has(STATE);
  session.unset(STATE);
  const code = url.searchParams.get('code');
  // SPEC §8: "Line login failed. Please try again or use another method." on the welcome step.
  const fail = async () =>
    redirectWithToast(
      stepPath('/login', expected?.back ?? null),
      { type: 'error', key: provider === 'line' ? 'login.lineFailed' : 'login.googleFailed' },
      context,
      hadState ? { headers: { 'Set-Cookie': await commitSession(session, context) } } : {},
    );
  if (!code || !expected || expected.provider !== provider || expected.state !== url.searchParams.get('state'))
    return fail();
  try {
    // from a guest's session, the guest's orders go with the login (SPEC §6 Unlock)
    const login = await loginClient(request, context);
    const answer = await login.socialLogin({
      login_provider: provider === 'line' ? 7 : 2,
      token: code,
      line_redirect_url: callbackUrl(request, provider),
    });
    writeAuth(session, answer);
    const back = expected.back ?? homePath(boot);
    // SPEC §4: an unregistered social user completes the details first.
    const done = answer.registered && answer.user.registered;
    const headers = new Headers({ 'Set-Cookie': await commitSession(session, context) });
    if (done) headers.append('Set-Cookie', await toastHeader({ type: 'success', key: 'login.loggedIn' }, context));
    return redirect(done ? back : stepPath('/login/add-user-details', expected.back), { headers });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return fail();
  }
}
