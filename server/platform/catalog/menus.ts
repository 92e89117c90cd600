// SPEC §7 menus: a brand's menu at one of its branches (store/menus and brand menus), read by the menu
// pages, the cart line and the bill. The shaped menu tree and campaigns are kept per (brand, branch) for
// as long as they would come out the same: the same cached rows (./cache.ts reloads them after an ops
// write or a minute), the same menu_version and currency, and no snooze or campaign starting or ending
// since (menu-tree.ts `steadyWindow`). Their JSON and its hash are kept with them, so an unchanged menu
// is neither serialised nor hashed again for its ETag.
import { createHash } from 'node:crypto';
import type { StoreMenus } from '../../../app/contract/catalog';
import type { Currency } from '../../../app/contract/common';
import type { BrandCampaigns, MenuSection } from '../../../app/contract/menu';
import { notFound, PreparedJson } from '../http';
import type { CatalogCache, MenuRows } from './cache';
import {
  campaignsOf,
  menuSections,
  steadyWindow,
  within,
  type CampaignRows,
  type Steady,
  type StockRows,
} from './menu-tree';
import { brandsOf, branchesOf, businessesOf, currencyOfCountry } from './wire';

/** A shaped menu and what it was shaped from. */
interface Shaped {
  rows: MenuRows;
  stock: StockRows;
  campaignRows: CampaignRows | undefined;
  menuVersion: number;
  currency: Currency;
  steady: Steady;
  sections: MenuSection[];
  campaigns: BrandCampaigns;
  /** serialised on the first read that answers JSON */
  json?: { sections: string; campaigns: string; hash: string };
}

/** A menu as read now, with the shaped parts it shares with other reads. */
export interface MenuRead {
  menus: StoreMenus;
  shaped: Shaped;
}

const sameCurrency = (a: Currency, b: Currency) =>
  a.id === b.id && a.code === b.code && a.symbol === b.symbol && a.title === b.title;

/** Frozen all the way down: a shared tree nobody may change. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function serialised(shaped: Shaped): NonNullable<Shaped['json']> {
  if (!shaped.json) {
    const sections = JSON.stringify(shaped.sections);
    shaped.json = {
      sections,
      campaigns: JSON.stringify(shaped.campaigns),
      hash: createHash('sha1').update(sections).digest('base64url'),
    };
  }
  return shaped.json;
}

export class Menus {
  private shaped = new Map<string, Shaped>();

  constructor(private readonly cache: CatalogCache) {}

  /** The menu of a brand at a branch (the branch asked for, else the brand's first), as of `now`. */
  async read(params: { brandId: number; branchId?: number; businessId?: number }, now: Date): Promise<MenuRead> {
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
    const branchInfo = branchesOf(s, [branchId], now)[0]!;
    const currency = currencyOfCountry(s, branchInfo.country_id);
    const shaped = this.shape({
      key: `${params.brandId}:${branchId}`,
      brandId: params.brandId,
      rows,
      stock,
      campaignRows: s.campaignsByBrand.get(params.brandId),
      menuVersion: branchInfo.menu_version,
      currency,
      now,
    });
    return {
      menus: {
        branchInfo,
        brand: brandsOf(s, [params.brandId], now, branchId)[0]!,
        business: businessesOf(s, [brandRow.business_id])[0]!,
        currency,
        sections: shaped.sections,
        campaigns: shaped.campaigns,
      },
      shaped,
    };
  }

  /** The shaped menu kept for these rows at `now`, or a new one (kept in its place). */
  private shape(
    input: Omit<Shaped, 'steady' | 'sections' | 'campaigns'> & { key: string; brandId: number; now: Date },
  ) {
    const kept = this.shaped.get(input.key);
    if (
      kept &&
      kept.rows === input.rows &&
      kept.stock === input.stock &&
      kept.campaignRows === input.campaignRows &&
      kept.menuVersion === input.menuVersion &&
      sameCurrency(kept.currency, input.currency) &&
      within(kept.steady, input.now)
    )
      return kept;
    const shaped: Shaped = {
      rows: input.rows,
      stock: input.stock,
      campaignRows: input.campaignRows,
      menuVersion: input.menuVersion,
      currency: input.currency,
      steady: steadyWindow(input.stock, input.campaignRows, input.now),
      sections: deepFreeze(menuSections(input.rows, input.stock, input.currency, input.now)),
      campaigns: deepFreeze(campaignsOf(input.campaignRows, input.brandId, input.now)),
    };
    this.shaped.set(input.key, shaped);
    return shaped;
  }
}

/** GET store/menus as JSON: the branch, brand, business and currency of this read around the kept menu. */
export function storeMenusJson({ menus, shaped }: MenuRead): PreparedJson<StoreMenus> {
  const json = serialised(shaped);
  const head =
    `{"branchInfo":${JSON.stringify(menus.branchInfo)},"brand":${JSON.stringify(menus.brand)}` +
    `,"business":${JSON.stringify(menus.business)},"currency":${JSON.stringify(menus.currency)}`;
  return new PreparedJson(
    etag(head, json.hash, json.campaigns),
    () => `${head},"sections":${json.sections},"campaigns":${json.campaigns}}`,
  );
}

/** GET brand menus as JSON: `{brand, branch, currency, sections}`. */
export function brandMenusJson({ menus, shaped }: MenuRead) {
  const json = serialised(shaped);
  const head =
    `{"brand":${JSON.stringify(menus.brand)},"branch":${JSON.stringify(menus.branchInfo)}` +
    `,"currency":${JSON.stringify(menus.currency)}`;
  return new PreparedJson<{
    brand: StoreMenus['brand'];
    branch: StoreMenus['branchInfo'];
    currency: Currency;
    sections: MenuSection[];
  }>(etag(head, json.hash), () => `${head},"sections":${json.sections}}`);
}

/** A strong ETag of a body made of these parts (the sections stand in by their hash). */
function etag(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\u0000');
  return `"${hash.digest('base64url')}"`;
}
