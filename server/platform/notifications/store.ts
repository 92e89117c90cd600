// The browsers customers asked to be told on (migration 0014_push.sql): one row per push endpoint, at most
// PUSH_SUBSCRIPTIONS_PER_USER per customer (a new one pushes the oldest out), each statement atomic.
import { sql, type Kysely, type Selectable } from 'kysely';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '../../../app/contract/notifications';
import type { Language } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import type { PushSubscriptionsTable } from '../db/push-schema';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
  language: Language;
}

/**
 * Saves a browser for a customer. The endpoint is unique: saved again, it is updated; saved by another
 * customer, it is theirs now (the browser follows its newest login, so it never shows a former user's orders).
 */
export async function saveSubscription(db: Kysely<DB>, userId: number, s: NewPushSubscription, at: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
        language: s.language,
        expires_at: s.expiresAt,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: s.p256dh,
          auth: s.auth,
          language: s.language,
          expires_at: s.expiresAt,
          updated_at: at,
        }),
      )
      .execute();
    // the customer's newest PUSH_SUBSCRIPTIONS_PER_USER stay
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PUSH_SUBSCRIPTIONS_PER_USER),
      )
      .execute();
  });
}

/** Forgets one of the customer's browsers; another customer's endpoint is left alone. */
export async function deleteSubscription(db: Kysely<DB>, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** The browsers of a customer whose subscription has not expired. */
export function subscriptionsOf(db: Kysely<DB>, userId: number, at: Date): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .orderBy('id')
    .execute();
}

/** A subscription the push service says is gone (404, 410): deleted, unless it was saved again since. */
export async function forgetGone(db: Kysely<DB>, row: PushSubscriptionRow): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', row.id)
    .where('endpoint', '=', row.endpoint)
    .where('p256dh', '=', row.p256dh)
    .execute();
}

/**
 * Claims the telling of one change of an order (`topic`): true for the first claim only, so a change is pushed
 * once however often its event comes and on however many instances.
 */
export async function claimTopic(db: Kysely<DB>, orderId: number, topic: string): Promise<boolean> {
  const claimed = await sql<{ order_id: number }>`
    insert into push_told (order_id, topic) values (${orderId}, ${topic})
    on conflict (order_id, topic) do nothing returning order_id`.execute(db);
  return claimed.rows.length > 0;
}
