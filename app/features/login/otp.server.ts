// `/login/otp-verify`, the code step (SPEC §5 "OTP", §8 "OTP verify failure"): the six digits, or a new
// code by the same channel or another one (the other-channels step posts here). The server checks the
// resend time.
import { json, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { accountRefusal, refusalMessage } from '~/features/account/account-errors.server';
import { loginClient, requireAnonymous, rotatedAuthHeaders, writeAuth } from '~/utils/auth.server';
import { stepPath } from '~/components/login/paths';
import { alternateChannels, channelsFor } from '~/domain/otp-channels';
import {
  afterLogin,
  clearPending,
  goTo,
  readPending,
  savePending,
  wayBack,
  type Channel,
  type Pending,
} from '~/features/login/login.server';
import { otpSchema, resendSchema } from '~/features/login/login.schema';
import { PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { readFormData } from '~/utils/form-data.server';

export async function loadOtp(request: Request, context: AppLoadContext) {
  const { session, boot, t } = await shopRequest(request, context);
  const back = wayBack(request);
  await requireAnonymous(request, context, { redirectTo: afterLogin(back, boot) });
  const pending = readPending(session);
  // No code asked for yet (or used up): the phone step first.
  if (!pending) return goTo(request, context, stepPath('/login/phone-verify', back));
  return json(
    {
      title: t('login.otpTitle'),
      back,
      phone: pending.phone,
      channel: pending.channel as Channel,
      resendAt: pending.resendAt,
      now: Date.now(),
      alternates: (alternateChannels(pending.region, pending.channel) as Channel[]).length > 0,
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

export async function otpAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  const { session, boot, client } = await shopRequest(request, context);
  const back = wayBack(request);
  await requireAnonymous(request, context, { redirectTo: afterLogin(back, boot) });
  const pending = readPending(session);
  if (!pending) return goTo(request, context, stepPath('/login/phone-verify', back));
  if (formData.get('intent') === 'resend')
    return resend({ request, context, session, client, back }, formData, pending);

  const submission = parseWithZod(formData, { schema: otpSchema });
  // The code field empties after a refusal (SPEC §8 "The OTP input clears").
  const refuse = (text?: string) =>
    json(
      {
        intent: 'verify' as const,
        result: submission.reply({ ...(text ? { fieldErrors: { otp: [text] } } : {}), hideFields: ['otp'] }),
      },
      { status: 400 },
    );
  if (submission.status !== 'success') return refuse();
  try {
    // from a guest's session, the guest's orders go with the login (SPEC §6 Unlock)
    const login = await loginClient(request, context);
    const answer = await login.otpVerify({ otp: submission.value.otp, nonce: pending.nonce });
    writeAuth(session, answer);
    clearPending(session);
    const registered = answer.registered && answer.user.registered;
    return goTo(request, context, registered ? afterLogin(back, boot) : stepPath('/login/add-user-details', back), {
      session,
    });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    // SPEC §8: nonce errors go back to the phone step (a new code must be asked for); others say why.
    if (accountRefusal(error).kind === 'expiredCode') {
      clearPending(session);
      return goTo(request, context, stepPath('/login/phone-verify', back), {
        session,
        toast: { type: 'error', key: 'login.otpExpired' },
      });
    }
    return refuse('login.otpInvalid');
  }
}

async function resend(
  {
    request,
    context,
    session,
    client,
    back,
  }: {
    request: Request;
    context: AppLoadContext;
    session: Session;
    client: PlatformClient;
    back: string | null;
  },
  formData: FormData,
  pending: Pending,
) {
  const submission = parseWithZod(formData, { schema: resendSchema });
  const refuse = (text: string, status: number) =>
    json({ intent: 'resend' as const, result: submission.reply({ formErrors: [text] }) }, { status });
  if (submission.status !== 'success') return refuse('login.generic', 400);
  if (Date.now() < pending.resendAt) return refuse('login.resendWait', 429);
  const via = (submission.value.channel ?? pending.channel) as Channel;
  if (!(channelsFor(pending.region) as number[]).includes(via)) return refuse('login.channelUnavailable', 400);
  try {
    const sent = await client.otpResend({
      login_provider: 1,
      nonce: pending.nonce,
      phone: pending.phone,
      otp_msg_method: via,
    });
    savePending(session, {
      ...pending,
      channel: via,
      nonce: sent.otp_nonce,
      resendAt: Date.now() + sent.resend_after * 1000,
    });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return refuse(refusalMessage(accountRefusal(error), 'login.generic'), error.status);
  }
  return goTo(request, context, stepPath('/login/otp-verify', back), {
    session,
    toast: { type: 'info', key: 'login.resent' },
  });
}
