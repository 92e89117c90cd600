// Loads the demo world (./world/*.json, its menus ./menus/*.json) into an empty database: each step below turns
// one part of the world into rows with explicit ids, and the rows are written together at the end.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Slot } from './schema';
import * as world from './world';
import type { DemoBranch, DemoBusiness } from './world/schema';
import { menus } from './menus';
import { addMenu } from './menu-rows';
import { Ids, writeRows, type RowSet } from './rows';
import { closedNowRange, DEMO_BUSY_AGE_MINUTES } from './clock';
import { loadDemoRatingLinks } from './rating-links';
import { loadDemoPromos } from './promos';
import { loadDemoLoyalty } from './loyalty';

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function loadDemoData(db: Kysely<DB>, now = new Date()): Promise<{ items: number; links: number }> {
  const seed = new Seed(now);
  seed.places();
  for (const business of world.businesses) seed.business(business);
  seed.foodHalls();
  seed.inAppStores();
  seed.links();
  const items = seed.menus();
  await writeRows(db, seed.rows);
  await loadDemoRatingLinks(db);
  await loadDemoPromos(db, now);
  await loadDemoLoyalty(db, now);
  return { items, links: world.links.length };
}

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];
const everyDay = (slot: Slot) => Object.fromEntries(WEEKDAYS.map((d) => [d, [slot]]));
const ALWAYS = everyDay({ start_time: 0, end_time: 2400 });
const banner = (n: number) => `/demo/banners/banner-${n}.svg`;

/** The rows of the demo world, and the id each key of the world got. */
class Seed {
  readonly rows: RowSet = {};
  private readonly ids = new Ids();
  private readonly id = {
    currency: new Map<string, number>(),
    country: new Map<string, number>(),
    city: new Map<string, number>(),
    business: new Map<string, number>(),
    brand: new Map<string, number>(),
    branch: new Map<string, number>(),
    foodHall: new Map<string, number>(),
    inAppStore: new Map<string, number>(),
    /** `${branch or food hall key}:${table number}` */
    table: new Map<string, number>(),
  };
  /** the busy mode's start of the demo's busy brands */
  private readonly busySince: Date;

  constructor(private readonly now: Date) {
    this.busySince = new Date(now.getTime() - DEMO_BUSY_AGE_MINUTES * 60_000);
  }

  private push(table: keyof DB, row: Record<string, unknown>) {
    (this.rows[table] ??= []).push(row);
  }

  /** A new row's id, remembered under the key that the world's other entries name it by. */
  private take(table: keyof DB, ids: Map<string, number>, key: string): number {
    const id = this.ids.take(table);
    ids.set(key, id);
    return id;
  }

  private banners(owner: Record<string, number>, numbers: number[] = []) {
    for (const [sequence, n] of numbers.entries())
      this.push('banners', { id: this.ids.take('banners'), ...owner, path: banner(n), sequence });
  }

  private tables(owner: Record<string, number>, key: string, count: number, title: (t: number) => string | null) {
    for (let t = 1; t <= count; t++) {
      const id = this.take('dining_tables', this.id.table, `${key}:${t}`);
      this.push('dining_tables', { id, ...owner, table_no: String(t), title: title(t) });
    }
  }

  private city(key: string) {
    const city = world.cities.find((c) => c.key === key)!;
    return { city_id: this.id.city.get(key)!, country_id: this.id.country.get(city.country)!, timezone: city.timezone };
  }

  places() {
    for (const c of world.currencies)
      this.push('currencies', { id: this.take('currencies', this.id.currency, c.code), ...c });
    for (const c of world.countries) {
      this.push('countries', {
        id: this.take('countries', this.id.country, c.code),
        code: c.code,
        title: c.title,
        dial_code: c.dial_code,
        currency_id: this.id.currency.get(c.currency)!,
        timezone: c.timezone,
        requires_address_parts: c.requires_address_parts ?? false,
        delivery_delay_distance: c.delivery_delay_distance ?? null,
        delivery_delay_time: c.delivery_delay_time ?? null,
      });
    }
    for (const c of world.cities) {
      this.push('cities', {
        id: this.take('cities', this.id.city, c.key),
        country_id: this.id.country.get(c.country)!,
        title: c.title,
        timezone: c.timezone,
        lat: c.lat,
        lon: c.lon,
      });
    }
  }

  /** A business, its banners, brands and branches. */
  business(biz: DemoBusiness) {
    const id = this.take('businesses', this.id.business, biz.key);
    this.push('businesses', {
      id,
      title: biz.title,
      view_title: biz.view_title ?? null,
      company_title: biz.company_title ?? null,
      vat_label: biz.vat_label ?? null,
      tier: biz.tier,
      country_id: this.id.country.get(biz.country)!,
      settings: JSON.stringify({
        country_code: biz.country,
        fees: biz.fees,
        gateway_methods: world.gatewayMethodsByCountry[biz.country] ?? [],
        // the business's own payment (SPEC §9 custom 8): a bank transfer the customer proves by its reference
        own_payment_channels: [
          {
            channel_code: 'custom_bank',
            name: 'Bank transfer',
            bank_name: 'Demo Bank',
            account_name: biz.company_title ?? biz.title,
            wallet_number: `00-${String(1000 + biz.title.length * 7).padStart(4, '0')}-DEMO`,
          },
        ],
      }),
    });
    this.banners({ business_id: id }, biz.banners);
    const busyBrands = new Set(biz.branches.filter((b) => b.busy).flatMap((b) => b.brands));
    for (const [sequence, brand] of biz.brands.entries()) {
      const brandId = this.take('brands', this.id.brand, brand.key);
      const firstBanner = brand.banners?.[0];
      this.push('brands', {
        id: brandId,
        business_id: id,
        title: brand.title,
        logo: `/demo/logos/${brand.slug}.svg`,
        webshop_logo: `/demo/logos/${brand.slug}.svg`,
        banner: firstBanner ? banner(firstBanner) : null,
        sequence,
        ...(busyBrands.has(brand.key) && { is_busy: true, busy_mode_updated_at: this.busySince }),
      });
      this.banners({ brand_id: brandId }, brand.banners);
    }
    for (const branch of biz.branches) this.branch(biz, id, branch);
  }

  private branch(biz: DemoBusiness, businessId: number, br: DemoBranch) {
    const id = this.take('branches', this.id.branch, br.key);
    const place = this.city(br.city);
    this.push('branches', {
      id,
      business_id: businessId,
      country_id: place.country_id,
      city_id: place.city_id,
      title: br.title,
      address: br.address,
      phone: br.phone ?? null,
      lat: br.lat,
      lon: br.lon,
      delivery_radius: br.delivery_radius ?? 6000,
      timezone: place.timezone,
      available_times: JSON.stringify(!br.hours || br.hours === 'always' ? ALWAYS : everyDay(br.hours)),
      off_dates: JSON.stringify(br.closedNow ? closedNowRange(place.timezone, this.now) : []),
      preparation_time: br.preparation_time ?? 20,
      notice_enabled: !!br.notice,
      notice_description: br.notice ? JSON.stringify(br.notice) : null,
      capabilities: JSON.stringify({ ...world.defaultCapabilities, ...br.capabilities }),
      custom_vat_config: br.vat ? JSON.stringify(br.vat) : null,
      vat_label: br.vat?.label ?? biz.vat_label ?? null,
      qr_order_enabled: (br.tables ?? 0) > 0,
      // migration 0004_three_pl.sql
      three_pl_enabled: !!br.three_pl,
      three_pl_provider: br.three_pl?.provider ?? null,
      three_pl_max_distance_meter: br.three_pl?.max_distance_meter ?? null,
    });
    for (const [sequence, key] of br.brands.entries()) {
      this.push('branch_brands', {
        branch_id: id,
        brand_id: this.id.brand.get(key)!,
        sequence,
        is_busy: !!br.busy,
        busy_mode_updated_at: br.busy ? this.busySince : null,
      });
    }
    this.tables({ branch_id: id }, br.key, br.tables ?? 0, () => null);
  }

  foodHalls() {
    for (const fh of world.foodHalls) {
      const id = this.take('food_halls', this.id.foodHall, fh.key);
      const place = this.city(fh.city);
      this.push('food_halls', {
        id,
        title: fh.title,
        country_id: place.country_id,
        city_id: place.city_id,
        timezone: place.timezone,
        address: fh.address,
        lat: fh.lat,
        lon: fh.lon,
        settings: JSON.stringify({ ...world.defaultFoodHallSettings, ...fh.settings }),
      });
      this.banners({ food_hall_id: id }, fh.banners);
      for (const [sequence, key] of fh.branches.entries())
        this.push('food_hall_branches', { food_hall_id: id, branch_id: this.id.branch.get(key)!, sequence });
      this.tables({ food_hall_id: id }, fh.key, fh.tables, (t) => `Table ${t}`);
    }
  }

  inAppStores() {
    for (const s of world.inAppStores) {
      this.push('in_app_stores', {
        id: this.take('in_app_stores', this.id.inAppStore, s.key),
        title: s.title,
        product: s.product,
        country_id: this.id.country.get(s.country)!,
        water_mark_enabled: s.water_mark_enabled,
      });
    }
  }

  /** The links as printed on QR codes, each to its business, brand, branch (table), food hall (table) or store. */
  links() {
    for (const [i, link] of world.links.entries()) {
      const target: Record<string, number | undefined> = {};
      if (link.type === 1) target.business_id = this.id.business.get(link.target);
      if (link.type === 2) target.brand_id = this.id.brand.get(link.target);
      if (link.type === 3 || link.type === 7) target.branch_id = this.id.branch.get(link.target);
      if (link.type === 4 || link.type === 5) target.food_hall_id = this.id.foodHall.get(link.target);
      if (link.type === 6) target.in_app_store_id = this.id.inAppStore.get(link.target);
      if (link.type === 5 || ((link.type === 3 || link.type === 7) && link.table))
        target.table_id = this.id.table.get(`${link.target}:${link.table}`);
      if (Object.values(target).some((v) => v === undefined))
        throw new Error(`demo link ${link.hash} points at nothing`);
      this.push('entity_links', {
        hash: link.hash,
        mask: link.mask ?? null,
        entity_type: link.type,
        qr_order_type: link.qr_order_type ?? null,
        title: link.title,
        note: link.note,
        demo: true,
        created_at: new Date(this.now.getTime() + i), // keeps the listing in the order written
        ...target,
      });
    }
  }

  /** Every brand's menu, at the branches that carry the brand; answers how many items. */
  menus(): number {
    const push = this.push.bind(this);
    let items = 0;
    for (const biz of world.businesses) {
      const unit = world.countries.find((c) => c.code === biz.country)!.unit;
      for (const brand of biz.brands) {
        const branches = biz.branches
          .filter((b) => b.brands.includes(brand.key))
          .map((b) => this.id.branch.get(b.key)!);
        items += addMenu(this.ids, push, this.id.brand.get(brand.key)!, menus[brand.menu], branches, unit, this.now);
      }
    }
    return items;
  }
}
