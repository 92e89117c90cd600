// DESIGN.md "Secrets that are not configured are generated at first start and kept": never derived from a
// constant (outside testing forged a token that read a customer's profile on a default `npm start`).
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { postgresDemo, startShop } from '../fixtures/shop-app';
import { loadConfig } from '../../server/config';
import { resolveSecrets } from '../../server/secrets';
import { signAccessToken } from '../../server/platform/identity/tokens';

const unconfigured = loadConfig({ DATA_DIR: 'memory://' });

describe('secrets nobody configured', () => {
  it('are made at the first start, kept for the next, and differ from one installation to another', async () => {
    const [one, other] = [await demoDatabase(), await demoDatabase()];
    try {
      const first = await resolveSecrets(unconfigured, one);
      expect(first.sessionSecrets).toHaveLength(1);
      for (const value of [first.sessionSecrets[0]!, first.tokenSecret, first.opsToken, first.socketSharedToken])
        expect(value.length).toBeGreaterThanOrEqual(40);
      expect(new Set([first.sessionSecrets[0], first.tokenSecret, first.opsToken, first.socketSharedToken]).size).toBe(
        4,
      );
      expect(await resolveSecrets(unconfigured, one)).toEqual(first);
      const elsewhere = await resolveSecrets(unconfigured, other);
      expect(elsewhere.tokenSecret).not.toBe(first.tokenSecret);
      expect(elsewhere.opsToken).not.toBe(first.opsToken);
    } finally {
      await one.close();
      await other.close();
    }
    // two demo databases loaded one after the other: 40 s on two cores shared with other work
  }, 90_000);

  it('are what configured values say when they are set', async () => {
    const db = await demoDatabase();
    try {
      const config = loadConfig({
        SESSION_SECRET: 'a-session-secret-0123456789',
        TOKEN_SECRET: 'a-token-secret-0123456789',
      });
      const secrets = await resolveSecrets(config, db);
      expect(secrets.sessionSecrets).toEqual(['a-session-secret-0123456789']);
      expect(secrets.tokenSecret).toBe('a-token-secret-0123456789');
    } finally {
      await db.close();
    }
  });

  it('make a token signed with the old constant fallback worthless', async () => {
    const shop = await startShop(await demoDatabase(), { SESSION_SECRET: '', TOKEN_SECRET: '', OPS_TOKEN: '' });
    try {
      const guest = await fetch(`${shop.base}/api/consumer/v1/auth/login/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ accept_tc: true, branch_id: 1 }),
      });
      expect(guest.status).toBe(200);
      const { user } = (await guest.json()) as { user: { id: number } };
      const forged = await signAccessToken({ sub: String(user.id) }, 'development-session-secret:tokens');
      const profile = await fetch(`${shop.base}/api/consumer/v1/profile`, {
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(profile.status).toBe(401);
      // nor is the old derived ops token of any use
      const busy = await fetch(`${shop.base}/api/enterprise/v1/branch/1/brand/1/busy`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${createHmac('sha256', 'development-session-secret').update('ops-token').digest('base64url')}`,
        },
        body: '{"is_busy":true}',
      });
      expect(busy.status).toBe(401);
    } finally {
      await shop.close();
    }
  });

  const pg = process.env.DATABASE_URL ? postgresDemo() : null;
  afterAll(async () => (await pg)?.drop());
  it.runIf(!!process.env.DATABASE_URL)('are the same for instances starting together on one PostgreSQL', async () => {
    const target = (await pg)!;
    const dbs = await Promise.all([target.open(), target.open(), target.open()]);
    try {
      const all = await Promise.all(dbs.map((db) => resolveSecrets(unconfigured, db)));
      for (const s of all) expect(s).toEqual(all[0]);
    } finally {
      for (const db of dbs) await db.close();
    }
  });
});

describe('instances starting together with DEMO_DATA on one PostgreSQL', () => {
  const pg = process.env.DATABASE_URL ? postgresDemo({ demo: false }) : null;
  afterAll(async () => (await pg)?.drop());
  it.runIf(!!process.env.DATABASE_URL)('all start, and the demo is loaded once', async () => {
    const target = (await pg)!;
    const dbs = await Promise.all([target.open(), target.open(), target.open()]);
    const started = await Promise.allSettled(
      dbs.map((db) => startShop(db, { DATABASE_URL: target.url, DEMO_DATA: 'true' })),
    );
    try {
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const businesses = await dbs[0]!.db.selectFrom('businesses').select('title').execute();
      expect(businesses.length).toBeGreaterThan(0);
      expect(new Set(businesses.map((b) => b.title)).size).toBe(businesses.length);
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.close();
    }
  });
});
