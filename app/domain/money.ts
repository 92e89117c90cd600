// SPEC §9 "Money": integer minor units divided by 100; IDR, JPY and TWD show no decimals;
// IDR groups thousands with "." and every other currency with ",".

const NO_DECIMALS = new Set(['IDR', 'JPY', 'TWD']);
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
