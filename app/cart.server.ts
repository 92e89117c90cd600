// The server-side cart (STYLE.md "Cart"): one cart per store key — the hash/mask of the link that opened
// the shop (SPEC §3 "Cart edits are persisted per hash/mask key") — kept in the session.
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { EMPTY_CART, type Cart } from './domain/cart';
import { DeliveryMethod, OrderTimeType, type DeliveryMethodId } from './domain/constants';
import { isTableEntity, type EntityTypeId } from './domain/entity-types';
import type { Boot } from './boot.server';
import type { Branch } from './platform-client/wire.server';
import type { ChoiceIssue } from './domain/modifiers';

export function storeKey(boot: Boot | null): string {
  return boot ? (boot.mask ?? boot.hash) : 'direct';
}

// The lines are the platform's priced lines; only their outline is checked when read back.
const cartSchema = z.object({
  lines: z.array(
    z.object({ id: z.string(), key: z.string(), item_id: z.number(), quantity: z.number() }).passthrough(),
  ),
  notes: z.record(z.string()).optional(),
  updated_at: z.string(),
});

export function readCart(session: Session, key: string): Cart {
  const carts = session.get('carts') as Record<string, unknown> | undefined;
  const parsed = cartSchema.safeParse(carts?.[key]);
  return parsed.success ? (parsed.data as unknown as Cart) : EMPTY_CART;
}

export function writeCart(session: Session, key: string, cart: Cart): void {
  const carts = { ...((session.get('carts') as Record<string, Cart> | undefined) ?? {}) };
  if (cart.lines.length) carts[key] = cart;
  else delete carts[key];
  session.set('carts', carts);
}

export interface OrderOptions {
  orderType: DeliveryMethodId;
  scheduleType: 1 | 2;
}

const optionsSchema = z.object({
  orderType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scheduleType: z.union([z.literal(1), z.literal(2)]),
});

/**
 * The order options in force: what the customer chose (the order-options issue adds the sheet), else the
 * natural default — dine-in at a table, otherwise the branch's default delivery method, ASAP.
 */
export function readOrderOptions(
  session: Session,
  key: string,
  boot: Boot | null,
  branch: Pick<Branch, 'capabilities'>,
): OrderOptions {
  const stored = optionsSchema.safeParse((session.get('orderOptions') as Record<string, unknown> | undefined)?.[key]);
  if (stored.success && branch.capabilities.delivery_method_ids.includes(stored.data.orderType)) return stored.data;
  const atTable = boot ? isTableEntity(boot.entityType as EntityTypeId, !!boot.tableNo) : false;
  const methods = branch.capabilities.delivery_method_ids;
  const orderType = (
    atTable && methods.includes(DeliveryMethod.DINE_IN)
      ? DeliveryMethod.DINE_IN
      : branch.capabilities.default_delivery_method_id
  ) as DeliveryMethodId;
  return {
    orderType: methods.includes(orderType) ? orderType : ((methods[0] ?? 1) as DeliveryMethodId),
    scheduleType: OrderTimeType.ASAP,
  };
}

/** One-time messages carried across a redirect (errors of a plain form post). */
export interface ItemFlash {
  itemId: number;
  message?: string;
  issues?: ChoiceIssue[];
  values?: [string, string][];
}

export function flashItem(session: Session, flash: ItemFlash): void {
  session.flash('item', flash);
}

export function takeItemFlash(session: Session, itemId: number): ItemFlash | null {
  const flash = session.get('item') as ItemFlash | undefined;
  return flash && flash.itemId === itemId ? flash : null;
}
