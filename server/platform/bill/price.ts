// The bill's prices: each line re-priced from the menu for the order type (never from the client) and
// shaped as the cart line it is (cart/lines.ts `shapeLine`), the branch fees, the bill engine of
// app/domain/bill.ts, and its answer in the wire format (app/contract/bill.ts).
import type { z } from 'zod';
import type { BillLine, BillResult } from '../../../app/domain/bill';
import type { DeliveryMethodId } from '../../../app/domain/constants';
import { choicesPrice } from '../../../app/domain/modifiers';
import { itemPrice } from '../../../app/domain/prices';
import { BILL_AMOUNTS, type billSchema, type Bill } from '../../../app/contract/bill';
import type { PricedLine } from '../../../app/contract/cart';
import { shapeLine } from '../cart/lines';
import type { GatheredLine } from './gathered';

export interface PricedLines {
  /** the engine's lines */
  lines: BillLine[];
  /** the same lines as cart lines, by the request's line id */
  priced: (PricedLine & { id: string })[];
  /** lines whose price moved since the client priced them, or priced on an older menu version */
  updated: Bill['updated_items'];
}

/** Prices the lines (all orderable: checked before), in the cart's order by branch and brand. */
export function priceLines(gathered: readonly GatheredLine[], orderType: DeliveryMethodId): PricedLines {
  const result: PricedLines = { lines: [], priced: [], updated: [] };
  for (const { line, brandId, branchId, menus, found, verdict } of gathered) {
    const { item, category } = found!;
    const unit = itemPrice(item, orderType).unit + choicesPrice(item.groups, line.groups);
    const version = menus.branchInfo.menu_version;
    const stale = line.branch.menu_version != null && line.branch.menu_version !== version;
    if (stale || (line.price != null && line.price !== unit)) {
      result.updated.push({ id: line.id ?? null, item_id: item.id, previous_price: line.price ?? null, price: unit });
    }
    const lineId = line.id ?? `${branchId}:${item.id}:${result.lines.length}`;
    const forLater = verdict.ok && verdict.forLater;
    result.priced.push({ ...shapeLine(menus, found!, { ...line, order_type: orderType }, forLater), id: lineId });
    result.lines.push({
      id: lineId,
      item_id: item.id,
      category_id: category.id,
      brand_id: brandId,
      branch_id: branchId,
      quantity: line.quantity,
      unit_price: unit,
      vat_rate: item.vat,
    });
  }
  return result;
}

/** What the bill answers beside the engine's amounts (app/contract/bill.ts). */
export type BillResponseExtras = Pick<
  Bill,
  | 'currency'
  | 'vat_label'
  | 'price_updated'
  | 'updated_items'
  | 'menu_versions'
  | 'minimum_basket'
  | 'merged_fee_title'
  | 'delivery_distance'
  | 'lines'
  | 'applied_promo'
  | 'promo_refusal'
  | 'applied_reward'
  | 'reward_refusal'
>;

export function billWire(bill: BillResult, extras: BillResponseExtras): z.input<typeof billSchema> {
  const cents = (key: (typeof BILL_AMOUNTS)[number]) => (key === 'total_display_price' ? bill.total_price : bill[key]);
  const amounts = Object.fromEntries(
    BILL_AMOUNTS.flatMap((key) => [
      [key, cents(key) / 100],
      [`${key}_cent`, cents(key)],
    ]),
  ) as Pick<Bill, (typeof BILL_AMOUNTS)[number] | `${(typeof BILL_AMOUNTS)[number]}_cent`>;
  return {
    ...amounts,
    is_vat_included: bill.is_vat_included,
    is_large_order: bill.is_large_order,
    applied_campaigns: bill.applied_campaigns,
    items: bill.items.map((i) => ({
      ...i,
      campaign_discount_cent: i.campaign_discount,
      item_final_price_cent: i.item_final_price,
    })),
    cart_bills: bill.cart_bills.map((b) => ({
      branch_id: b.branch_id,
      sub_total_cent: b.sub_total,
      total_price_cent: b.total_price,
    })),
    ...extras,
  };
}
