// SPEC §7 "Auth (POST)" and "Profile": the identity context. Paths (not shown in SPEC; the shop and the
// embedded platform share these): {consumer}/auth/… for login and tokens, {consumer}/profile…,
// {consumer}/phone/verify/…, {consumer}/email/verify/…, and the development outbox {enterprise}/dev/outbox.
import { z } from 'zod';
import { LoginProvider, type OtpChannelId } from '../domain/constants';
import { id, loginProvider } from './common';
import { endpoint } from './endpoint';

// ---- requests ------------------------------------------------------------------------------------------
// Bad input answers 400 naming the field, with these messages (SPEC §5 "Forms").

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
const acceptTc = z.literal(true, {
  errorMap: () => ({ message: 'must be accepted' }),
});
const refreshTokenText = z.string().trim().min(1, 'is required').max(200, 'is invalid');
const imageUrl = z.string().trim().url('must be a URL').max(2048).nullable();

export const signupPhoneSchema = z.object({
  phone: phoneText,
  region,
  login_provider: z.literal(LoginProvider.PHONE).optional(),
  business_id: id.nullish(),
  branch_id: id.nullish(),
  otp_msg_method: channel,
  country_code: z.string().max(8).nullish(),
});

export const resendSchema = z.object({
  login_provider: z.literal(LoginProvider.PHONE).optional(),
  nonce,
  phone: phoneText,
  otp_msg_method: channel,
});

export const verifySchema = z.object({ otp, nonce });

export const socialSchema = z.object({
  login_provider: z.union([z.literal(LoginProvider.GOOGLE), z.literal(LoginProvider.LINE)], {
    errorMap: () => ({ message: 'must be 2 (Google) or 7 (Line)' }),
  }),
  token: z.string().trim().min(1, 'is required').max(4096, 'is too long'),
  country: z.string().max(8).nullish(),
  line_redirect_url: z.string().url('must be a URL').max(2048).nullish(),
});

export const providersQuery = z.object({
  redirect_uri: z.string().url('must be a URL').max(2048).optional(),
  state: z.string().min(1).max(512).optional(),
  nonce: z.string().min(1).max(512).optional(),
});

export const signupSchema = z.object({
  first_name: name,
  last_name: name,
  email: optionalEmail,
  login_provider: loginProvider.optional(),
  phone: phoneText.nullish(),
  region: region.nullish(),
  accept_tc: acceptTc,
});

export const guestSchema = z.object({
  first_name: optionalName,
  last_name: optionalName,
  accept_tc: acceptTc,
  branch_id: id.nullish(),
  foodhall_id: id.nullish(),
});

export const logoutSchema = z.object({ refresh_token: refreshTokenText.nullish() });

export const profileSchema = z
  .object({
    first_name: name,
    last_name: name,
    login_provider: loginProvider.optional(),
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

export const phoneSendSchema = z.object({ phone: phoneText, region, otp_msg_method: channel });
export const phoneResendSchema = z.object({ nonce, phone: phoneText, otp_msg_method: channel });
export const emailSendSchema = z.object({ email });
export const emailResendSchema = z.object({ nonce });

export const outboxQuery = z.object({
  to: z
    .string()
    .max(320)
    // a "+" written unencoded in a query string arrives as a space
    .transform((v) => v.replace(/^ (?=\d)/, '+').trim())
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

// ---- answers -------------------------------------------------------------------------------------------

/** SPEC §3 "Login providers": phone 1, Google 2, Facebook 3, Apple 4, Guest 5, Completed 6, Line 7. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 */
  phone: z.string().nullable(),
  /** ISO 3166 alpha-2 of the phone number */
  region: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_phone_verified: z.boolean(),
  primary_identification: z.enum(['phone', 'email', 'g']),
  verified: z.boolean(),
  registered: z.boolean(),
  accept_tc: z.boolean(),
  login_provider: loginProvider,
  is_guest: z.boolean(),
  senior_citizen_attachment: z.object({ front: z.string().nullable(), back: z.string().nullable() }).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** signup/phone and otp/resend: a code went out; `registered` says whether the phone has an account. */
export const otpSentSchema = z.object({
  otp_nonce: z.string(),
  registered: z.boolean(),
  /** seconds before a resend is accepted (SPEC §9: 60) */
  resend_after: z.number().int(),
  /** when the code stops working (ISO) */
  expires_at: z.string(),
  access_token: z.string().nullable(),
  user: userSchema.nullable(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** otp/verify, login/social, login/guest: a session. */
export const authSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** seconds the access token lives */
  expires_in: z.number().int(),
  registered: z.boolean(),
  user: userSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const userAnswerSchema = z.object({ message: z.string().optional(), user: userSchema });
export const validPhoneSchema = z.object({ phone: z.string() });
export const nonceSchema = z.object({ otp_nonce: z.string(), resend_after: z.number().int() });
export const messageSchema = z.object({ message: z.string() });
export const socialProvidersSchema = z.object({
  /** the social logins configured on this platform (their buttons show only then) */
  providers: z.array(z.object({ provider: z.enum(['google', 'line']), authorize_url: z.string().nullable() })),
});
export const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      code: z.string(),
      created_at: z.string(),
    }),
  ),
});

// ---- calls ---------------------------------------------------------------------------------------------

const post = <B extends z.ZodTypeAny, R extends z.ZodTypeAny, A extends 'public' | 'user' | 'optionalUser'>(
  path: string,
  access: A,
  body: B,
  response: R,
) => endpoint({ gateway: 'consumer', method: 'POST', path, access, body, response });

export const signupPhone = post('/auth/signup/phone', 'public', signupPhoneSchema, otpSentSchema);
export const otpResend = post('/auth/otp/resend', 'public', resendSchema, otpSentSchema);
export const otpVerify = post('/auth/otp/verify', 'optionalUser', verifySchema, authSessionSchema);
export const refreshToken = post(
  '/auth/token/refresh',
  'public',
  z.object({ refresh_token: refreshTokenText }),
  tokenPairSchema,
);
export const socialProviders = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/auth/login/social/providers',
  access: 'public',
  query: providersQuery,
  response: socialProvidersSchema,
});
export const socialLogin = post('/auth/login/social', 'optionalUser', socialSchema, authSessionSchema);
export const signup = post('/auth/signup', 'user', signupSchema, userAnswerSchema);
export const validatePhone = post(
  '/auth/phone/validate',
  'public',
  z.object({ phone: phoneText, region }),
  validPhoneSchema,
);
export const guestLogin = post('/auth/login/guest', 'public', guestSchema, authSessionSchema);
export const logout = post('/auth/logout', 'optionalUser', logoutSchema, messageSchema);

export const profile = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/profile',
  access: 'user',
  response: userAnswerSchema,
});
export const updateProfile = endpoint({
  gateway: 'consumer',
  method: 'PATCH',
  path: '/profile',
  access: 'user',
  body: profileSchema,
  response: userAnswerSchema,
});
export const phoneVerifySend = post('/phone/verify/otp-send', 'user', phoneSendSchema, nonceSchema);
export const phoneVerifyResend = post('/phone/verify/otp-resend', 'user', phoneResendSchema, nonceSchema);
export const phoneVerify = post('/phone/verify/otp', 'user', verifySchema, userAnswerSchema);
export const emailVerifySend = post('/email/verify/otp-send', 'user', emailSendSchema, nonceSchema);
export const emailVerifyResend = post('/email/verify/otp-resend', 'user', emailResendSchema, nonceSchema);
export const emailVerify = post('/email/verify/otp', 'user', verifySchema, userAnswerSchema);

/** The codes the embedded sender "delivered", newest first (outside production only). */
export const outbox = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  query: outboxQuery,
  response: outboxSchema,
});
