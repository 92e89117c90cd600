// Pushes the changes of an order to its customer's browsers (issue 16), from the platform's events: an order's
// status, its courier's moves, its cart changed by the kitchen. Fire and forget: a move of an order never
// waits for a push service nor fails because of one. The changes wait in a bounded line (a flood drops,
// logged); one order's changes are told in their order (its browsers end on its latest news); at most
// PUSH_CONCURRENCY pushes are in flight, each with a timeout; a subscription the push service says is gone
// (404, 410) is deleted.
import type { Kysely } from 'kysely';
import webpush, { WebPushError, type PushSubscription as WebPushSubscription } from 'web-push';
import { isSupportedLanguage, type Language } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import type { OrderEvent, PlatformEvents } from '../events';
import { toWireOrder } from '../order-records/store';
import { claimTopic, forgetGone, subscriptionsOf, type PushSubscriptionRow } from './store';
import { pushMessage, topicOf, type OrderChange } from './texts';

/** Pushes in flight at once, over every order. */
export const PUSH_CONCURRENCY = 4;
/** Changes waiting to be told; beyond this a change is dropped (and logged), never the process's memory. */
export const PUSH_WAITING_MAX = 1000;
/** How long one push service may take to answer. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a browser that is offline: an order's news is stale after that. */
export const PUSH_TTL_SECONDS = 4 * 60 * 60;

export interface PushSettings {
  /** the VAPID key pair (config or kept in the database, server/secrets.ts) and the contact (VAPID_SUBJECT) */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** one structured line per push that failed, or was dropped */
  log?: (obj: Record<string, unknown>, msg: string) => void;
  /** the push services' answer time limit (default PUSH_TIMEOUT_MS) */
  timeoutMs?: number;
}

interface SenderDeps {
  db: Kysely<DB>;
  events: PlatformEvents;
  now: () => Date;
  settings: PushSettings;
}

export interface PushSender {
  /** resolves once every change queued so far is pushed (tests, shutdown) */
  idle(): Promise<void>;
}

export function startPushSender({ db, events, now, settings }: SenderDeps): PushSender {
  const log = settings.log ?? (() => undefined);

  // At most PUSH_CONCURRENCY pushes at once: a finished push hands its place to the next waiting one.
  let sending = 0;
  const waitingToSend: Array<() => void> = [];
  async function limited(work: () => Promise<void>) {
    if (sending < PUSH_CONCURRENCY) sending++;
    else await new Promise<void>((resolve) => waitingToSend.push(resolve));
    try {
      await work();
    } finally {
      const next = waitingToSend.shift();
      if (next) next();
      else sending--;
    }
  }

  async function send(row: PushSubscriptionRow, payload: string, topic: string) {
    const subscription: WebPushSubscription = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    try {
      await webpush.sendNotification(subscription, payload, {
        vapidDetails: settings.vapid,
        TTL: PUSH_TTL_SECONDS,
        timeout: settings.timeoutMs ?? PUSH_TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        // a newer push of the same order replaces one the browser has not received yet
        topic,
      });
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await forgetGone(db, row);
        log({ subscription: row.id, status: err.statusCode }, 'push subscription gone: deleted');
        return;
      }
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      log({ subscription: row.id, status, err: status ? undefined : err }, 'push not delivered');
    }
  }

  async function tell(event: OrderEvent, change: OrderChange) {
    const row = await db.selectFrom('orders').selectAll().where('order_hash', '=', event.order_hash).executeTakeFirst();
    if (!row) return;
    const order = toWireOrder(row);
    const topic = topicOf(order, change, new Date(row.updated_at));
    if (!topic) return;
    const subscriptions = await subscriptionsOf(db, row.user_id, now());
    if (!subscriptions.length || !(await claimTopic(db, row.id, topic))) return;
    // the order's own language when it keeps one, else the language the browser subscribed in
    const kept = (row.data as { language?: unknown }).language;
    const payloads = new Map<Language, string>();
    const payloadIn = (lng: Language) => {
      let payload = payloads.get(lng);
      if (!payload) {
        payload = JSON.stringify(pushMessage(order, change, lng));
        payloads.set(lng, payload);
      }
      return payload;
    };
    const topicHeader = row.order_hash.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || 'order';
    await Promise.all(
      subscriptions.map((s) => {
        const lng = isSupportedLanguage(kept) ? kept : isSupportedLanguage(s.language) ? s.language : 'en';
        const payload = payloadIn(lng);
        return limited(() => send(s, payload, topicHeader));
      }),
    );
  }

  // One order's changes one after the other; different orders side by side.
  let waiting = 0;
  const lines = new Map<string, Promise<void>>();
  let idleWaiters: Array<() => void> = [];
  function on(event: OrderEvent, change: OrderChange) {
    if (waiting >= PUSH_WAITING_MAX) return log({ waiting, order: event.order_hash }, 'push line full: change dropped');
    waiting++;
    const key = event.order_hash;
    const run: Promise<void> = (lines.get(key) ?? Promise.resolve())
      .then(() => tell(event, change))
      .catch((err: unknown) => log({ err, order: key }, 'push failed'))
      .finally(() => {
        waiting--;
        if (lines.get(key) === run) lines.delete(key);
        if (waiting === 0) {
          const done = idleWaiters;
          idleWaiters = [];
          for (const resolve of done) resolve();
        }
      });
    lines.set(key, run);
  }
  events.on('order_status_update', (e) => on(e, { kind: 'status', statusId: e.status_id }));
  events.on('fulfilment_status_update', (e) =>
    on(e, { kind: 'fulfilment', fulfilmentStatusId: e.fulfillment_status_id }),
  );
  events.on('order_cart_update', (e) => on(e, { kind: 'cart' }));

  return {
    idle: () =>
      new Promise<void>((resolve) => {
        if (waiting === 0) resolve();
        else idleWaiters.push(resolve);
      }),
  };
}
