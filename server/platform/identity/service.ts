// The identity context (SPEC §4 "Auth and login", §6 roles, §7 "Auth (POST)" and "Profile"): users,
// one-time codes, sessions of rotating refresh tokens, social logins and guests. The routes check the
// input (routes.ts); this module keeps the rules and the tables.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, OtpChallengesTable, OtpPurpose, UsersTable } from '../db/schema';
import { ApiError } from '../http';
import type { Language } from '../../../app/i18n/languages';
import { channelAllowed } from '../../../app/domain/otp-channels';
import { signAccessToken, verifyAccessToken } from './tokens';
import { codeMessage } from './messages';
import {
  OTP_DEFAULTS,
  challengeState,
  codeMatches,
  expiryOf,
  generateCode,
  hashCode,
  hashSecret,
  newNonce,
  secondsUntilResend,
} from './otp';
import type { IdentityLog } from './outbox';
import { requirePhone, type ValidPhone } from './phones';
import {
  SocialLoginError,
  type MessageSender,
  type OtpChannelId,
  type SocialIdentity,
  type SocialProvider,
} from './providers';

/** SPEC §3 "Login providers" */
export const LoginProviderId = { PHONE: 1, GOOGLE: 2, FACEBOOK: 3, APPLE: 4, GUEST: 5, COMPLETED: 6, LINE: 7 } as const;

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** SPEC §8 "OTP request": the text of a 429 */
export const OTP_LIMIT_MESSAGE =
  'You have reached the maximum limit for OTP, Please wait a bit or contact our support channel';
export const OTP_INVALID_MESSAGE = 'OTP cannot be verified. Please try again.';

export type OtpLimits = {
  -readonly [K in keyof typeof OTP_DEFAULTS]: number;
};

export interface IdentityOptions {
  db: Kysely<DB>;
  now: () => Date;
  tokenSecret: string;
  sender: MessageSender;
  social?: readonly SocialProvider[];
  log?: IdentityLog;
  limits?: Partial<OtpLimits>;
}

type UserRow = Selectable<UsersTable>;
type ChallengeRow = Selectable<OtpChallengesTable>;

/** The user of the wire format (app/platform-client/wire.server.ts userSchema). */
export interface WireUser {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  region: string | null;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  primary_identification: 'phone' | 'email' | 'g';
  verified: boolean;
  registered: boolean;
  accept_tc: boolean;
  login_provider: number;
  is_guest: boolean;
  senior_citizen_attachment: { front: string | null; back: string | null } | null;
}

export function toWireUser(u: UserRow): WireUser {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone: u.phone,
    region: u.region,
    is_email_verified: u.is_email_verified,
    is_phone_verified: u.is_phone_verified,
    primary_identification: u.primary_identification,
    // vouched for by a code or by Google / Line; guests never are
    verified: !u.is_guest && (u.is_phone_verified || u.is_email_verified || !!u.google_sub || !!u.line_sub),
    registered: u.registered,
    accept_tc: u.accept_tc,
    login_provider: u.login_provider,
    is_guest: u.is_guest,
    senior_citizen_attachment: u.senior_citizen_attachment ?? null,
  };
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface AuthSession extends TokenPair {
  registered: boolean;
  user: WireUser;
}

export interface OtpSent {
  otp_nonce: string;
  registered: boolean;
  resend_after: number;
  expires_at: string;
  access_token: null;
  user: null;
}

export interface AuthedUser {
  user: UserRow;
  /** the refresh family of the access token (absent in tokens not issued by a login) */
  sid?: string;
}

const unauthorized = (message = 'Unauthorized') => new ApiError(401, 'unauthorized', message);

function invalidNonce(reason: 'expired' | 'unknown' | 'too_many_attempts'): ApiError {
  const message =
    reason === 'too_many_attempts'
      ? 'Too many wrong codes. Please request a new code.'
      : reason === 'expired'
        ? 'This code has expired. Please request a new code.'
        : 'This code request is unknown. Please request a new code.';
  return new ApiError(400, 'invalid_nonce', message, { nonce: reason });
}

function conflict(field: 'phone' | 'email'): ApiError {
  const what = field === 'phone' ? 'phone number' : 'email address';
  return new ApiError(409, `${field}_in_use`, `This ${what} is already used by another account.`, {
    [field]: 'in_use',
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const trimName = (value: string | null | undefined) => {
  const v = value?.trim();
  return v ? v.slice(0, 50) : null;
};

export class Identity {
  readonly limits: OtpLimits;
  private readonly db: Kysely<DB>;
  private readonly now: () => Date;
  private readonly secret: string;
  readonly sender: MessageSender;
  readonly social: readonly SocialProvider[];
  private readonly log: IdentityLog;
  private lastPrune = 0;

  constructor(options: IdentityOptions) {
    this.db = options.db;
    this.now = options.now;
    this.secret = options.tokenSecret;
    this.sender = options.sender;
    this.social = options.social ?? [];
    this.log = options.log ?? (() => undefined);
    this.limits = { ...OTP_DEFAULTS, ...options.limits };
  }

  // ---- users --------------------------------------------------------------------------------------

  private async userById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private async userByVerifiedPhone(phone: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .where('is_phone_verified', '=', true)
      .executeTakeFirst();
  }

  private async userByVerifiedEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('is_email_verified', '=', true)
      .executeTakeFirst();
  }

  private async updateUser(id: number, values: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<UserRow> {
    try {
      return await this.db
        .updateTable('users')
        .set({ ...values, updated_at: this.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // another account verified the same phone or email in the meantime
      if (isUniqueViolation(error)) throw conflict(values.is_phone_verified ? 'phone' : 'email');
      throw error;
    }
  }

  /** The user of a bearer token: 401 when it is missing, invalid, expired, logged out, or names nobody. */
  async authenticate(request: Request): Promise<AuthedUser> {
    const found = await this.authenticateOptional(request);
    if (!found) throw unauthorized();
    return found;
  }

  async authenticateOptional(request: Request): Promise<AuthedUser | null> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return null;
    const claims = await verifyAccessToken(token, this.secret);
    if (!claims || !/^\d{1,9}$/.test(claims.sub)) return null;
    if (claims.sid) {
      const family = await this.db
        .selectFrom('refresh_families')
        .select(['revoked_at', 'user_id'])
        .where('id', '=', claims.sid)
        .executeTakeFirst();
      if (!family || family.revoked_at || String(family.user_id) !== claims.sub) return null;
    }
    const user = await this.userById(Number(claims.sub));
    if (!user) return null;
    return { user, sid: claims.sid };
  }

  // ---- sessions -----------------------------------------------------------------------------------

  private async insertRefreshToken(familyId: string, userId: number, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashSecret(token),
        family_id: familyId,
        user_id: userId,
        created_at: now,
        expires_at: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
      })
      .execute();
    return token;
  }

  private async accessToken(user: UserRow, familyId: string): Promise<string> {
    return signAccessToken(
      { sub: String(user.id), guest: user.is_guest, sid: familyId },
      this.secret,
      ACCESS_TTL_SECONDS,
    );
  }

  /** A new login: a refresh family with its first token, and an access token. */
  async startSession(user: UserRow): Promise<AuthSession> {
    const now = this.now();
    const familyId = randomUUID();
    await this.db.insertInto('refresh_families').values({ id: familyId, user_id: user.id, created_at: now }).execute();
    const refresh = await this.insertRefreshToken(familyId, user.id, now);
    return {
      access_token: await this.accessToken(user, familyId),
      refresh_token: refresh,
      expires_in: ACCESS_TTL_SECONDS,
      registered: user.registered,
      user: toWireUser(user),
    };
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .updateTable('refresh_families')
      .set({ revoked_at: this.now() })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Rotation: a refresh token works once and is replaced by the next of its family. A token used a second
   * time means it was copied: the whole family is revoked (the thief and the customer both log in again).
   */
  async refresh(token: string): Promise<TokenPair> {
    const now = this.now();
    const hash = hashSecret(token);
    const row = await this.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('refresh_families as f', 'f.id', 't.family_id')
      .select(['t.family_id', 't.user_id', 't.expires_at', 't.used_at', 'f.revoked_at'])
      .where('t.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || row.revoked_at) throw unauthorized('The session has ended. Please log in again.');
    if (row.used_at) {
      await this.revokeFamily(row.family_id);
      this.log({ user_id: row.user_id, family: row.family_id }, 'refresh token reused: session revoked');
      throw unauthorized('The session has ended. Please log in again.');
    }
    if (row.expires_at.getTime() <= now.getTime()) throw unauthorized('The session has expired. Please log in again.');
    const claimed = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst();
    if (!claimed) {
      // used at the same moment by someone else: a reuse as well
      await this.revokeFamily(row.family_id);
      throw unauthorized('The session has ended. Please log in again.');
    }
    const user = await this.userById(row.user_id);
    if (!user) throw unauthorized();
    const next = await this.insertRefreshToken(row.family_id, user.id, now);
    return {
      access_token: await this.accessToken(user, row.family_id),
      refresh_token: next,
      expires_in: ACCESS_TTL_SECONDS,
    };
  }

  /** Ends the login of the refresh token and / or of the access token. Unknown tokens are ignored. */
  async logout(input: { refreshToken?: string | null; sid?: string }): Promise<void> {
    if (input.refreshToken) {
      const row = await this.db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashSecret(input.refreshToken))
        .executeTakeFirst();
      if (row) await this.revokeFamily(row.family_id);
    }
    if (input.sid) await this.revokeFamily(input.sid);
  }

  // ---- one-time codes -----------------------------------------------------------------------------

  private channelCheck(region: string | null, channel: OtpChannelId): void {
    if (!channelAllowed(region, channel) || !this.sender.channels.includes(channel)) {
      throw new ApiError(400, 'validation_error', 'otp_msg_method: This channel is not available for this number', {
        otp_msg_method: 'not_available',
      });
    }
  }

  private tooSoon(seconds: number): ApiError {
    return new ApiError(429, 'otp_too_soon', `Please wait ${seconds} seconds before requesting another code.`, {
      retry_after: seconds,
    });
  }

  /** A new code may go out: the hourly limit is told first (waiting a minute would not help), then the wait. */
  private async checkCanSend(purpose: OtpPurpose, target: string, userId: number | null): Promise<void> {
    await this.checkHourlyLimit(target);
    await this.checkCooldown(purpose, target, userId);
  }

  /** SPEC §9: a live code for the same target and purpose went out less than the resend time ago. */
  private async checkCooldown(purpose: OtpPurpose, target: string, userId: number | null): Promise<void> {
    const now = this.now();
    let query = this.db
      .selectFrom('otp_challenges')
      .select('last_sent_at')
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('consumed_at', 'is', null)
      .where('last_sent_at', '>', new Date(now.getTime() - this.limits.resendSeconds * 1000))
      .orderBy('last_sent_at', 'desc')
      .limit(1);
    query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
    const recent = await query.executeTakeFirst();
    if (recent) {
      const wait = secondsUntilResend(recent.last_sent_at, now, this.limits.resendSeconds);
      if (wait > 0) throw this.tooSoon(wait);
    }
  }

  /** The sends (resends included) to one phone or email within the last hour. */
  private async checkHourlyLimit(target: string): Promise<void> {
    const now = this.now();
    const since = new Date(now.getTime() - 3600_000);
    const row = await this.db
      .selectFrom('otp_challenges')
      .select([sql<number>`count(*)`.as('n'), sql<Date | null>`min(created_at)`.as('first')])
      .where('target', '=', target)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= this.limits.sendsPerHour) {
      const first = row.first ? new Date(row.first) : now;
      const retry = Math.max(1, Math.ceil((first.getTime() + 3600_000 - now.getTime()) / 1000));
      throw new ApiError(429, 'otp_limit', OTP_LIMIT_MESSAGE, { retry_after: retry });
    }
  }

  /** Drops challenges and refresh tokens nobody can use any more, and week-old outbox messages (at most every ten minutes). */
  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < 600_000) return;
    this.lastPrune = now.getTime();
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    await this.db.deleteFrom('otp_challenges').where('created_at', '<', dayAgo).execute();
    await this.db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
    await this.db
      .deleteFrom('outbox_messages')
      .where('created_at', '<', new Date(now.getTime() - 7 * 24 * 3600_000))
      .execute();
  }

  /**
   * Sends a new code for `target` and stores its challenge; `replaces` (a resend) stops working once the
   * new code is out. A sender failure leaves nothing behind and answers 503.
   */
  private async sendCode(input: {
    purpose: OtpPurpose;
    userId: number | null;
    target: string;
    region: string | null;
    channel: OtpChannelId | null;
    lng: Language;
    brand?: string | null;
    replaces?: number;
  }): Promise<{ nonce: string; expiresAt: Date }> {
    await this.checkHourlyLimit(input.target);
    const now = this.now();
    await this.prune(now);
    const code = generateCode(this.limits.length);
    const nonce = newNonce();
    const expiresAt = expiryOf(now, this.limits.ttlSeconds);
    const row = await this.db
      .insertInto('otp_challenges')
      .values({
        nonce_hash: hashSecret(nonce),
        purpose: input.purpose,
        user_id: input.userId,
        target: input.target,
        region: input.region,
        channel: input.channel,
        code_hash: hashCode(this.secret, nonce, code),
        expires_at: expiresAt,
        last_sent_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const text = codeMessage(input.lng, code, {
      brand: input.brand,
      minutes: Math.round(this.limits.ttlSeconds / 60),
    });
    try {
      if (input.channel === null) {
        await this.sender.sendEmail({ to: input.target, body: text.body, subject: text.subject, code });
      } else {
        await this.sender.send({ channel: input.channel, to: input.target, body: text.body, code });
      }
    } catch (error) {
      await this.db.deleteFrom('otp_challenges').where('id', '=', row.id).execute();
      this.log(
        { sender: this.sender.name, channel: input.channel ?? 'email', err: (error as Error)?.message },
        'one-time code could not be sent',
      );
      throw new ApiError(503, 'otp_delivery_failed', 'The code could not be sent. Please try again.');
    }
    if (input.replaces !== undefined) {
      await this.db
        .updateTable('otp_challenges')
        .set({ consumed_at: now })
        .where('id', '=', input.replaces)
        .where('consumed_at', 'is', null)
        .execute();
    }
    return { nonce, expiresAt };
  }

  private async challengeByNonce(nonce: string): Promise<ChallengeRow | undefined> {
    return this.db
      .selectFrom('otp_challenges')
      .selectAll()
      .where('nonce_hash', '=', hashSecret(nonce))
      .executeTakeFirst();
  }

  /** The challenge of `nonce` for a resend: known, of this purpose and user, not used (expired is fine). */
  private async challengeForResend(nonce: string, purpose: OtpPurpose, userId: number | null): Promise<ChallengeRow> {
    const challenge = await this.challengeByNonce(nonce);
    if (!challenge || challenge.purpose !== purpose || challenge.user_id !== userId) throw invalidNonce('unknown');
    if (challenge.consumed_at) throw invalidNonce('expired');
    const wait = secondsUntilResend(challenge.last_sent_at, this.now(), this.limits.resendSeconds);
    if (wait > 0) throw this.tooSoon(wait);
    return challenge;
  }

  /**
   * Checks a code: each try counts, the fifth wrong one kills the nonce, a right one uses it up. Answers
   * the challenge, or 400 invalid_otp / invalid_nonce.
   */
  private async verifyCode(nonce: string, code: string, purpose: OtpPurpose, userId: number | null) {
    const challenge = await this.challengeByNonce(nonce);
    if (!challenge || challenge.purpose !== purpose || challenge.user_id !== userId) throw invalidNonce('unknown');
    const now = this.now();
    const state = challengeState(challenge, now, this.limits.maxAttempts);
    if (state !== 'live') throw invalidNonce(state === 'too_many_attempts' ? 'too_many_attempts' : 'expired');
    const counted = await this.db
      .updateTable('otp_challenges')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', challenge.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', this.limits.maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    if (!counted) throw invalidNonce('too_many_attempts');
    if (!codeMatches(this.secret, nonce, code, challenge.code_hash)) {
      throw new ApiError(400, 'invalid_otp', OTP_INVALID_MESSAGE, {
        otp: 'invalid',
        attempts_left: Math.max(0, this.limits.maxAttempts - counted.attempts),
      });
    }
    const used = await this.db
      .updateTable('otp_challenges')
      .set({ consumed_at: now })
      .where('id', '=', challenge.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw invalidNonce('expired');
    return challenge;
  }

  private async brandTitle(input: { branchId?: number | null; businessId?: number | null }): Promise<string | null> {
    if (input.branchId) {
      const row = await this.db
        .selectFrom('branches')
        .innerJoin('businesses', 'businesses.id', 'branches.business_id')
        .select(['businesses.title', 'businesses.view_title'])
        .where('branches.id', '=', input.branchId)
        .executeTakeFirst();
      if (row) return row.view_title ?? row.title;
    }
    if (input.businessId) {
      const row = await this.db
        .selectFrom('businesses')
        .select(['title', 'view_title'])
        .where('id', '=', input.businessId)
        .executeTakeFirst();
      if (row) return row.view_title ?? row.title;
    }
    return null;
  }

  private otpSent(sent: { nonce: string; expiresAt: Date }, registered: boolean): OtpSent {
    return {
      otp_nonce: sent.nonce,
      registered,
      resend_after: this.limits.resendSeconds,
      expires_at: sent.expiresAt.toISOString(),
      access_token: null,
      user: null,
    };
  }

  // ---- phone login --------------------------------------------------------------------------------

  /** signup/phone: a code to the number; `registered` says whether it has a finished account. */
  async startPhoneLogin(input: {
    phone: ValidPhone;
    channel: OtpChannelId;
    lng: Language;
    branchId?: number | null;
    businessId?: number | null;
  }): Promise<OtpSent> {
    this.channelCheck(input.phone.region, input.channel);
    await this.checkCanSend('login', input.phone.phone, null);
    const sent = await this.sendCode({
      purpose: 'login',
      userId: null,
      target: input.phone.phone,
      region: input.phone.region,
      channel: input.channel,
      lng: input.lng,
      brand: await this.brandTitle(input),
    });
    const user = await this.userByVerifiedPhone(input.phone.phone);
    return this.otpSent(sent, !!user?.registered);
  }

  async resendPhoneLogin(input: { nonce: string; phone: string; channel: OtpChannelId; lng: Language }) {
    const challenge = await this.challengeForResend(input.nonce, 'login', null);
    const region = challenge.region ?? '';
    const phone = requirePhone(input.phone, region);
    if (phone.phone !== challenge.target) {
      throw new ApiError(400, 'validation_error', 'phone: does not match the code request', { phone: 'mismatch' });
    }
    this.channelCheck(region, input.channel);
    const sent = await this.sendCode({
      purpose: 'login',
      userId: null,
      target: challenge.target,
      region,
      channel: input.channel,
      lng: input.lng,
      replaces: challenge.id,
    });
    const user = await this.userByVerifiedPhone(challenge.target);
    return this.otpSent(sent, !!user?.registered);
  }

  /** otp/verify: the code proves the phone; the account of that verified phone is found or made. */
  async verifyPhoneLogin(nonce: string, code: string): Promise<AuthSession> {
    const challenge = await this.verifyCode(nonce, code, 'login', null);
    let user = await this.userByVerifiedPhone(challenge.target);
    if (!user) {
      const now = this.now();
      user = await this.db
        .insertInto('users')
        .values({
          phone: challenge.target,
          region: challenge.region,
          is_phone_verified: true,
          primary_identification: 'phone',
          login_provider: LoginProviderId.PHONE,
          first_name: null,
          last_name: null,
          email: null,
          google_sub: null,
          line_sub: null,
          senior_citizen_attachment: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      // made at the same moment by another verification of the same number
      user ??= await this.userByVerifiedPhone(challenge.target);
      if (!user) throw invalidNonce('expired');
    }
    return this.startSession(user);
  }

  // ---- details, guests, social --------------------------------------------------------------------

  /** /auth/signup: the details step (names, terms; a phone for users without one; an optional email). */
  async completeSignup(
    auth: AuthedUser,
    input: { firstName: string; lastName: string; email?: string | null; phone?: ValidPhone | null },
  ): Promise<WireUser> {
    const user = auth.user;
    const values: Partial<UserRow> = {
      first_name: input.firstName,
      last_name: input.lastName,
      accept_tc: true,
      registered: !user.is_guest,
    };
    if (!user.phone) {
      if (!input.phone && !user.is_guest) {
        throw new ApiError(400, 'validation_error', 'phone: is required', { phone: 'is required' });
      }
      if (input.phone) Object.assign(values, { phone: input.phone.phone, region: input.phone.region });
    }
    // SPEC §5: the email field is disabled once the account has a verified one.
    if (input.email && !(user.email && user.is_email_verified) && input.email !== user.email) {
      Object.assign(values, { email: input.email, is_email_verified: false });
    }
    return toWireUser(await this.updateUser(user.id, values));
  }

  /** SPEC §6: guest login is enabled per branch, or per food hall for its tables. */
  async guestLoginAllowed(input: { branchId?: number | null; foodHallId?: number | null }): Promise<boolean> {
    if (input.foodHallId) {
      const hall = await this.db
        .selectFrom('food_halls')
        .select('settings')
        .where('id', '=', input.foodHallId)
        .executeTakeFirst();
      if (!hall) throw new ApiError(404, 'not_found', 'No such food hall');
      return hall.settings.qr_order_guest_login_enabled !== false;
    }
    if (input.branchId) {
      const branch = await this.db
        .selectFrom('branches')
        .select('capabilities')
        .where('id', '=', input.branchId)
        .executeTakeFirst();
      if (!branch) throw new ApiError(404, 'not_found', 'No such branch');
      return branch.capabilities.guest_login_enabled === true;
    }
    return false;
  }

  async guestLogin(input: {
    firstName?: string | null;
    lastName?: string | null;
    branchId?: number | null;
    foodHallId?: number | null;
  }): Promise<AuthSession> {
    if (!(await this.guestLoginAllowed(input))) {
      throw new ApiError(403, 'guest_login_disabled', 'Guest login is not available here.');
    }
    const now = this.now();
    const user = await this.db
      .insertInto('users')
      .values({
        first_name: trimName(input.firstName),
        last_name: trimName(input.lastName),
        email: null,
        phone: null,
        region: null,
        primary_identification: 'g',
        login_provider: LoginProviderId.GUEST,
        is_guest: true,
        accept_tc: true,
        google_sub: null,
        line_sub: null,
        senior_citizen_attachment: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.startSession(user);
  }

  /** The configured social providers, with the URL to send the browser to when the caller gave one. */
  socialProviders(input: { redirectUri?: string; state?: string; nonce?: string }) {
    return this.social.map((p) => {
      let authorizeUrl: string | null = null;
      if (input.redirectUri && input.state && input.nonce) {
        try {
          authorizeUrl = p.authorizeUrl({ redirectUri: input.redirectUri, state: input.state, nonce: input.nonce });
        } catch {
          authorizeUrl = null;
        }
      }
      return { provider: p.provider, authorize_url: authorizeUrl };
    });
  }

  /**
   * Google (2) or Line (7): the provider exchanges and verifies the code; the account of that provider
   * subject is found, or linked by a verified email, or made (unregistered until the details step).
   */
  async socialLogin(input: { provider: 'google' | 'line'; code: string; redirectUri?: string }): Promise<AuthSession> {
    const label = input.provider === 'google' ? 'Google' : 'Line';
    const failed = () =>
      new ApiError(400, 'social_login_failed', `${label} login failed. Please try again or use another method.`);
    const provider = this.social.find((p) => p.provider === input.provider);
    if (!provider) throw failed();
    let identity: SocialIdentity;
    try {
      identity = await provider.exchange({ code: input.code, redirectUri: input.redirectUri });
    } catch (error) {
      this.log(
        {
          provider: input.provider,
          reason: error instanceof SocialLoginError ? error.reason : 'error',
          err: (error as Error)?.message,
        },
        'social login failed',
      );
      throw failed();
    }
    if (identity.provider !== input.provider || !identity.subject) throw failed();
    const column = input.provider === 'google' ? 'google_sub' : 'line_sub';
    const email = identity.email?.trim().toLowerCase() || null;
    let user = await this.db.selectFrom('users').selectAll().where(column, '=', identity.subject).executeTakeFirst();
    if (!user && email && identity.emailVerified) {
      const owner = await this.userByVerifiedEmail(email);
      if (owner && !owner.is_guest && !owner[column])
        user = await this.updateUser(owner.id, { [column]: identity.subject });
    }
    if (!user) {
      const now = this.now();
      const taken = email && identity.emailVerified ? await this.userByVerifiedEmail(email) : undefined;
      user = await this.db
        .insertInto('users')
        .values({
          first_name: trimName(identity.firstName ?? identity.name),
          last_name: trimName(identity.lastName),
          email,
          is_email_verified: !!email && identity.emailVerified && !taken,
          phone: null,
          region: null,
          primary_identification: 'email',
          login_provider: input.provider === 'google' ? LoginProviderId.GOOGLE : LoginProviderId.LINE,
          google_sub: input.provider === 'google' ? identity.subject : null,
          line_sub: input.provider === 'line' ? identity.subject : null,
          senior_citizen_attachment: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      user ??= await this.db.selectFrom('users').selectAll().where(column, '=', identity.subject).executeTakeFirst();
      if (!user) throw failed();
    }
    return this.startSession(user);
  }

  // ---- profile ------------------------------------------------------------------------------------

  /**
   * PATCH /profile (SPEC §5 "Profile"): names always; the email unless it is the primary identification;
   * phone and region unless the phone is. A changed phone or email is unverified until its code.
   */
  async updateProfile(
    auth: AuthedUser,
    input: {
      firstName: string;
      lastName: string;
      email?: string | null;
      phone?: ValidPhone | null;
      seniorCitizen?: { front: string | null; back: string | null } | null;
    },
  ): Promise<WireUser> {
    const user = auth.user;
    const values: Partial<UserRow> = { first_name: input.firstName, last_name: input.lastName };
    if (input.email !== undefined) {
      const email = input.email || null;
      if (email !== user.email) {
        if (user.primary_identification === 'email' && user.email) {
          throw new ApiError(400, 'validation_error', 'email: is the primary identification and cannot be changed', {
            email: 'primary',
          });
        }
        Object.assign(values, { email, is_email_verified: false });
      }
    }
    if (input.phone !== undefined) {
      const phone = input.phone?.phone ?? null;
      if (phone !== user.phone) {
        if (user.primary_identification === 'phone') {
          throw new ApiError(400, 'validation_error', 'phone: is the primary identification and cannot be changed', {
            phone: 'primary',
          });
        }
        Object.assign(values, { phone, region: input.phone?.region ?? null, is_phone_verified: false });
      }
    }
    if (input.seniorCitizen !== undefined) {
      const sc = input.seniorCitizen;
      values.senior_citizen_attachment = sc && (sc.front || sc.back) ? sc : null;
    }
    return toWireUser(await this.updateUser(user.id, values));
  }

  // ---- adding a phone or an email -----------------------------------------------------------------

  async sendPhoneVerification(auth: AuthedUser, input: { phone: ValidPhone; channel: OtpChannelId; lng: Language }) {
    const user = auth.user;
    if (user.primary_identification === 'phone' && user.phone && user.phone !== input.phone.phone) {
      throw new ApiError(400, 'validation_error', 'phone: is the primary identification and cannot be changed', {
        phone: 'primary',
      });
    }
    const owner = await this.userByVerifiedPhone(input.phone.phone);
    if (owner && owner.id !== user.id) throw conflict('phone');
    this.channelCheck(input.phone.region, input.channel);
    await this.checkCanSend('phone', input.phone.phone, user.id);
    const sent = await this.sendCode({
      purpose: 'phone',
      userId: user.id,
      target: input.phone.phone,
      region: input.phone.region,
      channel: input.channel,
      lng: input.lng,
    });
    return { otp_nonce: sent.nonce, resend_after: this.limits.resendSeconds };
  }

  async resendPhoneVerification(
    auth: AuthedUser,
    input: { nonce: string; phone: string; channel: OtpChannelId; lng: Language },
  ) {
    const challenge = await this.challengeForResend(input.nonce, 'phone', auth.user.id);
    const region = challenge.region ?? '';
    const phone = requirePhone(input.phone, region);
    if (phone.phone !== challenge.target) {
      throw new ApiError(400, 'validation_error', 'phone: does not match the code request', { phone: 'mismatch' });
    }
    this.channelCheck(region, input.channel);
    const sent = await this.sendCode({
      purpose: 'phone',
      userId: auth.user.id,
      target: challenge.target,
      region,
      channel: input.channel,
      lng: input.lng,
      replaces: challenge.id,
    });
    return { otp_nonce: sent.nonce, resend_after: this.limits.resendSeconds };
  }

  async verifyPhone(auth: AuthedUser, nonce: string, code: string): Promise<WireUser> {
    const challenge = await this.verifyCode(nonce, code, 'phone', auth.user.id);
    const owner = await this.userByVerifiedPhone(challenge.target);
    if (owner && owner.id !== auth.user.id) throw conflict('phone');
    return toWireUser(
      await this.updateUser(auth.user.id, {
        phone: challenge.target,
        region: challenge.region,
        is_phone_verified: true,
      }),
    );
  }

  async sendEmailVerification(auth: AuthedUser, input: { email: string; lng: Language }) {
    const user = auth.user;
    if (user.primary_identification === 'email' && user.email && user.email !== input.email) {
      throw new ApiError(400, 'validation_error', 'email: is the primary identification and cannot be changed', {
        email: 'primary',
      });
    }
    const owner = await this.userByVerifiedEmail(input.email);
    if (owner && owner.id !== user.id) throw conflict('email');
    await this.checkCanSend('email', input.email, user.id);
    const sent = await this.sendCode({
      purpose: 'email',
      userId: user.id,
      target: input.email,
      region: null,
      channel: null,
      lng: input.lng,
    });
    return { otp_nonce: sent.nonce, resend_after: this.limits.resendSeconds };
  }

  async resendEmailVerification(auth: AuthedUser, input: { nonce: string; lng: Language }) {
    const challenge = await this.challengeForResend(input.nonce, 'email', auth.user.id);
    const sent = await this.sendCode({
      purpose: 'email',
      userId: auth.user.id,
      target: challenge.target,
      region: null,
      channel: null,
      lng: input.lng,
      replaces: challenge.id,
    });
    return { otp_nonce: sent.nonce, resend_after: this.limits.resendSeconds };
  }

  async verifyEmail(auth: AuthedUser, nonce: string, code: string): Promise<WireUser> {
    const challenge = await this.verifyCode(nonce, code, 'email', auth.user.id);
    const owner = await this.userByVerifiedEmail(challenge.target);
    if (owner && owner.id !== auth.user.id) throw conflict('email');
    return toWireUser(await this.updateUser(auth.user.id, { email: challenge.target, is_email_verified: true }));
  }

  // ---- the outbox (development) -------------------------------------------------------------------

  async outbox(input: { to?: string; limit: number }) {
    let query = this.db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(input.limit);
    if (input.to) query = query.where('recipient', '=', input.to);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      code: r.code,
      created_at: r.created_at.toISOString(),
    }));
  }
}
