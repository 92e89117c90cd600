// Sends the order messages (issue 27; ADR 0033): claims the due rows of order_messages (./queue.ts) and sends
// each through the messaging adapter by the order's channel — Infobip in production, the outbox in the demo and
// the tests (listed at /dev/outbox). A claim is one guarded update over `FOR UPDATE SKIP LOCKED` rows, so two
// instances never take the same message; a claim lasts `leaseMs`, after which an instance that died while
// sending is taken over. A failed send is tried again after 30 s, 1 min, 2 min… up to `maxAttempts`, then the
// message is `failed`. Starts and stops with the process (server/app.ts); a change of an order wakes it.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import type { PlatformEvents } from '../events';
import { OtpChannel, type DeliveryReceipt, type MessageSender } from '../identity/providers';
import { maskAddress } from '../identity/outbox';
import { messageLinkKey } from './links';
import type { MessageEvent } from './queue';
import { orderMessageText } from './texts';

export interface OrderMessageSettings {
  /** how often due messages are looked for; default 2 s (a change of an order looks at once) */
  intervalMs: number;
  /** messages claimed at a time */
  batch: number;
  /** sends tried before a message is given up */
  maxAttempts: number;
  /** the wait after the first failure; it doubles after each */
  backoffMs: number;
  /** how long a claim holds: a message still `sending` after it is taken over */
  leaseMs: number;
}

export const ORDER_MESSAGE_DEFAULTS: OrderMessageSettings = {
  intervalMs: 2_000,
  batch: 20,
  maxAttempts: 6,
  backoffMs: 30_000,
  leaseMs: 120_000,
};

export interface OrderMessageOptions {
  db: Kysely<DB>;
  now: () => Date;
  sender: MessageSender;
  /** the platform's token secret: a guest's link is signed with a key derived from it (./links.ts) */
  secret: string;
  /** the origin customers reach the shop at (the order page of a message's link) */
  publicBase: string;
  events?: PlatformEvents;
  log?: (obj: object, msg: string) => void;
  settings?: Partial<OrderMessageSettings>;
}

export interface OrderMessages {
  /** claims the due messages and sends them; how many were sent */
  runOnce(): Promise<number>;
  start(): void;
  /** no new round; the round under way finishes */
  stop(): Promise<void>;
}

interface Claimed {
  id: number;
  order_id: number;
  event: MessageEvent;
  channel: string;
  recipient: string;
  language: string;
  attempts: number;
  claim: string;
  next_at: Date;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffAfter(attempts: number, backoffMs: number): number {
  return backoffMs * 2 ** Math.max(0, attempts - 1);
}

export function createOrderMessages(options: OrderMessageOptions): OrderMessages {
  const { db, now, sender } = options;
  const settings = { ...ORDER_MESSAGE_DEFAULTS, ...options.settings };
  const base = options.publicBase.replace(/\/+$/, '');
  const log = options.log ?? (() => undefined);

  async function claim(): Promise<Claimed[]> {
    const at = now();
    const token = randomUUID();
    const until = new Date(at.getTime() + settings.leaseMs);
    const { rows } = await sql<Claimed>`
      update order_messages
      set state = 'sending', claim = ${token}, claimed_until = ${until}, attempts = attempts + 1
      where id in (
        select id from order_messages
        where (state = 'pending' and next_at <= ${at}) or (state = 'sending' and claimed_until <= ${at})
        order by next_at, id
        limit ${settings.batch}
        for update skip locked)
      returning id, order_id, event, channel, recipient, language, attempts, claim, next_at`.execute(db);
    // an order's messages in the order of its changes (RETURNING keeps no order)
    return rows.sort((a, b) => new Date(a.next_at).getTime() - new Date(b.next_at).getTime() || a.id - b.id);
  }

  async function linkOf(message: Claimed): Promise<{ id: string; branch: string; link: string } | null> {
    const order = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select(['orders.order_hash', 'orders.data', 'orders.status_id', 'users.is_guest'])
      .where('orders.id', '=', message.order_id)
      .executeTakeFirst();
    if (!order) return null;
    const data = order.data as { short_id?: string; branch?: { title?: string } };
    const page = `${base}/order-details?orderHash=${encodeURIComponent(order.order_hash)}`;
    // a guest has no login to come back with: the link itself opens this one order (./links.ts)
    const link = order.is_guest ? `${page}&key=${messageLinkKey(options.secret, order.order_hash, now())}` : page;
    return { id: data.short_id ?? order.order_hash.slice(0, 6), branch: data.branch?.title ?? '', link };
  }

  async function deliver(message: Claimed): Promise<DeliveryReceipt> {
    const values = await linkOf(message);
    if (!values) throw new Error('the order is gone');
    const lng = isSupportedLanguage(message.language) ? message.language : FALLBACK_LANGUAGE;
    const text = orderMessageText(message.event, lng, values);
    const outgoing = { to: message.recipient, subject: text.subject, body: text.body, code: '' };
    if (message.channel === 'email') return sender.sendEmail(outgoing);
    const channel =
      message.channel === 'whatsapp' ? OtpChannel.WHATSAPP : message.channel === 'viber' ? OtpChannel.VIBER : null;
    if (channel === null || !sender.channels.includes(channel))
      throw new Error(`${sender.name} does not send on ${message.channel}`);
    return sender.send({ ...outgoing, channel });
  }

  async function settle(message: Claimed, outcome: { receipt: DeliveryReceipt } | { error: unknown }) {
    const at = now();
    if ('receipt' in outcome) {
      await sql`
        update order_messages
        set state = 'sent', sent_at = ${at}, provider_id = ${outcome.receipt.id}, claim = null, claimed_until = null,
            last_error = null
        where id = ${message.id} and claim = ${message.claim}`.execute(db);
      log({ message_id: message.id, event: message.event, channel: message.channel }, 'order message sent');
      return;
    }
    const reason = (outcome.error instanceof Error ? outcome.error.message : String(outcome.error)).slice(0, 300);
    const last = message.attempts >= settings.maxAttempts;
    const next = new Date(at.getTime() + backoffAfter(message.attempts, settings.backoffMs));
    await sql`
      update order_messages
      set state = ${last ? 'failed' : 'pending'}, next_at = ${next}, claim = null, claimed_until = null,
          last_error = ${reason}
      where id = ${message.id} and claim = ${message.claim}`.execute(db);
    log(
      {
        message_id: message.id,
        event: message.event,
        channel: message.channel,
        to: maskAddress(message.recipient),
        attempts: message.attempts,
        err: reason,
      },
      last ? 'order message given up' : 'order message failed: tried again later',
    );
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      for (const message of claimed) {
        try {
          await settle(message, { receipt: await deliver(message) });
          sent += 1;
        } catch (error) {
          await settle(message, { error });
        }
      }
      if (claimed.length < settings.batch) return sent;
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;

  function round() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = runOnce()
      .catch((error: unknown) => log({ err: error }, 'order messages: a round failed'))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          round();
        } else {
          timer = setTimeout(round, settings.intervalMs);
          timer.unref();
        }
      });
  }
  const wake = () => round();

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      options.events?.on('order_status_update', wake);
      options.events?.on('order_payment_status_update', wake);
      round();
    },
    async stop() {
      stopped = true;
      options.events?.off('order_status_update', wake);
      options.events?.off('order_payment_status_update', wake);
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
