// Pushes the changes of an order to its customer's browsers (issue 16), from the platform's events: an order's
// status, its courier's moves, its cart changed by the kitchen. Fire and forget: a move of an order never
// waits for a push service nor fails because of one. The work is queued (bounded: a flood drops, logged),
// at most PUSH_CONCURRENCY pushes are in flight, each with a timeout; a subscription the push service says is
// gone (404, 410) is deleted.
import type { Kysely } from 'kysely';
import webpush, { WebPushError, type PushSubscription as WebPushSubscription } from 'web-push';
import { isSupportedLanguage, type Language } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import type { OrderEvent, PlatformEvents } from '../events';
import { toWireOrder } from '../orders/store';
import { claimTopic, forgetGone, subscriptionsOf, type PushSubscriptionRow } from './store';
import { pushMessage, topicOf, type OrderChange } from './texts';

/** Pushes in flight at once, over every order. */
export const PUSH_CONCURRENCY = 4;
/** Changes waiting to be pushed; beyond this a change is dropped (and logged), never the process's memory. */
export const PUSH_QUEUE_MAX = 1000;
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
  const queue: Array<() => Promise<void>> = [];
  let running = 0;
  let waiters: Array<() => void> = [];

  const pump = () => {
    while (running < PUSH_CONCURRENCY && queue.length) {
      const job = queue.shift()!;
      running++;
      job()
        .catch((err: unknown) => log({ err }, 'push failed'))
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && queue.length === 0) {
      const done = waiters;
      waiters = [];
      for (const w of done) w();
    }
  };
  const enqueue = (job: () => Promise<void>) => {
    if (queue.length >= PUSH_QUEUE_MAX) return log({ queued: queue.length }, 'push queue full: change dropped');
    queue.push(job);
    pump();
  };

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
    const messages = new Map<Language, string>();
    const topicHeader = row.order_hash.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || 'order';
    for (const s of subscriptions) {
      const lng = isSupportedLanguage(kept) ? kept : isSupportedLanguage(s.language) ? s.language : 'en';
      let payload = messages.get(lng);
      if (!payload) {
        payload = JSON.stringify(pushMessage(order, change, lng));
        messages.set(lng, payload);
      }
      const body = payload;
      enqueue(() => send(s, body, topicHeader));
    }
  }

  const on = (event: OrderEvent, change: OrderChange) => enqueue(() => tell(event, change));
  events.on('order_status_update', (e) => on(e, { kind: 'status', statusId: e.status_id }));
  events.on('fulfilment_status_update', (e) =>
    on(e, { kind: 'fulfilment', fulfilmentStatusId: e.fulfillment_status_id }),
  );
  events.on('order_cart_update', (e) => on(e, { kind: 'cart' }));

  return {
    idle: () =>
      new Promise<void>((resolve) => {
        if (running === 0 && queue.length === 0) resolve();
        else waiters.push(resolve);
      }),
  };
}
