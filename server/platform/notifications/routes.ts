// Web push (app/contract/notifications.ts, issue 16): the VAPID public key browsers subscribe with, a
// customer's browsers saved and deleted, and the sender that pushes their orders' changes (./sender.ts).
import type { Kysely } from 'kysely';
import * as N from '../../../app/contract/notifications';
import { ErrorCode } from '../../../app/contract/errors';
import type { DB } from '../db/schema';
import type { PlatformEvents } from '../events';
import { ApiError, type Router } from '../http';
import type { AuthedUser } from '../identity/index';
import { startPushSender, type PushSender, type PushSettings } from './sender';
import { deleteSubscription, saveSubscription } from './store';

export type { PushSettings } from './sender';

interface NotificationDeps {
  db: Kysely<DB>;
  events: PlatformEvents;
  now: () => Date;
  /** the VAPID keys; without them web push is off (the key endpoint answers 404, nothing is pushed) */
  push?: PushSettings;
}

/** The sender of a platform (by its events), for what waits on it: tests, a shutdown. */
const senders = new WeakMap<PlatformEvents, PushSender>();
export const pushSenderOf = (events: PlatformEvents): PushSender | undefined => senders.get(events);

/** Serves the push endpoints and starts the sender; the sender, or null when push is off. */
export function notificationRoutes(router: Router<AuthedUser>, deps: NotificationDeps): PushSender | null {
  const { db, now, push } = deps;
  const off = () => new ApiError(404, ErrorCode.notFound, 'Web push is not configured');

  router.serve(N.pushPublicKey, () => {
    if (!push) throw off();
    return { public_key: push.vapid.publicKey };
  });

  router.serve(N.savePushSubscription, async ({ body, user, lng }) => {
    if (!push) throw off();
    const expiresAt = body.expirationTime != null ? new Date(body.expirationTime) : null;
    if (expiresAt && expiresAt.getTime() <= now().getTime())
      throw new ApiError(400, ErrorCode.validation, 'expirationTime: the subscription has expired', {
        expirationTime: 'has expired',
      });
    await saveSubscription(
      db,
      user.user.id,
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, expiresAt, language: lng },
      now(),
    );
    return { saved: true as const };
  });

  router.serve(N.deletePushSubscription, async ({ query, user }) => ({
    deleted: await deleteSubscription(db, user.user.id, query.endpoint),
  }));

  if (!push) return null;
  const sender = startPushSender({ db, events: deps.events, now, settings: push });
  senders.set(deps.events, sender);
  return sender;
}
