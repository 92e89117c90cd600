// Stores near you (SPEC §2, in-app store discovery): `/menu/brands` and `/menu/branches` — the address the
// list is for, a title search, and the stores near it then the farther ones. A tap opens the brand page
// with t (order type), la and ln (the position), which the brand page takes as a delivery location.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { DEFAULTS, DeliveryMethod } from './domain/constants';
import { isFreshPosition } from './domain/location';
import { localized } from './domain/localize';
import { homePath, type Boot } from './boot.server';
import { storeKey } from './cart.server';
import { readPendingLocation, savedLocation } from './order-options.server';
import { PlatformError, type PlatformClient } from './platform-client/client.server';
import type { Branch } from './platform-client/wire.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';
import { parseSearch } from './utils/request.server';

const querySchema = z.object({ q: z.string().trim().max(100).default(''), lng: z.string().optional() });

interface Spot {
  lat: number;
  lon: number;
  address: string | null;
}

/** Where the customer is: a chosen address, the link's latLong, or a position read in the last 90 minutes. */
function spotOf(session: Session, key: string, boot: Boot): Spot | null {
  const place = readPendingLocation(session, key) ?? savedLocation(session, key);
  if (place) return { lat: place.lat, lon: place.lon, address: place.address };
  if (boot.latLong) return { ...boot.latLong, address: null };
  const position = session.get('position') as { lat: number; lon: number; at: number } | undefined;
  if (position && isFreshPosition(position.at, Date.now(), DEFAULTS.locationCacheMs))
    return { lat: position.lat, lon: position.lon, address: null };
  return null;
}

async function addressOf(client: PlatformClient, spot: Spot): Promise<string> {
  if (spot.address) return spot.address;
  try {
    return (await client.geocode({ lat: spot.lat, lon: spot.lon })).place.formatted_address;
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return `${spot.lat.toFixed(4)}, ${spot.lon.toFixed(4)}`;
  }
}

const near = (b: Branch) => b.user_distance_meter != null && b.user_distance_meter <= b.delivery_radius;

export async function loadStoresNear(request: Request, context: AppLoadContext, mode: 'brands' | 'branches') {
  const query = parseSearch(new URL(request.url), querySchema);
  const { lng, boot, session, client } = await shopRequest(request, context);
  if (!boot) throw redirect('/');
  const key = storeKey(boot);
  const t = fixedT(lng);
  const spot = spotOf(session, key, boot);
  const lookup = await client.identify({ hash: boot.hash });
  const needle = query.q.toLocaleLowerCase(lng);
  const base = {
    title: t(mode === 'brands' ? 'near.brandsTitle' : 'near.branchesTitle'),
    mode,
    q: query.q,
    home: homePath(boot),
    address: spot ? await addressOf(client, spot) : null,
  };
  if (!spot) return json({ ...base, nearby: [], farther: [] });

  const tap = (brandId: number) =>
    `/brand/${brandId}?${new URLSearchParams({ t: String(DeliveryMethod.DELIVERY), la: String(spot.lat), ln: String(spot.lon) })}`;
  // Each brand at its nearest branch (the platform's distance, great-circle).
  const perBrand = await Promise.all(
    lookup.brands.map(async (brand) => {
      const answer = await client.nearbyBranches({ lat: spot.lat, lon: spot.lon, brand_id: brand.id });
      const all = [...answer.branches, ...answer.far_branches];
      const nearest = all.reduce<Branch | null>(
        (best, b) => (!best || b.user_distance_meter! < best.user_distance_meter! ? b : best),
        null,
      );
      return { brand, nearest, all };
    }),
  );
  const title = (s: string) => !needle || s.toLocaleLowerCase(lng).includes(needle);
  if (mode === 'brands') {
    const rows = perBrand
      .filter((r) => r.nearest && title(r.brand.title))
      .sort((a, b) => a.nearest!.user_distance_meter! - b.nearest!.user_distance_meter!)
      .map((r) => ({
        id: r.brand.id,
        title: r.brand.title,
        logo: r.brand.webshop_logo ?? r.brand.logo,
        detail: r.nearest!.title,
        km: r.nearest!.user_distance,
        near: near(r.nearest!),
        links: [{ to: tap(r.brand.id), label: r.brand.title }],
      }));
    return json({ ...base, nearby: rows.filter((r) => r.near), farther: rows.filter((r) => !r.near) });
  }
  const branches = new Map<number, Branch>();
  for (const r of perBrand) for (const b of r.all) branches.set(b.id, b);
  // Branches are listed once, with every brand the in-app store offers there.
  const rows = [...branches.values()]
    .filter((b) => title(b.title))
    .sort((a, b) => a.user_distance_meter! - b.user_distance_meter!)
    .map((b) => ({
      id: b.id,
      title: b.title,
      logo: null,
      detail: b.address,
      km: b.user_distance,
      near: near(b),
      links: lookup.brands
        .filter((brand) => b.brand_ids.includes(brand.id))
        .map((brand) => ({ to: tap(brand.id), label: localized(brand.title, null, lng) })),
    }));
  return json(
    { ...base, nearby: rows.filter((r) => r.near), farther: rows.filter((r) => !r.near) },
    { headers: { 'Set-Cookie': await commitSession(session, context) } },
  );
}

export type StoresNear = Awaited<ReturnType<typeof loadStoresNear>>;
