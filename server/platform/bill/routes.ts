import * as B from '../../../app/contract/bill';
import type { Router } from '../http';
import { clientAddress, type Limits } from '../limits';
import type { Catalog } from '../catalog/catalog';
import { calculateBillFor } from './calculate';
import type { AuthedUser } from '../identity';
import type { PromoDeps } from '../promotions/routes';

// SPEC §7 "Bill (POST)": the authenticated and the public bill, each for a branch and a food-hall table (v2),
// counted per client address (server/platform/limits: generous, a cart page prices on every change).
export function billRoutes(
  router: Router<AuthedUser>,
  catalog: Catalog,
  now: () => Date,
  limits: Limits,
  promos: Pick<PromoDeps, 'db' | 'vouchers' | 'limits'>,
) {
  for (const [e, foodHall] of [
    [B.calculateBill, false],
    [B.calculateBillV2, true],
    [B.calculateBillPublic, false],
    [B.calculateBillPublicV2, true],
  ] as const)
    router.serve(e, async ({ body, request, user }) => {
      await limits.take('billsPerAddress', clientAddress(request));
      // the customer's promo facts (uses, first order, vouchers) for the logged-in bill; a visitor has none
      const caller = (user as AuthedUser | null)?.user ?? null;
      return calculateBillFor(catalog, body, { foodHall, now: now(), promo: { ...promos, user: caller } });
    });
}
