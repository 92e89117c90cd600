// The order messages' outbox (issue 27; ADR 0033, migration 0019): the message of an order's change is written
// by the change's own transaction — placed, accepted, ready, completed, cancelled, payment failed, refunded —
// so it exists exactly when the change committed, and once per (order, event) however many instances, retries
// and restarts tell it again. Only an order whose customer chose a channel at checkout (email, WhatsApp,
// Viber) and gave an address for it gets one. ./worker.ts sends them.
import { sql, type Transaction } from 'kysely';
import { NOTIFICATION_METHODS, type NotificationMethod } from '../../../app/contract/orders';
import type { OrderTransition } from '../../../app/contract/kitchen';
import { OrderStatus } from '../../../app/domain/constants';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import type { OrderRow } from '../order-records/store';

export const MESSAGE_EVENTS = [
  'placed',
  'accepted',
  'ready',
  'completed',
  'cancelled',
  'payment_failed',
  'refunded',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** The event a kitchen transition is (marking paid is none: the customer is not told it). */
export function eventOfTransition(transition: OrderTransition): MessageEvent | null {
  switch (transition) {
    case 'accept':
      return 'accepted';
    case 'ready':
      return 'ready';
    case 'complete':
      return 'completed';
    case 'cancel':
      return 'cancelled';
    default:
      return null;
  }
}

/** What the order keeps of its placement that a message needs (orders.data). */
interface MessageFacts {
  notification_method?: string | null;
  user_phone?: string | null;
  /** the payer's email as the checkout told it (orders/place.ts) */
  contact_email?: string | null;
  language?: string | null;
}

const isChannel = (value: unknown): value is NotificationMethod =>
  (NOTIFICATION_METHODS as readonly unknown[]).includes(value);

/**
 * Writes the message of `event` for each of `rows`, inside the transaction that made the change (`tx`); an
 * order without a channel or an address gets none, and a message already written stays as it is. `placed`
 * waits for the payment of a pre-payment order (the order reaches the kitchen then: payments/ledger.ts); an
 * order its branch accepts on arrival (auto-accept) is told `accepted` too, after `placed` — no kitchen move
 * will tell it.
 */
export async function queueOrderMessages(
  tx: Transaction<DB>,
  rows: readonly OrderRow[],
  event: MessageEvent | null,
  at: Date,
): Promise<void> {
  if (!event) return;
  for (const row of rows) {
    if (event === 'placed' && row.status_id === OrderStatus.PENDING) continue;
    const facts = (row.data ?? {}) as MessageFacts;
    const channel = facts.notification_method;
    if (!isChannel(channel)) continue;
    let recipient = channel === 'email' ? facts.contact_email?.trim() : facts.user_phone?.trim();
    if (!recipient && channel === 'email') {
      const user = await tx.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
      recipient = user?.email?.trim();
    }
    if (!recipient) continue;
    const language = isSupportedLanguage(facts.language) ? facts.language : FALLBACK_LANGUAGE;
    const events: MessageEvent[] =
      event === 'placed' && row.status_id === OrderStatus.ACCEPTED ? ['placed', 'accepted'] : [event];
    for (const told of events)
      await sql`
        insert into order_messages (order_id, event, channel, recipient, language, next_at, created_at)
        values (${row.id}, ${told}, ${channel}, ${recipient}, ${language}, ${at}, ${at})
        on conflict (order_id, event) do nothing`.execute(tx);
  }
}
