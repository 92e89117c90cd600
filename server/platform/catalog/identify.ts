// SPEC §7: GET {enterprise}/branch/vizmenu/identify — what a link (hash or mask) opens: a business, a
// brand, a branch, a food hall (or one of its tables) or an in-app store, with everything its pages need.
import type { Selectable } from 'kysely';
import { EntityType } from '../../../app/domain/entity-types';
import type { Branch, Brand, Business, Lookup } from '../../../app/contract/catalog';
import type { BranchesTable } from '../db/schema';
import { ApiError, notFound } from '../http';
import type { Snapshot } from './cache';
import { threePlOf } from './threepl';
import {
  brandIdsAt,
  brandsOf,
  branchesOf,
  businessesOf,
  countriesOf,
  currencyOfCountry,
  foodHallWire,
  tableWire,
  unique,
} from './wire';

export function identify(s: Snapshot, key: { hash?: string; mask?: string }, now: Date): Lookup {
  if (!key.hash && !key.mask) throw new ApiError(400, 'validation_error', 'hash: hash or mask is required');
  const link = key.hash ? s.linksByHash.get(key.hash) : s.linksByMask.get(key.mask!);
  if (!link) throw notFound('No store matches this link');

  let business: Business | null = null;
  let branches: Branch[] = [];
  let brands: Brand[] = [];
  let businesses: Business[] = [];
  let foodhall: ReturnType<typeof foodHallWire> | null = null;
  let countryId: number | null = null;
  let inApp: Lookup['in_app'] = null;
  let product = 'webshop';
  let waterMark = false;
  const branchIdsWhere = (test: (b: Selectable<BranchesTable>) => boolean) =>
    [...s.branches.values()]
      .filter(test)
      .map((b) => b.id)
      .sort((a, b) => a - b);

  switch (link.entity_type) {
    case EntityType.BUSINESS: {
      branches = branchesOf(
        s,
        branchIdsWhere((b) => b.business_id === link.business_id),
        now,
      );
      const ids = [...s.brands.values()]
        .filter((b) => b.business_id === link.business_id)
        .sort((a, b) => a.sequence - b.sequence || a.title.localeCompare(b.title))
        .map((b) => b.id);
      brands = brandsOf(s, ids, now);
      business = businessesOf(s, [link.business_id!])[0] ?? null;
      break;
    }
    case EntityType.BRAND: {
      const ids = s.brandBranches.get(link.brand_id!) ?? [];
      branches = branchesOf(s, ids, now);
      // A brand with one branch is that branch's brand: its busy state is the branch's.
      brands = brandsOf(s, [link.brand_id!], now, ids.length === 1 ? ids[0] : null);
      business = businessesOf(s, [brands[0]!.business_id])[0] ?? null;
      break;
    }
    case EntityType.BRANCH:
    case EntityType.BRANCH_NON_TABLE: {
      branches = branchesOf(s, [link.branch_id!], now);
      brands = brandsOf(s, brandIdsAt(s, [link.branch_id!]), now, link.branch_id);
      business = businessesOf(s, [branches[0]!.business_id])[0] ?? null;
      break;
    }
    case EntityType.FOOD_HALL:
    case EntityType.FOOD_HALL_TABLE: {
      foodhall = foodHallWire(s, link.food_hall_id!);
      branches = branchesOf(s, foodhall.wire.branch_ids, now);
      // In a food hall each brand is served by one stall: show the busy state of that stall.
      const atBranch = new Map<number, number>();
      for (const b of branches) for (const id of b.brand_ids) if (!atBranch.has(id)) atBranch.set(id, b.id);
      brands = brandsOf(s, brandIdsAt(s, foodhall.wire.branch_ids), now, atBranch);
      businesses = businessesOf(s, unique(branches.map((b) => b.business_id)));
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
      branches = branchesOf(s, ids, now);
      brands = brandsOf(s, brandIdsAt(s, ids), now);
      businesses = businessesOf(s, unique(branches.map((b) => b.business_id)));
      break;
    }
  }

  const branch = branches.length === 1 ? branches[0]! : null;
  if (!businesses.length && business) businesses = [business];
  countryId ??= business?.country_id ?? branch?.country_id ?? null;
  const countries = countriesOf(
    s,
    unique([countryId, ...branches.map((b) => b.country_id)].filter((x): x is number => x != null)),
  );
  const country = countries.find((c) => c.id === countryId) ?? null;
  const currencies = unique(countries.map((c) => c.currency_id)).map((id) =>
    currencyOfCountry(s, countries.find((c) => c.currency_id === id)!.id),
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
    table: tableWire(s, link.table_id),
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
