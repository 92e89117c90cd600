// The cart page's data as the components show it (./CartView.tsx, its lines ./CartLineRow.tsx): a module of
// its own so that a line need not import the view that renders it (issue 25, item 6: no circle, not even of
// types). Only types.
import type { loadCartPage } from '~/features/cart/cart-page.server';

export type CartData = Awaited<ReturnType<typeof loadCartPage>> extends { json(): Promise<infer D> } ? D : never;
export type Brand = CartData['branches'][number]['brands'][number];
export type CartLineData = Brand['lines'][number];
