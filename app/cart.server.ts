// The server-side cart (STYLE.md "Cart"): one cart per store key — the hash/mask of the link that opened
// the shop (SPEC §3 "Cart edits are persisted per hash/mask key") — kept in the session.
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { EMPTY_CART, type Cart } from './domain/cart';
import type { Boot } from './boot.server';
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
