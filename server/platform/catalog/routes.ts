// SPEC §7 "Branch and menu" endpoints of the catalogue.
import { z } from 'zod';
import { json, parseQuery, type Router } from '../http';
import type { Catalog } from './catalog';
import type { Prefixes } from '../prefixes';

const id = z.coerce
  .number({ invalid_type_error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), id.optional());
const entityType = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be an entity type (1–7)')
    .max(7, 'must be an entity type (1–7)')
    .optional(),
);
const coordinate = (max: number) => z.coerce.number({ invalid_type_error: 'must be a number' }).min(-max).max(max);
// Time zone names as clients send them (IANA); checked so nonsense never reaches a query.
const tz = z
  .string()
  .max(64)
  .refine((v) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: v });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone')
  .optional();
const linkKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');

export function catalogRoutes(router: Router, catalog: Catalog, p: Prefixes, options: { demo: boolean }) {
  router.get(`${p.enterprise}/branch/vizmenu/identify`, async ({ url }) => {
    const q = parseQuery(url, z.object({ hash: linkKey.optional(), mask: linkKey.optional() }));
    return json(await catalog.identify(q));
  });

  const storeMenus = async ({ url }: { url: URL }) => {
    const q = parseQuery(url, z.object({ businessID: optionalId, brandID: id, branchID: optionalId, tz }));
    return json(await catalog.storeMenus({ brandId: q.brandID, branchId: q.branchID, businessId: q.businessID }));
  };
  router.get(`${p.consumer}/webshop/public/store/menus`, storeMenus);
  // The authenticated form answers the same menu; accounts add per-user prices and promos later.
  router.get(`${p.consumer}/webshop/store/menus`, storeMenus);

  router.get(`${p.consumer}/vizmenu/brand/:brandId/menus`, async ({ url, params }) => {
    const brandId = parseQuery(
      new URL(`http://x/?id=${encodeURIComponent(params.brandId ?? '')}`),
      z.object({ id }),
    ).id;
    const q = parseQuery(url, z.object({ branch_id: optionalId, tz }));
    return json(await catalog.brandMenus({ brandId, branchId: q.branch_id }));
  });

  router.get(`${p.enterprise}/foodhall/branch`, async ({ url }) => {
    const q = parseQuery(
      url,
      z.object({ foodhall_id: id, branch_id: optionalId, table: z.string().trim().min(1).max(20).optional() }),
    );
    return json(await catalog.foodHallBranch({ foodhallId: q.foodhall_id, branchId: q.branch_id, table: q.table }));
  });

  router.get(`${p.consumer}/country-code`, async () => json(await catalog.countryCodes()));

  router.get(`${p.consumer}/webshop/branches/nearby`, async ({ url }) => {
    const q = parseQuery(
      url,
      z.object({
        lat: coordinate(90),
        lon: coordinate(180),
        brand_id: optionalId,
        foodhall_id: optionalId,
        is_foodhall: z.enum(['true', 'false']).optional(),
        filterByDeliveryMethod: optionalId,
      }),
    );
    return json(
      await catalog.nearby({
        lat: q.lat,
        lon: q.lon,
        brandId: q.brand_id,
        foodhallId: q.is_foodhall === 'false' ? undefined : q.foodhall_id,
        deliveryMethodId: q.filterByDeliveryMethod,
      }),
    );
  });

  router.get(`${p.consumer}/webshop/branches/availability`, async ({ url }) => {
    const q = parseQuery(
      url,
      z.object({
        lat: coordinate(90).optional(),
        lon: coordinate(180).optional(),
        brand_id: optionalId,
        foodhall_id: optionalId,
        order_type: z.coerce.number().int().min(1).max(3).optional(),
      }),
    );
    return json(
      await catalog.availability({
        lat: q.lat,
        lon: q.lon,
        brandId: q.brand_id,
        foodhallId: q.foodhall_id,
        orderType: q.order_type,
      }),
    );
  });

  // SPEC §7 threepl: a branch's courier facts, and the nearest branch whose couriers reach a point.
  router.get(`${p.enterprise}/threepl/branch`, async ({ url }) => {
    const q = parseQuery(url, z.object({ branch_id: id, entity_type: entityType }));
    return json(await catalog.threePlBranch({ branchId: q.branch_id, entityType: q.entity_type }));
  });

  router.get(`${p.enterprise}/threepl/nearest/branch`, async ({ url }) => {
    const q = parseQuery(
      url,
      z.object({ lat: coordinate(90), lon: coordinate(180), brand_id: optionalId, foodhall_id: optionalId }),
    );
    return json(
      await catalog.threePlNearest({ lat: q.lat, lon: q.lon, brandId: q.brand_id, foodhallId: q.foodhall_id }),
    );
  });

  // SPEC §7 maxim: in-app store discovery around a point.
  router.get(`${p.enterprise}/maxim/stores/discovery`, async ({ url }) => {
    const q = parseQuery(
      url,
      z.object({
        lat: coordinate(90),
        lon: coordinate(180),
        country: z.preprocess(
          (v) => (v === '' ? undefined : v),
          z
            .string()
            .trim()
            .regex(/^([A-Za-z]{2}|\d{1,9})$/, 'must be a country code or id')
            .optional(),
        ),
      }),
    );
    return json(await catalog.maximDiscovery({ lat: q.lat, lon: q.lon, country: q.country }));
  });

  if (options.demo) {
    router.get(`${p.enterprise}/demo/links`, async () => json(await catalog.demoLinks()));
  }
}
