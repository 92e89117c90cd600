// Catalogue rows shaped as the wire format of SPEC §7 (app/contract/catalog.ts): countries, currencies,
// businesses, branches (with their open state at `now`), brands, tables and food halls. Pure functions of
// a snapshot of the cache (./cache.ts).
import type { Selectable } from 'kysely';
import { isBusyNow } from '../../../app/domain/busy';
import { storeState, withManualClosure } from '../../../app/domain/store-hours';
import type { Branch, Brand, Business, Lookup } from '../../../app/contract/catalog';
import type { Country, Currency } from '../../../app/contract/common';
import type { BranchesTable, FoodHallsTable } from '../db/schema';
import { notFound } from '../http';
import type { Snapshot } from './cache';
import { distanceMeters } from './geo';

export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
export const num = (v: unknown) => (v == null ? null : Number(v));
export const unique = <T>(values: T[]) => [...new Set(values)];

export interface LatLon {
  lat: number;
  lon: number;
}

export function countriesOf(s: Snapshot, ids?: number[]): Country[] {
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

export function currencyOfCountry(s: Snapshot, countryId: number): Currency {
  const country = s.countries.get(countryId);
  const currency = country && s.currencies.get(country.currency_id);
  if (!currency) throw new Error(`country ${countryId} has no currency`);
  return { id: currency.id, code: currency.code, symbol: currency.symbol, title: currency.title };
}

export function businessesOf(s: Snapshot, ids: number[]): Business[] {
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

/** Branches by id (unknown ids left out), each open or closed at `now`, with the distance from a point. */
export function branchesOf(s: Snapshot, ids: number[], now: Date, from?: LatLon): Branch[] {
  return ids.flatMap((id) => {
    const row = s.branches.get(id);
    return row
      ? [
          branchWire(
            row,
            (s.branchBrands.get(id) ?? []).map((l) => l.brand_id),
            now,
            from,
          ),
        ]
      : [];
  });
}

function branchWire(b: Selectable<BranchesTable>, brandIds: number[], now: Date, from?: LatLon): Branch {
  // a branch staff closed for today (the ops screen) is closed by the same rule as an off date
  const offDates = withManualClosure(b.off_dates, b.closed_on);
  const state = storeState(
    {
      timezone: b.timezone,
      available_times: b.available_times,
      off_dates: offDates,
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
    off_dates: offDates,
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

/** A brand's busy mode on the wire, as it is at `now`. */
export function busyAt(
  row: { is_busy: boolean; busy_mode_updated_at: Date | string | null },
  now: Date,
): Pick<Brand, 'is_busy' | 'busy_mode_updated_at'> {
  const state = { is_busy: row.is_busy, busy_mode_updated_at: iso(row.busy_mode_updated_at) };
  return { ...state, is_busy: isBusyNow(state, now) };
}

/**
 * Brands with their branches. Busy mode is per brand at a branch: with `atBranch` (a branch, or a map
 * brand → branch) the brand shows the state there, otherwise its own last state — as it is at `now`: a
 * busy mode whose window is over has ended (SPEC §9, app/domain/busy.ts).
 */
export function brandsOf(
  s: Snapshot,
  ids: number[],
  now: Date,
  atBranch?: number | Map<number, number> | null,
): Brand[] {
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
        ...busyAt(here ?? b, now),
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
export function brandIdsAt(s: Snapshot, branchIds: number[]): number[] {
  return unique(branchIds.flatMap((id) => (s.branchBrands.get(id) ?? []).map((l) => l.brand_id))).sort((a, b) => {
    const x = s.brands.get(a)!;
    const y = s.brands.get(b)!;
    return x.sequence - y.sequence || x.title.localeCompare(y.title);
  });
}

export function tableWire(s: Snapshot, id: number | null): Lookup['table'] {
  const t = id == null ? undefined : s.tables.get(id);
  return t ? { id: t.id, table_no: t.table_no, title: t.title } : null;
}

/** A food hall's row and its wire form; 404 for an unknown one. */
export function foodHallWire(
  s: Snapshot,
  id: number,
): { row: Selectable<FoodHallsTable>; wire: NonNullable<Lookup['foodhall']> } {
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
