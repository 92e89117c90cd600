import { json, parseBody, type Router } from '../http';
import type { Catalog } from '../catalog/catalog';
import type { Prefixes } from '../prefixes';
import { lineRequestSchema, priceLine } from './lines';

export function cartRoutes(router: Router, catalog: Catalog, p: Prefixes, now: () => Date) {
  // Prices one line against the branch's menu and refuses what the rules refuse (SPEC §4, §5).
  router.post(`${p.oms}/cart/line`, async ({ request }) => {
    const body = await parseBody(request, lineRequestSchema);
    return json(await priceLine(catalog, body, now()));
  });
}
