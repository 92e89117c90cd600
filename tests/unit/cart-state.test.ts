import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from '@remix-run/router';
import { errorMeta } from '~/components/RouteErrorBoundary';
import { createSession } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { addLine, EMPTY_CART, setBrandNote, setQuantity, type CartLine } from '~/domain/cart';
import { lineKey } from '~/domain/modifiers';
import { billFingerprint } from '~/features/cart/bill.server';
import { guestBarred, keepBill, readCart, readKeptBill, writeCart } from '~/features/cart/cart.server';
import { cartRefusal } from '~/features/cart/cart-refusal';
import type { CartProblem } from '~/features/cart/cart-actions.server';
import { i18nFor } from '~/i18n/instances.server';
import type { Language } from '~/i18n/languages';
import { wordRefusal, type Refusal } from '~/utils/refusal';
import type { Bill } from '~/contract/bill';
import type { OrderOptions } from '~/features/branches/order-options.server';
import type { AuthState } from '~/utils/auth.server';

const line = (id: string, itemId: number, qty: number, price: number): CartLine => ({
  id,
  key: lineKey(itemId, [], ''),
  item_id: itemId,
  title: `Item ${itemId}`,
  title_v2: null,
  image: null,
  brand: { id: 1, title: 'Brand', logo: null, webshop_logo: null },
  branch: { id: 7, title: 'Branch', menu_version: 2, address: 'Somewhere' },
  quantity: qty,
  unit_price: price,
  price,
  item_final_price: price * qty,
  comment: '',
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
});

const asap: OrderOptions = {
  orderType: 1,
  scheduleType: 1,
  scheduledAt: null,
  branchId: null,
  location: null,
  pickupType: 1,
  vehicleRegNo: '',
  vehicleDetails: '',
};
const versions = [{ branch_id: 7, menu_version: 2 }];
const cart = addLine(EMPTY_CART, line('a', 5, 1, 1000), new Date('2025-01-01T00:00:00Z'));
const print = (over: Partial<Parameters<typeof billFingerprint>[0]> = {}) =>
  billFingerprint({
    cart,
    options: asap,
    choices: { payment: null, promo: null, senior: null, reward: null },
    boot: null,
    customerId: null,
    versions,
    ...over,
  });

describe('the fingerprint of a kept bill (SPEC §3 "Cart state": bill)', () => {
  it('is the same for the same cart, options, customer and menu versions, whatever the notes', () => {
    expect(print()).toBe(print());
    expect(print({ cart: setBrandNote(cart, 1, 'No chilli') })).toBe(print());
  });

  it('changes with a line, the order options, the payment, promo, senior card and reward chosen, the customer or a branch’s menu version', () => {
    const base = print();
    expect(print({ cart: setQuantity(cart, 'a', 2) })).not.toBe(base);
    expect(print({ options: { ...asap, orderType: 2 } })).not.toBe(base);
    expect(print({ options: { ...asap, scheduleType: 2, scheduledAt: '2030-01-01T10:00:00.000Z' } })).not.toBe(base);
    expect(
      print({ choices: { payment: { method: 1, channel: 'card' }, promo: null, senior: null, reward: null } }),
    ).not.toBe(base);
    expect(
      print({ choices: { payment: { method: 6, channel: 'gcash' }, promo: null, senior: null, reward: null } }),
    ).not.toBe(
      print({ choices: { payment: { method: 6, channel: 'maya' }, promo: null, senior: null, reward: null } }),
    );
    const save10 = {
      id: 3,
      code: 'SAVE10',
      description: null,
      brands: [],
      min_order_amount: 0,
      payment_channels: [],
      is_payment_based_promo: false,
      is_senior_citizen_promo: false,
      is_special_bakery_promo: false,
      is_voucher_promo: false,
      voucher_provider_id: null,
    };
    expect(print({ choices: { payment: null, promo: save10, senior: null, reward: null } })).not.toBe(base);
    // the senior citizen / PWD counts and cards go with every bill (SPEC §7)
    const senior = { owner: 5, customers: 3, seniors: 1, cards: [{ front: 'uploads/a', back: null }] };
    const withSenior = print({ choices: { payment: null, promo: null, senior, reward: null } });
    expect(withSenior).not.toBe(base);
    expect(
      print({ choices: { payment: null, promo: null, senior: { ...senior, customers: 4 }, reward: null } }),
    ).not.toBe(withSenior);
    expect(
      print({
        choices: {
          payment: null,
          promo: null,
          senior: { ...senior, cards: [{ front: 'uploads/a', back: 'uploads/b' }] },
          reward: null,
        },
      }),
    ).not.toBe(withSenior);
    expect(print({ choices: { payment: null, promo: null, senior: null, reward: 5 } })).not.toBe(base);
    expect(print({ customerId: 42 })).not.toBe(base);
    expect(print({ versions: [{ branch_id: 7, menu_version: 3 }] })).not.toBe(base);
  });
});

describe('the cart in the session', () => {
  const bill = { items: [], total_price_cent: 1000, lines: [line('a', 5, 1, 1000)] } as unknown as Bill;

  it('keeps the bill a cart was written with, without its priced lines', () => {
    const session = createSession();
    writeCart(session, 'LK7brand', cart, keepBill(bill, print(), 1_000));
    expect(readCart(session, 'LK7brand').lines.map((l) => l.id)).toEqual(['a']);
    expect(readKeptBill(session, 'LK7brand')).toEqual({
      fingerprint: print(),
      at: 1_000,
      bill: { items: [], total_price_cent: 1000 },
    });
    expect(readKeptBill(session, 'other')).toBeNull();
  });

  it('drops the kept bill when the cart is written without one, or emptied', () => {
    const session = createSession();
    writeCart(session, 'LK7brand', cart, keepBill(bill, print()));
    writeCart(session, 'LK7brand', setQuantity(cart, 'a', 2));
    expect(readKeptBill(session, 'LK7brand')).toBeNull();
    writeCart(session, 'LK7brand', cart, keepBill(bill, print()));
    writeCart(session, 'LK7brand', EMPTY_CART, keepBill(bill, print()));
    expect(readCart(session, 'LK7brand')).toEqual(EMPTY_CART);
    expect(readKeptBill(session, 'LK7brand')).toBeNull();
  });
});

describe('a guest where the branch has no guest login (SPEC §4)', () => {
  const auth = (isGuest: boolean) => ({ user: { is_guest: isGuest } }) as AuthState;
  const branch = (guests: boolean) => ({ capabilities: { guest_login_enabled: guests } });

  it('is barred there, and only there; customers and visitors never are', () => {
    expect(guestBarred(auth(true), branch(false))).toBe(true);
    expect(guestBarred(auth(true), branch(true))).toBe(false);
    expect(guestBarred(auth(false), branch(false))).toBe(false);
    expect(guestBarred(null, branch(false))).toBe(false);
  });
});

describe('cart problems in words (SPEC §8)', () => {
  // the server's refusal (cart-refusal.ts) worded as the page words it (utils/refusal.ts)
  const wordIn = (lng: Language) => {
    const i18n = i18nFor(lng);
    return (refusal: Refusal) =>
      wordRefusal(refusal, i18n.getFixedT(lng), (key, values) => i18n.exists(key, { ...values, lng }));
  };
  const text = (problem: CartProblem, title?: string) => wordIn('en')(cartRefusal(problem, 'en', title));
  it('words each typed problem, with its values', () => {
    expect(text({ kind: 'busy', minutes: 5 })).toBe(
      'This restaurant is not accepting orders now. Try again in 5 minutes.',
    );
    expect(text({ kind: 'conflict', with: 'branch' })).toBe('Switching branch will clear your existing cart.');
    expect(text({ kind: 'soldOut' }, 'Tapsilog')).toBe('Tapsilog out of stock!');
    expect(text({ kind: 'noteTooLong', max: 250 })).toMatch(/250 characters/);
    expect(text({ kind: 'bill', code: 'outOfStock', names: ['Tapsilog', 'Longsilog'] })).toBe(
      'Tapsilog and Longsilog out of stock!',
    );
    expect(text({ kind: 'bill', code: 'schedule', error: { code: 'too_soon', minutes: 30 } })).toBe(
      'Must be greater than 30 min from current time',
    );
    // the platform's own text where the shop has no words for its code; the generic text without one
    expect(text({ kind: 'bill', code: 'other', errorCode: 'validation_error', message: 'Branch said no' })).toBe(
      'Branch said no',
    );
    expect(text({ kind: 'bill', code: 'other', errorCode: 'http_error', message: '' })).toBe(
      wordIn('en')({ key: 'bill.generic' }),
    );
  });

  it('in the customer’s language, item names listed the language’s way', () => {
    expect(wordIn('ja')(cartRefusal({ kind: 'busy', minutes: 5 }, 'ja'))).not.toMatch(/restaurant/);
    expect(cartRefusal({ kind: 'bill', code: 'outOfStock', names: ['A', 'B'] }, 'es').values).toEqual({
      names: 'A y B',
    });
  });
});

describe('a route’s error page has a title', () => {
  const matches = [{ id: 'root', data: { errorTitles: { notFound: 'Not Found', error: 'Oops, there is an error!' } } }];
  it('is the one its refusal carries, else the root’s for a missing page or any other error', () => {
    expect(
      errorMeta(new ErrorResponseImpl(400, '', { refusal: { key: 'error.badRequest' }, title: 'Own title' }), matches),
    ).toEqual([{ title: 'Own title' }]);
    expect(errorMeta(new ErrorResponseImpl(404, '', { refusal: { key: 'notFound.text' } }), matches)).toEqual([
      { title: 'Not Found' },
    ]);
    expect(errorMeta(new ErrorResponseImpl(409, '', null), matches)).toEqual([{ title: 'Oops, there is an error!' }]);
    expect(errorMeta(new Error('the platform is down'), matches)).toEqual([{ title: 'Oops, there is an error!' }]);
  });
});
