// SPEC §5 card form and §9 card gateways (app/domain/cards.ts), and the bank QR's EMV payload with its CRC
// (app/domain/emv-qr.ts).
import { describe, expect, it } from 'vitest';
import {
  CARD_ISSUE_TEXTS,
  GATEWAY_CARD_BRANDS,
  cardFormIssues,
  cardReusability,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from '~/domain/cards';
import { bankQrTemplateFor, crc16ccitt, emvMerchantPayload, parseEmv } from '~/domain/emv-qr';

const now = new Date('2026-11-24T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 28', cvv: '123' };

describe('cards', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['6011111111111117', 'unknown'],
  ])('%s is %s', (number, brand) => expect(detectCardBrand(number)).toBe(brand));

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('words every problem of the card form with the SPEC texts', () => {
    const visa = { accepted: GATEWAY_CARD_BRANDS.xendit, now };
    expect(cardFormIssues(good, visa)).toEqual({});
    const empty = cardFormIssues({ number: '', expiry: '', cvv: '' }, visa);
    expect(Object.values(empty).map((i) => CARD_ISSUE_TEXTS[i!])).toEqual([
      'Card Number is required',
      'Expiry Date is required',
      'CVV is required',
    ]);
    expect(cardFormIssues({ ...good, number: '4242 4242 4242 4241' }, visa).number).toBe('numberInvalid');
    expect(cardFormIssues({ ...good, number: '4242 abcd' }, visa).number).toBe('numberInvalid');
    expect(cardFormIssues({ ...good, cvv: '12' }, visa).cvv).toBe('cvvInvalid');
    expect(CARD_ISSUE_TEXTS.cvvInvalid).toBe('CVV must be a valid CVV');
  });

  it('Xendit takes Visa and Mastercard only; TapPay also JCB', () => {
    const jcb = { ...good, number: '3530 1113 3330 0000' };
    expect(cardFormIssues(jcb, { accepted: GATEWAY_CARD_BRANDS.xendit, now }).number).toBe('cardTypeNotSupported');
    expect(CARD_ISSUE_TEXTS.cardTypeNotSupported).toBe('Card type not supported.');
    expect(cardFormIssues(jcb, { accepted: GATEWAY_CARD_BRANDS.tappay, now })).toEqual({});
  });

  it('a card is good to the end of its expiry month', () => {
    const at = { accepted: GATEWAY_CARD_BRANDS.stripe, now };
    expect(cardFormIssues({ ...good, expiry: '11 / 26' }, at).expiry).toBeUndefined();
    expect(cardFormIssues({ ...good, expiry: '10 / 26' }, at).expiry).toBe('expiryInvalid');
    expect(cardFormIssues({ ...good, expiry: '13 / 30' }, at).expiry).toBe('expiryInvalid');
    expect(parseExpiry('0729')).toEqual({ month: 7, year: 2029 });
  });

  it('formats as the customer types, and says how a saved card may be reused', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(cardReusability(true)).toBe('MULTIPLE_USE');
    expect(cardReusability(false)).toBe('ONE_TIME_USE');
  });
});

describe('EMV merchant-presented QR', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789")', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
  });

  it('builds a payload that parses back and carries its own CRC', () => {
    const payload = emvMerchantPayload({
      merchantName: 'Café Ñandú & Sons Restaurant Group',
      merchantCity: 'Jakarta',
      countryCode: 'ID',
      currencyNumeric: '360',
      amountMinor: 25000,
      currencyExponent: 0,
      accountTemplate: { ...bankQrTemplateFor('ID')!, merchantId: 'ID1020000000001' },
      reference: 'order-1',
      dynamic: true,
    });
    const fields = parseEmv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26')).toContain('ID.CO.QRIS.WWW');
    expect(fields.get('53')).toBe('360');
    expect(fields.get('54')).toBe('25000');
    expect(fields.get('58')).toBe('ID');
    expect(fields.get('59')).toBe('Cafe Nandu & Sons Restaur');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16ccitt(payload.slice(0, -4)));
  });

  it('writes two decimals where the currency has them, and refuses a field over 99 characters', () => {
    const base = {
      merchantName: 'Lola',
      merchantCity: 'Singapore',
      countryCode: 'SG',
      currencyNumeric: '702',
      amountMinor: 12345,
      currencyExponent: 2 as const,
      accountTemplate: { ...bankQrTemplateFor('SG')!, merchantId: 'UEN123' },
      dynamic: true,
    };
    expect(parseEmv(emvMerchantPayload(base)).get('54')).toBe('123.45');
    expect(() =>
      emvMerchantPayload({ ...base, accountTemplate: { id: '26', guid: 'X'.repeat(120), merchantId: '1' } }),
    ).toThrow(RangeError);
    expect(bankQrTemplateFor('JP')).toBeNull();
  });
});
