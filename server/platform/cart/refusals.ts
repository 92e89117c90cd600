// The refusals of SPEC §4 "Stock and busy rules" as the platform answers them (SPEC §7 error body), for
// the cart line and the bill alike.
import { ErrorCode } from '../../../app/contract/errors';
import type { Refusal } from '../../../app/domain/orderability';
import { ApiError } from '../http';

/** SPEC §8 "Busy": 409 with the wait in minutes. */
export function busyError(minutes: number, brandId?: number): ApiError {
  return new ApiError(
    409,
    ErrorCode.brandBusy,
    `This restaurant is not accepting orders now. Try again in ${minutes} minutes.`,
    { busy_minutes: minutes, ...(brandId != null ? { brand_id: brandId } : {}) },
  );
}

/** Item names as SPEC §8 joins them: "A, B and C". */
function joinNames(titles: string[]): string {
  const names = [...new Set(titles)];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** SPEC §8 "item_oos toasts %s out of stock! (names joined with and)"; details: id → title. */
export function outOfStockError(items: { id: number; title: string }[]): ApiError {
  return new ApiError(
    409,
    ErrorCode.itemOos,
    `${joinNames(items.map((i) => i.title))} out of stock!`,
    Object.fromEntries(items.map((i) => [i.id, i.title])),
  );
}

/** SPEC §8 "low_stock toasts Stock unavailable for %s!"; details: id → how many are left. */
export function lowStockError(items: { id: number; title: string; left: number }[]): ApiError {
  return new ApiError(
    409,
    ErrorCode.lowStock,
    `Stock unavailable for ${joinNames(items.map((i) => i.title))}!`,
    Object.fromEntries(items.map((i) => [i.id, i.left])),
  );
}

/** One item refused by the orderability rule, as POST {oms}/cart/line answers it. */
export function lineRefusal(refusal: Refusal, item: { id: number; title: string }): ApiError {
  switch (refusal.kind) {
    case 'gone':
      // SPEC §8: editing an item that is no longer on the menu.
      return new ApiError(404, ErrorCode.itemNotFound, 'This item is currently out of stock.');
    case 'busy':
      return busyError(refusal.minutes);
    default:
      return outOfStockError([item]);
  }
}
