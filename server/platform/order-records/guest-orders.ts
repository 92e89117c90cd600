// A guest who logs in keeps their orders (SPEC §6 "It may upgrade through Unlock. It sees a finish-profile notice";
// issue 27 "guests who never lose their order"). A login made from a guest's session (its access token sent
// with the code or the social login: identity/login.ts) hands the guest's orders to the account it ends in, with
// what belongs to them — their payments (the payment status is read by its customer), ratings, the senior
// citizen / PWD card images the orders show (uploads), and the browsers that asked to be told about them (push
// subscriptions) — in one transaction. Promo uses stay with the guest: a use number is counted per customer and
// two counts cannot be merged without renumbering; the orders themselves are what the customer looks for.
//
// The account then reads the orders as its own (the order page, the history, the live room), an order still
// under way earns its loyalty points at completion (loyalty/earn.ts: the order's customer is no guest now), and
// its later messages link the plain order page (messages/worker.ts).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Moves the guest `guestId`'s orders and what belongs to them to `userId`; how many orders moved. */
export async function adoptGuestOrders(db: Kysely<DB>, guestId: number, userId: number): Promise<number> {
  if (guestId === userId) return 0;
  return db.transaction().execute(async (tx) => {
    const guest = await tx
      .selectFrom('users')
      .select('is_guest')
      .where('id', '=', guestId)
      .forUpdate()
      .executeTakeFirst();
    // only a guest's orders are handed on: a registered account keeps its own
    if (!guest?.is_guest) return 0;
    const moved = await tx
      .updateTable('orders')
      .set({ user_id: userId })
      .where('user_id', '=', guestId)
      .returning('id')
      .execute();
    await tx.updateTable('payments').set({ user_id: userId }).where('user_id', '=', guestId).execute();
    await tx.updateTable('ratings').set({ user_id: userId }).where('user_id', '=', guestId).execute();
    await tx.updateTable('uploads').set({ owner_user_id: userId }).where('owner_user_id', '=', guestId).execute();
    await tx.updateTable('push_subscriptions').set({ user_id: userId }).where('user_id', '=', guestId).execute();
    return moved.length;
  });
}
