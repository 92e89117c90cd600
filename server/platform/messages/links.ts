// The link a message gives a guest (issue 27; ADR 0033): the order page of that one order, opened without a
// login. `key` is `{expiry}.{mac}`: the expiry in Unix seconds and an HMAC-SHA256, under a key derived from the
// platform's token secret, of the order's hash and that expiry — so it opens only that order, only until then,
// and cannot be made or changed without the secret. Nothing is stored: a key is checked by computing it again.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a message's link opens its order. */
export const ORDER_LINK_DAYS = 30;

const KEY_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function macOf(secret: string, hash: string, expiry: number): Buffer {
  // a key of its own for these links: an access token's signature can never pass for one
  const linkKey = createHmac('sha256', secret).update('order-link').digest();
  return createHmac('sha256', linkKey).update(`${hash}\n${expiry}`).digest();
}

/** The key of the link to the order `hash`, opening it until `expiresAt`. */
export function orderLinkKey(secret: string, hash: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  return `${expiry}.${macOf(secret, hash, expiry).toString('base64url')}`;
}

/** The key a message's link carries, made at `now`. */
export function messageLinkKey(secret: string, hash: string, now: Date): string {
  return orderLinkKey(secret, hash, new Date(now.getTime() + ORDER_LINK_DAYS * 86_400_000));
}

/** Whether `key` opens the order `hash` at `now`: made with the secret for that order, and not expired. */
export function opensOrder(secret: string, hash: string, key: string, now: Date): boolean {
  const match = KEY_SHAPE.exec(key);
  if (!match) return false;
  const expiry = Number(match[1]);
  if (expiry * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = macOf(secret, hash, expiry);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
