// `/profile`, `/profile/email-verify`, `/profile/phone-verify`, `/logout` and `/dev/outbox` (SPEC §2
// "Profile", §4 "Profile edit", §5 profile rules, §7 "Profile", §8 profile messages). Every step works
// without JavaScript: the edit mode is `?edit=1`, a verification in progress waits in the session under
// its nonce, and the resend time is checked by the server.
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULTS, LIMITS, OtpChannel } from './domain/constants';
import { authed, clearAuth, loginPath, readAuth, writeUser, type Authed } from './auth.server';
import { homePath } from './boot.server';
import { PlatformError, platformClient } from './platform-client/client.server';
import type { User } from './platform-client/wire.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';
import { HTML_LANG, type Language } from './i18n/languages';
import { setNotice } from './notice.server';
import { notFound } from './utils/request.server';

type T = ReturnType<typeof fixedT>;
export type Tone = 'ok' | 'error';
export type Message = { tone: Tone; text: string };
export type VerifyKind = 'email' | 'phone';

const FLASH = 'profileMessage';
const PENDING: Record<VerifyKind, string> = { email: 'profileVerifyEmail', phone: 'profileVerifyPhone' };

const pendingSchema = z.object({
  nonce: z.string(),
  /** the address or E.164 number the code went to */
  to: z.string(),
  region: z.string().nullable(),
  /** epoch ms from which a resend is accepted */
  resendAt: z.number(),
});
type Pending = z.infer<typeof pendingSchema>;

const commit = async (session: Session, context: AppLoadContext) => ({
  'Set-Cookie': await commitSession(session, context),
});

/** The request's language, session and client, with the customer's auth; a visitor goes to login (SPEC §2). */
async function start(request: Request, context: AppLoadContext) {
  const base = await shopRequest(request, context);
  const a = await authed(base.session, context, base.lng, base.boot, base.client);
  const t = fixedT(base.lng);
  if (!a.auth) {
    const url = new URL(request.url);
    // requireAuth's redirect, with the session written (a failed token refresh has just reset it).
    throw redirect(loginPath(url.pathname + url.search), { headers: await commit(base.session, context) });
  }
  return { ...base, a, auth: a.auth, t };
}

/** A call whose token cannot be renewed any more: logged out, on to login and back here. */
async function toLogin(session: Session, context: AppLoadContext, back: string) {
  clearAuth(session);
  return redirect(loginPath(back), { status: 303, headers: await commit(session, context) });
}

const isAuthLost = (error: unknown, a: Authed) => error instanceof PlatformError && error.status === 401 && !a.auth;

function takeFlash(session: Session): Message | null {
  const value = session.get(FLASH) as Message | undefined;
  return value && (value.tone === 'ok' || value.tone === 'error') && typeof value.text === 'string' ? value : null;
}

function flash(session: Session, tone: Tone, text: string) {
  session.flash(FLASH, { tone, text } satisfies Message);
}

/** The server's own text where it gave one (it answers in the customer's language), else ours. */
const serverText = (error: PlatformError, fallback: string) =>
  error.code !== 'http_error' && error.code !== 'bad_response' && error.status < 500 && error.message
    ? error.message
    : fallback;

/** The platform's errors that have our own text, in the customer's language (its own text is English). */
const KNOWN_ERRORS: Record<string, string> = {
  invalid_otp: 'profile.otpInvalid',
  email_in_use: 'profile.emailInUse',
  phone_in_use: 'profile.phoneInUse',
  otp_limit: 'profile.otpLimit',
  otp_too_soon: 'profile.resendWait',
};

/** SPEC §8: the server's text for what went wrong, else `fallback`. */
function platformMessage(error: PlatformError, t: T, fallback: string): string {
  const key = KNOWN_ERRORS[error.code];
  return key ? t(key) : serverText(error, fallback);
}

// ---- pure helpers (exported for tests) --------------------------------------------------------------

/** "jane@example.com" → "j***@example.com" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** "+639171234567" → "+63 ******4567" */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const digits = parsed ? String(parsed.nationalNumber) : phone.replace(/\D/g, '');
  const shown = digits.slice(-4);
  const code = parsed ? `+${parsed.countryCallingCode} ` : '';
  return `${code}${'*'.repeat(Math.max(2, digits.length - shown.length))}${shown}`;
}

/** An E.164 number as people read it: "+63 917 123 4567". */
export function displayPhone(phone: string | null): string | null {
  if (!phone) return null;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/** The countries of the region picker, named in the customer's language, with their dial codes. */
export function regionOptions(lng: Language) {
  const names = new Intl.DisplayNames([HTML_LANG[lng]], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, dial: `+${getCountryCallingCode(code)}`, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, HTML_LANG[lng]));
}

/** Which fields a user may change (SPEC §5: the primary identification is disabled; §6 phone ↔ email). */
export function editableFields(primary: User['primary_identification']) {
  return { email: primary === 'phone', phone: primary !== 'phone' };
}

export type ProfileField = 'first_name' | 'last_name' | 'email' | 'phone' | 'region';
export type ProfileErrors = Partial<Record<ProfileField, string>>;
export type ProfileValues = Record<ProfileField, string>;

type ProfileUpdate = {
  first_name: string;
  last_name: string;
  email?: string | null;
  phone?: string | null;
  region?: string | null;
};

/**
 * The profile form checked against SPEC §5: names trimmed and 1–50 characters, email optional and valid,
 * phone valid for its region. Fields that are the user's primary identification are left out of the
 * update; `changed` says whether anything differs from the user as stored.
 */
export function checkProfile(
  input: Partial<ProfileValues>,
  user: User,
  t: T,
): { errors: ProfileErrors; update: ProfileUpdate; changed: boolean } {
  const errors: ProfileErrors = {};
  const name = (field: 'first_name' | 'last_name', label: string) => {
    const value = (input[field] ?? '').trim();
    if (!value) errors[field] = t('profile.required', { label });
    else if (value.length < LIMITS.nameMin || value.length > LIMITS.nameMax)
      errors[field] = t('profile.nameLength', { label });
    return value;
  };
  const update: ProfileUpdate = {
    first_name: name('first_name', t('profile.firstName')),
    last_name: name('last_name', t('profile.lastName')),
  };
  let changed = update.first_name !== (user.first_name ?? '') || update.last_name !== (user.last_name ?? '');
  const editable = editableFields(user.primary_identification);
  if (editable.email) {
    const email = (input.email ?? '').trim();
    if (email && (email.length > 254 || !z.string().email().safeParse(email).success))
      errors.email = t('profile.invalidEmail');
    update.email = email || null;
    if ((update.email ?? '') !== (user.email ?? '')) changed = true;
  }
  if (editable.phone) {
    const raw = (input.phone ?? '').trim();
    const region = (input.region ?? '').toUpperCase();
    if (!raw) {
      // A contact phone once given stays (SPEC §8 "Phone is required"); none given yet is fine.
      if (user.phone) errors.phone = t('profile.required', { label: t('profile.phone') });
    } else if (!getCountries().includes(region as CountryCode)) {
      errors.region = t('profile.required', { label: t('profile.region') });
    } else {
      const number = parsePhoneNumberFromString(raw, region as CountryCode);
      if (!number?.isValid() || raw.length > 20) errors.phone = t('profile.phoneInvalid');
      else {
        update.phone = number.number;
        update.region = number.country ?? region;
        if (update.phone !== user.phone || update.region !== user.region) changed = true;
      }
    }
  }
  return { errors, update, changed };
}

// ---- /profile ---------------------------------------------------------------------------------------

export async function loadProfile(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { session, lng, a, auth, t, timings } = await start(request, context);
  let user = auth.user;
  let loadError: string | null = null;
  try {
    user = (await a.withAuth((c) => c.profile())).user;
    writeUser(session, user);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (isAuthLost(error, a)) throw await toLogin(session, context, url.pathname + url.search);
    // SPEC §8: the stored copy stays on screen with the message.
    loadError = t('profile.loadFailed');
  }
  const edit = url.searchParams.get('edit') === '1';
  const editable = editableFields(user.primary_identification);
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
        emailVerified: user.is_email_verified,
        phoneVerified: user.is_phone_verified,
        isGuest: user.is_guest,
        primary: user.primary_identification,
      },
      editable,
      countries: edit && editable.phone ? regionOptions(lng) : [],
      message:
        takeFlash(session) ??
        (url.searchParams.get('verify') === 'phone' && user.phone && !user.is_phone_verified
          ? ({ tone: 'error', text: t('profile.verifyPhoneFirst') } satisfies Message)
          : null),
      loadError,
    },
    { headers: { ...(await commit(session, context)), 'Server-Timing': timings.header() } },
  );
}

const profileSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('update'),
    first_name: z.string().max(200).optional(),
    last_name: z.string().max(200).optional(),
    email: z.string().max(500).optional(),
    phone: z.string().max(100).optional(),
    region: z.string().max(10).optional(),
  }),
  z.object({ intent: z.literal('verify-email') }),
  z.object({ intent: z.literal('verify-phone') }),
]);

export async function profileAction(request: Request, context: AppLoadContext) {
  const { session, a, auth, t } = await start(request, context);
  const parsed = profileSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return json({ errors: {} as ProfileErrors, values: null, error: t('profile.updateFailed') }, { status: 400 });
  const input = parsed.data;
  if (input.intent !== 'update') return startVerify(input.intent === 'verify-email' ? 'email' : 'phone');

  const { errors, update, changed } = checkProfile(input, auth.user, t);
  const values: ProfileValues = {
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    region: input.region ?? '',
  };
  if (Object.keys(errors).length) return json({ errors, values, error: null }, { status: 400 });
  // Without JavaScript the page cannot know nothing changed: the answer is just the profile again.
  if (!changed) return redirect('/profile', 303);
  try {
    const answer = await a.withAuth((c) => c.updateProfile({ ...update, login_provider: auth.user.login_provider }));
    writeUser(session, answer.user);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (isAuthLost(error, a)) return toLogin(session, context, '/profile');
    // SPEC §8: the server's validation text where it gave one, else the generic failure.
    const fieldErrors: ProfileErrors = {};
    if (error.code === 'email_in_use') fieldErrors.email = platformMessage(error, t, '');
    if (error.code === 'phone_in_use') fieldErrors.phone = platformMessage(error, t, '');
    const validation = error.status === 400 || error.status === 409 || error.status === 422;
    return json(
      {
        errors: fieldErrors,
        values,
        error: Object.keys(fieldErrors).length
          ? null
          : validation
            ? platformMessage(error, t, t('profile.updateFailed'))
            : t('profile.updateFailed'),
      },
      { status: error.status >= 500 ? 502 : error.status === 409 ? 409 : 400, headers: await commit(session, context) },
    );
  }
  flash(session, 'ok', t('profile.updated'));
  return redirect('/profile', { status: 303, headers: await commit(session, context) });

  /** Sends a code to the unverified email or phone and goes on to its code page. */
  async function startVerify(kind: VerifyKind) {
    const user = auth.user;
    const to = kind === 'email' ? user.email : user.phone;
    const done = kind === 'email' ? user.is_email_verified : user.is_phone_verified;
    if (!to || done) return redirect('/profile', 303);
    try {
      const sent = await a.withAuth((c) =>
        kind === 'email'
          ? c.emailVerifySend({ email: to })
          : c.phoneVerifySend({
              phone: to,
              region: (user.region ?? parsePhoneNumberFromString(to)?.country ?? DEFAULTS.country).toUpperCase(),
              otp_msg_method: OtpChannel.SMS,
            }),
      );
      session.set(PENDING[kind], {
        nonce: sent.otp_nonce,
        to,
        region: user.region,
        resendAt: Date.now() + sent.resend_after * 1000,
      } satisfies Pending);
      return redirect(`/profile/${kind}-verify?nonce=${encodeURIComponent(sent.otp_nonce)}`, {
        status: 303,
        headers: await commit(session, context),
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (isAuthLost(error, a)) return toLogin(session, context, '/profile');
      flash(session, 'error', platformMessage(error, t, t('profile.generic')));
      return redirect('/profile', { status: 303, headers: await commit(session, context) });
    }
  }
}

// ---- /profile/email-verify and /profile/phone-verify ------------------------------------------------

function readPending(session: Session, kind: VerifyKind): Pending | null {
  const parsed = pendingSchema.safeParse(session.get(PENDING[kind]));
  return parsed.success ? parsed.data : null;
}

/** The clock time of a resend for pages without JavaScript; the server's zone is named (UTC here). */
function clockTime(at: number, lng: Language) {
  return new Intl.DateTimeFormat(HTML_LANG[lng], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at));
}

export async function loadVerify(kind: VerifyKind, request: Request, context: AppLoadContext) {
  const { session, lng, t } = await start(request, context);
  const nonce = new URL(request.url).searchParams.get('nonce');
  const pending = readPending(session, kind);
  // Another nonce (an old link, another tab) starts again from the profile.
  if (!pending || !nonce || pending.nonce !== nonce) throw redirect('/profile');
  return json(
    {
      title: t(kind === 'email' ? 'profile.emailVerifyTitle' : 'profile.phoneVerifyTitle'),
      kind,
      to: kind === 'email' ? maskEmail(pending.to) : maskPhone(pending.to),
      nonce,
      resendAt: pending.resendAt,
      resendAtText: clockTime(pending.resendAt, lng),
      now: Date.now(),
      message: takeFlash(session),
    },
    { headers: await commit(session, context) },
  );
}

const verifySchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('verify'), otp: z.string().trim().max(20) }),
  z.object({ intent: z.literal('resend') }),
]);

export async function verifyAction(kind: VerifyKind, request: Request, context: AppLoadContext) {
  const { session, lng, a, t } = await start(request, context);
  const pending = readPending(session, kind);
  if (!pending) return redirect('/profile', 303);
  const here = `/profile/${kind}-verify?nonce=${encodeURIComponent(pending.nonce)}`;
  // A form of an older code (another tab, before a resend): back to the current one.
  if (new URL(request.url).searchParams.get('nonce') !== pending.nonce) return redirect(here, 303);
  const parsed = verifySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ error: { text: t('profile.generic'), code: false } }, { status: 400 });

  if (parsed.data.intent === 'resend') {
    if (Date.now() < pending.resendAt)
      return json(
        { error: { text: t('profile.resendAt', { time: clockTime(pending.resendAt, lng) }), code: false } },
        { status: 429 },
      );
    try {
      const sent = await a.withAuth((c) =>
        kind === 'email'
          ? c.emailVerifyResend({ nonce: pending.nonce })
          : c.phoneVerifyResend({ nonce: pending.nonce, phone: pending.to, otp_msg_method: OtpChannel.SMS }),
      );
      session.set(PENDING[kind], {
        ...pending,
        nonce: sent.otp_nonce,
        resendAt: Date.now() + sent.resend_after * 1000,
      } satisfies Pending);
      flash(session, 'ok', t('profile.resent'));
      return redirect(`/profile/${kind}-verify?nonce=${encodeURIComponent(sent.otp_nonce)}`, {
        status: 303,
        headers: await commit(session, context),
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      if (isAuthLost(error, a)) return toLogin(session, context, here);
      return json(
        { error: { text: platformMessage(error, t, t('profile.generic')), code: false } },
        { status: error.status >= 500 ? 502 : 400 },
      );
    }
  }

  // SPEC §5: digits only, six of them.
  const otp = parsed.data.otp;
  if (!/^\d{6}$/.test(otp)) return json({ error: { text: t('profile.codeSixDigits'), code: true } }, { status: 400 });
  try {
    const answer = await a.withAuth((c) =>
      kind === 'email' ? c.emailVerify({ otp, nonce: pending.nonce }) : c.phoneVerify({ otp, nonce: pending.nonce }),
    );
    writeUser(session, answer.user);
    session.unset(PENDING[kind]);
    flash(session, 'ok', t(kind === 'email' ? 'profile.emailVerified' : 'profile.phoneVerified'));
    return redirect('/profile', { status: 303, headers: await commit(session, context) });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (isAuthLost(error, a)) return toLogin(session, context, here);
    // SPEC §8: a nonce error goes back (a new code must be asked for); others say why and clear the code.
    if (error.code === 'invalid_nonce' || error.details.nonce) {
      session.unset(PENDING[kind]);
      flash(session, 'error', t('profile.verifyExpired'));
      return redirect('/profile', { status: 303, headers: await commit(session, context) });
    }
    return json(
      { error: { text: platformMessage(error, t, t('profile.generic')), code: true } },
      { status: error.status >= 500 ? 502 : 400 },
    );
  }
}

// ---- /logout ----------------------------------------------------------------------------------------

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
  const parsed = logoutSchema.safeParse(Object.fromEntries(await request.formData()));
  const auth = readAuth(session);
  if (auth) {
    // SPEC §7 POST /logout; the customer is logged out here whatever the platform answers.
    await platformClient({ context, lng, accessToken: auth.accessToken })
      .logout({ refresh_token: auth.refreshToken })
      .catch(() => undefined);
  }
  // SPEC §4 "Logout clears tokens and cookies": tokens, and every verification in progress.
  clearAuth(session);
  for (const key of Object.values(PENDING)) session.unset(key);
  const target = safeRedirect(parsed.success ? parsed.data.redirectTo : undefined, home);
  const path = new URL(target, 'http://x').pathname;
  const headers = new Headers();
  headers.append('Set-Cookie', await commitSession(session, context));
  if (auth) headers.append('Set-Cookie', await setNotice('loggedOut', context));
  return redirect(PROTECTED.some((r) => r.test(path)) ? home : target, { status: 303, headers });
}

export async function logoutLoader(request: Request, context: AppLoadContext) {
  const { boot } = await shopRequest(request, context);
  return redirect(homePath(boot));
}

// ---- /dev/outbox ------------------------------------------------------------------------------------

const CHANNELS: Record<string, string> = {
  '1': 'SMS',
  sms: 'SMS',
  '2': 'WhatsApp',
  whatsapp: 'WhatsApp',
  '3': 'Viber',
  viber: 'Viber',
  '4': 'Telegram',
  telegram: 'Telegram',
};

const outboxQuery = z.object({ to: z.string().trim().max(200).catch('') });

interface OutboxRow {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  code: string;
  /** ISO time, and as text */
  at: string;
  atText: string;
}

export async function loadOutbox(request: Request, context: AppLoadContext) {
  // DESIGN.md: the OTP outbox is shown outside production only. The load context has no production flag
  // of its own; Secure cookies are set exactly when NODE_ENV=production (server/config.ts).
  if (context.secureCookies) throw notFound();
  const { lng, client } = await shopRequest(request, context);
  const t = fixedT(lng);
  const url = new URL(request.url);
  const { to } = outboxQuery.parse({ to: url.searchParams.get('to') ?? '' });
  const time = new Intl.DateTimeFormat(HTML_LANG[lng], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });
  try {
    const { messages } = await client.outbox({ to: to || undefined, limit: 50 });
    return json(
      {
        title: t('outbox.title'),
        to,
        error: null,
        messages: [...messages]
          .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
          .map((m): OutboxRow => {
            const channel = m.channel.toLowerCase();
            return {
              id: m.id,
              channel: channel === 'email' ? t('outbox.email') : (CHANNELS[channel] ?? m.channel),
              to: m.to,
              subject: m.subject,
              body: m.body,
              code: m.code,
              at: m.created_at,
              atText: Number.isNaN(Date.parse(m.created_at))
                ? m.created_at
                : `${time.format(new Date(m.created_at))} UTC`,
            };
          }),
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.status === 404) throw notFound();
    return json(
      { title: t('outbox.title'), to, error: t('outbox.failed'), messages: [] as OutboxRow[] },
      { status: 502 },
    );
  }
}
