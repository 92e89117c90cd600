// The loyalty tables (migration 0018) read: a business's programme and the pool its points are kept in, the
// programmes of a pool, a customer's balance in a pool. A balance is the sum of the ledger with two rules that
// need no second write: a claim of an order that failed or was cancelled gives its points back, and an order that
// was refunded neither earns nor spends (its rows stop counting the moment the refund is written, whichever path
// wrote it: the ops screen's refund, a cancelled paid order's).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { OrderStatus, PaymentStatus } from '../../../app/domain/constants';
import { loyaltyPool } from '../../../app/domain/loyalty';
import type { LoyaltySettings, PointsRecord } from '../../../app/contract/loyalty';
import type { DB } from '../db/schema';
import type { LoyaltyProgrammesTable, LoyaltyRewardsTable } from '../db/loyalty-schema';

export type Db = Kysely<DB> | Transaction<DB>;
export type ProgrammeRow = Selectable<LoyaltyProgrammesTable> & {
  country_id: number;
  business_title: string;
  currency_code: string;
  currency_symbol: string;
};
export type RewardRow = Selectable<LoyaltyRewardsTable>;

/** A claim of such an order no longer counts (its points are back). */
export const UNCLAIMED_STATUSES = [OrderStatus.FAILED, OrderStatus.CANCELLED];

export const settingsOf = (p: ProgrammeRow): LoyaltySettings => ({
  program_name: p.program_name,
  logo: p.logo,
  point_name: p.point_name,
  color: p.color,
  description: p.description,
});

/** The currency a programme's amounts are in (its business's country's). */
export const currencyOf = (p: ProgrammeRow) => ({ code: p.currency_code, symbol: p.currency_symbol });

export const poolOf = (p: Pick<ProgrammeRow, 'binding_level_id' | 'business_id' | 'country_id'>) =>
  loyaltyPool(p.binding_level_id, { business: p.business_id, country: p.country_id });

function programmes(db: Db) {
  return db
    .selectFrom('loyalty_programmes as p')
    .innerJoin('businesses as b', 'b.id', 'p.business_id')
    .innerJoin('countries as c', 'c.id', 'b.country_id')
    .innerJoin('currencies as cur', 'cur.id', 'c.currency_id')
    .selectAll('p')
    .select([
      'b.country_id',
      'b.title as business_title',
      'cur.code as currency_code',
      'cur.symbol as currency_symbol',
    ]);
}

/** A business's programme, or null when it runs none. */
export async function programmeOf(db: Db, businessId: number): Promise<ProgrammeRow | null> {
  return (await programmes(db).where('p.business_id', '=', businessId).executeTakeFirst()) ?? null;
}

/** A customer's balances, by pool, as the ledger counts them (see the file's head). */
export async function balancesOf(db: Db, userId: number, pool?: string): Promise<Map<string, number>> {
  let q = db
    .selectFrom('loyalty_entries as e')
    .leftJoin('orders as o', 'o.id', 'e.order_id')
    .select([
      'e.pool',
      sql<number>`coalesce(sum(case when e.kind = 'earned' then e.points else -e.points end), 0)`.as('points'),
    ])
    .where('e.user_id', '=', userId)
    .where(countedEntry)
    .groupBy('e.pool');
  if (pool) q = q.where('e.pool', '=', pool);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.pool, Number(r.points)]));
}

/** The rule of the file's head as a where clause over `loyalty_entries as e` left-joined with `orders as o`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const countedEntry = (eb: any) =>
  eb.and([
    eb.or([eb('o.id', 'is', null), eb('o.payment_status_id', '!=', PaymentStatus.REFUNDED)]),
    eb.or([eb('e.kind', '=', 'earned'), eb('o.id', 'is', null), eb('o.status_id', 'not in', UNCLAIMED_STATUSES)]),
  ]);

export async function balanceOf(db: Db, userId: number, pool: string): Promise<number> {
  return (await balancesOf(db, userId, pool)).get(pool) ?? 0;
}

/**
 * SPEC §3 "Points record" of each pool the customer has points in, and of `withBusiness`'s pool (at 0 when
 * new): a business pool names its business; a country pool every level-2 business of the country, with the
 * settings of the first of them.
 */
export async function pointsRecords(db: Db, userId: number, withBusiness?: number): Promise<PointsRecord[]> {
  const all = await programmes(db).orderBy('p.business_id').execute();
  const balances = await balancesOf(db, userId);
  const wanted = new Set(balances.keys());
  const own = withBusiness != null ? all.find((p) => p.business_id === withBusiness) : undefined;
  if (own) wanted.add(poolOf(own));
  const countries = await db.selectFrom('countries').select(['id', 'code', 'title']).execute();
  const logos = await db
    .selectFrom('brands')
    .select(['business_id', sql<string | null>`min(coalesce(webshop_logo, logo))`.as('logo')])
    .groupBy('business_id')
    .execute();
  const logoOf = new Map(logos.map((l) => [l.business_id, l.logo]));
  const records: PointsRecord[] = [];
  for (const pool of wanted) {
    const members = all.filter((p) => poolOf(p) === pool);
    const first = members[0];
    if (!first) continue;
    const countryIds = [...new Set(members.map((m) => m.country_id))];
    records.push({
      binding_level_id: first.binding_level_id as 2 | 3,
      points: balances.get(pool) ?? 0,
      business_ids: members.map((m) => m.business_id),
      businesses: members.map((m) => ({
        id: m.business_id,
        title: m.business_title,
        logo: m.logo ?? logoOf.get(m.business_id) ?? null,
      })),
      country_ids: countryIds,
      countries: countries.filter((c) => countryIds.includes(c.id)),
      settings: settingsOf(first),
      payment_groups: [],
    });
  }
  // the asked business's first, then the most points
  return records.sort(
    (a, b) =>
      Number(b.business_ids.includes(withBusiness ?? -1)) - Number(a.business_ids.includes(withBusiness ?? -1)) ||
      b.points - a.points,
  );
}

export async function actionsOf(db: Db, businessId: number) {
  return db.selectFrom('loyalty_actions').selectAll().where('business_id', '=', businessId).orderBy('id').execute();
}

export async function activeRewardsOf(db: Db, businessId: number) {
  return db
    .selectFrom('loyalty_rewards')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('status', '=', 'active')
    .orderBy('points')
    .orderBy('id')
    .execute();
}

export async function rewardById(db: Db, rewardId: number): Promise<RewardRow | null> {
  return (await db.selectFrom('loyalty_rewards').selectAll().where('id', '=', rewardId).executeTakeFirst()) ?? null;
}

/** SPEC §3 "Order: loyalty_points" of each of these orders that earned (and was not refunded since). */
export async function earnedByOrder(db: Db, orderIds: readonly number[]) {
  const found = new Map<number, { total_earned: number; title: string; point_name: string; logo: string | null }>();
  if (!orderIds.length) return found;
  const rows = await db
    .selectFrom('loyalty_entries as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .innerJoin('loyalty_programmes as p', 'p.business_id', 'e.business_id')
    .select(['e.order_id', 'e.points', 'p.program_name', 'p.point_name', 'p.logo'])
    .where('e.order_id', 'in', [...orderIds])
    .where('e.kind', '=', 'earned')
    .where('o.payment_status_id', '!=', PaymentStatus.REFUNDED)
    .execute();
  for (const r of rows)
    found.set(r.order_id!, { total_earned: r.points, title: r.program_name, point_name: r.point_name, logo: r.logo });
  return found;
}

/** Orders as the wire has them, each with what it earned (SPEC §3 "Order: loyalty_points"). */
export async function withLoyaltyPoints<T extends { order_id: number }>(db: Db, orders: T[]): Promise<T[]> {
  const earned = await earnedByOrder(
    db,
    orders.map((o) => o.order_id),
  );
  return orders.map((o) => ({ ...o, loyalty_points: earned.get(o.order_id) ?? null }));
}
