import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartOwners,
  cartSummary,
  EMPTY_CART,
  removeLines,
  replaceLine,
  repriceLines,
  setBrandNote,
  setComment,
  setQuantity,
  type CartLine,
} from '~/domain/cart';
import { lineKey } from '~/domain/modifiers';

const line = (
  id: string,
  itemId: number,
  qty: number,
  price: number,
  comment = '',
  extra: Partial<CartLine> = {},
): CartLine => ({
  id,
  key: lineKey(itemId, [], comment),
  item_id: itemId,
  title: `Item ${itemId}`,
  title_v2: null,
  image: null,
  brand: { id: 1, title: 'Brand', logo: null, webshop_logo: null },
  branch: { id: 1, title: 'Branch', menu_version: 2, address: 'Somewhere' },
  quantity: qty,
  unit_price: price,
  price,
  item_final_price: price * qty,
  comment,
  groups: [],
  vat: null,
  discount_type: null,
  discount_value: null,
  prices: [],
  stock: { available: true, snooze: null },
  section_id: 1,
  section_name: 'S',
  subsection_id: 1,
  subsection_name: 'C',
  for_later: false,
  ...extra,
});

describe('cart lines (SPEC §4 "Cart editing")', () => {
  it('merges equal lines and keeps the first line’s id', () => {
    let cart = addLine(EMPTY_CART, line('a', 5, 1, 1000));
    cart = addLine(cart, line('b', 5, 2, 1000));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ id: 'a', quantity: 3, item_final_price: 3000 });
  });

  it('keeps lines apart when the note differs', () => {
    let cart = addLine(EMPTY_CART, line('a', 5, 1, 1000));
    cart = addLine(cart, line('b', 5, 1, 1000, 'no onions'));
    expect(cart.lines.map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('caps quantities at 99 and removes a line at 0', () => {
    let cart = addLine(EMPTY_CART, line('a', 5, 98, 100));
    cart = addLine(cart, line('b', 5, 5, 100));
    expect(cart.lines[0]!.quantity).toBe(99);
    cart = setQuantity(cart, 'a', 0);
    expect(cart.lines).toEqual([]);
  });

  it('replaces a line in update mode, and merges it when it becomes equal to another', () => {
    let cart = addLine(addLine(EMPTY_CART, line('a', 5, 1, 1000)), line('b', 6, 1, 500));
    cart = replaceLine(cart, 'a', line('x', 7, 2, 300));
    expect(cart.lines.map((l) => [l.id, l.item_id, l.quantity])).toEqual([
      ['a', 7, 2],
      ['b', 6, 1],
    ]);
    cart = replaceLine(cart, 'a', line('y', 6, 1, 500));
    expect(cart.lines.map((l) => [l.id, l.item_id, l.quantity])).toEqual([['b', 6, 2]]);
  });

  it('sums count and subtotal, removes several lines, and sets a note', () => {
    let cart = addLine(addLine(EMPTY_CART, line('a', 5, 2, 1000)), line('b', 6, 1, 550));
    expect(cartSummary(cart)).toEqual({ noOfItems: 3, subtotal: 2550 });
    cart = setComment(cart, 'b', 'extra spicy');
    expect(cart.lines[1]!.comment).toBe('extra spicy');
    cart = removeLines(cart, ['a', 'b']);
    expect(cartSummary(cart)).toEqual({ noOfItems: 0, subtotal: 0 });
  });

  it('names the brands and branches it holds', () => {
    const cart = addLine(
      EMPTY_CART,
      line('a', 5, 1, 1, '', { brand: { id: 3, title: 'B', logo: null, webshop_logo: null } }),
    );
    expect(cartOwners(cart)).toEqual({ brandIds: [3], branchIds: [1] });
  });
});

describe('group notes and re-pricing', () => {
  it('keeps each brand’s order note through edits, and an empty note removes it', () => {
    let cart = setBrandNote(addLine(EMPTY_CART, line('a', 5, 1, 1000)), 1, '  no cutlery  ');
    expect(cart.notes).toEqual({ '1': 'no cutlery' });
    cart = setQuantity(addLine(cart, line('b', 6, 1, 500)), 'b', 3);
    expect(cart.notes).toEqual({ '1': 'no cutlery' });
    cart = setBrandNote(cart, 1, '');
    expect(cart.notes).toBeUndefined();
  });
  it('takes the platform’s new prices and menu versions', () => {
    const cart = addLine(EMPTY_CART, line('a', 5, 2, 1000));
    const repriced = repriceLines(cart, [{ id: 'a', price: 1200 }], [{ branch_id: 1, menu_version: 3 }]);
    expect(repriced.lines[0]).toMatchObject({ price: 1200, item_final_price: 2400, branch: { menu_version: 3 } });
  });
});
