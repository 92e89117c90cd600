// SPEC §9 "Money": integer minor units divided by 100; IDR, JPY and TWD show no decimals;
// IDR groups thousands with "." and every other currency with ",".

/**
 * The one list of currencies counted in whole units: shown without decimals, billed and charged whole.
 * SPEC §9 names IDR, JPY and TWD; the rest are ISO 4217's currencies without a minor unit, as Stripe lists
 * them (docs "Supported currencies: zero-decimal"), VND among them, which Xendit also takes whole.
 */
const NO_DECIMALS = new Set('BIF CLP DJF GNF IDR JPY KMF KRW MGA PYG RWF TWD UGX VND VUV XAF XOF XPF'.split(' '));
const DOT_THOUSANDS = new Set(['IDR']);

export interface CurrencyLike {
  code: string;
  symbol: string;
}

export function currencyDecimals(code: string): 0 | 2 {
  return NO_DECIMALS.has(code.toUpperCase()) ? 0 : 2;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The number part only: 123456 PHP → "1,234.56"; 2500000 IDR → "25.000"; 98000 JPY → "980". */
export function formatAmount(cents: number, code: string): string {
  if (!Number.isFinite(cents)) throw new RangeError(`not an amount: ${cents}`);
  const upper = code.toUpperCase();
  const decimals = currencyDecimals(upper);
  const thousands = DOT_THOUSANDS.has(upper) ? '.' : ',';
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  let text: string;
  if (decimals === 0) {
    // Half up on the whole unit: 150 cents of yen show as ¥2.
    text = group(String(Math.floor((abs + 50) / 100)), thousands);
  } else {
    const whole = Math.floor(abs / 100);
    const fraction = String(abs % 100).padStart(2, '0');
    text = `${group(String(whole), thousands)}.${fraction}`;
  }
  return negative && text.replace(/[^1-9]/g, '') !== '' ? `-${text}` : text;
}

/** Symbol and amount: "₱1,234.56", "Rp 25.000", "¥980", "NT$180". A symbol ending in a letter gets a space. */
export function formatMoney(cents: number, currency: CurrencyLike): string {
  const amount = formatAmount(cents, currency.code);
  const negative = amount.startsWith('-');
  const space = /\p{L}$/u.test(currency.symbol) ? ' ' : '';
  return `${negative ? '-' : ''}${currency.symbol}${space}${negative ? amount.slice(1) : amount}`;
}

/** Minor units from a major-unit decimal as some wire fields carry (SPEC §3 Bill has both). */
export function toCents(major: number): number {
  return Math.round(major * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Whoever an amount of ours is handed to in its own units. */
export type AmountReceiver = 'stripe' | 'xendit' | 'tappay' | 'emv-qr';

/**
 * Where a receiver counts a whole-unit currency in hundredths after all: Stripe takes IDR and TWD as
 * two-decimal currencies (docs "Supported currencies", special cases: a TWD amount a multiple of 100).
 * TapPay (docs "amount": TWD and JPY whole, others in hundredths), Xendit (the unit: IDR, VND, JPY, TWD whole,
 * two decimals otherwise) and the EMV QR (the currency's exponent) follow the list.
 */
const HUNDREDTHS_AT: Partial<Record<AmountReceiver, ReadonlySet<string>>> = {
  stripe: new Set(['IDR', 'TWD']),
};

export interface ProviderAmount {
  /** the integer the receiver's smallest unit counts: 980 for ¥980, 123456 for ₱1,234.56 */
  minor: number;
  /** its decimals: 0 when the receiver takes whole units */
  decimals: 0 | 2;
  /** the same in the currency's unit, for receivers that take a decimal (Xendit): 980, 1234.56 */
  major: number;
}

/**
 * Our amounts (hundredths of the unit in every currency, SPEC §9) in a payment provider's units. Whole-unit
 * currencies round half up to the unit, as the bill charges them (bill.ts, step 6).
 */
export function providerAmount(cents: number, currency: string, receiver: AmountReceiver): ProviderAmount {
  if (!Number.isFinite(cents)) throw new RangeError(`not an amount: ${cents}`);
  const code = currency.toUpperCase();
  const whole = NO_DECIMALS.has(code) && !HUNDREDTHS_AT[receiver]?.has(code);
  if (whole) {
    const minor = Math.round(cents / 100);
    return { minor, decimals: 0, major: minor };
  }
  const minor = Math.round(cents);
  return { minor, decimals: 2, major: minor / 100 };
}
