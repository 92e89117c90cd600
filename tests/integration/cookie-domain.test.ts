// SPEC §9 "Cookies on parent domain": with COOKIE_DOMAIN every cookie the shop writes names that domain;
// without it they stay on the host.
import type { AppLoadContext } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { commitSession, getSession } from '~/utils/session.server';
import { takeToast, toastHeader } from '~/utils/toast.server';
import { consentCookie, cookieScope, languageCookie, markNoticeSeen } from '~/utils/cookies.server';
import { demoDatabase } from '../fixtures/database';
import type { Database } from '../../server/platform/db/index';
import { shopStore } from '../../server/shop-store/index';
import { sessionIdCookie } from '../../server/session-id';

let database: Database;
beforeAll(async () => {
  database = await demoDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The shop's load context as the process makes it (server/app.ts): the session cookie from the same settings. */
const contextWith = (cookieDomain?: string, secure = false) =>
  ({
    store: shopStore(database),
    singleInstance: true,
    secureCookies: secure,
    sessionSecrets: ['a-test-session-secret'],
    sessionCookie: sessionIdCookie({ secrets: ['a-test-session-secret'], secure, domain: cookieDomain }),
    cookieDomain,
  }) as unknown as AppLoadContext;

describe('the cookies’ domain', () => {
  it('names the parent domain on the session, toast and preference cookies when configured', async () => {
    const context = contextWith('shop.example.com');
    const session = await getSession(new Request('http://a.shop.example.com/'), context);
    session.set('x', 1);
    const cookies = [
      await commitSession(session, context),
      await toastHeader({ type: 'success', key: 'login.loggedIn' }, context),
      await markNoticeSeen(new Request('http://a.shop.example.com/'), context, 4, new Date()),
    ];
    for (const cookie of cookies) expect(cookie).toMatch(/; Domain=shop\.example\.com/);
  });

  it('keeps them on the host otherwise', async () => {
    // The session storage is made once per database (one configuration per process): another database.
    const other = await demoDatabase();
    const context = { ...contextWith(), store: shopStore(other) } as AppLoadContext;
    onTestFinished(() => other.close());
    const session = await getSession(new Request('http://localhost/'), context);
    session.set('x', 1);
    expect(await commitSession(session, context)).not.toMatch(/Domain=/i);
    expect(await toastHeader({ key: 'profile.loggedOut' }, context)).not.toMatch(/Domain=/i);
  });

  it('signs the toast: what the shop wrote is read back, a forged one is not', async () => {
    const context = contextWith();
    const written = (await toastHeader({ type: 'error', text: 'Stock unavailable for Halo-halo!' }, context)).split(
      ';',
    )[0]!;
    const read = await takeToast(new Request('http://localhost/', { headers: { Cookie: written } }), context);
    expect(read.toast).toMatchObject({ type: 'error', text: 'Stock unavailable for Halo-halo!' });
    const forged = `toast=${Buffer.from(JSON.stringify({ type: 'error', text: 'Pay here: evil.example' })).toString('base64')}`;
    expect(
      (await takeToast(new Request('http://localhost/', { headers: { Cookie: forged } }), context)).toast,
    ).toBeNull();
  });
});

describe('cookies in production', () => {
  it('are Secure, every one the shop writes', async () => {
    const other = await demoDatabase();
    onTestFinished(() => other.close());
    const context = { ...contextWith(undefined, true), store: shopStore(other) } as AppLoadContext;
    const request = new Request('https://shop.example/');
    const session = await getSession(request, context);
    session.set('x', 1);
    const cookies = [
      await commitSession(session, context),
      await toastHeader({ key: 'profile.loggedOut' }, context),
      await markNoticeSeen(request, context, 4, new Date()),
      await languageCookie.serialize('ja', cookieScope(context)),
      await consentCookie.serialize('accepted', cookieScope(context)),
    ];
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });
});
