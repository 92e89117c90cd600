// The email and phone verifications of the profile (SPEC §2 "Profile": a masked address, a 6-digit code
// and resend; §8 profile messages). A verification in progress waits in the session under its nonce:
// `/profile` starts it, `/profile/email-verify` and `/profile/phone-verify` (the same page for two kinds)
// finish it, `/logout` forgets it. Every step works without JavaScript; the server checks the resend time.
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { accountRefusal, refusalMessage } from '~/features/account/account-errors.server';
import { message } from '~/utils/form-messages';
import { requireUser, rotatedAuthHeaders, writeUser, type Authed } from '~/utils/auth.server';
import { DEFAULTS, OtpChannel } from '~/domain/constants';
import { codeSchema } from '~/utils/forms.schema';
import { HTML_LANG, type Language } from '~/i18n/languages';
import { PlatformError } from '~/platform-client/client.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { redirectWithToast } from '~/utils/toast.server';
import type { User } from '~/contract/identity';
import { readFormData } from '~/utils/form-data.server';
import { dateFormat } from '~/domain/date-format';

export type VerifyKind = 'email' | 'phone';

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

function readVerification(session: Session, kind: VerifyKind): Pending | null {
  const parsed = pendingSchema.safeParse(session.get(PENDING[kind]));
  return parsed.success ? parsed.data : null;
}

/** SPEC §4 "Logout clears tokens and cookies": every verification in progress too. */
export function clearVerifications(session: Session): void {
  for (const key of Object.values(PENDING)) session.unset(key);
}

const codePage = (kind: VerifyKind, nonce: string) => `/profile/${kind}-verify?nonce=${encodeURIComponent(nonce)}`;

/**
 * Sends a code to the customer's unverified email or phone and remembers it (the profile's Verify
 * buttons): the address of its code page, or null when there is nothing to verify. Platform refusals
 * are thrown.
 */
export async function startVerification(
  kind: VerifyKind,
  customer: Authed & { auth: { user: User } },
  session: Session,
): Promise<string | null> {
  const user = customer.auth.user;
  const to = kind === 'email' ? user.email : user.phone;
  const done = kind === 'email' ? user.is_email_verified : user.is_phone_verified;
  if (!to || done) return null;
  const sent = await customer.withAuth((c) =>
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
  return codePage(kind, sent.otp_nonce);
}

/** The clock time of a resend for pages without JavaScript; the server's zone is named (UTC here). */
function clockTime(at: number, lng: Language) {
  return dateFormat(HTML_LANG[lng], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at));
}

/** The code page's data; `mask` shows the address the code went to (SPEC §2 "a masked email"). */
export async function loadCodePage(
  kind: VerifyKind,
  request: Request,
  context: AppLoadContext,
  mask: (to: string) => string,
) {
  const { session, lng, t } = await shopRequest(request, context);
  await requireUser(request, context, { redirectTo: '/profile' });
  const nonce = new URL(request.url).searchParams.get('nonce');
  const pending = readVerification(session, kind);
  const headers = await rotatedAuthHeaders(request, context);
  // Another nonce (an old link, another tab) starts again from the profile.
  if (!pending || !nonce || pending.nonce !== nonce) throw redirect('/profile', { headers });
  return json(
    {
      title: t(kind === 'email' ? 'profile.emailVerifyTitle' : 'profile.phoneVerifyTitle'),
      kind,
      to: mask(pending.to),
      nonce,
      resendAt: pending.resendAt,
      resendAtText: clockTime(pending.resendAt, lng),
      now: Date.now(),
    },
    { headers },
  );
}

const resendSchema = z.object({ intent: z.literal('resend') });

/** The code page's forms: the code (`intent=verify`) and a new code (`intent=resend`). */
export async function codePageAction(kind: VerifyKind, request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  const { session, lng } = await shopRequest(request, context);
  const customer = await requireUser(request, context, { redirectTo: '/profile' });
  const written = async () => ({ 'Set-Cookie': await commitSession(session, context) });
  const pending = readVerification(session, kind);
  if (!pending) return redirect('/profile', { status: 303, headers: await rotatedAuthHeaders(request, context) });
  const here = codePage(kind, pending.nonce);
  // A form of an older code (another tab, before a resend): back to the current one.
  if (new URL(request.url).searchParams.get('nonce') !== pending.nonce)
    return redirect(here, { status: 303, headers: await rotatedAuthHeaders(request, context) });

  if (formData.get('intent') === 'resend') {
    const submission = parseWithZod(formData, { schema: resendSchema });
    const refuse = async (text: string, status: number) =>
      json(
        { intent: 'resend' as const, result: submission.reply({ formErrors: [text] }) },
        { status, headers: await rotatedAuthHeaders(request, context) },
      );
    if (Date.now() < pending.resendAt)
      return refuse(message('profile.resendAt', { time: clockTime(pending.resendAt, lng) }), 429);
    try {
      const sent = await customer.withAuth((c) =>
        kind === 'email'
          ? c.emailVerifyResend({ nonce: pending.nonce })
          : c.phoneVerifyResend({ nonce: pending.nonce, phone: pending.to, otp_msg_method: OtpChannel.SMS }),
      );
      session.set(PENDING[kind], {
        ...pending,
        nonce: sent.otp_nonce,
        resendAt: Date.now() + sent.resend_after * 1000,
      } satisfies Pending);
      return redirectWithToast(codePage(kind, sent.otp_nonce), { type: 'info', key: 'login.resent' }, context, {
        headers: await written(),
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      return refuse(refusalMessage(accountRefusal(error), 'profile.generic'), error.status >= 500 ? 502 : 400);
    }
  }

  const submission = parseWithZod(formData, { schema: codeSchema() });
  // The code field empties after a refusal (SPEC §8).
  const refuse = async (text: string | null, status: number) =>
    json(
      {
        intent: 'verify' as const,
        result: submission.reply({ ...(text ? { fieldErrors: { otp: [text] } } : {}), hideFields: ['otp'] }),
      },
      { status, headers: await rotatedAuthHeaders(request, context) },
    );
  if (submission.status !== 'success') return refuse(null, 400);
  const otp = submission.value.otp;
  try {
    const answer = await customer.withAuth((c) =>
      kind === 'email' ? c.emailVerify({ otp, nonce: pending.nonce }) : c.phoneVerify({ otp, nonce: pending.nonce }),
    );
    writeUser(session, answer.user);
    session.unset(PENDING[kind]);
    return redirectWithToast(
      '/profile',
      { type: 'success', key: kind === 'email' ? 'profile.emailVerified' : 'profile.phoneVerified' },
      context,
      { headers: await written() },
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const refusal = accountRefusal(error);
    // SPEC §8: a nonce error goes back (a new code must be asked for); others say why and clear the code.
    if (refusal.kind === 'expiredCode') {
      session.unset(PENDING[kind]);
      return redirectWithToast('/profile', { type: 'error', key: 'login.otpExpired' }, context, {
        headers: await written(),
      });
    }
    return refuse(refusalMessage(refusal, 'profile.generic'), error.status >= 500 ? 502 : 400);
  }
}
