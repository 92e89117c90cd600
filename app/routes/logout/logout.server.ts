// `/logout` (SPEC §4 "Logout clears tokens and cookies"): a POST from the profile page or the sidebar.
import { parseWithZod } from '@conform-to/zod';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { z } from 'zod';
import { clearAuth, readAuth } from '~/utils/auth.server';
import { homePath } from '~/utils/boot.server';
import { platformClient } from '~/platform-client/client.server';
import { readFormData } from '~/utils/form-data.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { redirectWithToast } from '~/utils/toast.server';
import { clearVerifications } from '~/features/login/verification.server';

/** Pages that need login (SPEC §2): after logout the customer is not sent back to one of them. */
const PROTECTED = [
  /^\/profile(\/|$)/,
  /^\/login\/add-user-details/,
  /^\/payment(\/|$)/,
  /^\/order-details/,
  /^\/group-orders/,
  /^\/active-orders/,
  /^\/orders(\/|$)/,
  /^\/order-history/,
  /^\/checkout/,
  /^\/loyalty/,
];

const logoutSchema = z.object({ redirectTo: z.string().max(2000).optional() });

export async function logoutAction(request: Request, context: AppLoadContext) {
  const { session, boot, lng } = await shopRequest(request, context);
  const home = homePath(boot);
  const submission = parseWithZod(await readFormData(request), { schema: logoutSchema });
  const auth = readAuth(session);
  if (auth) {
    // SPEC §7 POST /logout; the customer is logged out here whatever the platform answers.
    await platformClient({ context, lng, accessToken: auth.accessToken })
      .logout({ refresh_token: auth.refreshToken })
      .catch(() => undefined);
  }
  // Tokens, and every verification in progress.
  clearAuth(session);
  clearVerifications(session);
  const target = safeRedirect(submission.status === 'success' ? submission.value.redirectTo : undefined, home);
  const to = PROTECTED.some((r) => r.test(new URL(target, 'http://x').pathname)) ? home : target;
  const headers = { 'Set-Cookie': await commitSession(session, context) };
  if (!auth) return redirect(to, { status: 303, headers });
  return redirectWithToast(to, { type: 'success', key: 'profile.loggedOut' }, context, { headers });
}

/** A GET logs nobody out (a link or a prefetch must not): it goes home. */
export async function logoutLoader(request: Request, context: AppLoadContext) {
  const { boot } = await shopRequest(request, context);
  return redirect(homePath(boot));
}
