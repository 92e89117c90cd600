import { describe, expect, it } from 'vitest';
import { digitalPaymentState, minimumBasketState } from '~/domain/minimum';

describe('minimum basket (SPEC §5)', () => {
  it('is nothing without a minimum or above it', () => {
    expect(minimumBasketState({ min: 0, subtotal: 100, total: 100 })).toBeNull();
    expect(minimumBasketState({ min: 50000, subtotal: 50000, total: 50000 })).toBeNull();
  });
  it('is an error below it with the subtotal, a warning when only the total falls below', () => {
    expect(minimumBasketState({ min: 50000, subtotal: 49999, total: 49999 })).toEqual({ kind: 'error', min: 50000 });
    expect(minimumBasketState({ min: 50000, subtotal: 52000, total: 47000 })).toEqual({ kind: 'warning', min: 50000 });
  });
});

describe('minimum card, wallet and bank payment (SPEC §5 table)', () => {
  it('uses the table per currency', () => {
    expect(digitalPaymentState({ currency: 'PHP', total: 9999, cashOrOwnEnabled: false })).toEqual({
      kind: 'error',
      min: 10000,
    });
    expect(digitalPaymentState({ currency: 'php', total: 10000, cashOrOwnEnabled: false })).toBeNull();
    expect(digitalPaymentState({ currency: 'IDR', total: 999900, cashOrOwnEnabled: true })).toEqual({
      kind: 'warning',
      min: 1000000,
    });
    expect(digitalPaymentState({ currency: 'SGD', total: 49, cashOrOwnEnabled: true })).toEqual({
      kind: 'warning',
      min: 50,
    });
    expect(digitalPaymentState({ currency: 'MYR', total: 199, cashOrOwnEnabled: false })).toEqual({
      kind: 'error',
      min: 200,
    });
    expect(digitalPaymentState({ currency: 'AUD', total: 50, cashOrOwnEnabled: false })).toBeNull();
  });
  it('has no minimum for currencies outside the table', () => {
    expect(digitalPaymentState({ currency: 'JPY', total: 1, cashOrOwnEnabled: false })).toBeNull();
  });
});
