// SPEC §3 "Cart line", §4 "Cart editing": lines merge when item, choices and note are equal; quantity 0
// removes a line; quantities stay within the stepper's limits (SPEC §9: 0 to 99).
import { LIMITS } from './constants';
import { localized } from './localize';
import type { LineGroupWire, PricedLine } from '../contract/cart';

/** A priced line as the platform answers it (app/contract/cart.ts), kept with the cart's own id. */
export type CartLine = PricedLine & {
  /** stable id of the line in the cart (edit, remove) */
  id: string;
};
export type LineGroup = LineGroupWire;
export type LineModifier = LineGroupWire['modifiers'][number];

export interface Cart {
  lines: CartLine[];
  /** the order note of each brand's group, by brand id (SPEC §2 "Cart page") */
  notes?: Record<string, string>;
  /** ISO time of the last change */
  updated_at: string;
  /** the ids of the last adds applied (a phone that retries an add it got no answer to adds nothing twice) */
  requests?: string[];
}

export const EMPTY_CART: Cart = { lines: [], updated_at: new Date(0).toISOString() };

const clamp = (n: number) => Math.max(0, Math.min(LIMITS.stepperMax, Math.trunc(n)));

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, item_final_price: line.price * quantity };
}

/** The cart with new lines (and notes), stamped now; the group notes and applied requests travel with it. */
function touched(cart: Cart, lines: CartLine[], now: Date, notes = cart.notes): Cart {
  const next: Cart = { lines, updated_at: now.toISOString() };
  if (notes && Object.keys(notes).length) next.notes = notes;
  if (cart.requests?.length) next.requests = cart.requests;
  return next;
}

/** Whether the add with this id was applied already (its answer may have been lost on the way). */
export function applied(cart: Cart, requestId: string | undefined): boolean {
  return !!requestId && !!cart.requests?.includes(requestId);
}

/** The cart remembering that the add with this id is applied (the last LIMITS.requestsKept of them). */
export function withRequest(cart: Cart, requestId: string | undefined): Cart {
  if (!requestId) return cart;
  return { ...cart, requests: [...(cart.requests ?? []), requestId].slice(-LIMITS.requestsKept) };
}

/** Adds a line, merging it into an equal one (the quantities add up, at most 99). */
export function addLine(cart: Cart, line: CartLine, now = new Date()): Cart {
  const same = cart.lines.find((l) => l.key === line.key);
  if (!same)
    return touched(
      cart,
      [...cart.lines, withQuantity(line, clamp(line.quantity))].filter((l) => l.quantity > 0),
      now,
    );
  // The newest pricing wins; the line keeps its id.
  return touched(
    cart,
    cart.lines.map((l) =>
      l === same ? withQuantity({ ...line, id: same.id }, clamp(same.quantity + line.quantity)) : l,
    ),
    now,
  );
}

/** Replaces a line (update mode); when it becomes equal to another line, the two merge. */
export function replaceLine(cart: Cart, lineId: string, line: CartLine, now = new Date()): Cart {
  const rest = cart.lines.filter((l) => l.id !== lineId);
  const index = cart.lines.findIndex((l) => l.id === lineId);
  if (index < 0) return addLine(cart, line, now);
  const twin = rest.find((l) => l.key === line.key);
  if (twin) {
    return touched(
      cart,
      rest.map((l) => (l === twin ? withQuantity(l, clamp(l.quantity + line.quantity)) : l)),
      now,
    );
  }
  const lines = [...cart.lines];
  lines[index] = withQuantity({ ...line, id: lineId }, clamp(line.quantity));
  return touched(
    cart,
    lines.filter((l) => l.quantity > 0),
    now,
  );
}

/** Sets a line's quantity; 0 removes it. */
export function setQuantity(cart: Cart, lineId: string, quantity: number, now = new Date()): Cart {
  return touched(
    cart,
    cart.lines.map((l) => (l.id === lineId ? withQuantity(l, clamp(quantity)) : l)).filter((l) => l.quantity > 0),
    now,
  );
}

export function removeLines(cart: Cart, lineIds: readonly string[], now = new Date()): Cart {
  return touched(
    cart,
    cart.lines.filter((l) => !lineIds.includes(l.id)),
    now,
  );
}

export function setComment(cart: Cart, lineId: string, comment: string, now = new Date()): Cart {
  return touched(
    cart,
    cart.lines.map((l) => (l.id === lineId ? { ...l, comment } : l)),
    now,
  );
}

export interface CartSummary {
  noOfItems: number;
  /** sum of the lines' prices, before the bill's discounts and fees; minor units */
  subtotal: number;
}

export function cartSummary(cart: Cart): CartSummary {
  return {
    noOfItems: cart.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: cart.lines.reduce((n, l) => n + l.item_final_price, 0),
  };
}

/** The brands and branches in a cart (for "another brand" / "another branch" checks). */
export function cartOwners(cart: Cart): { brandIds: number[]; branchIds: number[] } {
  return {
    brandIds: [...new Set(cart.lines.map((l) => l.brand.id))],
    branchIds: [...new Set(cart.lines.map((l) => l.branch.id))],
  };
}

/** The order note of a brand's group; an empty note removes it. */
export function setBrandNote(cart: Cart, brandId: number, note: string, now = new Date()): Cart {
  const notes = { ...cart.notes };
  if (note.trim()) notes[String(brandId)] = note.trim();
  else delete notes[String(brandId)];
  return touched(cart, cart.lines, now, notes);
}

/** Lines re-priced by the bill (after a menu change): each line takes the platform's unit price. */
export function repriceLines(
  cart: Cart,
  prices: readonly { id: string | null; price: number }[],
  versions: readonly { branch_id: number; menu_version: number }[],
  now = new Date(),
): Cart {
  return touched(
    cart,
    cart.lines.map((l) => {
      const price = prices.find((p) => p.id === l.id)?.price ?? l.price;
      const version = versions.find((v) => v.branch_id === l.branch.id)?.menu_version ?? l.branch.menu_version;
      return { ...withQuantity({ ...l, price }, l.quantity), branch: { ...l.branch, menu_version: version } };
    }),
    now,
  );
}

/** A line's choices as the customer reads them: "2 × Extra rice", nested choices after their parent. */
export function choicesText(groups: readonly LineGroup[], lng: string): string[] {
  return groups.flatMap((g) =>
    g.modifiers.flatMap((m) => [
      `${m.qty > 1 ? `${m.qty} × ` : ''}${localized(m.title, m.title_v2, lng)}`,
      ...choicesText(m.groups, lng),
    ]),
  );
}
