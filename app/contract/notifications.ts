// Web push (issue 16; SPEC §4 "Push notifications are sent for status changes"): the browsers a customer asked
// to be told on. A subscription is what the browser's PushManager gives (PushSubscription.toJSON): its push
// service's endpoint and the keys a payload is encrypted for. The platform pushes the changes of the
// customer's orders to each (server/platform/notifications); the VAPID public key is what the browser
// subscribes with.
import { z } from 'zod';
import { endpoint } from './endpoint';

/** The most browsers one customer is told on; a newer subscription pushes the oldest out. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;
/** Push services' endpoints are a few hundred characters (FCM, Mozilla, Apple, Windows). */
export const PUSH_ENDPOINT_MAX = 1024;

/** Hosts that are never a push service: this machine, its network, names without a dot. */
function isPrivateHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (!h.includes('.') || h.includes(':')) return true; // single label, or an IPv6 literal
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(h)) return true; // IPv4 literal
  return /(^|\.)(localhost|local|internal|lan|home|arpa)$/.test(h);
}

/**
 * The push service's URL: https, a public host name, no credentials, bounded. The platform sends requests to
 * it, so an address of our own network is refused (no requests on a customer's word to internal hosts).
 */
export const pushEndpointSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an https URL' });
      return;
    }
    if (url.protocol !== 'https:') ctx.addIssue({ code: 'custom', message: 'must be an https URL' });
    else if (url.username || url.password) ctx.addIssue({ code: 'custom', message: 'must not carry credentials' });
    else if (isPrivateHost(url.hostname) || (url.port !== '' && url.port !== '443'))
      ctx.addIssue({ code: 'custom', message: 'must be a push service' });
  });

/** base64url as browsers give it (padding tolerated and dropped), of exactly `bytes` bytes. */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .max(Math.ceil((bytes * 4) / 3) + 2, `must be ${what}`)
    .transform((v) => v.replace(/=+$/, ''))
    .refine((v) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`).test(v), `must be ${what}`);

export const pushKeysSchema = z.object({
  /** the browser's P-256 public key: 65 bytes, uncompressed (first byte 4: "B" in base64url) */
  p256dh: base64url(65, 'a P-256 public key (base64url)').refine((v) => v.startsWith('B'), {
    message: 'must be an uncompressed P-256 public key',
  }),
  /** the browser's auth secret: 16 bytes */
  auth: base64url(16, 'a 16-byte auth secret (base64url)'),
});

/** PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  /** when the push service ends it (epoch ms), when it says so */
  expirationTime: z
    .number()
    .int()
    .min(0)
    .max(8_640_000_000_000)
    .nullish()
    .transform((v) => v ?? null),
  keys: pushKeysSchema,
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** GET {consumer}/push/vapid-public-key — what a browser subscribes with (PushManager applicationServerKey). */
export const pushPublicKey = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/push/vapid-public-key',
  access: 'public',
  response: z.object({ public_key: z.string() }),
});

/**
 * POST {consumer}/push/subscriptions — tell this customer's order changes to this browser (the language of
 * the call, x-language, is the language of the pushes). Saving an endpoint again updates it; an endpoint
 * another customer saved is this customer's now (the device follows its newest login).
 */
export const savePushSubscription = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/push/subscriptions',
  access: 'user',
  body: pushSubscriptionSchema,
  response: z.object({ saved: z.literal(true) }),
});

/** DELETE {consumer}/push/subscriptions?endpoint=… — stop telling this browser (only the caller's own). */
export const deletePushSubscription = endpoint({
  gateway: 'consumer',
  method: 'DELETE',
  path: '/push/subscriptions',
  access: 'user',
  query: z.object({ endpoint: z.string().max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`) }),
  response: z.object({ deleted: z.boolean() }),
});
