// `/login/add-user-details`, the details step (SPEC §2: first and last name, email, phone, terms; §5
// "Google-login users without phone must give phone and region"). It needs a login: a visitor goes to
// login first and comes back here.
import { json, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { accountRefusal, refusalMessage } from '~/features/account/account-errors.server';
import { clearAuth, requireUser, rotatedAuthHeaders, writeUser } from '~/utils/auth.server';
import { stepPath } from '~/components/login/paths';
import { DEFAULTS } from '~/domain/constants';
import { checkHoneypot } from '~/utils/honeypot.server';
import { afterLogin, goTo, wayBack } from '~/features/login/login.server';
import { detailsSchema } from '~/features/login/login.schema';
import { countryOptions, phoneNumber } from '~/features/login/phone-numbers.server';
import { PlatformError } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { readFormData } from '~/utils/form-data.server';

export async function loadDetails(request: Request, context: AppLoadContext) {
  const { lng, t } = await shopRequest(request, context);
  const { auth } = await requireUser(request, context);
  return json(
    {
      title: t('login.detailsTitle'),
      back: wayBack(request),
      user: {
        firstName: auth.user.first_name ?? '',
        lastName: auth.user.last_name ?? '',
        email: auth.user.email ?? '',
        phone: auth.user.phone,
        region: auth.user.region ?? DEFAULTS.country,
      },
      // SPEC §5: Google users without a phone give one (with its region).
      needsPhone: !auth.user.phone,
      countries: auth.user.phone ? [] : countryOptions(lng),
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

/** The form's own checks, then the number for its country where one is asked for. */
const checkedDetailsSchema = (needsPhone: boolean) =>
  detailsSchema({ needsPhone }).transform((value, ctx) => {
    if (!needsPhone) return { ...value, phone: null };
    const number = phoneNumber(value.phone ?? '', value.region ?? DEFAULTS.country);
    if (!number) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: 'forms.phoneInvalid' });
      return z.NEVER;
    }
    return { ...value, phone: { e164: number.e164, region: (value.region ?? DEFAULTS.country).toUpperCase() } };
  });

export async function detailsAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  checkHoneypot(formData, context);
  const { session, boot } = await shopRequest(request, context);
  const customer = await requireUser(request, context);
  const user = customer.auth.user;
  const back = wayBack(request);
  const submission = parseWithZod(formData, { schema: checkedDetailsSchema(!user.phone) });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  try {
    const answer = await customer.withAuth((c) =>
      c.signup({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email || null,
        login_provider: user.login_provider,
        phone: input.phone?.e164 ?? user.phone,
        region: input.phone?.region ?? user.region,
        accept_tc: true,
      }),
    );
    writeUser(session, answer.user);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    if (error.status === 401) {
      clearAuth(session);
      return goTo(request, context, stepPath('/login', back), { session });
    }
    // SPEC §8: the server's text where it gave one, else Signup failed! Please try again!
    const text = refusalMessage(accountRefusal(error), 'login.signupFailed');
    return json({ result: submission.reply({ formErrors: [text] }) }, { status: 400 });
  }
  return goTo(request, context, afterLogin(back, boot), { session });
}
