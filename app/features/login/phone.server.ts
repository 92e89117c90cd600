// `/login/phone-verify`, the phone step (SPEC §2 "Login sheet": country picker, channel choice): the code
// is asked for here and the login in progress waits in the session for the code step.
import { json, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { accountRefusal, refusalMessage } from '~/features/account/account-errors.server';
import { requireAnonymous, rotatedAuthHeaders } from '~/utils/auth.server';
import { stepPath } from '~/components/login/paths';
import { DEFAULTS } from '~/domain/constants';
import { channelsFor, defaultChannel } from '~/domain/otp-channels';
import { checkHoneypot } from '~/utils/honeypot.server';
import { afterLogin, goTo, readPending, savePending, wayBack, type Channel } from '~/features/login/login.server';
import { phoneSchema } from '~/features/login/login.schema';
import { countryOptions, isCountry, phoneNumber } from '~/features/login/phone-numbers.server';
import { PlatformError } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { readFormData } from '~/utils/form-data.server';

export async function loadPhone(request: Request, context: AppLoadContext) {
  const { lng, session, boot, t } = await shopRequest(request, context);
  const back = wayBack(request);
  await requireAnonymous(request, context, { redirectTo: afterLogin(back, boot) });
  const url = new URL(request.url);
  const asked = (url.searchParams.get('region') ?? readPending(session)?.region ?? DEFAULTS.country).toUpperCase();
  const region = isCountry(asked) ? asked : DEFAULTS.country;
  return json(
    {
      title: t('login.title'),
      back,
      countries: countryOptions(lng),
      region,
      // Telegram is for the other-channels page (SPEC §2).
      channels: (channelsFor(region) as Channel[]).filter((c) => c !== 4),
      channel: defaultChannel(region) as Channel,
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

/** The form's own checks, then the number for its country and a channel the country offers (SPEC §4). */
const checkedPhoneSchema = phoneSchema.transform((value, ctx) => {
  const region = value.region.toUpperCase();
  const number = phoneNumber(value.phone, region);
  if (!number) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: 'forms.phoneInvalid' });
    return z.NEVER;
  }
  if (!(channelsFor(region) as number[]).includes(value.channel)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['channel'], message: 'login.channelUnavailable' });
    return z.NEVER;
  }
  return { region, number, channel: value.channel as Channel };
});

export async function phoneAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  checkHoneypot(formData, context);
  const { session, boot, client } = await shopRequest(request, context);
  const back = wayBack(request);
  await requireAnonymous(request, context, { redirectTo: afterLogin(back, boot) });
  const submission = parseWithZod(formData, { schema: checkedPhoneSchema });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const { region, number, channel } = submission.value;
  try {
    const sent = await client.signupPhone({
      phone: number.e164,
      region,
      login_provider: 1,
      business_id: boot?.businessId ?? null,
      branch_id: boot?.branchId ?? null,
      otp_msg_method: channel,
      country_code: number.dial,
    });
    savePending(session, {
      phone: number.e164,
      region,
      channel,
      nonce: sent.otp_nonce,
      resendAt: Date.now() + sent.resend_after * 1000,
      registered: sent.registered,
    });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    // SPEC §8 "OTP request": the number's or the channel's error where it is theirs, else the form's.
    const refusal = accountRefusal(error);
    const text = refusalMessage(refusal, 'login.generic');
    const field = refusal.kind === 'phoneInvalid' ? 'phone' : refusal.kind === 'channelUnavailable' ? 'channel' : null;
    return json(
      { result: submission.reply(field ? { fieldErrors: { [field]: [text] } } : { formErrors: [text] }) },
      { status: error.status },
    );
  }
  return goTo(request, context, stepPath('/login/otp-verify', back), { session });
}
