// SPEC §7 "Auth (POST)" and "Profile" on the consumer gateway, and the development outbox on the
// enterprise gateway. Every body and query is checked with zod here (bad input: 400 naming the field);
// the rules live in service.ts. Paths: app/platform-client/client.server.ts.
import { z } from 'zod';
import { ApiError, json, notFound, parseBody, parseQuery, parseWith, type Ctx, type Router } from '../http';
import type { Prefixes } from '../prefixes';
import { requirePhone } from './phones';
import type { OtpChannelId } from './providers';
import { LoginProviderId, toWireUser, type Identity } from './service';

const NAME_MESSAGE = 'must be between 1 & 50 characters';
const name = z
  .string({ required_error: 'is required', invalid_type_error: 'must be text' })
  .trim()
  .min(1, NAME_MESSAGE)
  .max(50, NAME_MESSAGE);
const optionalName = z.string().trim().max(50, NAME_MESSAGE).nullish();

const region = z
  .string({ required_error: 'is required' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((v) => v.toUpperCase());
const phoneText = z.string({ required_error: 'is required' }).trim().min(1, 'is required').max(32, 'is too long');
const channel = z
  .number({ required_error: 'is required', invalid_type_error: 'must be 1, 2, 3 or 4' })
  .int()
  .min(1, 'must be 1, 2, 3 or 4')
  .max(4, 'must be 1, 2, 3 or 4')
  .transform((v) => v as OtpChannelId);
const nonce = z.string({ required_error: 'is required' }).trim().min(1, 'is required').max(200, 'is unknown');
const otp = z
  .string({ required_error: 'is required' })
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');
const email = z
  .string()
  .trim()
  .max(254, 'Invalid email')
  .email('Invalid email')
  .transform((v) => v.toLowerCase());
/** "" and null both mean "no email" */
const optionalEmail = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), email.nullish());
const id = z.number().int().positive().max(2_147_483_647);
const acceptTc = z.literal(true, {
  errorMap: () => ({ message: 'must be accepted' }),
});
const refreshToken = z.string().trim().min(1, 'is required').max(200, 'is invalid');
const imageUrl = z.string().trim().url('must be a URL').max(2048).nullable();

const signupPhoneSchema = z.object({
  phone: phoneText,
  region,
  login_provider: z.literal(LoginProviderId.PHONE).optional(),
  business_id: id.nullish(),
  branch_id: id.nullish(),
  otp_msg_method: channel,
  country_code: z.string().max(8).nullish(),
});

const resendSchema = z.object({
  login_provider: z.literal(LoginProviderId.PHONE).optional(),
  nonce,
  phone: phoneText,
  otp_msg_method: channel,
});

const verifySchema = z.object({ otp, nonce });

const socialSchema = z.object({
  login_provider: z.union([z.literal(LoginProviderId.GOOGLE), z.literal(LoginProviderId.LINE)], {
    errorMap: () => ({ message: 'must be 2 (Google) or 7 (Line)' }),
  }),
  token: z.string().trim().min(1, 'is required').max(4096, 'is too long'),
  country: z.string().max(8).nullish(),
  line_redirect_url: z.string().url('must be a URL').max(2048).nullish(),
});

const providersQuery = z.object({
  redirect_uri: z.string().url('must be a URL').max(2048).optional(),
  state: z.string().min(1).max(512).optional(),
  nonce: z.string().min(1).max(512).optional(),
});

const signupSchema = z.object({
  first_name: name,
  last_name: name,
  email: optionalEmail,
  login_provider: z.number().int().min(1).max(7).optional(),
  phone: phoneText.nullish(),
  region: region.nullish(),
  accept_tc: acceptTc,
});

const guestSchema = z.object({
  first_name: optionalName,
  last_name: optionalName,
  accept_tc: acceptTc,
  branch_id: id.nullish(),
  foodhall_id: id.nullish(),
});

const logoutSchema = z.object({ refresh_token: refreshToken.nullish() });

const profileSchema = z
  .object({
    first_name: name,
    last_name: name,
    login_provider: z.number().int().min(1).max(7).optional(),
    email: optionalEmail,
    phone: phoneText.nullish(),
    region: region.nullish(),
    senior_citizen_attachment: z.object({ front: imageUrl, back: imageUrl }).nullish(),
  })
  .superRefine((v, ctx) => {
    // a phone comes with its country; SPEC §5: ID images both or neither
    if (v.phone && !v.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'is required' });
    const sc = v.senior_citizen_attachment;
    if (sc && !sc.front !== !sc.back)
      ctx.addIssue({ code: 'custom', path: ['senior_citizen_attachment'], message: 'needs both front and back' });
  });

const phoneSendSchema = z.object({ phone: phoneText, region, otp_msg_method: channel });
const phoneResendSchema = z.object({ nonce, phone: phoneText, otp_msg_method: channel });
const emailSendSchema = z.object({ email });
const emailResendSchema = z.object({ nonce });

const outboxQuery = z.object({
  to: z
    .string()
    .max(320)
    // a "+" written unencoded in a query string arrives as a space
    .transform((v) => v.replace(/^ (?=\d)/, '+').trim())
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const cardId = z.object({ id: z.string().min(1).max(100) });

export function identityRoutes(router: Router, p: Prefixes, identity: Identity, options: { dev: boolean }) {
  const C = p.consumer;
  const auth = (ctx: Ctx) => identity.authenticate(ctx.request);

  // ---- login ----------------------------------------------------------------------------------------
  router.post(`${C}/auth/signup/phone`, async (ctx) => {
    const body = await parseBody(ctx.request, signupPhoneSchema);
    const phone = requirePhone(body.phone, body.region);
    return json(
      await identity.startPhoneLogin({
        phone,
        channel: body.otp_msg_method,
        lng: ctx.lng,
        branchId: body.branch_id,
        businessId: body.business_id,
      }),
    );
  });

  router.post(`${C}/auth/otp/resend`, async (ctx) => {
    const body = await parseBody(ctx.request, resendSchema);
    return json(
      await identity.resendPhoneLogin({
        nonce: body.nonce,
        phone: body.phone,
        channel: body.otp_msg_method,
        lng: ctx.lng,
      }),
    );
  });

  router.post(`${C}/auth/otp/verify`, async (ctx) => {
    const body = await parseBody(ctx.request, verifySchema);
    return json(await identity.verifyPhoneLogin(body.nonce, body.otp));
  });

  router.post(`${C}/auth/token/refresh`, async (ctx) => {
    const body = await parseBody(ctx.request, z.object({ refresh_token: refreshToken }));
    return json(await identity.refresh(body.refresh_token));
  });

  router.get(`${C}/auth/login/social/providers`, (ctx) => {
    const q = parseQuery(ctx.url, providersQuery);
    return json({
      providers: identity.socialProviders({ redirectUri: q.redirect_uri, state: q.state, nonce: q.nonce }),
    });
  });

  router.post(`${C}/auth/login/social`, async (ctx) => {
    const body = await parseBody(ctx.request, socialSchema);
    return json(
      await identity.socialLogin({
        provider: body.login_provider === LoginProviderId.LINE ? 'line' : 'google',
        code: body.token,
        redirectUri: body.line_redirect_url ?? undefined,
      }),
    );
  });

  router.post(`${C}/auth/signup`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, signupSchema);
    const phone = body.phone ? requirePhone(body.phone, body.region ?? user.user.region ?? '') : null;
    const updated = await identity.completeSignup(user, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email || null,
      phone,
    });
    return json({ message: 'User registered.', user: updated });
  });

  router.post(`${C}/auth/phone/validate`, async (ctx) => {
    const body = await parseBody(ctx.request, z.object({ phone: phoneText, region }));
    return json({ phone: requirePhone(body.phone, body.region).phone });
  });

  router.post(`${C}/auth/login/guest`, async (ctx) => {
    const body = await parseBody(ctx.request, guestSchema);
    return json(
      await identity.guestLogin({
        firstName: body.first_name,
        lastName: body.last_name,
        branchId: body.branch_id,
        foodHallId: body.foodhall_id,
      }),
    );
  });

  router.post(`${C}/auth/logout`, async (ctx) => {
    const body = await parseBody(ctx.request, logoutSchema);
    const user = await identity.authenticateOptional(ctx.request);
    await identity.logout({ refreshToken: body.refresh_token, sid: user?.sid });
    return json({ message: 'You are logged out.' });
  });

  // ---- profile --------------------------------------------------------------------------------------
  router.get(`${C}/profile`, async (ctx) => {
    const { user } = await auth(ctx);
    return json({ user: toWireUser(user) });
  });

  router.add('PATCH', `${C}/profile`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, profileSchema);
    const phone =
      body.phone === undefined
        ? undefined
        : body.phone === null
          ? null
          : requirePhone(body.phone, body.region ?? user.user.region ?? '');
    const updated = await identity.updateProfile(user, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email === undefined ? undefined : body.email || null,
      phone,
      seniorCitizen: body.senior_citizen_attachment,
    });
    return json({ message: 'User profile updated.', user: updated });
  });

  router.post(`${C}/phone/verify/otp-send`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, phoneSendSchema);
    const phone = requirePhone(body.phone, body.region);
    return json(await identity.sendPhoneVerification(user, { phone, channel: body.otp_msg_method, lng: ctx.lng }));
  });

  router.post(`${C}/phone/verify/otp-resend`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, phoneResendSchema);
    return json(
      await identity.resendPhoneVerification(user, {
        nonce: body.nonce,
        phone: body.phone,
        channel: body.otp_msg_method,
        lng: ctx.lng,
      }),
    );
  });

  router.post(`${C}/phone/verify/otp`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, verifySchema);
    return json({ message: 'Phone number verified.', user: await identity.verifyPhone(user, body.nonce, body.otp) });
  });

  router.post(`${C}/email/verify/otp-send`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, emailSendSchema);
    return json(await identity.sendEmailVerification(user, { email: body.email, lng: ctx.lng }));
  });

  router.post(`${C}/email/verify/otp-resend`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, emailResendSchema);
    return json(await identity.resendEmailVerification(user, { nonce: body.nonce, lng: ctx.lng }));
  });

  router.post(`${C}/email/verify/otp`, async (ctx) => {
    const user = await auth(ctx);
    const body = await parseBody(ctx.request, verifySchema);
    return json({ message: 'Email verified.', user: await identity.verifyEmail(user, body.nonce, body.otp) });
  });

  // Saved cards arrive with the payments context; until then a customer has none.
  router.get(`${C}/profile/saved-cards`, async (ctx) => {
    await auth(ctx);
    return json({ cards: [] });
  });

  router.add('DELETE', `${C}/profile/saved-cards/:id`, async (ctx) => {
    await auth(ctx);
    parseWith(cardId, ctx.params);
    throw new ApiError(404, 'not_found', 'No such saved card');
  });

  // ---- development ----------------------------------------------------------------------------------
  // The codes the embedded sender "delivered", newest first (DESIGN.md: shown outside production only).
  router.get(`${p.enterprise}/dev/outbox`, async (ctx) => {
    if (!options.dev) throw notFound(`No such endpoint: ${ctx.url.pathname}`);
    const q = parseQuery(ctx.url, outboxQuery);
    return json({ messages: await identity.outbox({ to: q.to || undefined, limit: q.limit }) });
  });
}
