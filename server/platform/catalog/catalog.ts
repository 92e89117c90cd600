// The catalogue context: the entity model of SPEC §3 shaped as the wire format of §7. Rows come from the
// in-memory cache (./cache.ts); what depends on the clock is computed per call.
import type { Kysely, Selectable } from 'kysely';
import { storeState } from '../../../app/domain/store-hours';
import { EntityType } from '../../../app/domain/entity-types';
import type * as W from '../../../app/platform-client/wire.server';
import type { BranchesTable, DB, ModifierGroupsTable, ModifiersTable } from '../db/schema';
import { ApiError, notFound } from '../http';
import { CatalogCache, type MenuRows, type Snapshot } from './cache';
import { distanceMeters } from './geo';
import { courierReach, threePlOf, type BranchRow } from './threepl';

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
const num = (v: unknown) => (v == null ? null : Number(v));
const unique = <T>(values: T[]) => [...new Set(values)];

export interface LatLon {
  lat: number;
  lon: number;
}

export class Catalog {
  readonly cache: CatalogCache;

  constructor(
    db: Kysely<DB>,
    private now: () => Date = () => new Date(),
  ) {
    this.cache = new CatalogCache(db, () => this.now().getTime());
  }

  // ---- shaping rows as the wire format -------------------------------------------------------------

  private countriesOf(s: Snapshot, ids?: number[]): W.Country[] {
    const rows = ids ? ids.flatMap((id) => s.countries.get(id) ?? []) : [...s.countries.values()];
    return rows
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((c) => ({
        id: c.id,
        code: c.code,
        title: c.title,
        dial_code: c.dial_code,
        currency_id: c.currency_id,
        timezone: c.timezone,
        requires_address_parts: c.requires_address_parts,
        delivery_delay_distance: c.delivery_delay_distance,
        delivery_delay_time: c.delivery_delay_time,
      }));
  }

  private currencyOfCountry(s: Snapshot, countryId: number): W.Currency {
    const country = s.countries.get(countryId);
    const currency = country && s.currencies.get(country.currency_id);
    if (!currency) throw new Error(`country ${countryId} has no currency`);
    return { id: currency.id, code: currency.code, symbol: currency.symbol, title: currency.title };
  }

  private businessesOf(s: Snapshot, ids: number[]): W.Business[] {
    return ids
      .flatMap((id) => s.businesses.get(id) ?? [])
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((b) => ({
        id: b.id,
        title: b.title,
        view_title: b.view_title,
        company_title: b.company_title,
        vat_label: b.vat_label,
        tier: b.tier,
        country_id: b.country_id,
        banners: s.banners.filter((x) => x.business_id === b.id).map(({ id, path, link }) => ({ id, path, link })),
      }));
  }

  private branchesOf(s: Snapshot, ids: number[], from?: LatLon): W.Branch[] {
    const now = this.now();
    return ids.flatMap((id) => {
      const row = s.branches.get(id);
      return row
        ? [
            this.branchWire(
              row,
              (s.branchBrands.get(id) ?? []).map((l) => l.brand_id),
              now,
              from,
            ),
          ]
        : [];
    });
  }

  private branchWire(b: Selectable<BranchesTable>, brandIds: number[], now: Date, from?: LatLon): W.Branch {
    const state = storeState(
      {
        timezone: b.timezone,
        available_times: b.available_times,
        off_dates: b.off_dates,
        preparation_time: b.preparation_time,
      },
      now,
    );
    const meters = from ? Math.round(distanceMeters(from, { lat: b.lat, lon: b.lon })) : null;
    return {
      id: b.id,
      title: b.title,
      address: b.address,
      business_id: b.business_id,
      country_id: b.country_id,
      city_id: b.city_id,
      phone: b.phone,
      secondary_phone: b.secondary_phone,
      lat: b.lat,
      lon: b.lon,
      user_distance: meters == null ? null : Math.round(meters / 100) / 10,
      user_distance_meter: meters,
      delivery_radius: b.delivery_radius,
      timezone: b.timezone,
      ...state,
      available_times: b.available_times,
      off_dates: b.off_dates,
      preparation_time: b.preparation_time,
      menu_version: b.menu_version,
      notice_enabled: b.notice_enabled,
      notice_description: b.notice_description,
      notice_scheduled: b.notice_scheduled,
      notice_end_time: iso(b.notice_end_time),
      qr_order_enabled: b.qr_order_enabled,
      order_auto_accept_enabled: b.order_auto_accept_enabled,
      three_pl_enabled: b.three_pl_enabled,
      scheduled_order_duration: b.scheduled_order_duration,
      byo_payments: b.byo_payments,
      delivery_delay_time: b.delivery_delay_time,
      delivery_delay_distance: b.delivery_delay_distance,
      capabilities: b.capabilities,
      custom_vat_config: b.custom_vat_config,
      vat_label: b.vat_label,
      brand_ids: brandIds,
    };
  }

  /**
   * Brands with their branches. Busy mode is per brand at a branch: with `atBranch` (a branch, or a map
   * brand → branch) the brand shows the state there, otherwise its own last state.
   */
  private brandsOf(s: Snapshot, ids: number[], atBranch?: number | Map<number, number> | null): W.Brand[] {
    return ids.flatMap((id) => {
      const b = s.brands.get(id);
      if (!b) return [];
      const branchIds = s.brandBranches.get(id) ?? [];
      const at = atBranch instanceof Map ? atBranch.get(id) : atBranch;
      const here = at != null ? s.branchBrands.get(at)?.find((l) => l.brand_id === id) : undefined;
      return [
        {
          id: b.id,
          business_id: b.business_id,
          title: b.title,
          logo: b.logo,
          webshop_logo: b.webshop_logo,
          banner: b.banner,
          webshop_banners: s.banners.filter((x) => x.brand_id === id).map(({ id: bid, path }) => ({ id: bid, path })),
          is_busy: here ? here.is_busy : b.is_busy,
          busy_mode_updated_at: iso(here ? here.busy_mode_updated_at : b.busy_mode_updated_at),
          sequence: b.sequence,
          branches: branchIds.flatMap((bid) => {
            const br = s.branches.get(bid);
            return br ? [{ id: br.id, title: br.title, address: br.address, lat: br.lat, lon: br.lon }] : [];
          }),
        },
      ];
    });
  }

  /** Brands served at these branches, by sequence then title. */
  private brandIdsAt(s: Snapshot, branchIds: number[]): number[] {
    return unique(branchIds.flatMap((id) => (s.branchBrands.get(id) ?? []).map((l) => l.brand_id))).sort((a, b) => {
      const x = s.brands.get(a)!;
      const y = s.brands.get(b)!;
      return x.sequence - y.sequence || x.title.localeCompare(y.title);
    });
  }

  private tableWire(s: Snapshot, id: number | null): W.Lookup['table'] {
    const t = id == null ? undefined : s.tables.get(id);
    return t ? { id: t.id, table_no: t.table_no, title: t.title } : null;
  }

  private foodHallWire(s: Snapshot, id: number) {
    const row = s.foodHalls.get(id);
    if (!row) throw notFound('Food hall not found');
    const wire = {
      id: row.id,
      title: row.title,
      address: row.address,
      timezone: row.timezone,
      lat: row.lat,
      lon: row.lon,
      country_id: row.country_id,
      branch_ids: s.foodHallBranches.get(id) ?? [],
    };
    return { row, wire };
  }

  async businessSettingsOf(businessId: number): Promise<Record<string, unknown> | null> {
    const s = await this.cache.snapshot();
    return (s.businesses.get(businessId)?.settings as Record<string, unknown> | undefined) ?? null;
  }

  // ---- SPEC §7: GET {enterprise}/branch/vizmenu/identify --------------------------------------------

  async identify(key: { hash?: string; mask?: string }): Promise<W.Lookup> {
    const s = await this.cache.snapshot();
    if (!key.hash && !key.mask) throw new ApiError(400, 'validation_error', 'hash: hash or mask is required');
    const link = key.hash ? s.linksByHash.get(key.hash) : s.linksByMask.get(key.mask!);
    if (!link) throw notFound('No store matches this link');

    let business: W.Business | null = null;
    let branches: W.Branch[] = [];
    let brands: W.Brand[] = [];
    let businesses: W.Business[] = [];
    let foodhall: ReturnType<Catalog['foodHallWire']> | null = null;
    let countryId: number | null = null;
    let inApp: W.Lookup['in_app'] = null;
    let product = 'webshop';
    let waterMark = false;
    const branchIdsWhere = (test: (b: Selectable<BranchesTable>) => boolean) =>
      [...s.branches.values()]
        .filter(test)
        .map((b) => b.id)
        .sort((a, b) => a - b);

    switch (link.entity_type) {
      case EntityType.BUSINESS: {
        branches = this.branchesOf(
          s,
          branchIdsWhere((b) => b.business_id === link.business_id),
        );
        const ids = [...s.brands.values()]
          .filter((b) => b.business_id === link.business_id)
          .sort((a, b) => a.sequence - b.sequence || a.title.localeCompare(b.title))
          .map((b) => b.id);
        brands = this.brandsOf(s, ids);
        business = this.businessesOf(s, [link.business_id!])[0] ?? null;
        break;
      }
      case EntityType.BRAND: {
        const ids = s.brandBranches.get(link.brand_id!) ?? [];
        branches = this.branchesOf(s, ids);
        // A brand with one branch is that branch's brand: its busy state is the branch's.
        brands = this.brandsOf(s, [link.brand_id!], ids.length === 1 ? ids[0] : null);
        business = this.businessesOf(s, [brands[0]!.business_id])[0] ?? null;
        break;
      }
      case EntityType.BRANCH:
      case EntityType.BRANCH_NON_TABLE: {
        branches = this.branchesOf(s, [link.branch_id!]);
        brands = this.brandsOf(s, this.brandIdsAt(s, [link.branch_id!]), link.branch_id);
        business = this.businessesOf(s, [branches[0]!.business_id])[0] ?? null;
        break;
      }
      case EntityType.FOOD_HALL:
      case EntityType.FOOD_HALL_TABLE: {
        foodhall = this.foodHallWire(s, link.food_hall_id!);
        branches = this.branchesOf(s, foodhall.wire.branch_ids);
        // In a food hall each brand is served by one stall: show the busy state of that stall.
        const atBranch = new Map<number, number>();
        for (const b of branches) for (const id of b.brand_ids) if (!atBranch.has(id)) atBranch.set(id, b.id);
        brands = this.brandsOf(s, this.brandIdsAt(s, foodhall.wire.branch_ids), atBranch);
        businesses = this.businessesOf(s, unique(branches.map((b) => b.business_id)));
        countryId = foodhall.row.country_id;
        break;
      }
      case EntityType.IN_APP: {
        const store = s.inAppStores.get(link.in_app_store_id!)!;
        inApp = { id: store.id, title: store.title, product: store.product };
        product = store.product;
        waterMark = store.water_mark_enabled;
        countryId = store.country_id;
        const ids = branchIdsWhere((b) => b.country_id === store.country_id);
        branches = this.branchesOf(s, ids);
        brands = this.brandsOf(s, this.brandIdsAt(s, ids));
        businesses = this.businessesOf(s, unique(branches.map((b) => b.business_id)));
        break;
      }
    }

    const branch = branches.length === 1 ? branches[0]! : null;
    if (!businesses.length && business) businesses = [business];
    countryId ??= business?.country_id ?? branch?.country_id ?? null;
    const countries = this.countriesOf(
      s,
      unique([countryId, ...branches.map((b) => b.country_id)].filter((x): x is number => x != null)),
    );
    const country = countries.find((c) => c.id === countryId) ?? null;
    const currencies = unique(countries.map((c) => c.currency_id)).map((id) =>
      this.currencyOfCountry(s, countries.find((c) => c.currency_id === id)!.id),
    );
    const currency = currencies.find((c) => c.id === country?.currency_id) ?? null;
    const cityId = branch?.city_id ?? foodhall?.row.city_id ?? null;
    const city = cityId == null ? null : s.cities.get(cityId);
    const settings = business ? (s.businesses.get(business.id)?.settings ?? null) : null;

    return {
      hash: link.hash,
      mask: link.mask,
      entity_type: link.entity_type,
      qr_order_type: link.qr_order_type,
      branch,
      business,
      business_settings: settings,
      businesses,
      city: city ? { id: city.id, title: city.title, timezone: city.timezone, country_id: city.country_id } : null,
      brand: brands.length === 1 ? brands[0]! : null,
      brands,
      branches,
      table: this.tableWire(s, link.table_id),
      country,
      countries,
      currency,
      currencies,
      three_pl: branch ? threePlOf(s.branches.get(branch.id)!) : null,
      foodhall_id: foodhall?.wire.id ?? null,
      foodhall_title: foodhall?.wire.title ?? null,
      foodhall: foodhall?.wire ?? null,
      foodhall_settings: foodhall?.row.settings ?? null,
      banners: foodhall
        ? s.banners
            .filter((x) => x.food_hall_id === foodhall!.wire.id)
            .map(({ id, path, link: href }) => ({ id, path, link: href }))
        : (business?.banners ?? []),
      company_title: business?.company_title ?? null,
      view_title: foodhall?.wire.title ?? business?.view_title ?? business?.title ?? null,
      in_app: inApp,
      [`${product}_water_mark_enabled`]: waterMark,
    };
  }

  // ---- SPEC §7: menus ------------------------------------------------------------------------------

  async storeMenus(params: { brandId: number; branchId?: number; businessId?: number }): Promise<W.StoreMenus> {
    const s = await this.cache.snapshot();
    const brandRow = s.brands.get(params.brandId);
    if (!brandRow) throw notFound('Brand not found');
    if (params.businessId != null && params.businessId !== brandRow.business_id)
      throw notFound('Brand not found in this business');
    // The branch asked for (it must serve the brand), else the brand's first.
    const served = s.brandBranches.get(params.brandId) ?? [];
    if (served.length === 0) throw notFound('Brand not found');
    if (params.branchId != null && !served.includes(params.branchId))
      throw notFound('This brand is not served at this branch');
    const branchId = params.branchId ?? served[0]!;
    const [rows, stock] = await Promise.all([this.cache.menu(params.brandId), this.cache.stockAt(branchId)]);
    const branchInfo = this.branchesOf(s, [branchId])[0]!;
    const currency = this.currencyOfCountry(s, branchInfo.country_id);
    return {
      branchInfo,
      brand: this.brandsOf(s, [params.brandId], branchId)[0]!,
      business: this.businessesOf(s, [brandRow.business_id])[0]!,
      currency,
      sections: this.menuSections(rows, stock, currency),
      campaigns: this.campaignsOf(s, params.brandId),
    };
  }

  async brandMenus(params: { brandId: number; branchId?: number }) {
    const menus = await this.storeMenus(params);
    return { brand: menus.brand, branch: menus.branchInfo, currency: menus.currency, sections: menus.sections };
  }

  private campaignsOf(s: Snapshot, brandId: number): W.BrandCampaigns {
    const now = this.now();
    const live = (s.campaignsByBrand.get(brandId) ?? [])
      .filter((c) => (!c.starts_at || new Date(c.starts_at) <= now) && (!c.ends_at || new Date(c.ends_at) > now))
      .map((c) => ({
        id: c.id,
        title: c.title,
        title_v2: c.title_v2,
        discount_scope: c.discount_scope,
        discount_type: c.discount_type,
        value: c.value,
        min_cart_amount: c.min_cart_amount,
        cap: c.cap,
        object_ids: c.object_ids,
        starts_at: iso(c.starts_at),
        ends_at: iso(c.ends_at),
      }));
    return {
      brand_id: brandId,
      orders: live.filter((c) => c.discount_scope === 'order'),
      categories: live.filter((c) => c.discount_scope === 'category'),
      items: live.filter((c) => c.discount_scope === 'item'),
    };
  }

  /** The menu tree of a brand with the stock of one branch, as of now. */
  private menuSections(
    rows: MenuRows,
    stock: Awaited<ReturnType<CatalogCache['stockAt']>>,
    currency: W.Currency,
  ): W.MenuSection[] {
    const now = this.now();
    const groupsByItem = new Map<number, Selectable<ModifierGroupsTable>[]>();
    const groupsByModifier = new Map<number, Selectable<ModifierGroupsTable>[]>();
    for (const g of rows.groups) {
      const map = g.item_id != null ? groupsByItem : groupsByModifier;
      const key = (g.item_id ?? g.parent_modifier_id)!;
      const list = map.get(key);
      if (list) list.push(g);
      else map.set(key, [g]);
    }
    const modifiersByGroup = new Map<number, Selectable<ModifiersTable>[]>();
    for (const m of rows.modifiers) {
      const list = modifiersByGroup.get(m.group_id);
      if (list) list.push(m);
      else modifiersByGroup.set(m.group_id, [m]);
    }

    const groupWire = (g: Selectable<ModifierGroupsTable>, depth: number): W.ModifierGroup => {
      if (depth > 16) throw new Error(`modifier nesting too deep at group ${g.id}`);
      const exact = g.rule_type === 'exact';
      return {
        id: g.id,
        group_id: g.id,
        title: g.title,
        title_v2: g.title_v2,
        min: exact ? g.rule_value! : g.rule_min!,
        max: exact ? g.rule_value! : g.rule_max!,
        rule: {
          type_title: g.rule_type,
          value: exact ? g.rule_value : null,
          min: exact ? g.rule_value : g.rule_min,
          max: exact ? g.rule_value : g.rule_max,
        },
        enabled: g.enabled,
        hidden: g.hidden,
        modifiers: (modifiersByGroup.get(g.id) ?? []).map((m) => ({
          id: m.id,
          modifier_id: m.id,
          title: m.title,
          title_v2: m.title_v2,
          prices: [{ currency_id: currency.id, price: m.price }],
          extra_price: m.price,
          modifier_quantity: m.max_quantity,
          is_selected: m.is_selected,
          enabled: m.enabled,
          hidden: m.hidden,
          sku_id: m.sku_id,
          groups: (groupsByModifier.get(m.id) ?? []).map((ng) => groupWire(ng, depth + 1)),
        })),
      };
    };

    const itemsByCategory = new Map<number, MenuRows['items']>();
    for (const i of rows.items) {
      const list = itemsByCategory.get(i.category_id);
      if (list) list.push(i);
      else itemsByCategory.set(i.category_id, [i]);
    }

    return rows.sections.map((s) => ({
      id: s.id,
      title: s.title,
      title_v2: s.title_v2,
      sequence: s.sequence,
      enabled: s.enabled,
      hidden: s.hidden,
      available_times: s.available_times,
      blackout_dates: s.blackout_dates,
      scheduled_order_off_dates: s.scheduled_order_off_dates,
      sub_sections: rows.categories
        .filter((c) => c.section_id === s.id)
        .map((c) => ({
          id: c.id,
          title: c.title,
          title_v2: c.title_v2,
          sequence: c.sequence,
          enabled: c.enabled,
          hidden: c.hidden,
          isAvailable:
            c.start_time != null && c.end_time != null ? { startTime: c.start_time, endTime: c.end_time } : null,
          is_popular_category: c.is_popular_category,
          is_halal: c.is_halal,
          is_age_restricted: c.is_age_restricted,
          alc_beverages: c.alc_beverages,
          is_id_verification_required: c.is_id_verification_required,
          consent_message: c.consent_message,
          items: (itemsByCategory.get(c.id) ?? []).map((i) => {
            const st = stock.get(i.id);
            const snoozed =
              st?.snooze_end != null &&
              new Date(st.snooze_end) > now &&
              (!st.snooze_start || new Date(st.snooze_start) <= now);
            const available = st ? st.available : true;
            return {
              id: i.id,
              title: i.title,
              title_v2: i.title_v2,
              description: i.description,
              description_v2: i.description_v2,
              image: i.image,
              prices: [
                {
                  provider_id: 1,
                  currency_id: currency.id,
                  code: currency.code,
                  symbol: currency.symbol,
                  price: i.price,
                  advanced_pricing: { pickup: i.price_pickup, delivery: i.price_delivery, dineIn: i.price_dine_in },
                },
              ],
              discount_price: i.discount_price,
              crossed_price: i.crossed_price,
              groups: (groupsByItem.get(i.id) ?? []).map((g) => groupWire(g, 0)),
              stock: {
                available: available && !snoozed,
                snooze: snoozed ? { start_time: iso(st!.snooze_start ?? now)!, end_time: iso(st!.snooze_end)! } : null,
              },
              allergens: i.allergens,
              alc_bevarages: i.alc_bevarages,
              is_age_restricted: i.is_age_restricted,
              is_halal: i.is_halal,
              // SPEC §4: out of stock is unavailable with no snooze
              oos: !available && !snoozed,
              is_popular_category: c.is_popular_category,
              category_id: c.id,
              category_title: c.title,
              subsection_name: c.title,
              section_id: s.id,
              section_name: s.title,
              vat: num(i.vat),
              sku_id: i.sku_id,
              preparation_time: i.preparation_time,
              sequence: i.sequence,
              enabled: i.enabled,
              hidden: i.hidden,
            };
          }),
        })),
    }));
  }

  // ---- SPEC §7: food hall, countries, nearby --------------------------------------------------------

  async foodHallBranch(params: { foodhallId: number; branchId?: number; table?: string }) {
    const s = await this.cache.snapshot();
    const fh = this.foodHallWire(s, params.foodhallId);
    if (params.branchId != null && !fh.wire.branch_ids.includes(params.branchId))
      throw notFound('Branch not in this food hall');
    const branches = this.branchesOf(s, fh.wire.branch_ids);
    let table: W.Lookup['table'] = null;
    if (params.table != null) {
      const t = [...s.tables.values()].find((x) => x.food_hall_id === fh.row.id && x.table_no === params.table);
      if (!t) throw notFound('Table not found');
      table = this.tableWire(s, t.id);
    }
    return {
      foodhall: fh.wire,
      foodhall_settings: fh.row.settings,
      branch: branches.find((b) => b.id === params.branchId) ?? null,
      branches,
      brands: this.brandsOf(s, this.brandIdsAt(s, fh.wire.branch_ids)),
      table,
    };
  }

  async countryCodes() {
    return { country_code: 'PH', countries: this.countriesOf(await this.cache.snapshot()) };
  }

  /**
   * Branches of a brand (or a food hall) by distance from the user: within the delivery radius in
   * `branches`, beyond it in `far_branches`; each list nearest first.
   */
  async nearby(params: LatLon & { brandId?: number; foodhallId?: number; deliveryMethodId?: number }) {
    const s = await this.cache.snapshot();
    let ids: number[];
    if (params.foodhallId != null) ids = s.foodHallBranches.get(params.foodhallId) ?? [];
    else if (params.brandId != null) ids = s.brandBranches.get(params.brandId) ?? [];
    else throw new ApiError(400, 'validation_error', 'brand_id: brand_id or foodhall_id is required');
    let all = this.branchesOf(s, ids, params);
    if (params.deliveryMethodId != null)
      all = all.filter((b) => b.capabilities.delivery_method_ids.includes(params.deliveryMethodId!));
    all.sort((a, b) => a.user_distance_meter! - b.user_distance_meter!);
    return {
      branches: all.filter((b) => b.user_distance_meter! <= b.delivery_radius),
      far_branches: all.filter((b) => b.user_distance_meter! > b.delivery_radius),
    };
  }

  /**
   * Branch availability (SPEC §7: brand_id, order_type, optional lat and lon): every branch of a brand
   * (or food hall), with whether it takes the order type and, given a position, whether that position is
   * within its delivery radius. Nearest first with a position, else by title.
   */
  async availability(params: Partial<LatLon> & { brandId?: number; foodhallId?: number; orderType?: number }) {
    const s = await this.cache.snapshot();
    let ids: number[];
    if (params.foodhallId != null) ids = s.foodHallBranches.get(params.foodhallId) ?? [];
    else if (params.brandId != null) ids = s.brandBranches.get(params.brandId) ?? [];
    else throw new ApiError(400, 'validation_error', 'brand_id: brand_id or foodhall_id is required');
    const from = params.lat != null && params.lon != null ? { lat: params.lat, lon: params.lon } : undefined;
    const branches = this.branchesOf(s, ids, from).map((b) => ({
      ...b,
      order_type_available: params.orderType == null || b.capabilities.delivery_method_ids.includes(params.orderType),
      in_range: b.user_distance_meter == null ? null : b.user_distance_meter <= b.delivery_radius,
    }));
    branches.sort((a, b) => (from ? a.user_distance_meter! - b.user_distance_meter! : a.title.localeCompare(b.title)));
    return { branches };
  }

  // ---- SPEC §7: threepl (third-party delivery) and maxim (in-app store discovery) -------------------

  /** A branch's 3PL facts, or null for an unknown branch (the bill's courier check). */
  async branchThreePl(branchId: number): Promise<W.ThreePl | null> {
    const row = (await this.cache.snapshot()).branches.get(branchId);
    return row ? threePlOf(row) : null;
  }

  /** GET {enterprise}/threepl/branch: whether a branch delivers through a courier provider, and how far. */
  async threePlBranch(params: { branchId: number; entityType?: number }): Promise<W.ThreePlBranchAnswer> {
    const s = await this.cache.snapshot();
    const row = s.branches.get(params.branchId);
    if (!row) throw notFound('Branch not found');
    const facts = threePlOf(row);
    return {
      branch_id: row.id,
      entity_type: params.entityType ?? null,
      three_pl: { ...facts, max_distance_meter: facts.max_distance_meter ?? null },
    };
  }

  /**
   * GET {enterprise}/threepl/nearest/branch: the nearest 3PL branch (of a brand, or a food hall, when
   * given) whose couriers reach the point, i.e. within both its delivery radius and its courier distance.
   * Ties go to the lower branch id; none answers branch null.
   */
  async threePlNearest(params: LatLon & { brandId?: number; foodhallId?: number }): Promise<W.ThreePlNearestAnswer> {
    const s = await this.cache.snapshot();
    const within = (ids: number[] | undefined) => new Set(ids ?? []);
    const ofBrand = params.brandId != null ? within(s.brandBranches.get(params.brandId)) : null;
    const ofHall = params.foodhallId != null ? within(s.foodHallBranches.get(params.foodhallId)) : null;
    let best: { row: BranchRow; meters: number } | null = null;
    for (const row of s.branches.values() as Iterable<BranchRow>) {
      if (!row.three_pl_enabled || (ofBrand && !ofBrand.has(row.id)) || (ofHall && !ofHall.has(row.id))) continue;
      const meters = Math.round(distanceMeters(params, { lat: row.lat, lon: row.lon }));
      if (meters > courierReach(row)!) continue;
      if (!best || meters < best.meters || (meters === best.meters && row.id < best.row.id)) best = { row, meters };
    }
    if (!best) return { branch: null, distance_meter: null, three_pl: null };
    return {
      branch: this.branchesOf(s, [best.row.id], params)[0]!,
      distance_meter: best.meters,
      three_pl: threePlOf(best.row),
    };
  }

  /**
   * GET {enterprise}/maxim/stores/discovery: the brands of the in-app stores (of one country when given),
   * as an in-app link's lookup lists them (the brands of the store country's branches), each at its
   * nearest branch. Branches beyond a store's discovery radius (kilometres) are left out. Brands whose
   * nearest branch delivers to the point (within its delivery radius, as `nearby` splits them) come
   * first, then the farther ones; each part nearest first.
   */
  async maximDiscovery(params: LatLon & { country?: string }): Promise<W.MaximDiscoveryAnswer> {
    const s = await this.cache.snapshot();
    let stores = [...s.inAppStores.values()];
    if (params.country != null) {
      const wanted = params.country.toUpperCase();
      const country = [...s.countries.values()].find((c) => c.code.toUpperCase() === wanted || String(c.id) === wanted);
      if (!country) throw notFound('Country not found');
      stores = stores.filter((x) => x.country_id === country.id);
    }
    const nearest = new Map<number, W.Branch>();
    for (const store of stores) {
      const ids = [...s.branches.values()]
        .filter((b) => b.country_id === store.country_id)
        .map((b) => b.id)
        .sort((a, b) => a - b);
      for (const branch of this.branchesOf(s, ids, params)) {
        if (branch.user_distance_meter! > store.discovery_radius * 1000) continue;
        for (const brandId of branch.brand_ids) {
          const best = nearest.get(brandId);
          if (!best || branch.user_distance_meter! < best.user_distance_meter!) nearest.set(brandId, branch);
        }
      }
    }
    const atBranch = new Map([...nearest].map(([brandId, b]) => [brandId, b.id]));
    const brands = this.brandsOf(
      s,
      this.brandIdsAt(s, [...new Set(atBranch.values())]).filter((id) => nearest.has(id)),
      atBranch,
    );
    const entries = brands.map((brand) => {
      const branch = nearest.get(brand.id)!;
      const meters = branch.user_distance_meter!;
      return { brand, branch, distance_meter: meters, near: meters <= branch.delivery_radius };
    });
    // Stable: brands at the same distance keep their sequence order.
    entries.sort((a, b) => Number(b.near) - Number(a.near) || a.distance_meter - b.distance_meter);
    return { stores: entries };
  }

  async demoLinks() {
    const s = await this.cache.snapshot();
    const links = [...s.linksByHash.values()]
      .filter((l) => l.demo)
      .map((l) => ({ hash: l.hash, mask: l.mask, entity_type: l.entity_type, title: l.title, note: l.note }));
    return { links };
  }
}
