import { json, parseBody, ApiError, type Router } from '../http';
import type { Catalog } from '../catalog/catalog';
import type { Prefixes } from '../prefixes';
import { verifyAccessToken } from '../identity/tokens';
import { billRequestSchema, calculateBillFor } from './calculate';

export function billRoutes(
  router: Router,
  catalog: Catalog,
  p: Prefixes,
  options: { now: () => Date; tokenSecret: string },
) {
  const handler =
    (foodHall: boolean, authenticated: boolean) =>
    async ({ request }: { request: Request }) => {
      if (authenticated) {
        const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
        if (!token || !(await verifyAccessToken(token, options.tokenSecret)))
          throw new ApiError(401, 'unauthorized', 'Unauthorized');
      }
      const body = await parseBody(request, billRequestSchema);
      return json(await calculateBillFor(catalog, body, { foodHall, now: options.now() }));
    };
  // SPEC §7 "Bill (POST)": the authenticated and the public bill, each for a branch and a food-hall table (v2).
  router.post(`${p.oms}/calculate/bill`, handler(false, true));
  router.post(`${p.oms}/calculate/bill/v2`, handler(true, true));
  router.post(`${p.oms}/public/calculate/bill`, handler(false, false));
  router.post(`${p.oms}/public/calculate/bill/v2`, handler(true, false));
}
