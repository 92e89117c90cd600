// SPEC §4 checks 7 and 13 as rules: an address that is only its coordinates needs the customer's confirmation,
// LINE Pay needs the payer's details — and the pay-button checks stop there, in their order.
import { describe, expect, it } from 'vitest';
import { checkoutBlocker, type CheckoutFacts } from '~/domain/checkout';
import { DeliveryMethod, PaymentMethodId } from '~/domain/constants';
import { addressNeedsConfirmation, isCoordinatesAddress, typedAddressText } from '~/domain/delivery-address';
import { isLinePayChannel, missingPayerDetails, payerDetailsFor } from '~/domain/payer-details';
import { confirmAddressSchema, linePaySchema } from '~/features/checkout/checkout.schema';
import { coordinatesPlace } from '../../server/platform/maps/provider';

describe('an address the maps provider could not name (check 7)', () => {
  it('is one whose text is only its coordinates, as the providers write it', () => {
    expect(isCoordinatesAddress(coordinatesPlace(25.0330001, 121.5654).address)).toBe(true);
    expect(isCoordinatesAddress(coordinatesPlace(-6.2, 106.8456).formatted_address)).toBe(true);
    // the in-app hand-off's fallback (brand.server.ts) and an address with nothing in it
    expect(isCoordinatesAddress('14.5995, 120.9842')).toBe(true);
    expect(isCoordinatesAddress(' -33.9, +151.2 ')).toBe(true);
    expect(isCoordinatesAddress('')).toBe(true);
    expect(isCoordinatesAddress(null)).toBe(true);
  });
  it('is not an address with words, a plus code, or a house number and a postcode', () => {
    expect(isCoordinatesAddress('1 Maritime Square, Singapore 099253')).toBe(false);
    expect(isCoordinatesAddress('台北市大安區永康街12號')).toBe(false);
    expect(isCoordinatesAddress('7Q63+JX Taipei')).toBe(false);
    expect(isCoordinatesAddress('12, 099253')).toBe(false);
    expect(isCoordinatesAddress('12, 34')).toBe(false);
    expect(isCoordinatesAddress('Near Taft Avenue, 14.57, 120.99')).toBe(false);
  });
  it('needs confirmation until the customer types the street', () => {
    const unnamed = coordinatesPlace(14.5648, 120.9932).address;
    expect(addressNeedsConfirmation({ address: unnamed, streetName: '' })).toBe(true);
    expect(addressNeedsConfirmation({ address: unnamed, streetName: '   ' })).toBe(true);
    expect(addressNeedsConfirmation({ address: unnamed, streetName: null })).toBe(true);
    expect(addressNeedsConfirmation({ address: unnamed, streetName: 'Taft Avenue' })).toBe(false);
    // a named place needs none, with or without parts
    expect(addressNeedsConfirmation({ address: 'Taft Avenue, Malate, Manila', streetName: '' })).toBe(false);
  });
  it('reads, once confirmed, as what the customer typed, building first', () => {
    expect(
      typedAddressText({
        establishmentName: ' Casa Rosa ',
        flatNo: 'Unit 4B',
        streetName: '1234 Taft Avenue',
        additionalDetails: 'blue gate',
      }),
    ).toBe('Casa Rosa, Unit 4B, 1234 Taft Avenue, blue gate');
    expect(typedAddressText({ establishmentName: '', flatNo: null, streetName: 'Taft Avenue' })).toBe('Taft Avenue');
    // the typed address is no longer coordinates only: the rule is satisfied by it alone
    expect(isCoordinatesAddress(typedAddressText({ streetName: 'Taft Avenue' }))).toBe(false);
  });
});

describe('the payer details a channel needs (check 13)', () => {
  it('knows LINE Pay by its channel code, whoever carries it', () => {
    for (const code of ['TW_LINEPAY', 'LINE_PAY', 'TAPPAY_LINEPAY', 'linepay'])
      expect(isLinePayChannel(code)).toBe(true);
    for (const code of ['TW_JKOPAY', 'PH_GCASH', 'TAPPAY_CARD', 'ONLINEPAY', 'LINEPAYMENT', '', null, undefined])
      expect(isLinePayChannel(code), String(code)).toBe(false);
  });
  it('is first name, last name, email and phone for LINE Pay, nothing for the others', () => {
    expect(payerDetailsFor('TW_LINEPAY')).toEqual(['first_name', 'last_name', 'email', 'phone']);
    expect(payerDetailsFor('TW_JKOPAY')).toEqual([]);
    expect(payerDetailsFor(null)).toEqual([]);
  });
  const payer = {
    first_name: 'Mei',
    last_name: 'Lin',
    email: 'mei@example.com',
    phone: '+886912345678',
    region: 'TW',
  };
  it('lacks nothing with all of them, and exactly what is empty otherwise', () => {
    expect(missingPayerDetails('TW_LINEPAY', payer)).toEqual([]);
    // a LINE-login account that gave no email at the details step
    expect(missingPayerDetails('TW_LINEPAY', { ...payer, email: null })).toEqual(['email']);
    expect(missingPayerDetails('TW_LINEPAY', { ...payer, email: ' ', phone: '' })).toEqual(['email', 'phone']);
    expect(missingPayerDetails('TW_LINEPAY', {})).toEqual(['first_name', 'last_name', 'email', 'phone']);
    // other channels need none of it
    expect(missingPayerDetails('TW_JKOPAY', {})).toEqual([]);
  });
  it('counts a phone without its region as lacking', () => {
    expect(missingPayerDetails('TW_LINEPAY', { ...payer, region: null })).toEqual(['phone']);
  });
});

/** Everything fine: a logged-in dine-in (no phone needed) paid by LINE Pay. */
const dineIn: CheckoutFacts = {
  flow: 'PRE_PAYMENT',
  orderType: DeliveryMethod.DINE_IN,
  deliveryOutOfRange: false,
  scheduleInvalid: false,
  pickupDriveThru: false,
  vehicleRegNo: '',
  addressInfoMissing: false,
  addressInvalid: false,
  loggedIn: true,
  consentMissing: false,
  phone: null,
  payment: { method: PaymentMethodId.EWALLET, channel: 'TW_LINEPAY', trxId: null, trxRule: null },
  cardDetailsNeeded: false,
  linePayDetailsNeeded: false,
};

describe('checkoutBlocker with the rules’ facts', () => {
  it('stops at check 13 for a LINE-login payer without an email, and places the order once given', () => {
    const account = { first_name: 'Taro', last_name: 'Yamada', email: null, phone: '+886912345678', region: 'TW' };
    const facts = (p: typeof account | { email: string }) => ({
      ...dineIn,
      linePayDetailsNeeded: missingPayerDetails('TW_LINEPAY', { ...account, ...p }).length > 0,
    });
    expect(checkoutBlocker(facts(account))).toEqual({ check: 13, step: 'linePaySheet', reason: 'linePay' });
    expect(checkoutBlocker(facts({ email: 'taro@example.com' }))).toEqual({
      check: 14,
      step: 'place',
      reason: 'ready',
    });
  });
  it('stops at check 7 for a delivery to coordinates only, before the login (8), and not once confirmed', () => {
    const address = coordinatesPlace(14.5648, 120.9932).address;
    const delivery = (streetName: string, loggedIn = true): CheckoutFacts => ({
      ...dineIn,
      orderType: DeliveryMethod.DELIVERY,
      phone: '+639171234567',
      payment: { method: PaymentMethodId.CASH, channel: null, trxId: null, trxRule: null },
      addressInvalid: addressNeedsConfirmation({ address, streetName }),
      loggedIn,
    });
    expect(checkoutBlocker(delivery(''))).toEqual({ check: 7, step: 'addressConfirm', reason: 'addressInvalid' });
    expect(checkoutBlocker(delivery('', false)).check).toBe(7);
    expect(checkoutBlocker(delivery('Taft Avenue')).check).toBe(14);
    expect(checkoutBlocker(delivery('Taft Avenue', false)).check).toBe(8);
  });
});

describe('the two sheets’ forms', () => {
  it('asks the street always, the building where the country needs the parts, and keeps SPEC §5’s limits', () => {
    const form = (v: Record<string, string>, parts = false) =>
      confirmAddressSchema(parts).safeParse({ intent: 'confirmAddress', ...v });
    expect(form({ streetName: 'Taft Avenue' }).success).toBe(true);
    expect(form({ streetName: '  ' }).success).toBe(false);
    expect(form({ streetName: 'Taft Avenue' }, true).success).toBe(false);
    expect(form({ streetName: 'Taft Avenue', establishmentName: 'Casa Rosa' }, true).success).toBe(true);
    expect(form({ streetName: 'Taft Avenue', instruction: 'x'.repeat(255) }).success).toBe(true);
    expect(form({ streetName: 'Taft Avenue', instruction: 'x'.repeat(256) }).success).toBe(false);
    expect(form({ streetName: 'x'.repeat(101) }).success).toBe(false);
  });
  it('asks exactly the LINE Pay details it is given, a phone with its country', () => {
    const form = (asked: Parameters<typeof linePaySchema>[0], v: Record<string, string>) =>
      linePaySchema(asked).safeParse({ intent: 'linePay', ...v });
    expect(form(['email'], { email: 'taro@example.com' }).success).toBe(true);
    expect(form(['email'], { email: 'not an email' }).success).toBe(false);
    expect(form(['email'], {}).success).toBe(false);
    expect(form(['email', 'phone'], { email: 'taro@example.com', phone: '0912 345 678' }).success).toBe(false);
    expect(form(['email', 'phone'], { email: 'taro@example.com', phone: '0912 345 678', region: 'TW' }).success).toBe(
      true,
    );
    expect(form(['first_name', 'last_name'], { firstName: 'Taro' }).success).toBe(false);
  });
});
