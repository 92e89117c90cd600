// Sessions of the identity context (SPEC §4 "Auth and login"): a login is a family of rotating refresh
// tokens with short-lived access tokens (./tokens.ts). A refresh token works once; one used twice was
// copied and ends its whole family, unless it comes again within a few seconds of its rotation (one
// device sending it twice). Bearer tokens are read with http/access.ts `bearerToken`.
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
const EXPIRED = 'The session has expired. Please log in again.';

/** Whether a refresh token rotated at `usedAt` is used again within the grace window. */
function isWithinGrace(usedAt: Date, now: Date, graceSeconds: number): boolean {
  return graceSeconds > 0 && !isAfter(now, addSeconds(usedAt, graceSeconds));
}

export class Sessions {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly users: Users,
    private readonly options: { reuseGraceSeconds: number } = { reuseGraceSeconds: 0 },
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
   * time means it was copied: the whole family is revoked (the thief and the customer both log in again) —
   * unless the second use comes within the grace window after the rotation: a device that sent its
   * refresh twice at once (two tabs, a retry after a lost answer; defect 12 of issue 13) gets a new pair of
   * the same login instead of being logged out. After the window a reuse still ends the login.
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
    let usedAt = row.used_at;
    if (!usedAt) {
      if (!isAfter(row.expires_at, now)) throw unauthorized(EXPIRED);
      const claimed = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .returning('used_at')
        .executeTakeFirst();
      if (claimed) return this.next(row.family_id, row.user_id, now);
      // rotated at the same moment by another request (on this instance or another)
      const raced = await db
        .selectFrom('refresh_tokens')
        .select('used_at')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      usedAt = raced?.used_at ?? now;
    }
    if (isWithinGrace(usedAt, now, this.options.reuseGraceSeconds) && isAfter(row.expires_at, now)) {
      log({ user_id: row.user_id, family: row.family_id }, 'refresh token reused within the grace window');
      return this.next(row.family_id, row.user_id, now);
    }
    await this.revokeFamily(row.family_id);
    log({ user_id: row.user_id, family: row.family_id }, 'refresh token reused: session revoked');
    throw unauthorized(ENDED);
  }

  /** The next pair of a login: a new refresh token of the family and an access token. */
  private async next(familyId: string, userId: number, now: Date): Promise<TokenPair> {
    const user = await this.users.byId(userId);
    if (!user) throw unauthorized();
    const refresh = await this.insertRefreshToken(familyId, user.id, now);
    return {
      access_token: await this.accessToken(user, familyId),
      refresh_token: refresh,
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
