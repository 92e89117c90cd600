// SPEC §4 "Auth and login": tokens in the session, refreshed before they end, one refresh at a time for
// concurrent requests, and auth reset when the refresh fails.
import { createSession, type AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import {
  authed,
  freshAuth,
  readAuth,
  registeredRedirect,
  userRedirect,
  VERIFY_PHONE,
  writeAuth,
} from '~/utils/auth.server';
import { PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { testUser } from '../fixtures/user';

const user = testUser;

function clientWith(refresh: PlatformClient['refreshToken']): PlatformClient {
  return { refreshToken: refresh } as unknown as PlatformClient;
}

describe('auth in the session', () => {
  it('keeps a fresh token without asking the platform', async () => {
    const session = createSession();
    writeAuth(session, { access_token: 'a1', refresh_token: 'r1', expires_in: 900, registered: true, user: user() });
    const refresh = vi.fn();
    expect((await freshAuth(session, clientWith(refresh)))?.accessToken).toBe('a1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token near its end once for concurrent requests (single flight)', async () => {
    const refresh = vi.fn(
      () =>
        new Promise<{ access_token: string; refresh_token: string; expires_in: number }>((resolve) =>
          setTimeout(() => resolve({ access_token: 'a2', refresh_token: 'r2', expires_in: 900 }), 20),
        ),
    );
    const sessions = [createSession(), createSession(), createSession()];
    for (const s of sessions)
      writeAuth(s, { access_token: 'a1', refresh_token: 'shared', expires_in: 10, registered: true, user: user() });
    const states = await Promise.all(sessions.map((s) => freshAuth(s, clientWith(refresh))));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(states.map((s) => s?.accessToken)).toEqual(['a2', 'a2', 'a2']);
    expect(readAuth(sessions[0]!)?.refreshToken).toBe('r2');
  });

  it('resets auth when the refresh is refused', async () => {
    const session = createSession();
    writeAuth(session, { access_token: 'a1', refresh_token: 'gone', expires_in: 0, registered: true, user: user() });
    const refresh = vi.fn(() => Promise.reject(new PlatformError(401, 'token_reused', 'Unauthorized')));
    expect(await freshAuth(session, clientWith(refresh))).toBeNull();
    expect(readAuth(session)).toBeNull();
  });

  it('drops a stored non-guest user who is not verified', () => {
    const session = createSession();
    writeAuth(session, {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      registered: true,
      user: user({ verified: false, is_phone_verified: false }),
    });
    expect(readAuth(session)).toBeNull();
  });

  it('sends a guest to login to unlock an account where only registered customers go (requireRegistered)', () => {
    const url = new URL('http://shop/vouchers?brand=1');
    const tokens = { access_token: 'a', refresh_token: 'r', expires_in: 900, registered: true };
    const guest = writeAuth(createSession(), { ...tokens, user: user({ is_guest: true }) });
    expect(registeredRedirect(guest, url)).toBe('/login?redirectUrl=%2Fvouchers%3Fbrand%3D1');
    expect(registeredRedirect(guest, url, '/profile')).toBe('/login?redirectUrl=%2Fprofile');
    const registered = writeAuth(createSession(), { ...tokens, user: user({ is_guest: false, registered: true }) });
    expect(registeredRedirect(registered, url)).toBeNull();
  });

  it('sends a visitor to login with the way back, and an unregistered user to the details', () => {
    const url = new URL('http://shop/profile?edit=1');
    expect(userRedirect(null, url)).toBe('/login?redirectUrl=%2Fprofile%3Fedit%3D1');
    expect(userRedirect(null, url, '/cart')).toBe('/login?redirectUrl=%2Fcart');
    const session = createSession();
    const state = writeAuth(session, {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      registered: false,
      user: user({ registered: false }),
    });
    expect(userRedirect(state, url)).toBe('/login/add-user-details');
    expect(userRedirect(state, new URL('http://shop/login/add-user-details'))).toBeNull();
  });

  it('sends a customer whose phone is not verified to the profile first, except on the profile itself', () => {
    const session = createSession();
    // A Google customer who gave a phone with the details: verified by Google, the phone not yet.
    const state = writeAuth(session, {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      registered: true,
      user: user({ is_phone_verified: false, verified: true, login_provider: 2, primary_identification: 'email' }),
    });
    expect(userRedirect(state, new URL('http://shop/orders'))).toBe(VERIFY_PHONE);
    expect(userRedirect(state, new URL('http://shop/profile'))).toBeNull();
    expect(userRedirect(state, new URL('http://shop/profile/phone-verify?nonce=n'))).toBeNull();
  });

  it('says when the platform rotated or revoked the tokens (the one write a GET may do)', async () => {
    const context = {} as AppLoadContext;
    const fresh = createSession();
    writeAuth(fresh, { access_token: 'a', refresh_token: 'r', expires_in: 900, registered: true, user: user() });
    const untouched = vi.fn();
    expect((await authed(fresh, context, 'en', null, clientWith(untouched))).rotated).toBe(false);

    const ending = createSession();
    writeAuth(ending, { access_token: 'a', refresh_token: 'r-end', expires_in: 5, registered: true, user: user() });
    const rotate = vi.fn(async () => ({ access_token: 'a2', refresh_token: 'r2', expires_in: 900 }));
    const renewed = await authed(ending, context, 'en', null, clientWith(rotate));
    expect(renewed.rotated).toBe(true);
    expect(renewed.auth?.refreshToken).toBe('r2');

    const gone = createSession();
    writeAuth(gone, { access_token: 'a', refresh_token: 'r-gone', expires_in: 0, registered: true, user: user() });
    const refuse = vi.fn(() => Promise.reject(new PlatformError(401, 'token_reused', 'Unauthorized')));
    const revoked = await authed(gone, context, 'en', null, clientWith(refuse));
    expect(revoked.rotated).toBe(true);
    expect(revoked.auth).toBeNull();

    const visitor = await authed(createSession(), context, 'en', null, clientWith(untouched));
    expect(visitor.rotated).toBe(false);
    expect(untouched).not.toHaveBeenCalled();
  });
});
