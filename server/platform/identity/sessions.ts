// Sessions of the identity context (SPEC §4 "Auth and login"): a login is a family of rotating refresh
// tokens with short-lived access tokens (./tokens.ts). A refresh token works once; one used twice was
// copied and ends its whole family. Bearer tokens are read with http/access.ts `bearerToken`.
import { randomBytes, randomUUID } from 'node:crypto';
import { addSeconds, isAfter } from 'date-fns';
import type { AuthSession, TokenPair } from '../../../app/contract/identity';
import { bearerToken, unauthorized } from '../http';
import { hashSecret } from './otp';
import { signAccessToken, verifyAccessToken } from './tokens';
import { toWireUser, type AuthedUser, type IdentityDeps, type UserRow, type Users } from './users';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

const ENDED = 'The session has ended. Please log in again.';

export class Sessions {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly users: Users,
  ) {}

  /** The user of a bearer token: 401 when it is missing, invalid, expired, logged out, or names nobody. */
  async authenticate(request: Request): Promise<AuthedUser> {
    const found = await this.authenticateOptional(request);
    if (!found) throw unauthorized();
    return found;
  }

  async authenticateOptional(request: Request): Promise<AuthedUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await verifyAccessToken(token, this.deps.secret);
    if (!claims || !/^\d{1,9}$/.test(claims.sub)) return null;
    if (claims.sid) {
      const family = await this.deps.db
        .selectFrom('refresh_families')
        .select(['revoked_at', 'user_id'])
        .where('id', '=', claims.sid)
        .executeTakeFirst();
      if (!family || family.revoked_at || String(family.user_id) !== claims.sub) return null;
    }
    const user = await this.users.byId(Number(claims.sub));
    if (!user) return null;
    return { user, sid: claims.sid };
  }

  private async insertRefreshToken(familyId: string, userId: number, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.deps.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashSecret(token),
        family_id: familyId,
        user_id: userId,
        created_at: now,
        expires_at: addSeconds(now, REFRESH_TTL_SECONDS),
      })
      .execute();
    return token;
  }

  private async accessToken(user: UserRow, familyId: string): Promise<string> {
    return signAccessToken(
      { sub: String(user.id), guest: user.is_guest, sid: familyId },
      this.deps.secret,
      ACCESS_TTL_SECONDS,
    );
  }

  /** A new login: a refresh family with its first token, and an access token. */
  async start(user: UserRow): Promise<AuthSession> {
    const now = this.deps.now();
    const familyId = randomUUID();
    await this.deps.db
      .insertInto('refresh_families')
      .values({ id: familyId, user_id: user.id, created_at: now })
      .execute();
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
    await this.deps.db
      .updateTable('refresh_families')
      .set({ revoked_at: this.deps.now() })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Rotation: a refresh token works once and is replaced by the next of its family. A token used a second
   * time means it was copied: the whole family is revoked (the thief and the customer both log in again).
   */
  async refresh(token: string): Promise<TokenPair> {
    const { db, log } = this.deps;
    const now = this.deps.now();
    const hash = hashSecret(token);
    const row = await db
      .selectFrom('refresh_tokens as t')
      .innerJoin('refresh_families as f', 'f.id', 't.family_id')
      .select(['t.family_id', 't.user_id', 't.expires_at', 't.used_at', 'f.revoked_at'])
      .where('t.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || row.revoked_at) throw unauthorized(ENDED);
    if (row.used_at) {
      await this.revokeFamily(row.family_id);
      log({ user_id: row.user_id, family: row.family_id }, 'refresh token reused: session revoked');
      throw unauthorized(ENDED);
    }
    if (!isAfter(row.expires_at, now)) throw unauthorized('The session has expired. Please log in again.');
    const claimed = await db
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .returning('token_hash')
      .executeTakeFirst();
    if (!claimed) {
      // used at the same moment by someone else: a reuse as well
      await this.revokeFamily(row.family_id);
      throw unauthorized(ENDED);
    }
    const user = await this.users.byId(row.user_id);
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
      const row = await this.deps.db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashSecret(input.refreshToken))
        .executeTakeFirst();
      if (row) await this.revokeFamily(row.family_id);
    }
    if (input.sid) await this.revokeFamily(input.sid);
  }

  /** Drops the refresh tokens nobody can use any more. */
  async prune(now: Date): Promise<void> {
    await this.deps.db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute();
  }
}
