// SPEC §7 "Branch and menu": the catalogue's endpoints (app/contract/catalog.ts).
import * as C from '../../../app/contract/catalog';
import * as D from '../../../app/contract/discovery';
import type { Router } from '../http';
import type { Catalog } from './catalog';

export function catalogRoutes<U>(router: Router<U>, catalog: Catalog, options: { demo: boolean }) {
  router.serve(C.identify, ({ query }) => catalog.identify(query));

  // The authenticated form answers the same menu; accounts add per-user prices and promos later.
  // The menu is answered as kept (catalog/menus.ts): serialised and hashed once while it stays the same.
  for (const e of [C.storeMenusPublic, C.storeMenus])
    router.serve(e, ({ query }) =>
      catalog.storeMenusAnswer({ brandId: query.brandID, branchId: query.branchID, businessId: query.businessID }),
    );

  router.serve(C.brandMenus, ({ params, query }) =>
    catalog.brandMenusAnswer({ brandId: params.brandId, branchId: query.branch_id }),
  );

  router.serve(D.foodHallBranch, ({ query }) =>
    catalog.foodHallBranch({ foodhallId: query.foodhall_id, branchId: query.branch_id, table: query.table }),
  );

  router.serve(D.countryCodes, () => catalog.countryCodes());

  router.serve(D.nearbyBranches, ({ query }) =>
    catalog.nearby({
      lat: query.lat,
      lon: query.lon,
      brandId: query.brand_id,
      foodhallId: query.is_foodhall === false ? undefined : query.foodhall_id,
      deliveryMethodId: query.filterByDeliveryMethod,
    }),
  );

  router.serve(D.branchAvailability, ({ query }) =>
    catalog.availability({
      lat: query.lat,
      lon: query.lon,
      brandId: query.brand_id,
      foodhallId: query.foodhall_id,
      orderType: query.order_type,
    }),
  );

  // SPEC §7 threepl: a branch's courier facts, and the nearest branch whose couriers reach a point.
  router.serve(D.threePlBranch, ({ query }) =>
    catalog.threePlBranch({ branchId: query.branch_id, entityType: query.entity_type }),
  );
  router.serve(D.threePlNearestBranch, ({ query }) =>
    catalog.threePlNearest({ lat: query.lat, lon: query.lon, brandId: query.brand_id, foodhallId: query.foodhall_id }),
  );

  // SPEC §7 maxim: in-app store discovery around a point.
  router.serve(D.maximDiscovery, ({ query }) =>
    catalog.maximDiscovery({ lat: query.lat, lon: query.lon, country: query.country }),
  );

  if (options.demo) router.serve(D.demoLinks, () => catalog.demoLinks());
}
