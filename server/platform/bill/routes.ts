import * as B from '../../../app/contract/bill';
import type { Router } from '../http';
import { clientAddress, type Limits } from '../limits';
import type { Catalog } from '../catalog/catalog';
import { calculateBillFor } from './calculate';

// SPEC §7 "Bill (POST)": the authenticated and the public bill, each for a branch and a food-hall table (v2),
// counted per client address (server/platform/limits: generous, a cart page prices on every change).
export function billRoutes<U>(router: Router<U>, catalog: Catalog, now: () => Date, limits: Limits) {
  for (const [e, foodHall] of [
    [B.calculateBill, false],
    [B.calculateBillV2, true],
    [B.calculateBillPublic, false],
    [B.calculateBillPublicV2, true],
  ] as const)
    router.serve(e, async ({ body, request }) => {
      await limits.take('billsPerAddress', clientAddress(request));
      return calculateBillFor(catalog, body, { foodHall, now: now() });
    });
}
