// What the bill's first step (./gather.ts) finds for each branch and line of the cart, read by the checks
// (./validate.ts), the pricing (./price.ts) and the placement of orders — a module of its own so that the steps
// need not import each other for it (issue 25, item 6).
import type { BillCampaign } from '../../../app/domain/bill';
import type { FoundItem, Orderability } from '../../../app/domain/orderability';
import type { BillCartItem } from '../../../app/contract/bill';
import type { Branch, Currency, StoreMenus } from '../../../app/contract/catalog';
import type { MenuCategory, MenuItem, MenuSection } from '../../../app/contract/menu';
import type { StockRows } from '../catalog/menu-tree';

/** One line of the cart with what the menu says of it. */
export interface GatheredLine {
  line: BillCartItem;
  brandId: number;
  branchId: number;
  menus: StoreMenus;
  found: FoundItem<MenuSection, MenuCategory, MenuItem> | null;
  verdict: Orderability;
  stock: StockRows;
  /** the quantity of this item over all the branch's lines */
  sameItem: number;
}

/** One branch of the cart: its menu facts and its lines, in the cart's order by brand. */
export interface GatheredBranch {
  branch: Branch;
  settings: Record<string, unknown> | null;
  currency: Currency;
  campaigns: BillCampaign[];
  lines: GatheredLine[];
}
