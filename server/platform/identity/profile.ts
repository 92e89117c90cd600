// The customer's own account (SPEC §5 "Profile", §7 "Profile"): the details step after a first login, the
// profile form, and adding a phone number or an email address, each proved by a one-time code.
import type { z } from 'zod';
import type { nonceSchema, User } from '../../../app/contract/identity';
import type { Language } from '../../../app/i18n/languages';
import { ApiError } from '../http';
import { phoneMismatch, type Codes } from './codes';
import { requirePhone, type ValidPhone } from './phones';
import type { OtpChannelId } from './providers';
import { conflict, primaryUnchangeable, toWireUser, type AuthedUser, type UserRow, type Users } from './users';

type NonceSent = z.infer<typeof nonceSchema>;

export class Profiles {
  constructor(
    private readonly users: Users,
    private readonly codes: Codes,
  ) {}

  /** /auth/signup: the details step (names, terms; a phone for users without one; an optional email). */
  async completeSignup(
    auth: AuthedUser,
    input: { firstName: string; lastName: string; email?: string | null; phone?: ValidPhone | null },
  ): Promise<User> {
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
    return toWireUser(await this.users.update(user.id, values));
  }

  /**
   * PATCH /profile (SPEC §5 "Profile"): names always; the email unless it is the primary identification;
   * phone and region unless the phone is. A changed phone or email is unverified until its code.
   */
  async update(
    auth: AuthedUser,
    input: {
      firstName: string;
      lastName: string;
      email?: string | null;
      phone?: ValidPhone | null;
      seniorCitizen?: { front: string | null; back: string | null } | null;
    },
  ): Promise<User> {
    const user = auth.user;
    const values: Partial<UserRow> = { first_name: input.firstName, last_name: input.lastName };
    if (input.email !== undefined) {
      const email = input.email || null;
      if (email !== user.email) {
        if (user.primary_identification === 'email' && user.email) throw primaryUnchangeable('email');
        Object.assign(values, { email, is_email_verified: false });
      }
    }
    if (input.phone !== undefined) {
      const phone = input.phone?.phone ?? null;
      if (phone !== user.phone) {
        if (user.primary_identification === 'phone') throw primaryUnchangeable('phone');
        Object.assign(values, { phone, region: input.phone?.region ?? null, is_phone_verified: false });
      }
    }
    if (input.seniorCitizen !== undefined) {
      const sc = input.seniorCitizen;
      values.senior_citizen_attachment = sc && (sc.front || sc.back) ? sc : null;
    }
    return toWireUser(await this.users.update(user.id, values));
  }

  // ---- adding a phone number ----------------------------------------------------------------------

  async sendPhoneCode(
    auth: AuthedUser,
    input: { phone: ValidPhone; channel: OtpChannelId; lng: Language },
  ): Promise<NonceSent> {
    const user = auth.user;
    if (user.primary_identification === 'phone' && user.phone && user.phone !== input.phone.phone) {
      throw primaryUnchangeable('phone');
    }
    const owner = await this.users.byVerifiedPhone(input.phone.phone);
    if (owner && owner.id !== user.id) throw conflict('phone');
    this.codes.checkChannel(input.phone.region, input.channel);
    const sent = await this.codes.send({
      purpose: 'phone',
      userId: user.id,
      target: input.phone.phone,
      region: input.phone.region,
      channel: input.channel,
      lng: input.lng,
    });
    return this.codes.nonceSent(sent);
  }

  async resendPhoneCode(
    auth: AuthedUser,
    input: { nonce: string; phone: string; channel: OtpChannelId; lng: Language },
  ): Promise<NonceSent> {
    const challenge = await this.codes.forResend(input.nonce, 'phone', auth.user.id);
    const region = challenge.region ?? '';
    const phone = requirePhone(input.phone, region);
    if (phone.phone !== challenge.target) throw phoneMismatch();
    this.codes.checkChannel(region, input.channel);
    const sent = await this.codes.send({
      purpose: 'phone',
      userId: auth.user.id,
      target: challenge.target,
      region,
      channel: input.channel,
      lng: input.lng,
      replaces: challenge.id,
    });
    return this.codes.nonceSent(sent);
  }

  async verifyPhone(auth: AuthedUser, nonce: string, code: string): Promise<User> {
    const challenge = await this.codes.verify(nonce, code, 'phone', auth.user.id);
    const owner = await this.users.byVerifiedPhone(challenge.target);
    if (owner && owner.id !== auth.user.id) throw conflict('phone');
    return toWireUser(
      await this.users.update(auth.user.id, {
        phone: challenge.target,
        region: challenge.region,
        is_phone_verified: true,
      }),
    );
  }

  // ---- adding an email address --------------------------------------------------------------------

  async sendEmailCode(auth: AuthedUser, input: { email: string; lng: Language }): Promise<NonceSent> {
    const user = auth.user;
    if (user.primary_identification === 'email' && user.email && user.email !== input.email) {
      throw primaryUnchangeable('email');
    }
    const owner = await this.users.byVerifiedEmail(input.email);
    if (owner && owner.id !== user.id) throw conflict('email');
    const sent = await this.codes.send({
      purpose: 'email',
      userId: user.id,
      target: input.email,
      region: null,
      channel: null,
      lng: input.lng,
    });
    return this.codes.nonceSent(sent);
  }

  async resendEmailCode(auth: AuthedUser, input: { nonce: string; lng: Language }): Promise<NonceSent> {
    const challenge = await this.codes.forResend(input.nonce, 'email', auth.user.id);
    const sent = await this.codes.send({
      purpose: 'email',
      userId: auth.user.id,
      target: challenge.target,
      region: null,
      channel: null,
      lng: input.lng,
      replaces: challenge.id,
    });
    return this.codes.nonceSent(sent);
  }

  async verifyEmail(auth: AuthedUser, nonce: string, code: string): Promise<User> {
    const challenge = await this.codes.verify(nonce, code, 'email', auth.user.id);
    const owner = await this.users.byVerifiedEmail(challenge.target);
    if (owner && owner.id !== auth.user.id) throw conflict('email');
    return toWireUser(await this.users.update(auth.user.id, { email: challenge.target, is_email_verified: true }));
  }
}
