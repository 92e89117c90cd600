// The catalogue is read far more often than it changes. Its rows are kept in memory (lru-cache, bounded)
// and reloaded when the platform writes to them (invalidate, ./changes.ts), or after a minute at most, so changes made straight in the
// database show without a restart. Values that depend on the clock (open now, snoozed now, live
// campaigns) are computed from these rows on every request, never cached.
import type { Kysely, Selectable } from 'kysely';
import { LRUCache } from 'lru-cache';
import type {
  BannersTable,
  BranchBrandsTable,
  BranchesTable,
  BrandsTable,
  BusinessesTable,
  CampaignsTable,
  CitiesTable,
  CountriesTable,
  CurrenciesTable,
  DB,
  DiningTablesTable,
  EntityLinksTable,
  FoodHallsTable,
  InAppStoresTable,
  ItemStockTable,
  MenuCategoriesTable,
  MenuItemsTable,
  MenuSectionsTable,
  ModifierGroupsTable,
  ModifiersTable,
} from '../db/schema';

export const CACHE_TTL_MS = 60_000;

export interface Snapshot {
  currencies: Map<number, Selectable<CurrenciesTable>>;
  countries: Map<number, Selectable<CountriesTable>>;
  cities: Map<number, Selectable<CitiesTable>>;
  businesses: Map<number, Selectable<BusinessesTable>>;
  brands: Map<number, Selectable<BrandsTable>>;
  branches: Map<number, Selectable<BranchesTable>>;
  /** by branch, in sequence order */
  branchBrands: Map<number, Selectable<BranchBrandsTable>[]>;
  /** branch ids by brand, in id order */
  brandBranches: Map<number, number[]>;
  foodHalls: Map<number, Selectable<FoodHallsTable>>;
  /** branch ids by food hall, in sequence order */
  foodHallBranches: Map<number, number[]>;
  tables: Map<number, Selectable<DiningTablesTable>>;
  inAppStores: Map<number, Selectable<InAppStoresTable>>;
  linksByHash: Map<string, Selectable<EntityLinksTable>>;
  linksByMask: Map<string, Selectable<EntityLinksTable>>;
  banners: Selectable<BannersTable>[];
  campaignsByBrand: Map<number, Selectable<CampaignsTable>[]>;
}

export interface MenuRows {
  sections: Selectable<MenuSectionsTable>[];
  categories: Selectable<MenuCategoriesTable>[];
  items: Selectable<MenuItemsTable>[];
  groups: Selectable<ModifierGroupsTable>[];
  modifiers: Selectable<ModifiersTable>[];
}

function group<K, V>(rows: V[], key: (row: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** How many brands' menus and branches' stock are kept; the least recently read go first. */
const MAX_MENUS = 500;
const MAX_STOCK = 2_000;

/**
 * Rows by key in an LRU cache whose entries live `ttl` ms on `clock`. Concurrent misses share one load; a
 * failed load is not kept; a load that an invalidation overtook is not kept, and its readers read again.
 */
class Rows<K extends string | number, V extends object> {
  private readonly cache: LRUCache<K, V>;
  /** counts invalidations: a load that failed while this changed was dropped by one, not failed */
  private generation = 0;

  constructor(load: (key: K) => Promise<V>, options: { max: number; ttl: number; clock: () => number }) {
    this.cache = new LRUCache<K, V>({
      max: options.max,
      // lru-cache keeps an entry while its age is at most `ttl` ms; ours lives less than `ttl`
      ttl: options.ttl - 1,
      // the catalogue's clock, which tests move (back and forth); read it on every look-up
      perf: { now: options.clock },
      ttlResolution: 0,
      fetchMethod: (key) => load(key),
    });
  }

  async get(key: K): Promise<V> {
    for (;;) {
      const generation = this.generation;
      try {
        return (await this.cache.fetch(key))!;
      } catch (error) {
        if (generation === this.generation) throw error;
      }
    }
  }

  /** Forget one key, or (none) everything; loads under way are dropped. */
  forget(key?: K): void {
    this.generation++;
    if (key === undefined) this.cache.clear();
    else this.cache.delete(key);
  }
}

/** The single key of the snapshot's cache. */
const ALL = 'all';

export class CatalogCache {
  private readonly snapshots: Rows<typeof ALL, Snapshot>;
  private readonly menus: Rows<number, MenuRows>;
  private readonly stock: Rows<number, Map<number, Selectable<ItemStockTable>>>;

  constructor(
    private db: Kysely<DB>,
    clock: () => number = Date.now,
    ttl = CACHE_TTL_MS,
  ) {
    this.snapshots = new Rows(() => this.loadSnapshot(), { max: 1, ttl, clock });
    this.menus = new Rows((brandId) => this.loadMenu(brandId), { max: MAX_MENUS, ttl, clock });
    this.stock = new Rows((branchId) => this.loadStock(branchId), { max: MAX_STOCK, ttl, clock });
  }

  /** Forget cached rows: everything, or one brand's menu, or one branch's stock. */
  invalidate(scope: { brandId?: number; branchId?: number } = {}): void {
    if (scope.brandId === undefined && scope.branchId === undefined) {
      this.snapshots.forget();
      this.menus.forget();
      this.stock.forget();
      return;
    }
    if (scope.brandId !== undefined) this.menus.forget(scope.brandId);
    if (scope.branchId !== undefined) this.stock.forget(scope.branchId);
  }

  snapshot(): Promise<Snapshot> {
    return this.snapshots.get(ALL);
  }

  menu(brandId: number): Promise<MenuRows> {
    return this.menus.get(brandId);
  }

  stockAt(branchId: number): Promise<Map<number, Selectable<ItemStockTable>>> {
    return this.stock.get(branchId);
  }

  private async loadStock(branchId: number): Promise<Map<number, Selectable<ItemStockTable>>> {
    const rows = await this.db.selectFrom('item_stock').selectAll().where('branch_id', '=', branchId).execute();
    return new Map(rows.map((r) => [r.item_id, r]));
  }

  private async loadMenu(brandId: number): Promise<MenuRows> {
    const db = this.db;
    const [sections, categories, items, groups, modifiers] = await Promise.all([
      db
        .selectFrom('menu_sections')
        .selectAll()
        .where('brand_id', '=', brandId)
        .orderBy('sequence')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('menu_categories')
        .selectAll()
        .where('brand_id', '=', brandId)
        .orderBy('sequence')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('menu_items')
        .selectAll()
        .where('brand_id', '=', brandId)
        .orderBy('sequence')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('modifier_groups')
        .selectAll()
        .where('brand_id', '=', brandId)
        .orderBy('sequence')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('modifiers')
        .selectAll()
        .where('brand_id', '=', brandId)
        .orderBy('sequence')
        .orderBy('id')
        .execute(),
    ]);
    return { sections, categories, items, groups, modifiers };
  }

  private async loadSnapshot(): Promise<Snapshot> {
    const db = this.db;
    const [
      currencies,
      countries,
      cities,
      businesses,
      brands,
      branches,
      branchBrands,
      foodHalls,
      foodHallBranches,
      tables,
      inAppStores,
      links,
      banners,
      campaigns,
    ] = await Promise.all([
      db.selectFrom('currencies').selectAll().execute(),
      db.selectFrom('countries').selectAll().orderBy('title').execute(),
      db.selectFrom('cities').selectAll().execute(),
      db.selectFrom('businesses').selectAll().execute(),
      db.selectFrom('brands').selectAll().execute(),
      db.selectFrom('branches').selectAll().execute(),
      db.selectFrom('branch_brands').selectAll().orderBy('branch_id').orderBy('sequence').orderBy('brand_id').execute(),
      db.selectFrom('food_halls').selectAll().execute(),
      db
        .selectFrom('food_hall_branches')
        .selectAll()
        .orderBy('food_hall_id')
        .orderBy('sequence')
        .orderBy('branch_id')
        .execute(),
      db.selectFrom('dining_tables').selectAll().execute(),
      db.selectFrom('in_app_stores').selectAll().execute(),
      db.selectFrom('entity_links').selectAll().orderBy('created_at').orderBy('hash').execute(),
      db.selectFrom('banners').selectAll().orderBy('sequence').orderBy('id').execute(),
      db.selectFrom('campaigns').selectAll().where('enabled', '=', true).orderBy('id').execute(),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const brandBranches = new Map<number, number[]>();
    for (const bb of [...branchBrands].sort((a, b) => a.branch_id - b.branch_id)) {
      brandBranches.set(bb.brand_id, [...(brandBranches.get(bb.brand_id) ?? []), bb.branch_id]);
    }
    return {
      currencies: byId(currencies),
      countries: byId(countries),
      cities: byId(cities),
      businesses: byId(businesses),
      brands: byId(brands),
      branches: byId(branches),
      branchBrands: group(branchBrands, (r) => r.branch_id),
      brandBranches,
      foodHalls: byId(foodHalls),
      foodHallBranches: new Map(
        [...group(foodHallBranches, (r) => r.food_hall_id)].map(([k, v]) => [k, v.map((r) => r.branch_id)]),
      ),
      tables: byId(tables),
      inAppStores: byId(inAppStores),
      linksByHash: new Map(links.map((l) => [l.hash, l])),
      linksByMask: new Map(links.filter((l) => l.mask).map((l) => [l.mask!, l])),
      banners,
      campaignsByBrand: group(campaigns, (r) => r.brand_id),
    };
  }
}
