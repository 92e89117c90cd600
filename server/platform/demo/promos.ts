// The demo businesses' promos (./world/promos.json, issue 26): each business runs each promo of the list (those
// of its country), so every rule — a cap, a minimum, first-time, a voucher code, card-only, bakery, a weekday
// window, a window across midnight, senior citizens in Manila — can be tried in every store. Amounts are in the
// country's price step (as the campaigns'), the end a number of days after the demo starts.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import '../db/promos-schema';
import { VoucherProvider } from '../../../app/contract/promos';
import * as world from './world';
import type { DemoAmount, DemoPromo } from './world/schema';

const amount = (a: DemoAmount, unit: number) => (typeof a === 'number' ? a : Math.round(unit * a.units));
const DAY_MS = 86_400_000;

/** The rows of one demo promo for one business. */
function promoRow(p: DemoPromo, business: { id: number; country_id: number }, country: string, now: Date) {
  const unit = world.countries.find((c) => c.code === country)!.unit;
  return {
    business_id: business.id,
    country_id: business.country_id,
    code: p.code,
    description: p.description.en,
    description_v2: JSON.stringify(p.description),
    voucher_provider_id: p.voucher ? VoucherProvider.GENERAL : null,
    cohort_type: p.cohort_type,
    value_type: p.value_type,
    value: amount(p.value, unit),
    max_discount: p.max_discount ? amount(p.max_discount, unit) : null,
    min_order_amount: p.min_order_amount ? amount(p.min_order_amount, unit) : 0,
    max_limit_per_user: p.max_limit_per_user ?? null,
    end_time: new Date(now.getTime() + p.ends_in_days * DAY_MS),
    payment_channels: p.payment ? world.channelsOf(country, p.payment) : [],
    is_payment_based_promo: !!p.payment,
    is_senior_citizen_promo: !!p.senior,
    is_special_bakery_promo: !!p.bakery,
    is_voucher_promo: !!p.voucher,
    availability_window: JSON.stringify(
      p.window ? Object.fromEntries(p.window.days.map((d) => [d, p.window!.slots])) : {},
    ),
    time_availability: JSON.stringify(
      p.window
        ? { full_week: false, full_day: false, specific_time: true }
        : { full_week: true, full_day: true, specific_time: false },
    ),
    status: 'active' as const,
    created_at: now,
    updated_at: now,
  };
}

/** Writes the demo promos (after the demo's businesses exist); answers how many. */
export async function loadDemoPromos(db: Kysely<DB>, now: Date): Promise<number> {
  const rows = await db.selectFrom('businesses').select(['id', 'title', 'country_id']).orderBy('id').execute();
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  const values = world.businesses.flatMap((biz) => {
    const business = byTitle.get(biz.title);
    if (!business) return [];
    return world.promos
      .filter((p) => !p.countries || p.countries.includes(biz.country))
      .map((p) => promoRow(p, business, biz.country, now));
  });
  if (values.length) await db.insertInto('promos').values(values).execute();
  return values.length;
}
