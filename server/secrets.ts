// DESIGN.md "Secrets that are not configured are generated at first start and kept in the data directory,
// never derived from a constant": the session secret, the platform's token secret, the ops token and the
// live connection's shared token, the web push key pair (issue 16) and the sandbox gateway's signing key (issue 29). Kept in the database the process runs on, so the instances of one
// PostgreSQL database share them and a restart keeps them.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import webpush from 'web-push';
import type { Config } from './config';
import type { Database } from './platform/db/index';

export interface Secrets {
  /** newest first; older ones still verify (rotation) */
  sessionSecrets: string[];
  tokenSecret: string;
  opsToken: string;
  socketSharedToken: string;
  /** the VAPID key pair web pushes are signed with (base64url, web-push's form); null: push is off */
  vapidKeys: VapidKeys | null;
  /**
   * signs the sandbox gateway's callbacks: one per database, so a callback signed at one instance verifies at
   * every other behind the balancer (issue 29; a key per process was refused 401 at the others)
   */
  sandboxSecret: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The secret kept under `name`, made now if this is the first start (one wins when instances race). */
async function kept(database: Database, name: string, make = () => randomBytes(32).toString('base64url')) {
  const made = make();
  await sql`insert into instance_secrets (name, value) values (${name}, ${made}) on conflict (name) do nothing`.execute(
    database.db,
  );
  const row = await sql<{ value: string }>`select value from instance_secrets where name = ${name}`.execute(
    database.db,
  );
  return row.rows[0]!.value;
}

/**
 * The VAPID pair kept as one value (both halves of one pair, whichever instance made it). Browsers keep the
 * public key in their subscriptions: a new pair would silence every subscription made with the old one.
 */
async function keptVapidKeys(database: Database): Promise<VapidKeys> {
  const value = await kept(database, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(value) as VapidKeys;
  return { publicKey, privateKey };
}

/** The configured secrets, and kept ones for those not configured. Needs the shop's migrations applied. */
export async function resolveSecrets(config: Config, database: Database): Promise<Secrets> {
  return {
    sessionSecrets: config.sessionSecrets.length ? config.sessionSecrets : [await kept(database, 'session')],
    tokenSecret: config.tokenSecret ?? (await kept(database, 'token')),
    opsToken: config.opsToken ?? (await kept(database, 'ops')),
    socketSharedToken: config.socketSharedToken ?? (await kept(database, 'socket')),
    // production without a configured pair runs without push rather than with a pair nobody chose
    vapidKeys: config.vapid.keys ?? (config.vapid.keep ? await keptVapidKeys(database) : null),
    sandboxSecret: config.sandboxSecret ?? (await kept(database, 'sandbox')),
  };
}
