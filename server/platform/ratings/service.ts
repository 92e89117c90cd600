// Ratings (SPEC §3 "Rating", §7 "Ratings"): a customer rates their own completed orders, once each. The
// unique (order_id, user_id) of migration 0013 keeps it to one even when requests race: the insert does
// nothing on conflict and the late ones are told 409. Several orders are rated in one transaction (a food
// hall's group): any refusal rolls every one of them back.
import type { Kysely, Selectable } from 'kysely';
import { ErrorCode } from '../../../app/contract/errors';
import { RatingErrorCode, type Rating, type RatingAspect, type RatingRequest } from '../../../app/contract/ratings';
import { localized } from '../../../app/domain/localize';
import { isRateable, ratingComment } from '../../../app/domain/ratings';
import type { Language } from '../../../app/i18n/languages';
import type { DB } from '../db/schema';
import type { RatingsTable } from '../db/ratings-schema';
import { ApiError, invalid, notFound } from '../http';
import type { OrderSnapshot } from '../order-records/store';

type RatingRow = Selectable<RatingsTable>;

/** The aspect chips in the caller's language, in their order. */
export async function ratingAspects(db: Kysely<DB>, lng: Language): Promise<RatingAspect[]> {
  const rows = await db
    .selectFrom('rating_aspects')
    .select(['id', 'name', 'translations'])
    .where('enabled', '=', true)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: localized(r.name, r.translations, lng), language: lng }));
}

/** The review sites of these branches, by branch. */
async function linksOf(db: Kysely<DB>, branchIds: number[]) {
  const byBranch = new Map<number, Rating['links']>();
  if (!branchIds.length) return byBranch;
  const rows = await db
    .selectFrom('rating_links')
    .select(['branch_id', 'rating_provider_id', 'place_identifier'])
    .where('branch_id', 'in', [...new Set(branchIds)])
    .orderBy('rating_provider_id')
    .execute();
  for (const r of rows) {
    const list = byBranch.get(r.branch_id) ?? [];
    list.push({ rating_provider_id: r.rating_provider_id as 1 | 2, place_identifier: r.place_identifier });
    byBranch.set(r.branch_id, list);
  }
  return byBranch;
}

async function toWire(db: Kysely<DB>, rows: RatingRow[]): Promise<Rating[]> {
  const links = await linksOf(
    db,
    rows.map((r) => r.branch_id),
  );
  return rows.map((r) => ({
    id: r.id,
    order_id: r.order_id,
    user_id: r.user_id,
    brand_ids: r.brand_ids.map(Number),
    branch_id: r.branch_id,
    rating_id: r.rating_id,
    comments: r.comments,
    rating_aspect_ids: r.rating_aspect_ids.map(Number),
    created_at: new Date(r.created_at).toISOString(),
    links: links.get(r.branch_id) ?? [],
  }));
}

/** The caller's ratings of these orders (those rated). */
export async function ratingsOfOrders(db: Kysely<DB>, userId: number, orderIds: number[]): Promise<Rating[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .selectFrom('ratings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .execute();
  return toWire(db, rows);
}

/** The caller's rating of their order, null while unrated; 404 for an order that is not theirs. */
export async function ratingOfOrder(db: Kysely<DB>, userId: number, orderId: number): Promise<Rating | null> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound('No order found');
  return (await ratingsOfOrders(db, userId, [orderId]))[0] ?? null;
}

/**
 * Rates orders of the caller in one transaction: each must be theirs (404) and completed (409), with the
 * order's branch and brands, known aspects and a comment of up to 500 characters (400); an order rated
 * before is 409. All or nothing.
 */
export async function rateOrders(
  db: Kysely<DB>,
  now: () => Date,
  userId: number,
  requests: RatingRequest[],
): Promise<Rating[]> {
  const many = requests.length > 1;
  const at = (i: number, field: string) => (many ? `${i}.${field}` : field);
  for (const [i, r] of requests.entries())
    if (r.user_id !== userId) throw new ApiError(403, ErrorCode.forbidden, `${at(i, 'user_id')}: is not you`);
  const aspectIds = [...new Set(requests.flatMap((r) => r.rating_aspect_ids))];
  const known = aspectIds.length
    ? new Set(
        (
          await db
            .selectFrom('rating_aspects')
            .select('id')
            .where('id', 'in', aspectIds)
            .where('enabled', '=', true)
            .execute()
        ).map((a) => a.id),
      )
    : new Set<number>();
  for (const [i, r] of requests.entries()) {
    const unknown = r.rating_aspect_ids.find((a) => !known.has(a));
    if (unknown !== undefined) throw invalid(at(i, 'rating_aspect_ids'), `${unknown} is not a rating aspect`);
    if (!ratingComment(r.comments).ok) throw invalid(at(i, 'comments'), 'Maximum 500 characters');
  }
  const rows = await db.transaction().execute(async (trx) => {
    const written: RatingRow[] = [];
    for (const [i, r] of requests.entries()) {
      const order = await trx
        .selectFrom('orders')
        .select(['id', 'status_id', 'branch_id', 'data'])
        .where('id', '=', r.order_id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!order) throw notFound(`No order found (order ${r.order_id})`);
      if (!isRateable(order))
        throw new ApiError(
          409,
          RatingErrorCode.notRateable,
          `Only a completed order can be rated (order ${r.order_id})`,
        );
      if (r.branch_id !== undefined && r.branch_id !== order.branch_id)
        throw invalid(at(i, 'branch_id'), `is not the branch of order ${r.order_id}`);
      const brands = ((order.data as unknown as OrderSnapshot).brands ?? []).map((b) => b.id);
      const foreign = r.brand_ids?.find((b) => !brands.includes(b));
      if (foreign !== undefined) throw invalid(at(i, 'brand_ids'), `${foreign} is not a brand of order ${r.order_id}`);
      const row = await trx
        .insertInto('ratings')
        .values({
          order_id: order.id,
          user_id: userId,
          branch_id: order.branch_id,
          brand_ids: r.brand_ids?.length ? [...new Set(r.brand_ids)] : brands,
          rating_id: r.rating_id,
          comments: (ratingComment(r.comments) as { value: string | null }).value,
          rating_aspect_ids: r.rating_aspect_ids,
          created_at: now(),
        })
        .onConflict((oc) => oc.columns(['order_id', 'user_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row)
        throw new ApiError(
          409,
          RatingErrorCode.alreadyRated,
          `This order has already been rated (order ${r.order_id})`,
        );
      written.push(row);
    }
    return written;
  });
  return toWire(db, rows);
}
