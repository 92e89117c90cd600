// The server-side cart (STYLE.md "Cart"): one cart per store key — the hash/mask of the link that opened
// the shop (SPEC §3 "Cart edits are persisted per hash/mask key") — kept in the session, with the bill it
// was last priced with (SPEC §3 "Cart state": bill).
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { EMPTY_CART, type Cart } from '~/domain/cart';
import type { Boot } from '~/utils/boot.server';
import type { Bill } from '~/contract/bill';
import type { AuthState } from '~/utils/auth.server';

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
  requests: z.array(z.string()).optional(),
});

/** The bill a cart was priced with when it was written, what it was priced for, and when. */
export interface KeptBill {
  /** app/features/cart/bill.server.ts billFingerprint of the cart, its order options, customer and menu versions */
  fingerprint: string;
  /** epoch ms of the pricing */
  at: number;
  /** the platform's answer, without its priced lines (the cart holds them) */
  bill: Omit<Bill, 'lines'>;
}
const keptSchema = z.object({
  fingerprint: z.string(),
  at: z.number(),
  bill: z.object({ items: z.array(z.unknown()), total_price_cent: z.number() }).passthrough(),
});

export function readCart(session: Session, key: string): Cart {
  const carts = session.get('carts') as Record<string, unknown> | undefined;
  const parsed = cartSchema.safeParse(carts?.[key]);
  return parsed.success ? (parsed.data as unknown as Cart) : EMPTY_CART;
}

export function readKeptBill(session: Session, key: string): KeptBill | null {
  const bills = session.get('bills') as Record<string, unknown> | undefined;
  const parsed = keptSchema.safeParse(bills?.[key]);
  return parsed.success ? (parsed.data as unknown as KeptBill) : null;
}

/**
 * Writes the cart with the bill that priced it; a cart written without one (an edit that needs no
 * bill, a refused pricing) loses the bill it had, so a kept bill always belongs to its cart.
 */
export function writeCart(session: Session, key: string, cart: Cart, kept: KeptBill | null = null): void {
  const carts = { ...((session.get('carts') as Record<string, Cart> | undefined) ?? {}) };
  if (cart.lines.length) carts[key] = cart;
  else delete carts[key];
  session.set('carts', carts);
  const bills = { ...((session.get('bills') as Record<string, KeptBill> | undefined) ?? {}) };
  if (kept && cart.lines.length) bills[key] = kept;
  else delete bills[key];
  session.set('bills', bills);
}

/** The bill as kept: the priced lines are the cart's own. */
export function keepBill(bill: Bill, fingerprint: string, now = Date.now()): KeptBill {
  const { lines: _lines, ...rest } = bill;
  return { fingerprint, at: now, bill: rest };
}

/**
 * SPEC §4 "A guest on a branch without guest login is asked to log out": such a guest is treated as
 * logged out there (the public bill, the login carousel); the next cart edit logs the guest out.
 */
export function guestBarred(auth: AuthState | null, branch: { capabilities: { guest_login_enabled: boolean } }) {
  return auth?.user.is_guest === true && !branch.capabilities.guest_login_enabled;
}
