// SPEC §9 "Cookies on parent domain": with COOKIE_DOMAIN every cookie the shop writes names that domain;
// without it they stay on the host.
import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { commitSession, getSession } from '~/session.server';
import { setNotice } from '~/notice.server';
import { markNoticeSeen } from '~/cookies.server';
import { demoDatabase } from '../fixtures/database';
import type { Database } from '../../server/platform/db/index';

let database: Database;
beforeAll(async () => {
  database = await demoDatabase();
});
afterAll(async () => {
  await database?.close();
});

const contextWith = (cookieDomain?: string) =>
  ({
    db: database.db,
    singleInstance: true,
    secureCookies: false,
    sessionSecrets: ['a-test-session-secret'],
    cookieDomain,
  }) as unknown as AppLoadContext;

describe('the cookies’ domain', () => {
  it('names the parent domain on the session, notice and preference cookies when configured', async () => {
    const context = contextWith('shop.example.com');
    const session = await getSession(new Request('http://a.shop.example.com/'), context);
    session.set('x', 1);
    const cookies = [
      await commitSession(session, context),
      await setNotice('loggedIn', context),
      await markNoticeSeen(new Request('http://a.shop.example.com/'), context, 4, new Date()),
    ];
    for (const cookie of cookies) expect(cookie).toMatch(/; Domain=shop\.example\.com/);
  });

  it('keeps them on the host otherwise', async () => {
    // The session storage is made once per database (one configuration per process): another database.
    const other = await demoDatabase();
    const context = { ...contextWith(), db: other.db } as AppLoadContext;
    onTestFinished(() => other.close());
    const session = await getSession(new Request('http://localhost/'), context);
    session.set('x', 1);
    expect(await commitSession(session, context)).not.toMatch(/Domain=/i);
    expect(await setNotice('loggedOut', context)).not.toMatch(/Domain=/i);
  });
});
