// Logins of the identity context (SPEC §4 "Auth and login", §6 roles): by a code sent to a phone, as a
// guest where the branch or food hall allows it, and with Google or Line. Each ends in a new session. A login
// made from a guest's session (SPEC §6 "It may upgrade through Unlock") takes the guest's orders with it.
import type { AuthSession, OtpSent } from '../../../app/contract/identity';
import { LoginProvider } from '../../../app/domain/constants';
import type { Language } from '../../../app/i18n/languages';
import { ApiError } from '../http';
import { invalidNonce, phoneMismatch, type Codes } from './codes';
import { requirePhone, type ValidPhone } from './phones';
import { SocialLoginError, type OtpChannelId, type SocialIdentity, type SocialProvider } from './providers';
import type { Sessions } from './sessions';
import { trimName, type IdentityDeps, type UserRow, type Users } from './users';

export class Logins {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly users: Users,
    private readonly codes: Codes,
    private readonly sessions: Sessions,
    readonly providers: readonly SocialProvider[],
    private readonly adoptGuest?: (guestId: number, userId: number) => Promise<number>,
  ) {}

  /**
   * The session of `user`, logged in from the session of `from` (the access token the login was sent with):
   * a guest's orders become the account's (order-records/guest-orders.ts), so the order a guest unlocked an
   * account from is still theirs.
   */
  private async startFrom(user: UserRow, from: UserRow | null | undefined): Promise<AuthSession> {
    if (from?.is_guest && from.id !== user.id && this.adoptGuest) {
      const orders = await this.adoptGuest(from.id, user.id);
      if (orders) this.deps.log({ guest_id: from.id, user_id: user.id, orders }, 'guest orders kept by the login');
    }
    return this.sessions.start(user);
  }

  // ---- by phone -----------------------------------------------------------------------------------

  /** The brand named in the code's text: the branch's business, else the business given. */
  private async brandTitle(input: { branchId?: number | null; businessId?: number | null }): Promise<string | null> {
    const { db } = this.deps;
    if (input.branchId) {
      const row = await db
        .selectFrom('branches')
        .innerJoin('businesses', 'businesses.id', 'branches.business_id')
        .select(['businesses.title', 'businesses.view_title'])
        .where('branches.id', '=', input.branchId)
        .executeTakeFirst();
      if (row) return row.view_title ?? row.title;
    }
    if (input.businessId) {
      const row = await db
        .selectFrom('businesses')
        .select(['title', 'view_title'])
        .where('id', '=', input.businessId)
        .executeTakeFirst();
      if (row) return row.view_title ?? row.title;
    }
    return null;
  }

  /** signup/phone: a code to the number; `registered` says whether it has a finished account. */
  async startPhone(input: {
    phone: ValidPhone;
    channel: OtpChannelId;
    lng: Language;
    branchId?: number | null;
    businessId?: number | null;
  }): Promise<OtpSent> {
    this.codes.checkChannel(input.phone.region, input.channel);
    const sent = await this.codes.send({
      purpose: 'login',
      userId: null,
      target: input.phone.phone,
      region: input.phone.region,
      channel: input.channel,
      lng: input.lng,
      brand: await this.brandTitle(input),
    });
    const user = await this.users.byVerifiedPhone(input.phone.phone);
    return this.codes.otpSent(sent, !!user?.registered);
  }

  /** otp/resend: a new code for the same number, on the channel chosen now. */
  async resendPhone(input: { nonce: string; phone: string; channel: OtpChannelId; lng: Language }): Promise<OtpSent> {
    const challenge = await this.codes.forResend(input.nonce, 'login', null);
    const region = challenge.region ?? '';
    const phone = requirePhone(input.phone, region);
    if (phone.phone !== challenge.target) throw phoneMismatch();
    this.codes.checkChannel(region, input.channel);
    const sent = await this.codes.send({
      purpose: 'login',
      userId: null,
      target: challenge.target,
      region,
      channel: input.channel,
      lng: input.lng,
      replaces: challenge.id,
    });
    const user = await this.users.byVerifiedPhone(challenge.target);
    return this.codes.otpSent(sent, !!user?.registered);
  }

  /**
   * otp/verify: the code proves the phone; the account of that verified phone is found or made. `from`: the
   * customer whose session the code was sent from (a guest's orders go with the login).
   */
  async verifyPhone(nonce: string, code: string, from?: UserRow | null): Promise<AuthSession> {
    const challenge = await this.codes.verify(nonce, code, 'login', null);
    let user = await this.users.byVerifiedPhone(challenge.target);
    if (!user) {
      user = await this.users.create({
        phone: challenge.target,
        region: challenge.region,
        is_phone_verified: true,
        primary_identification: 'phone',
        login_provider: LoginProvider.PHONE,
      });
      // made at the same moment by another verification of the same number
      user ??= await this.users.byVerifiedPhone(challenge.target);
      if (!user) throw invalidNonce('expired');
    }
    return this.startFrom(user, from);
  }

  // ---- as a guest ---------------------------------------------------------------------------------

  /** SPEC §6: guest login is enabled per branch, or per food hall for its tables. */
  async guestAllowed(input: { branchId?: number | null; foodHallId?: number | null }): Promise<boolean> {
    const { db } = this.deps;
    if (input.foodHallId) {
      const hall = await db
        .selectFrom('food_halls')
        .select('settings')
        .where('id', '=', input.foodHallId)
        .executeTakeFirst();
      if (!hall) throw new ApiError(404, 'not_found', 'No such food hall');
      return hall.settings.qr_order_guest_login_enabled !== false;
    }
    if (input.branchId) {
      const branch = await db
        .selectFrom('branches')
        .select('capabilities')
        .where('id', '=', input.branchId)
        .executeTakeFirst();
      if (!branch) throw new ApiError(404, 'not_found', 'No such branch');
      return branch.capabilities.guest_login_enabled === true;
    }
    return false;
  }

  async guest(input: {
    firstName?: string | null;
    lastName?: string | null;
    branchId?: number | null;
    foodHallId?: number | null;
  }): Promise<AuthSession> {
    if (!(await this.guestAllowed(input))) {
      throw new ApiError(403, 'guest_login_disabled', 'Guest login is not available here.');
    }
    const user = await this.users.create({
      first_name: trimName(input.firstName),
      last_name: trimName(input.lastName),
      primary_identification: 'g',
      login_provider: LoginProvider.GUEST,
      is_guest: true,
      accept_tc: true,
    });
    // a guest has no phone, email or social subject: nothing can collide with it
    if (!user) throw new Error('a guest could not be made');
    return this.sessions.start(user);
  }

  // ---- with Google or Line ------------------------------------------------------------------------

  /** The configured social providers, with the URL to send the browser to when the caller gave one. */
  socialProviders(input: { redirectUri?: string; state?: string; nonce?: string }) {
    return this.providers.map((p) => {
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
  async social(input: {
    provider: 'google' | 'line';
    code: string;
    redirectUri?: string;
    /** the customer whose session the login was made from (a guest's orders go with it) */
    from?: UserRow | null;
  }): Promise<AuthSession> {
    const label = input.provider === 'google' ? 'Google' : 'Line';
    const failed = () =>
      new ApiError(400, 'social_login_failed', `${label} login failed. Please try again or use another method.`);
    const provider = this.providers.find((p) => p.provider === input.provider);
    if (!provider) throw failed();
    let identity: SocialIdentity;
    try {
      identity = await provider.exchange({ code: input.code, redirectUri: input.redirectUri });
    } catch (error) {
      this.deps.log(
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
    const user = await this.socialAccount(input.provider, identity);
    if (!user) throw failed();
    return this.startFrom(user, input.from);
  }

  /** The account of a social identity: its own, a verified email's (linked now), or a new one. */
  private async socialAccount(provider: 'google' | 'line', identity: SocialIdentity): Promise<UserRow | undefined> {
    const column = provider === 'google' ? 'google_sub' : 'line_sub';
    const email = identity.email?.trim().toLowerCase() || null;
    let user = await this.users.bySocial(column, identity.subject);
    if (!user && email && identity.emailVerified) {
      const owner = await this.users.byVerifiedEmail(email);
      if (owner && !owner.is_guest && !owner[column])
        user = await this.users.update(owner.id, { [column]: identity.subject });
    }
    if (user) return user;
    const taken = email && identity.emailVerified ? await this.users.byVerifiedEmail(email) : undefined;
    user = await this.users.create({
      first_name: trimName(identity.firstName ?? identity.name),
      last_name: trimName(identity.lastName),
      email,
      is_email_verified: !!email && identity.emailVerified && !taken,
      primary_identification: 'email',
      login_provider: provider === 'google' ? LoginProvider.GOOGLE : LoginProvider.LINE,
      google_sub: provider === 'google' ? identity.subject : null,
      line_sub: provider === 'line' ? identity.subject : null,
    });
    return user ?? (await this.users.bySocial(column, identity.subject));
  }
}
