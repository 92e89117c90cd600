// The login steps of SPEC §2 "Login sheet" as plain pages (each works without JavaScript): welcome
// (`/login`), phone (`/login/phone-verify`), code (`/login/otp-verify`), other channels
// (`/login/otp-other-channels`) and details (`/login/add-user-details`). The phone, channel and nonce of a
// login in progress wait in the session; the resend time is checked by the server.
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULTS, LIMITS } from './domain/constants';
import { alternateChannels, channelsFor, defaultChannel } from './domain/otp-channels';
import { authed, clearAuth, readAuth, requireAuth, writeAuth, writeUser } from './auth.server';
import { homePath, type Boot } from './boot.server';
import { PlatformError, type PlatformClient } from './platform-client/client.server';
import { commitSession } from './session.server';
import { setNotice } from './notice.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';
import { HTML_LANG, type Language } from './i18n/languages';

type Channel = 1 | 2 | 3 | 4;
type T = ReturnType<typeof fixedT>;

const pendingSchema = z.object({
  phone: z.string(),
  region: z.string(),
  channel: z.number().int().min(1).max(4),
  nonce: z.string(),
  /** epoch ms from which a resend is accepted */
  resendAt: z.number(),
  registered: z.boolean(),
});
type Pending = z.infer<typeof pendingSchema>;

const PENDING = 'loginPending';
const BACK = 'loginRedirect';

function readPending(session: Session): Pending | null {
  const parsed = pendingSchema.safeParse(session.get(PENDING));
  return parsed.success ? parsed.data : null;
}

/** Where the customer goes after login: the remembered redirectUrl (checked), or the store's home. */
function afterLogin(session: Session, boot: Boot | null): string {
  const back = session.get(BACK) as string | undefined;
  return safeRedirect(back ?? homePath(boot), homePath(boot));
}

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

/** The countries of the picker, named in the customer's language, with their dial codes. */
export function countryOptions(lng: Language) {
  const names = new Intl.DisplayNames([HTML_LANG[lng]], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, dial: `+${getCountryCallingCode(code)}`, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, HTML_LANG[lng]));
}

async function start(request: Request, context: AppLoadContext) {
  const base = await shopRequest(request, context);
  const auth = await authed(base.session, context, base.lng, base.boot, base.client);
  return { ...base, authed: auth, t: fixedT(base.lng) };
}

const commit = async (session: Session, context: AppLoadContext) => ({
  'Set-Cookie': await commitSession(session, context),
});

/** Where a step leads next, when the step runs in the login sheet (JavaScript): `done` closes the sheet. */
export type SheetStep = { next: string; done: boolean };

/**
 * The way to the next step. As a page: a redirect. In the login sheet (JavaScript, `?_sheet` on the step's
 * URL) the page under the sheet stays: the answer names the next step, or the page to go to when done.
 */
async function goTo(request: Request, to: string, session: Session, context: AppLoadContext) {
  const headers = new Headers(await commit(session, context));
  const done = !/^\/login(\/|\?|$)/.test(to);
  // In: the next page says so once (SPEC §4 "a success modal may show").
  if (done && readAuth(session) && request.method === 'POST')
    headers.append('Set-Cookie', await setNotice('loggedIn', context));
  if (new URL(request.url).searchParams.has('_sheet')) return json({ next: to, done } satisfies SheetStep, { headers });
  return redirect(to, { status: 303, headers });
}

// ---- welcome ----------------------------------------------------------------------------------------

export async function loadWelcome(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { session, boot, client, authed: a, t } = await start(request, context);
  const redirectUrl = url.searchParams.get('redirectUrl');
  if (redirectUrl) session.set(BACK, safeRedirect(redirectUrl, homePath(boot)));
  const back = afterLogin(session, boot);
  const user = a.auth?.user ?? null;
  // A registered, verified user has nothing to do here.
  if (user && !user.is_guest && user.registered) return goTo(request, back, session, context);
  const guestAllowed = !!(await guestLoginTarget(client, boot));
  const from = new URL(back, 'http://x').pathname;
  const providers = await client
    .socialProviders({})
    .then((p) => p.providers.map((x) => x.provider))
    .catch(() => [] as ('google' | 'line')[]);
  return json(
    {
      title: t('login.title'),
      back,
      providers,
      guest: guestAllowed && !user?.is_guest && !NO_GUEST.some((r) => r.test(from)),
      message: (session.get('loginMessage') as string | undefined) ?? null,
    },
    { headers: await commit(session, context) },
  );
}

/**
 * SPEC §6: guest login is per branch (guest_login_enabled) or, in a food hall, qr_order_guest_login_enabled.
 * A brand link's branch is the store's first one until the customer picks another. Null: not allowed.
 */
async function guestLoginTarget(client: PlatformClient, boot: Boot | null) {
  if (!boot) return null;
  try {
    const lookup = await client.identify({ hash: boot.hash });
    if (boot.foodHallId)
      return lookup.foodhall_settings?.qr_order_guest_login_enabled !== false
        ? { branch_id: null, foodhall_id: boot.foodHallId }
        : null;
    const branch = lookup.branches.find((b) => b.id === boot.branchId) ?? lookup.branches[0];
    return branch?.capabilities.guest_login_enabled ? { branch_id: branch.id, foodhall_id: null } : null;
  } catch {
    return null;
  }
}

const guestSchema = z.object({ accept_tc: z.literal('on') });

export async function guestAction(request: Request, context: AppLoadContext) {
  const { session, boot, client, t } = await start(request, context);
  const parsed = guestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ error: t('login.termsRequired') }, { status: 400 });
  const target = await guestLoginTarget(client, boot);
  if (!target) return json({ error: t('login.guestFailed') }, { status: 403 });
  try {
    const answer = await client.guestLogin({ accept_tc: true, ...target });
    writeAuth(session, answer);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return json({ error: t('login.guestFailed') }, { status: error.status === 403 ? 403 : 400 });
  }
  return goTo(request, afterLogin(session, boot), session, context);
}

// ---- phone ------------------------------------------------------------------------------------------

export async function loadPhone(request: Request, context: AppLoadContext) {
  const { lng, session, t } = await start(request, context);
  const url = new URL(request.url);
  const pending = readPending(session);
  const region = (url.searchParams.get('region') ?? pending?.region ?? DEFAULTS.country).toUpperCase();
  const known = getCountries().includes(region as CountryCode) ? region : DEFAULTS.country;
  return json(
    {
      title: t('login.title'),
      countries: countryOptions(lng),
      region: known,
      // Telegram is for the other-channels page (SPEC §2).
      channels: (channelsFor(known) as Channel[]).filter((c) => c !== 4),
      channel: defaultChannel(known) as Channel,
      message: (session.get('loginMessage') as string | undefined) ?? null,
    },
    { headers: await commit(session, context) },
  );
}

const phoneSchema = z.object({
  region: z.string().length(2),
  phone: z.string().trim().min(1).max(20),
  channel: z.coerce.number().int().min(1).max(4),
});

export type PhoneErrors = Partial<Record<'phone' | 'channel' | 'form', string>>;

export async function phoneAction(request: Request, context: AppLoadContext) {
  const { session, boot, client, t } = await start(request, context);
  const parsed = phoneSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ errors: { phone: t('login.phoneInvalid') } as PhoneErrors }, { status: 400 });
  const region = parsed.data.region.toUpperCase();
  const number = parsePhoneNumberFromString(parsed.data.phone, region as CountryCode);
  if (!number?.isValid()) return json({ errors: { phone: t('login.phoneInvalid') } as PhoneErrors }, { status: 400 });
  const channel = parsed.data.channel as Channel;
  if (!(channelsFor(region) as number[]).includes(channel))
    return json({ errors: { channel: t('login.channelUnavailable') } as PhoneErrors }, { status: 400 });
  try {
    const sent = await client.signupPhone({
      phone: number.number,
      region,
      login_provider: 1,
      business_id: boot?.businessId ?? null,
      branch_id: boot?.branchId ?? null,
      otp_msg_method: channel,
      country_code: `+${number.countryCallingCode}`,
    });
    session.set(PENDING, {
      phone: number.number,
      region,
      channel,
      nonce: sent.otp_nonce,
      resendAt: Date.now() + sent.resend_after * 1000,
      registered: sent.registered,
    } satisfies Pending);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return json({ errors: { form: otpRequestError(error, t) } as PhoneErrors }, { status: error.status });
  }
  return goTo(request, '/login/otp-verify', session, context);
}

/** SPEC §8 "OTP request": 429 gives the limit text; otherwise the phone error or the message. */
function otpRequestError(error: PlatformError, t: T): string {
  if (error.status === 429 && error.code === 'otp_too_soon') return t('login.resendWait');
  if (error.status === 429) return t('login.otpLimit');
  if (error.details.phone) return t('login.phoneInvalid');
  if (error.details.otp_msg_method) return t('login.channelUnavailable');
  return t('login.generic');
}

// ---- code -------------------------------------------------------------------------------------------

export async function loadOtp(request: Request, context: AppLoadContext) {
  const { session, t } = await start(request, context);
  const pending = readPending(session);
  if (!pending) return goTo(request, '/login/phone-verify', session, context);
  return json(
    {
      title: t('login.otpTitle'),
      phone: pending.phone,
      channel: pending.channel as Channel,
      resendAt: pending.resendAt,
      now: Date.now(),
      alternates: (alternateChannels(pending.region, pending.channel) as Channel[]).length > 0,
      message: (session.get('loginMessage') as string | undefined) ?? null,
    },
    { headers: await commit(session, context) },
  );
}

const otpSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('verify'), otp: z.string().trim() }),
  z.object({ intent: z.literal('resend'), channel: z.coerce.number().int().min(1).max(4).optional() }),
]);

export async function otpAction(request: Request, context: AppLoadContext) {
  const { session, boot, client, t } = await start(request, context);
  const pending = readPending(session);
  if (!pending) return goTo(request, '/login/phone-verify', session, context);
  const parsed = otpSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ error: t('login.otpInvalid') }, { status: 400 });
  const input = parsed.data;
  if (input.intent === 'resend')
    return resend({ request, session, context, client, t }, pending, input.channel as Channel | undefined);
  // SPEC §5: digits only, six of them.
  if (!/^\d{6}$/.test(input.otp)) return json({ error: t('login.otpSixDigits') }, { status: 400 });
  try {
    const answer = await client.otpVerify({ otp: input.otp, nonce: pending.nonce });
    writeAuth(session, answer);
    session.unset(PENDING);
    const to = answer.registered && answer.user.registered ? afterLogin(session, boot) : '/login/add-user-details';
    return goTo(request, to, session, context);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    // SPEC §8: nonce errors go back to the phone step; others clear the code and say so.
    if (error.code === 'invalid_nonce' || error.details.nonce) {
      session.unset(PENDING);
      session.flash('loginMessage', t('login.otpExpired'));
      return goTo(request, '/login/phone-verify', session, context);
    }
    return json({ error: t('login.otpInvalid') }, { status: 400 });
  }
}

async function resend(
  {
    request,
    session,
    context,
    client,
    t,
  }: { request: Request; session: Session; context: AppLoadContext; client: PlatformClient; t: T },
  pending: Pending,
  channel?: Channel,
) {
  if (Date.now() < pending.resendAt) return json({ error: t('login.resendWait') }, { status: 429 });
  const via = channel ?? (pending.channel as Channel);
  if (!(channelsFor(pending.region) as number[]).includes(via))
    return json({ error: t('login.channelUnavailable') }, { status: 400 });
  try {
    const sent = await client.otpResend({
      login_provider: 1,
      nonce: pending.nonce,
      phone: pending.phone,
      otp_msg_method: via,
    });
    session.set(PENDING, {
      ...pending,
      channel: via,
      nonce: sent.otp_nonce,
      resendAt: Date.now() + sent.resend_after * 1000,
    } satisfies Pending);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    return json({ error: otpRequestError(error, t) }, { status: error.status });
  }
  session.flash('loginMessage', t('login.resent'));
  return goTo(request, '/login/otp-verify', session, context);
}

// ---- other channels ---------------------------------------------------------------------------------

export async function loadOtherChannels(request: Request, context: AppLoadContext) {
  const { session, t } = await start(request, context);
  const pending = readPending(session);
  if (!pending) return goTo(request, '/login/phone-verify', session, context);
  // SPEC §2: SMS, WhatsApp, Viber and Telegram — those the number's country offers, the current one last.
  const offered = channelsFor(pending.region) as Channel[];
  const first = alternateChannels(pending.region, pending.channel) as Channel[];
  return json({
    title: t('login.otpTitle'),
    channels: [...first, ...offered.filter((c) => !first.includes(c))],
    current: pending.channel as Channel,
    resendAt: pending.resendAt,
    now: Date.now(),
  });
}

// ---- details ----------------------------------------------------------------------------------------

export async function loadDetails(request: Request, context: AppLoadContext) {
  const { session, lng, authed: a, t } = await start(request, context);
  const auth = requireAuth(a.auth, request);
  return json(
    {
      title: t('login.detailsTitle'),
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
    { headers: await commit(session, context) },
  );
}

const name = z.string().trim();
const detailsSchema = z.object({
  first_name: name,
  last_name: name,
  email: z.string().trim().max(254).default(''),
  phone: z.string().trim().max(20).optional(),
  region: z.string().length(2).optional(),
  accept_tc: z.literal('on').optional(),
});
export type DetailErrors = Partial<
  Record<'first_name' | 'last_name' | 'email' | 'phone' | 'accept_tc' | 'form', string>
>;

export async function detailsAction(request: Request, context: AppLoadContext) {
  const { session, boot, authed: a, t } = await start(request, context);
  const auth = requireAuth(a.auth, request);
  const parsed = detailsSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ errors: { form: t('login.signupFailed') } as DetailErrors }, { status: 400 });
  const input = parsed.data;
  const errors: DetailErrors = {};
  const nameError = (value: string, label: string) =>
    !value
      ? t('forms.required', { label })
      : value.length > LIMITS.nameMax
        ? t('forms.nameLength', { label })
        : undefined;
  errors.first_name = nameError(input.first_name, t('login.firstName'));
  errors.last_name = nameError(input.last_name, t('login.lastName'));
  if (input.email && !z.string().email().safeParse(input.email).success) errors.email = t('forms.invalidEmail');
  let phone: string | null = auth.user.phone;
  let region: string | null = auth.user.region;
  if (!auth.user.phone) {
    const number = parsePhoneNumberFromString(input.phone ?? '', (input.region ?? DEFAULTS.country) as CountryCode);
    if (!number?.isValid()) errors.phone = t('login.phoneInvalid');
    else {
      phone = number.number;
      region = input.region ?? DEFAULTS.country;
    }
  }
  if (!input.accept_tc) errors.accept_tc = t('login.termsRequired');
  for (const k of Object.keys(errors) as (keyof DetailErrors)[]) if (!errors[k]) delete errors[k];
  if (Object.keys(errors).length) return json({ errors }, { status: 400 });
  try {
    const answer = await a.withAuth((c) =>
      c.signup({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email || null,
        login_provider: auth.user.login_provider,
        phone,
        region,
        accept_tc: true,
      }),
    );
    writeUser(session, answer.user);
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    if (error.status === 401) {
      clearAuth(session);
      return goTo(request, '/login', session, context);
    }
    return json({ errors: { form: error.message || t('login.signupFailed') } as DetailErrors }, { status: 400 });
  }
  return goTo(request, afterLogin(session, boot), session, context);
}

export { readAuth };
