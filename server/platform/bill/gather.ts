// The bill's first step: for each branch of the cart, read its brands' menus (the kept menus of
// catalog/menus.ts), stock and business settings, find each line's item and judge it with the shop's own
// rule (app/domain/orderability.ts) at the time the order is for. A scheduled time is checked when the
// branch's first menu is read; a busy brand ends the bill at once.
import { findMenuItem, orderability } from '../../../app/domain/orderability';
import type { BillRequest } from '../../../app/contract/bill';
import { ApiError } from '../http';
import { busyError } from '../cart/refusals';
import type { Catalog } from '../catalog/catalog';
import { checkScheduledTime } from './validate';
import type { GatheredBranch } from './gathered';

export async function gatherBranch(
  catalog: Catalog,
  request: BillRequest,
  branchId: number,
  now: Date,
): Promise<GatheredBranch | null> {
  const branchLines = request.cart.filter((l) => l.branch.id === branchId);
  let gathered: GatheredBranch | null = null;
  let scheduledFor: Date | null = null;
  for (const brandId of [...new Set(branchLines.map((l) => l.brand.id))]) {
    const menus = await catalog.storeMenus({ brandId, branchId }).catch((error) => {
      if (error instanceof ApiError && error.status === 404)
        throw new ApiError(400, 'validation_error', 'cart: a brand is not served at this branch');
      throw error;
    });
    const branch = menus.branchInfo;
    if (!gathered) scheduledFor = checkScheduledTime(request, branch, now);
    gathered ??= { branch, settings: null, currency: menus.currency, campaigns: [], lines: [] };
    gathered.branch = branch;
    gathered.settings = await catalog.businessSettingsOf(menus.business.id);
    for (const c of [...menus.campaigns.items, ...menus.campaigns.categories, ...menus.campaigns.orders]) {
      gathered.campaigns.push({ ...c, brand_id: brandId });
    }
    const stock = await catalog.cache.stockAt(branchId);
    for (const line of branchLines.filter((l) => l.brand.id === brandId)) {
      // A scheduled order's items are judged at the time it is for (SPEC §5), by the shop's own rule.
      const found = findMenuItem(menus.sections, line.item_id);
      const verdict = orderability(found, {
        now,
        scheduledFor,
        timezone: branch.timezone,
        capabilities: branch.capabilities,
        brand: menus.brand,
      });
      if (!verdict.ok && verdict.refusal.kind === 'busy') throw busyError(verdict.refusal.minutes, brandId);
      const sameItem = branchLines.filter((l) => l.item_id === line.item_id).reduce((n, l) => n + l.quantity, 0);
      gathered.lines.push({ line, brandId, branchId, menus, found, verdict, stock, sameItem });
    }
  }
  return gathered;
}
