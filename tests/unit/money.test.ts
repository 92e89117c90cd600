import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyDecimals, formatAmount, formatMoney, toCents } from '~/domain/money';

const PHP = { code: 'PHP', symbol: '₱' };
const IDR = { code: 'IDR', symbol: 'Rp' };
const JPY = { code: 'JPY', symbol: '¥' };
const TWD = { code: 'TWD', symbol: 'NT$' };
const SGD = { code: 'SGD', symbol: 'S$' };

describe('money (SPEC §9)', () => {
  it('divides minor units by 100 with two decimals and comma thousands', () => {
    expect(formatMoney(123456, PHP)).toBe('₱1,234.56');
    expect(formatMoney(5, SGD)).toBe('S$0.05');
    expect(formatMoney(550, SGD)).toBe('S$5.50');
    expect(formatMoney(100000000, PHP)).toBe('₱1,000,000.00');
  });

  it('shows IDR without decimals and with dot thousands', () => {
    expect(formatMoney(3500000, IDR)).toBe('Rp 35.000');
    expect(formatMoney(123456700, IDR)).toBe('Rp 1.234.567');
  });

  it('shows JPY and TWD without decimals and with comma thousands', () => {
    expect(formatMoney(98000, JPY)).toBe('¥980');
    expect(formatMoney(128000, JPY)).toBe('¥1,280');
    expect(formatMoney(18000, TWD)).toBe('NT$180');
    expect(currencyDecimals('twd')).toBe(0);
  });

  it('rounds half up to the whole unit where decimals are hidden', () => {
    expect(formatAmount(150, 'JPY')).toBe('2');
    expect(formatAmount(149, 'JPY')).toBe('1');
  });

  it('puts the minus before the symbol and never prints -0', () => {
    expect(formatMoney(-2050, PHP)).toBe('-₱20.50');
    expect(formatMoney(-40, JPY)).toBe('¥0');
  });

  it('rejects what is not a number', () => {
    expect(() => formatAmount(Number.NaN, 'PHP')).toThrow(RangeError);
  });

  it('round-trips major units', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('keeps every digit of any amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const text = formatAmount(cents, 'PHP').replace(/,/g, '');
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
});
