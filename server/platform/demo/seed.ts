// Loads the demo world into an empty database, with explicit ids in a few large inserts.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as stores from './stores';
import type { DemoGroup, DemoMenu, Slot } from './schema';
import { menus } from './menus';
import { closedNowRange, DEMO_BUSY_AGE_MINUTES } from './clock';
import { loadDemoRatingLinks } from './rating-links';

const ALWAYS: Record<string, Slot[]> = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start_time: 0, end_time: 2400 }]]),
);
const everyDay = (slot: Slot) => Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [slot]]));

class Ids {
  private next = new Map<string, number>();
  take(table: string): number {
    const id = (this.next.get(table) ?? 0) + 1;
    this.next.set(table, id);
    return id;
  }
  /** continue after the ids a database already holds */
  async startAfterExisting(db: Kysely<DB>, tables: (keyof DB)[]): Promise<this> {
    for (const table of tables) {
      const row = await sql<{ max: number | null }>`select max(id) as max from ${sql.table(table)}`.execute(db);
      this.next.set(table, Number(row.rows[0]?.max ?? 0));
    }
    return this;
  }
}

export type RowSet = Partial<Record<keyof DB, Record<string, unknown>[]>>;

const INSERT_ORDER: (keyof DB)[] = [
  'currencies',
  'countries',
  'cities',
  'businesses',
  'brands',
  'branches',
  'branch_brands',
  'food_halls',
  'banners',
  'food_hall_branches',
  'dining_tables',
  'in_app_stores',
  'entity_links',
  'menu_sections',
  'menu_categories',
  'menu_items',
  'item_stock',
  'modifier_groups',
  'modifiers',
  'campaigns',
];
const NO_SERIAL = new Set<keyof DB>(['branch_brands', 'food_hall_branches', 'item_stock', 'entity_links']);

/** Inserts rows with explicit ids in one transaction, then moves each id sequence past them. */
export async function writeRows(db: Kysely<DB>, rows: RowSet): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Nested groups point at modifiers and modifiers at groups: that reference is checked at commit.
    await sql`set constraints all deferred`.execute(trx);
    for (const table of INSERT_ORDER) if (rows[table]?.length) await insertMany(trx, table, rows[table]!);
    for (const table of INSERT_ORDER) {
      if (NO_SERIAL.has(table) || !rows[table]?.length) continue;
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
  });
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('businesses')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Inserts in chunks so one statement never carries too many parameters. */
async function insertMany<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
  }
}

export async function loadDemoData(db: Kysely<DB>, now = new Date()): Promise<{ items: number; links: number }> {
  const ids = new Ids();
  const rows: RowSet = {};
  const push = (table: keyof DB, row: Record<string, unknown>) => (rows[table] ??= []).push(row);

  const currencyId = new Map<string, number>();
  for (const c of stores.currencies) {
    const id = ids.take('currencies');
    currencyId.set(c.code, id);
    push('currencies', { id, ...c });
  }
  const countryId = new Map<string, number>();
  const countryOf = new Map(stores.countries.map((c) => [c.code, c]));
  for (const c of stores.countries) {
    const id = ids.take('countries');
    countryId.set(c.code, id);
    push('countries', {
      id,
      code: c.code,
      title: c.title,
      dial_code: c.dial_code,
      currency_id: currencyId.get(c.currency)!,
      timezone: c.timezone,
      requires_address_parts: c.requires_address_parts ?? false,
      delivery_delay_distance: c.delivery_delay_distance ?? null,
      delivery_delay_time: c.delivery_delay_time ?? null,
    });
  }
  const cityId = new Map<string, number>();
  const cityOf = new Map(stores.cities.map((c) => [c.key, c]));
  for (const c of stores.cities) {
    const id = ids.take('cities');
    cityId.set(c.key, id);
    push('cities', {
      id,
      country_id: countryId.get(c.country)!,
      title: c.title,
      timezone: c.timezone,
      lat: c.lat,
      lon: c.lon,
    });
  }

  const businessId = new Map<string, number>();
  const brandId = new Map<string, number>();
  const branchId = new Map<string, number>();
  let itemCount = 0;
  const menuQueue: { brandId: number; menu: DemoMenu; branches: number[]; unit: number }[] = [];
  const branchesOfBrand = new Map<string, number[]>();

  for (const biz of stores.businesses) {
    const bid = ids.take('businesses');
    businessId.set(biz.key, bid);
    push('businesses', {
      id: bid,
      title: biz.title,
      view_title: biz.view_title ?? null,
      company_title: biz.company_title ?? null,
      vat_label: biz.vat_label ?? null,
      tier: biz.tier,
      country_id: countryId.get(biz.country)!,
      settings: JSON.stringify({
        country_code: biz.country,
        fees: biz.fees,
        gateway_methods: stores.gatewayMethodsByCountry[biz.country] ?? [],
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
    for (const [i, n] of (biz.banners ?? []).entries()) {
      push('banners', {
        id: ids.take('banners'),
        business_id: bid,
        path: `/demo/banners/banner-${n}.svg`,
        sequence: i,
      });
    }
    for (const [seq, brand] of biz.brands.entries()) {
      const id = ids.take('brands');
      brandId.set(brand.key, id);
      const firstBanner = brand.banners?.[0];
      push('brands', {
        id,
        business_id: bid,
        title: brand.title,
        logo: `/demo/logos/${brand.slug}.svg`,
        webshop_logo: `/demo/logos/${brand.slug}.svg`,
        banner: firstBanner ? `/demo/banners/banner-${firstBanner}.svg` : null,
        sequence: seq,
      });
      for (const [i, n] of (brand.banners ?? []).entries()) {
        push('banners', { id: ids.take('banners'), brand_id: id, path: `/demo/banners/banner-${n}.svg`, sequence: i });
      }
    }
    for (const br of biz.branches) {
      const id = ids.take('branches');
      branchId.set(br.key, id);
      const city = cityOf.get(br.city)!;
      push('branches', {
        id,
        business_id: bid,
        country_id: countryId.get(city.country)!,
        city_id: cityId.get(br.city)!,
        title: br.title,
        address: br.address,
        phone: br.phone ?? null,
        lat: br.lat,
        lon: br.lon,
        delivery_radius: br.delivery_radius ?? 6000,
        timezone: city.timezone,
        available_times: JSON.stringify(!br.hours || br.hours === 'always' ? ALWAYS : everyDay(br.hours)),
        off_dates: JSON.stringify(br.closedNow ? closedNowRange(city.timezone, now) : []),
        preparation_time: br.preparation_time ?? 20,
        notice_enabled: !!br.notice,
        notice_description: br.notice ? JSON.stringify(br.notice) : null,
        capabilities: JSON.stringify({ ...stores.defaultCapabilities, ...br.capabilities }),
        custom_vat_config: br.vat ? JSON.stringify(br.vat) : null,
        vat_label: br.vat?.label ?? biz.vat_label ?? null,
        qr_order_enabled: (br.tables ?? 0) > 0,
        // migration 0004_three_pl.sql
        three_pl_enabled: !!br.three_pl,
        three_pl_provider: br.three_pl?.provider ?? null,
        three_pl_max_distance_meter: br.three_pl?.max_distance_meter ?? null,
      });
      for (const [seq, key] of br.brands.entries()) {
        branchesOfBrand.set(key, [...(branchesOfBrand.get(key) ?? []), id]);
        push('branch_brands', {
          branch_id: id,
          brand_id: brandId.get(key)!,
          sequence: seq,
          is_busy: !!br.busy,
          busy_mode_updated_at: br.busy ? new Date(now.getTime() - DEMO_BUSY_AGE_MINUTES * 60_000) : null,
        });
      }
      for (let t = 1; t <= (br.tables ?? 0); t++) {
        push('dining_tables', { id: ids.take('dining_tables'), branch_id: id, table_no: String(t), title: null });
      }
    }
    for (const brand of biz.brands) {
      menuQueue.push({
        brandId: brandId.get(brand.key)!,
        menu: menus[brand.menu],
        branches: branchesOfBrand.get(brand.key) ?? [],
        unit: countryOf.get(biz.country)!.unit,
      });
    }
    if (biz.branches.some((b) => b.busy)) {
      for (const key of new Set(biz.branches.filter((b) => b.busy).flatMap((b) => b.brands))) {
        const row = rows.brands!.find((r) => r.id === brandId.get(key))!;
        row.is_busy = true;
        row.busy_mode_updated_at = new Date(now.getTime() - DEMO_BUSY_AGE_MINUTES * 60_000);
      }
    }
  }

  const foodHallId = new Map<string, number>();
  const tableId = new Map<string, number>();
  for (const fh of stores.foodHalls) {
    const id = ids.take('food_halls');
    foodHallId.set(fh.key, id);
    const city = cityOf.get(fh.city)!;
    push('food_halls', {
      id,
      title: fh.title,
      country_id: countryId.get(city.country)!,
      city_id: cityId.get(fh.city)!,
      timezone: city.timezone,
      address: fh.address,
      lat: fh.lat,
      lon: fh.lon,
      settings: JSON.stringify({ ...stores.defaultFoodHallSettings, ...fh.settings }),
    });
    for (const [i, n] of (fh.banners ?? []).entries()) {
      push('banners', {
        id: ids.take('banners'),
        food_hall_id: id,
        path: `/demo/banners/banner-${n}.svg`,
        sequence: i,
      });
    }
    for (const [seq, key] of fh.branches.entries())
      push('food_hall_branches', { food_hall_id: id, branch_id: branchId.get(key)!, sequence: seq });
    for (let t = 1; t <= fh.tables; t++) {
      const tid = ids.take('dining_tables');
      tableId.set(`${fh.key}:${t}`, tid);
      push('dining_tables', { id: tid, food_hall_id: id, table_no: String(t), title: `Table ${t}` });
    }
  }
  const inAppId = new Map<string, number>();
  for (const s of stores.inAppStores) {
    const id = ids.take('in_app_stores');
    inAppId.set(s.key, id);
    push('in_app_stores', {
      id,
      title: s.title,
      product: s.product,
      country_id: countryId.get(s.country)!,
      water_mark_enabled: s.water_mark_enabled,
    });
  }

  for (const [i, link] of stores.links.entries()) {
    const row: Record<string, unknown> = {
      hash: link.hash,
      mask: link.mask ?? null,
      entity_type: link.type,
      qr_order_type: link.qr_order_type ?? null,
      title: link.title,
      note: link.note,
      demo: true,
      created_at: new Date(now.getTime() + i), // keeps the listing in the order written
    };
    if (link.type === 1) row.business_id = businessId.get(link.target);
    if (link.type === 2) row.brand_id = brandId.get(link.target);
    if (link.type === 3 || link.type === 7) {
      row.branch_id = branchId.get(link.target);
      if (link.table) {
        const found = rows.dining_tables!.find((t) => t.branch_id === row.branch_id && t.table_no === link.table);
        row.table_id = found?.id;
      }
    }
    if (link.type === 4 || link.type === 5) row.food_hall_id = foodHallId.get(link.target);
    if (link.type === 5) row.table_id = tableId.get(`${link.target}:${link.table}`);
    if (link.type === 6) row.in_app_store_id = inAppId.get(link.target);
    if (Object.values(row).some((v) => v === undefined)) throw new Error(`demo link ${link.hash} points at nothing`);
    push('entity_links', row);
  }

  for (const m of menuQueue) itemCount += addMenu(ids, push, m.brandId, m.menu, m.branches, m.unit, now);

  await writeRows(db, rows);
  await loadDemoRatingLinks(db);
  return { items: itemCount, links: stores.links.length };
}

type Push = (table: keyof DB, row: Record<string, unknown>) => void;

/** The demo campaigns' titles in the 11 languages (SPEC §1), English as written. */
const CAMPAIGN_TITLES = {
  signature: {
    en: '10% off a signature dish',
    id: 'Diskon 10% untuk menu andalan',
    zh: '招牌菜 9 折',
    'zh-tw': '招牌菜 9 折',
    th: 'ลด 10% เมนูซิกเนเจอร์',
    ja: '看板メニュー10%オフ',
    tl: '10% diskwento sa espesyal na putahe',
    ms: 'Diskaun 10% untuk hidangan istimewa',
    km: 'បញ្ចុះតម្លៃ 10% លើម្ហូបពិសេស',
    vi: 'Giảm 10% món đặc trưng',
    es: '10% de descuento en un plato estrella',
  },
  category: {
    en: 'Category treat',
    id: 'Promo kategori',
    zh: '品类特惠',
    'zh-tw': '品類特惠',
    th: 'ส่วนลดประจำหมวด',
    ja: 'カテゴリー特典',
    tl: 'Pakulo sa kategorya',
    ms: 'Tawaran kategori',
    km: 'ការផ្តល់ជូនតាមប្រភេទ',
    vi: 'Ưu đãi theo danh mục',
    es: 'Oferta de la categoría',
  },
  order: {
    en: '5% off orders over the minimum',
    id: 'Diskon 5% untuk pesanan di atas minimum',
    zh: '订单满额享 95 折',
    'zh-tw': '訂單滿額享 95 折',
    th: 'ลด 5% เมื่อสั่งครบขั้นต่ำ',
    ja: '最低金額以上のご注文で5%オフ',
    tl: '5% diskwento sa order na lampas sa minimum',
    ms: 'Diskaun 5% untuk pesanan melebihi minimum',
    km: 'បញ្ចុះតម្លៃ 5% សម្រាប់ការកម្ម៉ង់លើសពីចំនួនអប្បបរមា',
    vi: 'Giảm 5% cho đơn trên mức tối thiểu',
    es: '5% de descuento en pedidos superiores al mínimo',
  },
  delivery: {
    en: 'Free delivery',
    id: 'Gratis ongkir',
    zh: '免运费',
    'zh-tw': '免運費',
    th: 'จัดส่งฟรี',
    ja: '配達無料',
    tl: 'Libreng delivery',
    ms: 'Penghantaran percuma',
    km: 'ដឹកជញ្ជូនឥតគិតថ្លៃ',
    vi: 'Miễn phí giao hàng',
    es: 'Envío gratis',
  },
  flat: {
    en: 'Flat off big orders',
    id: 'Potongan tetap untuk pesanan besar',
    zh: '大额订单立减',
    'zh-tw': '大額訂單立減',
    th: 'ส่วนลดทันทีสำหรับออเดอร์ใหญ่',
    ja: '大口注文は定額割引',
    tl: 'Tiyak na bawas sa malalaking order',
    ms: 'Potongan tetap untuk pesanan besar',
    km: 'បញ្ចុះតម្លៃថេរសម្រាប់ការកម្ម៉ង់ធំ',
    vi: 'Giảm thẳng cho đơn lớn',
    es: 'Descuento fijo en pedidos grandes',
  },
} as const;
const l10n = (v: object | undefined) => (v ? JSON.stringify(v) : null);

/** One brand's menu: sections, categories, items, stock at each branch, modifier trees and campaigns. */
export function addMenu(
  ids: Ids,
  push: Push,
  brandId: number,
  menu: DemoMenu,
  branches: number[],
  unit: number,
  now: Date,
): number {
  let count = 0;
  const itemIds: number[] = [];
  const categoryIds: number[] = [];
  let popularFirstItem: number | undefined;

  const addGroups = (groups: DemoGroup[] | undefined, parent: { item_id?: number; parent_modifier_id?: number }) => {
    for (const [gseq, g] of (groups ?? []).entries()) {
      const gid = ids.take('modifier_groups');
      push('modifier_groups', {
        id: gid,
        brand_id: brandId,
        item_id: parent.item_id ?? null,
        parent_modifier_id: parent.parent_modifier_id ?? null,
        title: g.title,
        title_v2: l10n(g.title_v2),
        rule_type: g.rule.type,
        rule_value: g.rule.type === 'exact' ? g.rule.value : null,
        rule_min: g.rule.type === 'range' ? g.rule.min : null,
        rule_max: g.rule.type === 'range' ? g.rule.max : null,
        enabled: g.enabled ?? true,
        hidden: g.hidden ?? false,
        sequence: gseq,
      });
      for (const [mseq, m] of g.modifiers.entries()) {
        const mid = ids.take('modifiers');
        push('modifiers', {
          id: mid,
          brand_id: brandId,
          group_id: gid,
          title: m.title,
          title_v2: l10n(m.title_v2),
          price: m.price ?? 0,
          max_quantity: m.max_quantity ?? 1,
          is_selected: m.selected ?? false,
          enabled: m.enabled ?? true,
          hidden: m.hidden ?? false,
          sku_id: `M${mid}`,
          sequence: mseq,
        });
        addGroups(m.groups, { parent_modifier_id: mid });
      }
    }
  };

  for (const [sseq, s] of menu.sections.entries()) {
    const sid = ids.take('menu_sections');
    push('menu_sections', {
      id: sid,
      brand_id: brandId,
      title: s.title,
      title_v2: l10n(s.title_v2),
      sequence: sseq,
      available_times: s.available_times ? JSON.stringify(s.available_times) : null,
      blackout_dates: JSON.stringify(s.blackout_dates ?? []),
    });
    for (const [cseq, c] of s.categories.entries()) {
      const cid = ids.take('menu_categories');
      categoryIds.push(cid);
      push('menu_categories', {
        id: cid,
        section_id: sid,
        brand_id: brandId,
        title: c.title,
        title_v2: l10n(c.title_v2),
        sequence: cseq,
        start_time: c.window?.start_time ?? null,
        end_time: c.window?.end_time ?? null,
        is_popular_category: c.is_popular_category ?? false,
        is_halal: c.is_halal ?? false,
        is_age_restricted: c.is_age_restricted ?? false,
        alc_beverages: c.alc_beverages ?? false,
        is_id_verification_required: c.is_id_verification_required ?? false,
        consent_message: l10n(c.consent_message),
      });
      for (const [iseq, item] of c.items.entries()) {
        const iid = ids.take('menu_items');
        itemIds.push(iid);
        if (c.is_popular_category && popularFirstItem === undefined && !item.oos && !item.snoozed)
          popularFirstItem = iid;
        count++;
        push('menu_items', {
          id: iid,
          brand_id: brandId,
          category_id: cid,
          title: item.title,
          title_v2: l10n(item.title_v2),
          description: item.description ?? null,
          description_v2: l10n(item.description_v2),
          image: `/demo/food/${item.image}.svg`,
          sequence: iseq,
          enabled: item.enabled ?? true,
          hidden: item.hidden ?? false,
          price: item.price,
          price_pickup: item.prices?.pickup ?? null,
          price_delivery: item.prices?.delivery ?? null,
          price_dine_in: item.prices?.dineIn ?? null,
          discount_price: item.discount_price ?? null,
          crossed_price: item.crossed_price ?? null,
          allergens: item.allergens ?? [],
          alc_bevarages: item.alc_bevarages ?? false,
          is_age_restricted: item.is_age_restricted ?? c.is_age_restricted ?? false,
          is_halal: item.is_halal ?? c.is_halal ?? false,
          vat: item.vat ?? null,
          sku_id: `SKU-${brandId}-${iid}`,
          preparation_time: item.preparation_time ?? null,
        });
        if (item.oos || item.snoozed) {
          for (const branch of branches) {
            push('item_stock', {
              branch_id: branch,
              item_id: iid,
              available: !item.oos,
              // Snoozed since long ago (tests run the platform on fixed clocks before the seeding time).
              snooze_start: item.snoozed ? new Date(now.getTime() - 365 * 24 * 60 * 60_000) : null,
              snooze_end: item.snoozed ? new Date(now.getTime() + 30 * 24 * 60 * 60_000) : null,
            });
          }
        }
        addGroups(item.groups, { item_id: iid });
      }
    }
  }

  // Campaigns of every scope and type, scaled to the currency (SPEC §3 "Campaign", §9 "Discounts").
  const campaign = (row: Record<string, unknown>) =>
    push('campaigns', { id: ids.take('campaigns'), brand_id: brandId, ...row });
  if (popularFirstItem !== undefined) {
    campaign({
      title: CAMPAIGN_TITLES.signature.en,
      title_v2: l10n(CAMPAIGN_TITLES.signature),
      discount_scope: 'item',
      discount_type: 'percentage',
      value: 1000,
      object_ids: [popularFirstItem],
    });
  }
  if (categoryIds[1] !== undefined) {
    campaign({
      title: CAMPAIGN_TITLES.category.en,
      title_v2: l10n(CAMPAIGN_TITLES.category),
      discount_scope: 'category',
      discount_type: 'flat',
      // a modest amount off each item of the category (a fifth of the currency's price step)
      value: Math.round(unit / 5),
      object_ids: [categoryIds[1]],
    });
  }
  campaign({
    title: CAMPAIGN_TITLES.order.en,
    title_v2: l10n(CAMPAIGN_TITLES.order),
    discount_scope: 'order',
    discount_type: 'percentage',
    value: 500,
    min_cart_amount: unit * 10,
    cap: unit * 3,
  });
  campaign({
    title: CAMPAIGN_TITLES.delivery.en,
    title_v2: l10n(CAMPAIGN_TITLES.delivery),
    discount_scope: 'order',
    discount_type: 'delivery',
    value: unit,
    min_cart_amount: unit * 8,
  });
  campaign({
    title: CAMPAIGN_TITLES.flat.en,
    title_v2: l10n(CAMPAIGN_TITLES.flat),
    discount_scope: 'order',
    discount_type: 'flat',
    value: unit,
    min_cart_amount: unit * 16,
  });
  return count;
}

export { Ids };
