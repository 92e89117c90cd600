// The catalogue context: the entity model of SPEC §3 shaped as the wire format of §7. Rows come from the
// in-memory cache (./cache.ts); what depends on the clock is computed per call, or kept only as long as it
// stays the same (./menus.ts). Its parts: wire.ts (rows as the wire format), identify.ts (the link
// lookup), menus.ts and menu-tree.ts (menus and campaigns), discovery.ts (food halls, nearby branches,
// availability, threepl, maxim, demo links).
import type { Kysely } from 'kysely';
import type { DeliveryMethodId } from '../../../app/domain/constants';
import type { Lookup, StoreMenus, ThreePl } from '../../../app/contract/catalog';
import type { MaximDiscoveryAnswer, ThreePlBranchAnswer, ThreePlNearestAnswer } from '../../../app/contract/discovery';
import type { BranchCapabilities, DB } from '../db/schema';
import type { BranchFees } from '../../../app/domain/bill';
import { CatalogCache } from './cache';
import { CatalogChanges } from './changes';
import * as discovery from './discovery';
import { feesOf } from './fees';
import { identify } from './identify';
import { brandMenusJson, Menus, storeMenusJson } from './menus';
import { threePlOf } from './threepl';
import type { LatLon } from './wire';

export type { LatLon } from './wire';

type MenuParams = { brandId: number; branchId?: number; businessId?: number };

export class Catalog {
  readonly cache: CatalogCache;
  /** writes of the catalogue, told to this instance's cache and (shared) to the other instances' */
  readonly changes: CatalogChanges;
  private readonly menus: Menus;

  constructor(
    db: Kysely<DB>,
    private now: () => Date = () => new Date(),
    /** `shared`: other instances use the same tables (PostgreSQL), ./changes.ts tells them of each write */
    options: { shared?: boolean } = {},
  ) {
    this.cache = new CatalogCache(db, () => this.now().getTime());
    this.changes = new CatalogChanges(this.cache, options.shared ?? false);
    this.menus = new Menus(this.cache);
  }

  /** A branch's capabilities (SPEC §3), or null for an unknown branch (the order type an order may have). */
  async branchCapabilities(branchId: number): Promise<BranchCapabilities | null> {
    return (await this.cache.snapshot()).branches.get(branchId)?.capabilities ?? null;
  }

  /** A branch's fees (its business's settings and its capabilities), or null for an unknown branch. */
  async branchFees(branchId: number): Promise<BranchFees | null> {
    const s = await this.cache.snapshot();
    const branch = s.branches.get(branchId);
    if (!branch) return null;
    const settings = (s.businesses.get(branch.business_id)?.settings as Record<string, unknown> | undefined) ?? null;
    return feesOf(settings, branch.capabilities);
  }

  async businessSettingsOf(businessId: number): Promise<Record<string, unknown> | null> {
    const s = await this.cache.snapshot();
    return (s.businesses.get(businessId)?.settings as Record<string, unknown> | undefined) ?? null;
  }

  /** SPEC §7: GET {enterprise}/branch/vizmenu/identify */
  async identify(key: { hash?: string; mask?: string }): Promise<Lookup> {
    return identify(await this.cache.snapshot(), key, this.now());
  }

  // ---- menus ------------------------------------------------------------------------------------------

  /** A brand's menu at a branch; the tree and campaigns are shared with other reads: never change them. */
  async storeMenus(params: MenuParams): Promise<StoreMenus> {
    return (await this.menus.read(params, this.now())).menus;
  }

  /** The store/menus answer, serialised around the kept menu. */
  async storeMenusAnswer(params: MenuParams) {
    return storeMenusJson(await this.menus.read(params, this.now()));
  }

  /** The brand menus answer `{brand, branch, currency, sections}`, serialised around the kept menu. */
  async brandMenusAnswer(params: { brandId: number; branchId?: number }) {
    return brandMenusJson(await this.menus.read(params, this.now()));
  }

  // ---- food halls, countries, nearby ------------------------------------------------------------------

  async foodHallBranch(params: { foodhallId: number; branchId?: number; table?: string }) {
    return discovery.foodHallBranch(await this.cache.snapshot(), params, this.now());
  }

  async countryCodes() {
    return discovery.countryCodes(await this.cache.snapshot());
  }

  async nearby(params: LatLon & { brandId?: number; foodhallId?: number; deliveryMethodId?: DeliveryMethodId }) {
    return discovery.nearby(await this.cache.snapshot(), params, this.now());
  }

  async availability(
    params: Partial<LatLon> & { brandId?: number; foodhallId?: number; orderType?: DeliveryMethodId },
  ) {
    return discovery.availability(await this.cache.snapshot(), params, this.now());
  }

  // ---- threepl (third-party delivery) and maxim (in-app store discovery) -----------------------------

  /** A branch's 3PL facts, or null for an unknown branch (the bill's courier check). */
  async branchThreePl(branchId: number): Promise<ThreePl | null> {
    const row = (await this.cache.snapshot()).branches.get(branchId);
    return row ? threePlOf(row) : null;
  }

  async threePlBranch(params: { branchId: number; entityType?: number }): Promise<ThreePlBranchAnswer> {
    return discovery.threePlBranch(await this.cache.snapshot(), params);
  }

  async threePlNearest(params: LatLon & { brandId?: number; foodhallId?: number }): Promise<ThreePlNearestAnswer> {
    return discovery.threePlNearest(await this.cache.snapshot(), params, this.now());
  }

  async maximDiscovery(params: LatLon & { country?: string }): Promise<MaximDiscoveryAnswer> {
    return discovery.maximDiscovery(await this.cache.snapshot(), params, this.now());
  }

  async demoLinks() {
    return discovery.demoLinks(await this.cache.snapshot());
  }
}
