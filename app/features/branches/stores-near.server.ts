// Stores near you (SPEC §2, in-app store discovery): `/menu/brands` and `/menu/branches` — the address the
// list is for, a title search, and the stores near it then the farther ones. A tap posts to the page, which
// saves delivery to that place at the brand's nearest branch and opens the brand (as the brand page's
// `?t&la&ln` hand-over does for outside links). Both routes are this page, so it stays at the top of app/.
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { DEFAULTS, DeliveryMethod } from '~/domain/constants';
import { isFreshPosition } from '~/domain/location';
import { localized } from '~/domain/localize';
import { homePath, type Boot } from '~/utils/boot.server';
import { storeKey } from '~/features/cart/cart.server';
import {
  readOrderOptions,
  readPendingLocation,
  savedLocation,
  writeOrderOptions,
  writePendingLocation,
  type DeliveryLocation,
} from '~/features/branches/order-options.server';
import { PlatformError, type PlatformClient } from '~/platform-client/client.server';
import type { Branch } from '~/contract/catalog';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { parseSearch } from '~/utils/request.server';
import { readFormData } from '~/utils/form-data.server';
import { refuse } from '~/utils/refusal.server';

const querySchema = z.object({ q: z.string().trim().max(100).default(''), lng: z.string().optional() });

interface Spot {
  lat: number;
  lon: number;
  /** the address chosen on /address, when the spot is one */
  place: DeliveryLocation | null;
}

/** Where the customer is: a chosen address, the link's latLong, or a position read in the last 90 minutes. */
function spotOf(session: Session, key: string, boot: Boot): Spot | null {
  const place = readPendingLocation(session, key) ?? savedLocation(session, key);
  if (place) return { lat: place.lat, lon: place.lon, place };
  if (boot.latLong) return { ...boot.latLong, place: null };
  const position = session.get('position') as { lat: number; lon: number; at: number } | undefined;
  if (position && isFreshPosition(position.at, Date.now(), DEFAULTS.locationCacheMs))
    return { lat: position.lat, lon: position.lon, place: null };
  return null;
}

async function addressOf(client: PlatformClient, spot: Spot): Promise<string> {
  if (spot.place) return spot.place.address;
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
  const { lng, boot, session, client, t } = await shopRequest(request, context);
  if (!boot) throw redirect('/');
  const key = storeKey(boot);
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
        brands: [{ id: r.brand.id, label: r.brand.title }],
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
      brands: lookup.brands
        .filter((brand) => b.brand_ids.includes(brand.id))
        .map((brand) => ({ id: brand.id, label: localized(brand.title, null, lng) })),
    }));
  return json({ ...base, nearby: rows.filter((r) => r.near), farther: rows.filter((r) => !r.near) });
}

export type StoresNear = Awaited<ReturnType<typeof loadStoresNear>>;

const tapSchema = z.object({ brandId: z.coerce.number().int().positive() });

/**
 * A tap (SPEC §2 "Tapping leads to the brand page with query t, la, ln"): delivery to where the customer is
 * — the chosen address with its details, else the position and its address — at the brand's nearest
 * branch, then the brand's menu.
 */
export async function storesNearAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request);
  const { boot, session, client } = await shopRequest(request, context);
  if (!boot) return redirect('/', 303);
  const input = parseWithZod(form, { schema: tapSchema });
  if (input.status !== 'success') return refuse(400, { key: 'error.badRequest' });
  const { brandId } = input.value;
  const key = storeKey(boot);
  const spot = spotOf(session, key, boot);
  if (!spot) return refuse(409, { key: 'near.noAddress' });
  const lookup = await client.identify({ hash: boot.hash });
  if (!lookup.brands.some((b) => b.id === brandId)) return refuse(404, { key: 'near.none' });
  const answer = await client.nearbyBranches({ lat: spot.lat, lon: spot.lon, brand_id: brandId });
  const nearest = answer.branches[0] ?? answer.far_branches[0];
  if (!nearest) return refuse(422, { key: 'branch.noneAvailable' });
  const location: DeliveryLocation = spot.place ?? {
    placeId: null,
    countryCode: null,
    address: await addressOf(client, spot),
    lat: spot.lat,
    lon: spot.lon,
    instruction: '',
    establishmentName: '',
    streetName: '',
    flatNo: '',
    additionalDetails: '',
    confirmed: false,
  };
  const current = readOrderOptions(session, key, boot, nearest);
  writeOrderOptions(session, key, {
    ...current,
    orderType: nearest.capabilities.delivery_method_ids.includes(DeliveryMethod.DELIVERY)
      ? DeliveryMethod.DELIVERY
      : current.orderType,
    branchId: nearest.id,
    location,
  });
  writePendingLocation(session, key, null);
  return redirect(`/brand/${brandId}`, {
    status: 303,
    headers: { 'Set-Cookie': await commitSession(session, context) },
  });
}
