// The demo's loyalty (./world/loyalty.json, issue 27): every business's programme with its action and rewards in
// the country's price steps, and a demo customer — a registered phone user (log in with the phone and the code
// from /dev/outbox) — with points in most of them, so that /loyalty can be tried at once.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import '../db/loyalty-schema';
import { loyaltyPool } from '../../../app/domain/loyalty';
import * as world from './world';
import type { DemoAmount } from './world/schema';

const amount = (a: DemoAmount, unit: number) => (typeof a === 'number' ? a : Math.round(unit * a.units));
const DAY_MS = 86_400_000;

/** Writes the demo programmes and customer (after the demo's businesses exist); answers how many programmes. */
export async function loadDemoLoyalty(db: Kysely<DB>, now: Date): Promise<number> {
  const rows = await db.selectFrom('businesses').select(['id', 'title', 'country_id']).execute();
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const found = new Map<string, { id: number; country_id: number; unit: number; binding: number }>();
  for (const p of world.loyalty.programmes) {
    const biz = world.businesses.find((b) => b.key === p.business)!;
    const row = byTitle.get(biz.title);
    if (!row) continue;
    const unit = world.countries.find((c) => c.code === biz.country)!.unit;
    found.set(p.business, { id: row.id, country_id: row.country_id, unit, binding: p.binding });
    await db
      .insertInto('loyalty_programmes')
      .values({
        business_id: row.id,
        binding_level_id: p.binding,
        program_name: p.program_name,
        logo: null,
        point_name: p.point_name,
        color: p.color,
        description: null,
        updated_at: now,
      })
      .execute();
    const { action } = world.loyalty;
    await db
      .insertInto('loyalty_actions')
      .values({ business_id: row.id, title: action.title, points: action.points, rate: amount(action.rate, unit) })
      .execute();
    await db
      .insertInto('loyalty_rewards')
      .values(
        world.loyalty.rewards.map((r) => ({
          business_id: row.id,
          title: r.title,
          discount_type: r.discount_type,
          points: r.points,
          rate: r.discount_type === 'FLAT' ? amount(r.rate, unit) : amount(r.rate, 1),
          upto: r.upto ? amount(r.upto, unit) : null,
          status: 'active' as const,
          created_at: now,
        })),
      )
      .execute();
  }
  const c = world.loyalty.customer;
  const user = await db
    .insertInto('users')
    .values({
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone: c.phone,
      region: c.region,
      is_phone_verified: true,
      primary_identification: 'phone',
      registered: true,
      accept_tc: true,
      login_provider: 1,
      is_guest: false,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (user) {
    const entries = c.points.flatMap((p, i) => {
      const biz = found.get(p.business);
      if (!biz) return [];
      return [
        {
          user_id: user.id,
          pool: loyaltyPool(biz.binding, { business: biz.id, country: biz.country_id }),
          business_id: biz.id,
          order_id: null,
          kind: p.claimed ? ('claimed' as const) : ('earned' as const),
          points: p.points,
          amount: 0,
          currency: null,
          reward_id: null,
          title: p.title,
          // a few days apart, the claim the newest
          created_at: new Date(now.getTime() - (c.points.length - i) * DAY_MS),
        },
      ];
    });
    if (entries.length) await db.insertInto('loyalty_entries').values(entries).execute();
  }
  return found.size;
}
