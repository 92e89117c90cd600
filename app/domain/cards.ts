// Cards as the customer types them (SPEC §5 "Card form (Xendit)", §9 "Card gateways"): the brand from the
// number's first digits, the Luhn check, the form's limits and its messages, and which gateway takes which
// brand. Pure: the card sheets run it in the browser and the sandbox's hosted page on the server. Card
// numbers never reach our platform from the shop (PCI SAQ-A): only the gateways' tokens do.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'unionpay', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** SPEC §5: number 19 characters (16 digits), expiry 7 (MM / YY), cvv 4 (3 to 4 digits). */
export const CARD_LIMITS = { numberChars: 19, numberDigits: 16, expiryChars: 7, cvvChars: 4 } as const;

/** SPEC §9: Xendit takes Visa and Mastercard; TapPay also JCB; Stripe the four brands. */
export const GATEWAY_CARD_BRANDS: Record<'stripe' | 'xendit' | 'tappay' | 'sandbox', readonly CardBrand[]> = {
  stripe: ['visa', 'mastercard', 'amex', 'jcb'],
  xendit: ['visa', 'mastercard'],
  tappay: ['visa', 'mastercard', 'jcb'],
  sandbox: ['visa', 'mastercard', 'amex', 'jcb', 'unionpay'],
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The brand by the number's issuer range. */
export function detectCardBrand(number: string): CardBrand {
  const d = digitsOf(number);
  if (/^4/.test(d)) return 'visa';
  const two = Number(d.slice(0, 2));
  const four = Number(d.slice(0, 4));
  if ((two >= 51 && two <= 55) || (d.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (d.length >= 4 && four >= 3528 && four <= 3589) return 'jcb';
  if (two === 62 || two === 81) return 'unionpay';
  return 'unknown';
}

/** The Luhn checksum of a 12 to 19 digit number. */
export function luhnValid(number: string): boolean {
  const d = digitsOf(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** "4242 4242 4242 4242"; Amex as 4-6-5. */
export function formatCardNumber(input: string): string {
  const d = digitsOf(input).slice(0, CARD_LIMITS.numberDigits);
  const groups = detectCardBrand(d) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= d.length) break;
    parts.push(d.slice(at, at + size));
    at += size;
  }
  return parts.join(' ').slice(0, CARD_LIMITS.numberChars);
}

/** "MM / YY" as the customer types. */
export function formatExpiry(input: string): string {
  const d = digitsOf(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

/** "MM / YY", "MM/YY" or "MMYY" → month and four-digit year; null when it is not a month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

export type CardIssue =
  | 'numberRequired'
  | 'cardTypeNotSupported'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'cvvRequired'
  | 'cvvInvalid';

/** The English reference texts of SPEC §5; the shop words them through i18n (`cardIssueKey`). */
export const CARD_ISSUE_TEXTS: Record<CardIssue, string> = {
  numberRequired: 'Card Number is required',
  cardTypeNotSupported: 'Card type not supported.',
  numberInvalid: 'Card Number must be a valid credit card number',
  expiryRequired: 'Expiry Date is required',
  expiryInvalid: 'Expiry Date must be a valid expiry date',
  cvvRequired: 'CVV is required',
  cvvInvalid: 'CVV must be a valid CVV',
};

export const cardIssueKey = (issue: CardIssue) => `cardForm.${issue}`;

/** The card form's problems, field by field (none: an empty object). A card is good to the end of its month. */
export function cardFormIssues(
  input: { number: string; expiry: string; cvv: string },
  options: { accepted: readonly CardBrand[]; now: Date },
): Partial<Record<'number' | 'expiry' | 'cvv', CardIssue>> {
  const issues: Partial<Record<'number' | 'expiry' | 'cvv', CardIssue>> = {};
  const digits = digitsOf(input.number);
  const brand = detectCardBrand(digits);
  if (!input.number.trim()) issues.number = 'numberRequired';
  else if (/[^\d\s-]/.test(input.number)) issues.number = 'numberInvalid';
  else if (digits.length >= 4 && !options.accepted.includes(brand)) issues.number = 'cardTypeNotSupported';
  else if (!luhnValid(digits) || digits.length > CARD_LIMITS.numberDigits) issues.number = 'numberInvalid';

  if (!input.expiry.trim()) issues.expiry = 'expiryRequired';
  else {
    const expiry = parseExpiry(input.expiry);
    // the first moment after the expiry month, in UTC (the issuer's month is not the customer's clock)
    const end = expiry ? Date.UTC(expiry.year, expiry.month, 1) : 0;
    if (!expiry || end <= options.now.getTime()) issues.expiry = 'expiryInvalid';
  }

  const cvv = input.cvv.trim();
  if (!cvv) issues.cvv = 'cvvRequired';
  else if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3,4}$/).test(cvv)) issues.cvv = 'cvvInvalid';
  return issues;
}

/** SPEC §9: MULTIPLE_USE with save-card, else ONE_TIME_USE. */
export function cardReusability(saveCard: boolean): 'MULTIPLE_USE' | 'ONE_TIME_USE' {
  return saveCard ? 'MULTIPLE_USE' : 'ONE_TIME_USE';
}
