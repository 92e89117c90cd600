// The price of one item for an order type (SPEC §3 "Item": prices with advanced pricing per pickup,
// delivery and dineIn; discount_price; crossed_price). Modifiers, campaigns, VAT and fees come on top.
import { PRICE_KEY, type DeliveryMethodId } from './constants';

export interface PricedItem {
  prices: readonly { price: number; advanced_pricing: Readonly<Record<string, number | null>> }[];
  discount_price: number | null;
}

export interface ItemPrice {
  /** the order type's price before the item's discount */
  list: number;
  /** what one item costs: the list price less the discount */
  unit: number;
}

/**
 * The order type's own price when set, else the base price; a discount takes the same amount off it
 * that it takes off the base price (a discount below the base price only).
 */
export function itemPrice(item: PricedItem, orderType: DeliveryMethodId): ItemPrice {
  const base = item.prices[0]?.price ?? 0;
  const list = item.prices[0]?.advanced_pricing[PRICE_KEY[orderType]] ?? base;
  const off = item.discount_price != null && item.discount_price < base ? base - item.discount_price : 0;
  return { list, unit: Math.max(0, list - off) };
}
