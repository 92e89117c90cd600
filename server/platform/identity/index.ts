// The identity context (SPEC §4 "Auth and login", §6 roles, §7 "Auth (POST)" and "Profile"): the one entry
// point the platform (../index.ts) and the routes (./routes.ts) use. Its parts, each with its own concern:
// users.ts (accounts and the wire user), sessions.ts (access and rotating refresh tokens), codes.ts
// (one-time codes and their limits), login.ts (phone, guest, social), profile.ts (details, profile,
// phone and email verification) and outbox.ts (the embedded sender and its development listing).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Limits } from '../limits';
import { Codes, type OtpLimits } from './codes';
import { Logins } from './login';
import { listOutbox, type IdentityLog } from './outbox';
import { OTP_DEFAULTS } from './otp';
import { Profiles } from './profile';
import type { MessageSender, SocialProvider } from './providers';
import { Sessions } from './sessions';
import { Users, type AuthedUser } from './users';

export type { AuthedUser } from './users';
export type { OtpLimits } from './codes';

export interface IdentityOptions {
  db: Kysely<DB>;
  now: () => Date;
  tokenSecret: string;
  sender: MessageSender;
  social?: readonly SocialProvider[];
  log?: IdentityLog;
  limits?: Partial<OtpLimits>;
  /** the platform's rate limits (server/platform/limits): codes tried per phone or email, the refresh grace */
  rateLimits: Limits;
  /**
   * hands a guest's orders to the account a login from the guest's session ended in (SPEC §6 Unlock; the
   * orders context's order-records/guest-orders.ts)
   */
  adoptGuest?: (guestId: number, userId: number) => Promise<number>;
}

export interface Identity {
  sessions: Sessions;
  codes: Codes;
  login: Logins;
  profile: Profiles;
  /** the router's UserAuthenticator (server/platform/index.ts) */
  authenticate(request: Request): Promise<AuthedUser>;
  authenticateOptional(request: Request): Promise<AuthedUser | null>;
  /** the codes the embedded sender "delivered" (development only) */
  outbox(input: { to?: string; limit: number }): ReturnType<typeof listOutbox>;
}

export function createIdentity(options: IdentityOptions): Identity {
  const deps = {
    db: options.db,
    now: options.now,
    secret: options.tokenSecret,
    log: options.log ?? (() => undefined),
  };
  const users = new Users(deps);
  const sessions = new Sessions(deps, users, {
    reuseGraceSeconds: options.rateLimits.settings.refreshReuseGraceSeconds,
  });
  const codes = new Codes(deps, options.sender, { ...OTP_DEFAULTS, ...options.limits }, sessions, options.rateLimits);
  return {
    sessions,
    codes,
    login: new Logins(deps, users, codes, sessions, options.social ?? [], options.adoptGuest),
    profile: new Profiles(users, codes),
    authenticate: (request) => sessions.authenticate(request),
    authenticateOptional: (request) => sessions.authenticateOptional(request),
    outbox: (input) => listOutbox(options.db, input),
  };
}
