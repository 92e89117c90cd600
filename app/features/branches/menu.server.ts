// The brand menu of a brand as the shop shows it: the branch a brand is shown at, shared by every page that
// reads a brand's menu (the menu page, the item sheet, the cart, the order options).
import { isNotFound, type PlatformClient } from '~/platform-client/client.server';
import type { StoreMenus } from '~/contract/catalog';
import type { Boot } from '~/utils/boot.server';
import { notFound } from '~/utils/request.server';
import type { Timings } from '~/utils/timing.server';

/**
 * The branch a brand is shown at: the branch the customer chose (order options; not inside a food hall,
 * whose stalls are fixed) when it serves the brand, else the link's branch when it does, the food-hall
 * stall that does, or the brand's first.
 */
export async function brandMenus(
  client: PlatformClient,
  boot: Boot | null,
  brandId: number,
  timings?: Timings,
  chosen?: number | null,
): Promise<StoreMenus> {
  let branchId: number | undefined = boot?.branchId ?? undefined;
  const time = <T>(name: string, fn: () => Promise<T>) => (timings ? timings.time(name, fn) : fn());
  if (chosen && !boot?.foodHallId && chosen !== branchId) {
    try {
      return await time('menus', () => client.storeMenusPublic({ brandID: brandId, branchID: chosen }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  if (boot?.foodHallId && !branchId) {
    const hall = await time('foodhall', () => client.foodHallBranch({ foodhall_id: boot.foodHallId! }));
    branchId = hall.branches.find((b) => b.brand_ids.includes(brandId))?.id;
  }
  const load = (branch?: number) =>
    time('menus', () => client.storeMenusPublic({ brandID: brandId, branchID: branch }));
  try {
    return await load(branchId);
  } catch (error) {
    // The link's branch does not serve this brand: show the brand at its own branch.
    if (isNotFound(error) && branchId !== undefined) {
      return load(undefined).catch((e) => {
        throw isNotFound(e) ? notFound() : e;
      });
    }
    throw isNotFound(error) ? notFound() : error;
  }
}
