// The loyalty rules of app/domain/loyalty.ts (SPEC §3 "Loyalty", §5, §9 binding levels).
import { describe, expect, it } from 'vitest';
import {
  earningAmount,
  loyaltyAmount,
  loyaltyPool,
  pointsEarned,
  pointsFor,
  pointsNeeded,
  rewardDiscount,
  rewardRefusal,
} from '~/domain/loyalty';

describe('loyalty rules', () => {
  it('works the apply amount out as subtotal + VAT − discount (VAT included in prices counted once)', () => {
    const bill = { sub_total: 10_000, vat_price: 1_200, is_vat_included: false, discount_amount: 2_000 };
    expect(loyaltyAmount(bill)).toBe(9_200);
    expect(loyaltyAmount({ ...bill, is_vat_included: true })).toBe(8_000);
    expect(loyaltyAmount({ ...bill, discount_amount: 50_000 })).toBe(0);
    expect(earningAmount({ ...bill, reward: 1_000, promo: 200 })).toBe(8_000);
    expect(earningAmount({ ...bill, reward: 10_000, promo: 0 })).toBe(0);
  });

  it('earns points per whole rate spent, for TRANSACTION actions', () => {
    expect(pointsFor({ points: 1, rate: 1000 }, 25_999)).toBe(25);
    expect(pointsFor({ points: 3, rate: 1000 }, 999)).toBe(0);
    expect(pointsFor({ points: 1, rate: 0 }, 5000)).toBe(0);
    expect(
      pointsEarned(
        [
          { type: 'TRANSACTION', points: 2, rate: 500 },
          { type: 'OTHER', points: 100, rate: 1 },
        ],
        1_600,
      ),
    ).toBe(6);
  });

  it('takes a flat or capped percentage reward off the amount, in whole units where a currency has no decimals', () => {
    const flat = { discount_type: 'FLAT' as const, points: 50, rate: 5_000, upto: null };
    expect(rewardDiscount(flat, 20_000, 'PHP')).toBe(5_000);
    expect(rewardDiscount(flat, 3_000, 'PHP')).toBe(3_000);
    expect(rewardDiscount(flat, 0, 'PHP')).toBe(0);
    const pct = { discount_type: 'PERCENTAGE' as const, points: 100, rate: 1000, upto: 10_000 };
    expect(rewardDiscount(pct, 25_005, 'PHP')).toBe(2_501);
    expect(rewardDiscount(pct, 500_000, 'PHP')).toBe(10_000);
    expect(rewardDiscount(pct, 1_234_500, 'IDR')).toBe(10_000);
    expect(rewardDiscount({ ...pct, upto: null }, 1_234_500, 'IDR')).toBe(123_400);
  });

  it('keeps points per business (3) or per country (2), and says what a balance lacks', () => {
    expect(loyaltyPool(3, { business: 7, country: 2 })).toBe('b:7');
    expect(loyaltyPool(2, { business: 7, country: 2 })).toBe('c:2');
    expect(pointsNeeded(30, { points: 50 })).toBe(20);
    expect(pointsNeeded(80, { points: 50 })).toBe(0);
  });

  it('gives rewards to logged-in customers who are not guests only', () => {
    expect(rewardRefusal(null)).toBe('login');
    expect(rewardRefusal({ is_guest: true })).toBe('guest');
    expect(rewardRefusal({ is_guest: false })).toBeNull();
  });
});
