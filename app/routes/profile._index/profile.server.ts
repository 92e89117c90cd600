// `/profile` (SPEC §2 "Profile", §4 "Profile edit", §5 profile rules, §7 "Profile", §8 profile messages):
// the general info card, read-only until `?edit=1`, and the buttons that start an email or phone
// verification (app/features/login/verification.server.ts).
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { accountRefusal, refusalMessage } from '~/features/account/account-errors.server';
import { requireUser, rotatedAuthHeaders, writeUser } from '~/utils/auth.server';
import type { User } from '~/contract/identity';
import { DEFAULTS } from '~/domain/constants';
import { requiredMessage } from '~/utils/form-messages';
import { countryOptions, isCountry, phoneNumber } from '~/features/login/phone-numbers.server';
import { PlatformError } from '~/platform-client/client.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { redirectWithToast } from '~/utils/toast.server';
import { startVerification } from '~/features/login/verification.server';
import { profileSchema } from './profile.schema';
import { readFormData } from '~/utils/form-data.server';

/** An E.164 number as people read it: "+63 917 123 4567". */
export function displayPhone(phone: string | null): string | null {
  if (!phone) return null;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * Which fields a user may change (SPEC §5: the primary identification is disabled; §6 phone ↔ email). A guest
 * logs in with neither (its `g` is no Google account), so both are theirs to give.
 */
export function editableFields(user: Pick<User, 'primary_identification' | 'is_guest'>) {
  const primary = user.primary_identification;
  return { email: primary === 'phone' || user.is_guest, phone: primary !== 'phone' };
}

type ProfileUpdate = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone?: string | null;
  region?: string | null;
};

/**
 * The profile form checked against SPEC §5 for this user: the form's own rules, then the number for its
 * region. Fields that are the user's primary identification are left out of the update; `changed` says
 * whether anything differs from the user as stored.
 */
export function profileUpdateSchema(user: User) {
  const editable = editableFields(user);
  return profileSchema({ phoneRequired: editable.phone && !!user.phone }).transform((input, ctx) => {
    const update: ProfileUpdate = { first_name: input.first_name, last_name: input.last_name };
    let changed = update.first_name !== (user.first_name ?? '') || update.last_name !== (user.last_name ?? '');
    if (editable.email) {
      update.email = input.email || null;
      if ((update.email ?? '') !== (user.email ?? '')) changed = true;
    }
    // No number given and none stored is fine (the schema asks for it once one was given).
    if (editable.phone && input.phone) {
      const region = (input.region ?? '').toUpperCase();
      if (!isCountry(region)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['region'], message: requiredMessage('profile.region') });
        return z.NEVER;
      }
      const number = phoneNumber(input.phone, region);
      if (!number) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: 'forms.phoneInvalid' });
        return z.NEVER;
      }
      update.phone = number.e164;
      update.region = number.country;
      if (update.phone !== user.phone || update.region !== user.region) changed = true;
    }
    return { update, changed };
  });
}

export async function loadProfile(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { lng, t, timings } = await shopRequest(request, context);
  const customer = await requireUser(request, context);
  let user = customer.auth.user;
  let loadFailed = false;
  try {
    user = (await customer.withAuth((c) => c.profile())).user;
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // SPEC §8: the stored copy stays on screen with the message.
    loadFailed = true;
  }
  const edit = url.searchParams.get('edit') === '1';
  const editable = editableFields(user);
  return json(
    {
      title: t('profile.title'),
      edit,
      user: {
        firstName: user.first_name ?? '',
        lastName: user.last_name ?? '',
        email: user.email ?? '',
        phone: displayPhone(user.phone),
        /** the national part, for the edit form beside its region */
        phoneNational: user.phone ? String(parsePhoneNumberFromString(user.phone)?.nationalNumber ?? user.phone) : '',
        region: (user.region ?? DEFAULTS.country).toUpperCase(),
        /** a contact phone once given stays (SPEC §8 "Phone is required") */
        hasPhone: !!user.phone,
        emailVerified: user.is_email_verified,
        phoneVerified: user.is_phone_verified,
        isGuest: user.is_guest,
        primary: user.primary_identification,
      },
      editable,
      countries: edit && editable.phone ? countryOptions(lng) : [],
      /** a guard sent the customer here to verify the phone first (auth.server VERIFY_PHONE) */
      verifyPhoneFirst: url.searchParams.get('verify') === 'phone' && !!user.phone && !user.is_phone_verified,
      loadFailed,
    },
    { headers: { ...(await rotatedAuthHeaders(request, context)), 'Server-Timing': timings.header() } },
  );
}

const verifySchema = z.object({ intent: z.enum(['verify-email', 'verify-phone']) });

export async function profileAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  const { session } = await shopRequest(request, context);
  const customer = await requireUser(request, context, { redirectTo: '/profile' });
  const user = customer.auth.user;
  const written = async () => ({ 'Set-Cookie': await commitSession(session, context) });

  const intent = formData.get('intent');
  if (intent === 'verify-email' || intent === 'verify-phone') {
    const kind = intent === 'verify-email' ? 'email' : 'phone';
    const submission = parseWithZod(formData, { schema: verifySchema });
    try {
      const to = await startVerification(kind, customer, session);
      return redirect(to ?? '/profile', { status: 303, headers: await written() });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return json(
        {
          intent: kind === 'email' ? ('verify-email' as const) : ('verify-phone' as const),
          result: submission.reply({ formErrors: [refusalMessage(accountRefusal(error), 'profile.generic')] }),
        },
        { status: error.status >= 500 ? 502 : 400, headers: await rotatedAuthHeaders(request, context) },
      );
    }
  }

  const submission = parseWithZod(formData, { schema: profileUpdateSchema(user) });
  if (submission.status !== 'success')
    return json({ intent: 'update' as const, result: submission.reply() }, { status: 400 });
  const { update, changed } = submission.value;
  // Without JavaScript the page cannot know nothing changed: the answer is just the profile again.
  if (!changed) return redirect('/profile', 303);
  try {
    const answer = await customer.withAuth((c) => c.updateProfile({ ...update, login_provider: user.login_provider }));
    writeUser(session, answer.user);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // SPEC §8: the server's validation text where it gave one, else the generic failure.
    const refusal = accountRefusal(error);
    const validation = error.status === 400 || error.status === 409 || error.status === 422;
    const text = validation ? refusalMessage(refusal, 'profile.updateFailed') : 'profile.updateFailed';
    const field = refusal.kind === 'emailInUse' ? 'email' : refusal.kind === 'phoneInUse' ? 'phone' : null;
    return json(
      {
        intent: 'update' as const,
        result: submission.reply(field ? { fieldErrors: { [field]: [text] } } : { formErrors: [text] }),
      },
      {
        status: error.status >= 500 ? 502 : error.status === 409 ? 409 : 400,
        headers: await rotatedAuthHeaders(request, context),
      },
    );
  }
  return redirectWithToast('/profile', { type: 'success', key: 'profile.updated' }, context, {
    headers: await written(),
  });
}
