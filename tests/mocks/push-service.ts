// An msw stand-in for a browser's push service (RFC 8030, as FCM or Mozilla autopush answer it), and the
// browser's side of a subscription: its P-256 key pair and auth secret, so a test can read what was pushed
// (RFC 8291 aes128gcm, decrypted here as the browser would). Every request is recorded; the endpoint's path
// says how the service answers: `gone-…` 410 (the browser unsubscribed), `missing-…` 404, `broken-…` 500,
// `slow-…` never (a timeout), anything else 201.
import { createECDH, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { delay, http, HttpResponse } from 'msw';

export const PUSH_ORIGIN = 'https://push.example.test';

export interface PushedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** what the browser keeps to itself */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export function createPushService() {
  const pushed: PushedRequest[] = [];
  const handlers = [
    http.post(`${PUSH_ORIGIN}/send/:id`, async ({ request, params }) => {
      pushed.push({
        url: request.url,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: Buffer.from(await request.arrayBuffer()),
      });
      const id = String(params.id);
      if (id.startsWith('gone-'))
        return new HttpResponse('push subscription has unsubscribed or expired', { status: 410 });
      if (id.startsWith('missing-')) return new HttpResponse('not found', { status: 404 });
      if (id.startsWith('broken-')) return new HttpResponse('internal error', { status: 500 });
      if (id.startsWith('slow-')) await delay('infinite');
      return new HttpResponse(null, { status: 201, headers: { location: `${PUSH_ORIGIN}/message/${randomUUID()}` } });
    }),
  ];
  return {
    handlers,
    pushed,
    /** what was pushed to one endpoint */
    to: (endpoint: string) => pushed.filter((p) => p.url === endpoint),
    reset: () => void pushed.splice(0),
  };
}

/** A browser's new subscription at the mock push service (`kind` picks how the service answers). */
export function browserSubscription(kind = 'ok'): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    endpoint: `${PUSH_ORIGIN}/send/${kind}-${randomUUID()}`,
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the payload of one aes128gcm push, as the browser reads it. */
export function decryptPush(body: Buffer, browser: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const prkKey = hmac(browser.authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with the delimiter 2 and zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}
