// A food hall's promo shared over the group's children (server/platform/promotions/uses.ts sharePromo, ADR
// 0028): the parts add up to the discount, a stall outside the promo's scope takes nothing, a currency without
// decimals is shared in whole units, no child pays less than nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bill } from '~/contract/bill';
import type { AppliedPromo } from '~/contract/promos';
import { sharePromo } from '../../server/platform/promotions/uses';
import type { PricedPromo } from '../../server/platform/promotions/apply';

/** A child's bill: one line per (brand, amount), its total the lines' sum. */
function childBill(key: number, lines: { brand: number; amount: number }[]): Bill {
  const ids = lines.map((_, i) => `c${key}-${i}`);
  const total = lines.reduce((n, l) => n + l.amount, 0);
  return {
    lines: lines.map((l, i) => ({ id: ids[i]!, brand: { id: l.brand } })),
    items: lines.map((l, i) => ({ id: ids[i]!, item_final_price_cent: l.amount })),
    total_price_cent: total,
    total_price: total / 100,
    total_display_price_cent: total,
    total_display_price: total / 100,
    total_promo_discount_cent: 0,
    total_promo_discount: 0,
    applied_promo: null,
  } as unknown as Bill;
}

const applied = { id: 1, code: 'HALL', discount_cent: 0, discount: 0 } as AppliedPromo;
const promoOf = (discount: number, inScope: number[], brands: number[] = []): PricedPromo =>
  ({
    discount,
    chosen: { rule: { brands } },
    cart: { brandSubtotals: new Map(inScope.map((b) => [b, 1])) },
  }) as unknown as PricedPromo;

const child = fc.array(
  fc.record({ brand: fc.integer({ min: 1, max: 4 }), amount: fc.integer({ min: 1, max: 50_000 }) }),
  {
    minLength: 1,
    maxLength: 4,
  },
);

describe('sharePromo', () => {
  it('shares the whole discount over the children it covers, never more than a child’s total', () => {
    fc.assert(
      fc.property(fc.array(child, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 100_000 }), (kids, d) => {
        const bills = kids.map((lines, i) => childBill(i, lines));
        // brands 1 and 2 are the promo's business; 3 and 4 another's
        const covered = bills.map((b) => b.lines.filter((l) => l.brand.id <= 2).length > 0);
        const coveredTotal = bills.reduce(
          (n, b) =>
            n + b.items.filter((_, i) => b.lines[i]!.brand.id <= 2).reduce((m, it) => m + it.item_final_price_cent, 0),
          0,
        );
        const discount = Math.min(d, coveredTotal);
        const shared = sharePromo(bills, promoOf(discount, [1, 2]), applied, 'SGD');
        const parts = shared.map((b) => b.total_promo_discount_cent);
        expect(parts.every((p) => p >= 0)).toBe(true);
        shared.forEach((b, i) => {
          expect(b.total_price_cent).toBe(bills[i]!.total_price_cent - parts[i]!);
          expect(b.total_price_cent).toBeGreaterThanOrEqual(0);
          if (!covered[i]) {
            expect(parts[i]).toBe(0);
            expect(b.applied_promo).toBeNull();
          } else expect(b.applied_promo).toMatchObject({ code: 'HALL', discount_cent: parts[i] });
        });
        if (covered.some(Boolean)) expect(parts.reduce((a, b) => a + b, 0)).toBe(discount);
      }),
    );
  });

  it('gives the rounding’s rest to a child with room when the last child has none', () => {
    // fast-check's counterexample: 7 over 1 + 4 + 3 — the last stall's 3 could not take the rest of 4
    const bills = [[1], [4], [3]].map((amounts, i) =>
      childBill(
        i,
        amounts.map((amount) => ({ brand: 1, amount })),
      ),
    );
    const parts = sharePromo(bills, promoOf(7, [1]), applied, 'SGD').map((b) => b.total_promo_discount_cent);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(7);
    parts.forEach((part, i) => expect(part).toBeLessThanOrEqual(bills[i]!.total_price_cent));
  });

  it('shares in whole units for a currency shown without decimals', () => {
    fc.assert(
      fc.property(fc.array(child, { minLength: 2, maxLength: 4 }), fc.integer({ min: 0, max: 300 }), (kids, units) => {
        const bills = kids.map((lines, i) =>
          childBill(
            i,
            lines.map((l) => ({ ...l, amount: l.amount * 100 })),
          ),
        );
        const scope = bills.reduce((n, b) => n + b.total_price_cent, 0);
        const discount = Math.min(units * 100, Math.floor(scope / 100) * 100);
        const shared = sharePromo(bills, promoOf(discount, [1, 2, 3, 4]), applied, 'JPY');
        for (const b of shared) expect(b.total_promo_discount_cent % 100).toBe(0);
        expect(shared.reduce((n, b) => n + b.total_promo_discount_cent, 0)).toBe(discount);
      }),
    );
  });

  it('counts only the brands the promo names', () => {
    const bills = [childBill(0, [{ brand: 1, amount: 1000 }]), childBill(1, [{ brand: 2, amount: 3000 }])];
    const shared = sharePromo(bills, promoOf(400, [1, 2], [2]), applied, 'SGD');
    expect(shared.map((b) => b.total_promo_discount_cent)).toEqual([0, 400]);
  });
});
