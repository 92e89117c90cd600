// The store a promo search is for (SPEC §7 "Promo and loyalty": country, business, brands, branch or
// branches, time zone, order type; the order's time): worked out on the server from what the shop already
// knows — the cart's brands and branches, else the brand the customer came from (the menu's chip), else the
// link's own brands — the branch's menu and the order options. Nothing of it comes from the URL but a brand id,
// so a crafted link cannot ask another store's promos in this store's name.
import type { AppLoadContext } from '@remix-run/node';
import { readCart, storeKey } from '~/features/cart/cart.server';
import { brandMenus } from '~/features/branches/menu.server';
import { chosenBranchId, readOrderOptions, scheduledMoment } from '~/features/branches/order-options.server';
import { shopRequest } from '~/utils/shop.server';
import type { Currency } from '~/contract/common';

export interface PromoStore {
  /** the session's key of this store's cart and checkout state */
  key: string;
  countryId: number;
  businessId: number;
  brandIds: number[];
  /** the cart's branches (several at a food-hall table), else the branch the brand is shown at */
  branchIds: number[];
  timezone: string;
  orderType: number;
  /** the order's time: its scheduled time, else now (SPEC §5 "selectable only if available now") */
  at: Date;
  scheduled: boolean;
  currency: Currency;
  /** the first brand, for the way back to its menu */
  brandId: number;
}

export async function promoStore(
  request: Request,
  context: AppLoadContext,
  askedBrand: number | undefined,
): Promise<PromoStore | null> {
  const { session, boot, client, timings } = await shopRequest(request, context);
  const key = storeKey(boot);
  const cart = readCart(session, key);
  let brandIds = [...new Set(cart.lines.map((l) => l.brand.id))];
  let branchIds = [...new Set(cart.lines.map((l) => l.branch.id))];
  if (!brandIds.length && askedBrand) brandIds = [askedBrand];
  if (!brandIds.length && boot) {
    // the sidebar's link on a page of no brand (home): the link's own brands
    const lookup = await client.identify({ hash: boot.hash }).catch(() => null);
    brandIds = lookup
      ? [...new Set([...(lookup.brand ? [lookup.brand.id] : []), ...lookup.brands.map((b) => b.id)])]
      : [];
  }
  const brandId = brandIds[0];
  if (brandId === undefined) return null;
  const menus = await brandMenus(client, boot, brandId, timings, branchIds[0] ?? chosenBranchId(session, key)).catch(
    () => null,
  );
  if (!menus) return null;
  if (!branchIds.length) branchIds = [menus.branchInfo.id];
  const options = readOrderOptions(session, key, boot, menus.branchInfo);
  const scheduled = scheduledMoment(options);
  return {
    key,
    countryId: menus.branchInfo.country_id,
    businessId: menus.branchInfo.business_id,
    brandIds,
    branchIds,
    timezone: menus.branchInfo.timezone,
    orderType: options.orderType,
    at: scheduled ?? new Date(),
    scheduled: !!scheduled,
    currency: menus.currency,
    brandId,
  };
}
