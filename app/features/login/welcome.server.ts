// `/login`, the welcome step (SPEC §2 "Login sheet"): Google, Line, mobile, and guest login where the
// branch allows it (SPEC §5, §6).
import { json, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { requireAnonymous, rotatedAuthHeaders, writeAuth, shopCustomer } from '~/utils/auth.server';
import { checkHoneypot } from '~/utils/honeypot.server';
import { afterLogin, goTo, guestLoginTarget, wayBack } from '~/features/login/login.server';
import { guestSchema } from '~/features/login/login.schema';
import { PlatformError } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { readFormData } from '~/utils/form-data.server';

/** Routes from which the guest button is not offered (SPEC §5 "Guest login button shows only if…"). */
const NO_GUEST = [
  /^\/$/,
  /^\/menu\/?$/,
  /^\/brand\/?$/,
  /^\/branch-selection/,
  /^\/address/,
  /^\/payment/,
  /^\/order\//,
];

export async function loadWelcome(request: Request, context: AppLoadContext) {
  const { boot, client, t } = await shopRequest(request, context);
  const back = wayBack(request);
  const leave = afterLogin(back, boot);
  // A registered customer has nothing to do here (guests may log in properly: SPEC §6 Unlock).
  await requireAnonymous(request, context, { redirectTo: leave });
  const user = (await shopCustomer(request, context)).auth?.user ?? null;
  const [guestTarget, providers] = await Promise.all([
    guestLoginTarget(client, boot),
    client
      .socialProviders({})
      .then((p) => p.providers.map((x) => x.provider))
      .catch(() => [] as ('google' | 'line')[]),
  ]);
  const from = new URL(leave, 'http://x').pathname;
  return json(
    {
      title: t('login.title'),
      /** the way back the steps carry (null: home) */
      back,
      /** where the page's own back arrow leads */
      leave,
      providers,
      guest: !!guestTarget && !user?.is_guest && !NO_GUEST.some((r) => r.test(from)),
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

/** "Continue as guest": the terms, then the platform's guest session (SPEC §5 "Guest login"). */
export async function guestAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  checkHoneypot(formData, context);
  const { session, boot, client } = await shopRequest(request, context);
  const back = wayBack(request);
  await requireAnonymous(request, context, { redirectTo: afterLogin(back, boot) });
  const submission = parseWithZod(formData, { schema: guestSchema });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const refused = (status: number) =>
    json({ result: submission.reply({ formErrors: ['login.guestFailed'] }) }, { status });
  const target = await guestLoginTarget(client, boot);
  if (!target) return refused(403);
  try {
    writeAuth(session, await client.guestLogin({ accept_tc: true, ...target }));
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return refused(error.status === 403 ? 403 : 400);
  }
  return goTo(request, context, afterLogin(back, boot), { session });
}
