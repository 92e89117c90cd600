// `/login/otp-other-channels` (SPEC §2): the code again by SMS, WhatsApp, Viber or Telegram — those the
// number's country offers, the current one last. Its forms post to the code step.
import { json, type AppLoadContext } from '@remix-run/node';
import { requireAnonymous, rotatedAuthHeaders } from '~/utils/auth.server';
import { stepPath } from '~/components/login/paths';
import { alternateChannels, channelsFor } from '~/domain/otp-channels';
import { afterLogin, goTo, readPending, wayBack, type Channel } from '~/features/login/login.server';
import { shopRequest } from '~/utils/shop.server';

export async function loadOtherChannels(request: Request, context: AppLoadContext) {
  const { session, boot, t } = await shopRequest(request, context);
  const back = wayBack(request);
  await requireAnonymous(request, context, { redirectTo: afterLogin(back, boot) });
  const pending = readPending(session);
  if (!pending) return goTo(request, context, stepPath('/login/phone-verify', back));
  const offered = channelsFor(pending.region) as Channel[];
  const first = alternateChannels(pending.region, pending.channel) as Channel[];
  return json(
    {
      title: t('login.otpTitle'),
      back,
      channels: [...first, ...offered.filter((c) => !first.includes(c))],
      current: pending.channel as Channel,
      resendAt: pending.resendAt,
      now: Date.now(),
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}
