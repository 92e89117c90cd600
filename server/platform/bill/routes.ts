import * as B from '../../../app/contract/bill';
import type { Router } from '../http';
import type { Catalog } from '../catalog/catalog';
import { calculateBillFor } from './calculate';

// SPEC §7 "Bill (POST)": the authenticated and the public bill, each for a branch and a food-hall table (v2).
export function billRoutes<U>(router: Router<U>, catalog: Catalog, now: () => Date) {
  for (const [e, foodHall] of [
    [B.calculateBill, false],
    [B.calculateBillV2, true],
    [B.calculateBillPublic, false],
    [B.calculateBillPublicV2, true],
  ] as const)
    router.serve(e, ({ body }) => calculateBillFor(catalog, body, { foodHall, now: now() }));
}
