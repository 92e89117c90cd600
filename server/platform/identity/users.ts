// The users of the identity context (SPEC §3 "User"): their rows, found and changed, and the user of the
// wire format (app/contract/identity.ts `User`). The other parts of the context (sessions, codes, login,
// profile) work through this module and share its dependencies.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { User } from '../../../app/contract/identity';
import type { DB, UsersTable } from '../db/schema';
import { ApiError } from '../http';
import type { IdentityLog } from './outbox';

export type UserRow = Selectable<UsersTable>;

/** What every part of the identity context works with. */
export interface IdentityDeps {
  db: Kysely<DB>;
  now: () => Date;
  /** the platform's token secret: access tokens are signed and codes are hashed with it */
  secret: string;
  log: IdentityLog;
}

/** The customer of a request (the router's user, server/platform/index.ts). */
export interface AuthedUser {
  user: UserRow;
  /** the refresh family of the access token (absent in tokens not issued by a login) */
  sid?: string;
}

export function toWireUser(u: UserRow): User {
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

/** 409: a phone number or email address verified by another account. */
export function conflict(field: 'phone' | 'email'): ApiError {
  const what = field === 'phone' ? 'phone number' : 'email address';
  return new ApiError(409, `${field}_in_use`, `This ${what} is already used by another account.`, {
    [field]: 'in_use',
  });
}

/** 400: the primary identification (the phone or the email the account logs in with) cannot change. */
export function primaryUnchangeable(field: 'phone' | 'email'): ApiError {
  return new ApiError(400, 'validation_error', `${field}: is the primary identification and cannot be changed`, {
    [field]: 'primary',
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export const trimName = (value: string | null | undefined) => {
  const v = value?.trim();
  return v ? v.slice(0, 50) : null;
};

type NewUser = Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>;

export class Users {
  constructor(private readonly deps: Pick<IdentityDeps, 'db' | 'now'>) {}

  async byId(id: number): Promise<UserRow | undefined> {
    return this.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byVerifiedPhone(phone: string): Promise<UserRow | undefined> {
    return this.deps.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .where('is_phone_verified', '=', true)
      .executeTakeFirst();
  }

  async byVerifiedEmail(email: string): Promise<UserRow | undefined> {
    return this.deps.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('is_email_verified', '=', true)
      .executeTakeFirst();
  }

  /** The account of a Google or Line subject. */
  async bySocial(column: 'google_sub' | 'line_sub', subject: string): Promise<UserRow | undefined> {
    return this.deps.db.selectFrom('users').selectAll().where(column, '=', subject).executeTakeFirst();
  }

  /**
   * A new account; undefined when an account with the same verified phone or email, or the same social
   * subject, was made at the same moment (the caller then finds that one).
   */
  async create(values: NewUser): Promise<UserRow | undefined> {
    const now = this.deps.now();
    return this.deps.db
      .insertInto('users')
      .values({
        first_name: null,
        last_name: null,
        email: null,
        phone: null,
        region: null,
        google_sub: null,
        line_sub: null,
        senior_citizen_attachment: null,
        ...values,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  async update(id: number, values: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<UserRow> {
    try {
      return await this.deps.db
        .updateTable('users')
        .set({ ...values, updated_at: this.deps.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // another account verified the same phone or email in the meantime
      if (isUniqueViolation(error)) throw conflict(values.is_phone_verified ? 'phone' : 'email');
      throw error;
    }
  }
}
