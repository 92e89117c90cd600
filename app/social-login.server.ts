// Google and Line login (SPEC §4): the browser goes to the provider with a random state (and nonce) kept in
// the session; the callback checks the state and hands the authorization code to the platform, which
// exchanges and verifies it. No provider script is loaded in the page (DESIGN.md: nothing hot-linked).
import { randomBytes } from 'node:crypto';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { writeAuth } from './auth.server';
import { homePath } from './boot.server';
import { PlatformError } from './platform-client/client.server';
import { setNotice } from './notice.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';

type Provider = 'google' | 'line';
const STATE = 'socialState';

const callbackUrl = (request: Request, provider: Provider) =>
  new URL(`/menu/auth/${provider}`, new URL(request.url).origin).href;

export async function startSocialLogin(request: Request, context: AppLoadContext, provider: Provider) {
  const { session, client } = await shopRequest(request, context);
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const { providers } = await client
    .socialProviders({ redirect_uri: callbackUrl(request, provider), state, nonce })
    .catch(() => ({ providers: [] }));
  const target = providers.find((p) => p.provider === provider)?.authorize_url;
  if (!target) throw redirect('/login');
  session.set(STATE, { provider, state, nonce });
  return redirect(target, { headers: { 'Set-Cookie': await commitSession(session, context) } });
}

export async function finishSocialLogin(request: Request, context: AppLoadContext, provider: Provider) {
  const { session, client, boot, lng } = await shopRequest(request, context);
  const t = fixedT(lng);
  const url = new URL(request.url);
  const expected = session.get(STATE) as { provider: Provider; state: string } | undefined;
  session.unset(STATE);
  const code = url.searchParams.get('code');
  const fail = async () => {
    session.flash('loginMessage', t(provider === 'line' ? 'login.lineFailed' : 'login.googleFailed'));
    return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session, context) } });
  };
  if (!code || !expected || expected.provider !== provider || expected.state !== url.searchParams.get('state'))
    return fail();
  try {
    const answer = await client.socialLogin({
      login_provider: provider === 'line' ? 7 : 2,
      token: code,
      line_redirect_url: callbackUrl(request, provider),
    });
    writeAuth(session, answer);
    const back = safeRedirect((session.get('loginRedirect') as string | undefined) ?? homePath(boot), homePath(boot));
    // SPEC §4: an unregistered social user completes the details first.
    const done = answer.registered && answer.user.registered;
    const headers = new Headers({ 'Set-Cookie': await commitSession(session, context) });
    if (done) headers.append('Set-Cookie', await setNotice('loggedIn', context));
    return redirect(done ? back : '/login/add-user-details', { headers });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return fail();
  }
}
