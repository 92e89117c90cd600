// Finding a store (SPEC §7): a food hall's stalls and tables, the countries, branches near a point and
// their availability, third-party delivery (threepl), in-app store discovery (maxim) and the demo links.
// Pure functions of a snapshot of the cache (./cache.ts) and the time of the request.
import type { DeliveryMethodId } from '../../../app/domain/constants';
import { offeredOrderTypes } from '../../../app/domain/order-types';
import type { Branch, Lookup } from '../../../app/contract/catalog';
import type { MaximDiscoveryAnswer, ThreePlBranchAnswer, ThreePlNearestAnswer } from '../../../app/contract/discovery';
import { ApiError, notFound } from '../http';
import type { Snapshot } from './cache';
import { distanceMeters } from './geo';
import { courierReach, threePlOf, type BranchRow } from './threepl';
import { brandIdsAt, brandsOf, branchesOf, busyAt, countriesOf, foodHallWire, tableWire, type LatLon } from './wire';

/** GET {enterprise}/foodhall/branch: a food hall, its stalls (one of them chosen) and a table. */
export function foodHallBranch(
  s: Snapshot,
  params: { foodhallId: number; branchId?: number; table?: string },
  now: Date,
) {
  const fh = foodHallWire(s, params.foodhallId);
  if (params.branchId != null && !fh.wire.branch_ids.includes(params.branchId))
    throw notFound('Branch not in this food hall');
  const branches = branchesOf(s, fh.wire.branch_ids, now);
  let table: Lookup['table'] = null;
  if (params.table != null) {
    const t = [...s.tables.values()].find((x) => x.food_hall_id === fh.row.id && x.table_no === params.table);
    if (!t) throw notFound('Table not found');
    table = tableWire(s, t.id);
  }
  return {
    foodhall: fh.wire,
    foodhall_settings: fh.row.settings,
    branch: branches.find((b) => b.id === params.branchId) ?? null,
    branches,
    brands: brandsOf(s, brandIdsAt(s, fh.wire.branch_ids), now),
    table,
  };
}

export function countryCodes(s: Snapshot) {
  return { country_code: 'PH', countries: countriesOf(s) };
}

/** The branches of a brand, or of a food hall when one is given. */
function branchIdsOf(s: Snapshot, params: { brandId?: number; foodhallId?: number }): number[] {
  if (params.foodhallId != null) return s.foodHallBranches.get(params.foodhallId) ?? [];
  if (params.brandId != null) return s.brandBranches.get(params.brandId) ?? [];
  throw new ApiError(400, 'validation_error', 'brand_id: brand_id or foodhall_id is required');
}

/**
 * Branches of a brand (or a food hall) by distance from the user: within the delivery radius in
 * `branches`, beyond it in `far_branches`; each list nearest first.
 */
export function nearby(
  s: Snapshot,
  params: LatLon & { brandId?: number; foodhallId?: number; deliveryMethodId?: DeliveryMethodId },
  now: Date,
) {
  let all = branchesOf(s, branchIdsOf(s, params), now, params);
  if (params.deliveryMethodId != null)
    all = all.filter((b) => offeredOrderTypes(b.capabilities).includes(params.deliveryMethodId!));
  all.sort((a, b) => a.user_distance_meter! - b.user_distance_meter!);
  return {
    branches: all.filter((b) => b.user_distance_meter! <= b.delivery_radius),
    far_branches: all.filter((b) => b.user_distance_meter! > b.delivery_radius),
  };
}

/**
 * Branch availability (SPEC §7: brand_id, order_type, optional lat and lon): every branch of a brand
 * (or food hall), with whether it takes the order type, given a position whether that position is within
 * its delivery radius, and its brands busy now. Nearest first with a position, else by title.
 */
export function availability(
  s: Snapshot,
  params: Partial<LatLon> & { brandId?: number; foodhallId?: number; orderType?: DeliveryMethodId },
  now: Date,
) {
  const ids = branchIdsOf(s, params);
  const from = params.lat != null && params.lon != null ? { lat: params.lat, lon: params.lon } : undefined;
  const branches = branchesOf(s, ids, now, from).map((b) => ({
    ...b,
    order_type_available: params.orderType == null || offeredOrderTypes(b.capabilities).includes(params.orderType),
    in_range: b.user_distance_meter == null ? null : b.user_distance_meter <= b.delivery_radius,
    busy_brands: (s.branchBrands.get(b.id) ?? []).flatMap((l) => {
      const busy = busyAt(l, now);
      return busy.is_busy ? [{ brand_id: l.brand_id, busy_mode_updated_at: busy.busy_mode_updated_at }] : [];
    }),
  }));
  branches.sort((a, b) => (from ? a.user_distance_meter! - b.user_distance_meter! : a.title.localeCompare(b.title)));
  return { branches };
}

/** GET {enterprise}/threepl/branch: whether a branch delivers through a courier provider, and how far. */
export function threePlBranch(s: Snapshot, params: { branchId: number; entityType?: number }): ThreePlBranchAnswer {
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
export function threePlNearest(
  s: Snapshot,
  params: LatLon & { brandId?: number; foodhallId?: number },
  now: Date,
): ThreePlNearestAnswer {
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
    branch: branchesOf(s, [best.row.id], now, params)[0]!,
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
export function maximDiscovery(s: Snapshot, params: LatLon & { country?: string }, now: Date): MaximDiscoveryAnswer {
  let stores = [...s.inAppStores.values()];
  if (params.country != null) {
    const wanted = params.country.toUpperCase();
    const country = [...s.countries.values()].find((c) => c.code.toUpperCase() === wanted || String(c.id) === wanted);
    if (!country) throw notFound('Country not found');
    stores = stores.filter((x) => x.country_id === country.id);
  }
  const nearest = new Map<number, Branch>();
  for (const store of stores) {
    const ids = [...s.branches.values()]
      .filter((b) => b.country_id === store.country_id)
      .map((b) => b.id)
      .sort((a, b) => a - b);
    for (const branch of branchesOf(s, ids, now, params)) {
      if (branch.user_distance_meter! > store.discovery_radius * 1000) continue;
      for (const brandId of branch.brand_ids) {
        const best = nearest.get(brandId);
        if (!best || branch.user_distance_meter! < best.user_distance_meter!) nearest.set(brandId, branch);
      }
    }
  }
  const atBranch = new Map([...nearest].map(([brandId, b]) => [brandId, b.id]));
  const brands = brandsOf(
    s,
    brandIdsAt(s, [...new Set(atBranch.values())]).filter((id) => nearest.has(id)),
    now,
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

export function demoLinks(s: Snapshot) {
  const links = [...s.linksByHash.values()]
    .filter((l) => l.demo)
    .map((l) => ({ hash: l.hash, mask: l.mask, entity_type: l.entity_type, title: l.title, note: l.note }));
  return { links };
}
