import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyDecimals, formatAmount, formatMoney, providerAmount, toCents } from '~/domain/money';

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

describe('providerAmount: our hundredths in a payment provider’s units', () => {
  it('gives whole units of the SPEC’s whole-unit currencies to TapPay, Xendit and the QR', () => {
    for (const receiver of ['tappay', 'xendit', 'emv-qr'] as const) {
      expect(providerAmount(18000, 'TWD', receiver)).toEqual({ minor: 180, decimals: 0, major: 180 });
      expect(providerAmount(98000, 'jpy', receiver)).toEqual({ minor: 980, decimals: 0, major: 980 });
      expect(providerAmount(2500000, 'IDR', receiver)).toEqual({ minor: 25000, decimals: 0, major: 25000 });
    }
  });

  it('gives Stripe hundredths of IDR and TWD and whole yen, won and dong (Stripe’s zero-decimal list)', () => {
    expect(providerAmount(2500000, 'IDR', 'stripe').minor).toBe(2500000);
    expect(providerAmount(18000, 'TWD', 'stripe').minor).toBe(18000);
    expect(providerAmount(98000, 'JPY', 'stripe').minor).toBe(980);
    expect(providerAmount(500000, 'KRW', 'stripe').minor).toBe(5000);
    expect(providerAmount(5000000, 'VND', 'stripe').minor).toBe(50000);
    expect(providerAmount(5000000, 'VND', 'xendit').major).toBe(50000);
  });

  it('keeps hundredths of two-decimal currencies for everyone, the unit as a decimal', () => {
    for (const receiver of ['stripe', 'tappay', 'xendit', 'emv-qr'] as const)
      expect(providerAmount(123456, 'PHP', receiver)).toEqual({ minor: 123456, decimals: 2, major: 1234.56 });
  });

  it('rounds half up to the whole unit, as the bill charges, and refuses what is not a number', () => {
    expect(providerAmount(150, 'JPY', 'stripe').minor).toBe(2);
    expect(providerAmount(149, 'JPY', 'stripe').minor).toBe(1);
    expect(() => providerAmount(Number.NaN, 'PHP', 'xendit')).toThrow(RangeError);
  });

  it('agrees with the shop’s display of whole-unit currencies (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.constantFrom('IDR', 'JPY', 'TWD'), (cents, code) => {
        expect(String(providerAmount(cents, code, 'xendit').major)).toBe(
          formatAmount(cents, code).replace(/[.,]/g, ''),
        );
      }),
    );
  });
});
