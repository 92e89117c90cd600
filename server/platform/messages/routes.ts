// The order a message's link opens without a login (issue 27; ADR 0033; app/contract/orders.ts getOrderByLink):
// the key must be the signed, unexpired key of that very order (./links.ts). Anything else answers exactly as
// a missing order does, so a refusal tells nothing about which orders exist. And the same link for a guest
// who closed the tab and finds the order again by its number and phone (findOrder), rate-limited.
import { sql, type Kysely } from 'kysely';
import * as O from '../../../app/contract/orders';
import type { DB } from '../db/schema';
import { notFound, type Router } from '../http';
import type { AuthedUser } from '../identity/index';
import { toE164 } from '../identity/phones';
import { clientAddress, type Limits } from '../limits';
import { toWireOrder } from '../order-records/store';
import { messageLinkKey, opensOrder } from './links';

/** The short id a page shows (SPEC §2: the first and last five characters of the hash), as typed: its ten characters. */
export function shortIdParts(number: string): { head: string; tail: string } | null {
  const chars = number.toLowerCase().replace(/[^0-9a-z]/g, '');
  return /^[0-9a-f]{10}$/.test(chars) ? { head: chars.slice(0, 5), tail: chars.slice(5) } : null;
}

export function messageRoutes(
  router: Router<AuthedUser>,
  deps: { db: Kysely<DB>; now: () => Date; secret: string; limits: Limits },
) {
  const { db, now, secret, limits } = deps;

  router.serve(O.getOrderByLink, async ({ params, query }) => {
    if (!opensOrder(secret, params.orderHash, query.key, now())) throw notFound('No order found');
    const row = await db.selectFrom('orders').selectAll().where('order_hash', '=', params.orderHash).executeTakeFirst();
    if (!row) throw notFound('No order found');
    return toWireOrder(row);
  });

  router.serve(O.findOrder, async ({ body, request }) => {
    const parts = shortIdParts(body.number);
    await limits.takeAll([
      ['orderLookupsPerAddress', clientAddress(request)],
      ['orderLookupsPerNumber', parts ? parts.head + parts.tail : body.number.toLowerCase()],
    ]);
    const phone = toE164(body.phone, body.region ?? '');
    if (!parts || !phone) throw notFound('No order found');
    const row = await db
      .selectFrom('orders')
      .select('order_hash')
      .where('order_hash', 'like', `${parts.head}%${parts.tail}`)
      .where(sql<string>`data->>'user_phone'`, '=', phone.phone)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) throw notFound('No order found');
    return { order_hash: row.order_hash, key: messageLinkKey(secret, row.order_hash, now()) };
  });
}
