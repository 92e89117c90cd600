import { describe, expect, it } from 'vitest';
import {
  checkoutBlocker,
  checkoutFlow,
  digitalMinimumFor,
  payButtonDisabled,
  phoneRequired,
  trxIdProblem,
  trxIdRule,
  type CheckoutFacts,
} from '~/domain/checkout';
import { DeliveryMethod, PaymentMethodId } from '~/domain/constants';

describe('checkoutFlow (SPEC §2)', () => {
  const table = { dineInAtTable: true, prePaymentRequired: false };
  it('is post-payment with an order hash or a parent uuid, whatever else', () => {
    expect(checkoutFlow({ ...table, orderHash: 'abc' })).toBe('POST_PAYMENT');
    expect(checkoutFlow({ ...table, parentUuid: 'p-1' })).toBe('POST_PAYMENT');
    expect(checkoutFlow({ dineInAtTable: false, prePaymentRequired: true, orderHash: 'abc' })).toBe('POST_PAYMENT');
  });
  it('is pay-after-the-order at a table that does not take payment first', () => {
    expect(checkoutFlow(table)).toBe('POST_PAY_ORDER');
    expect(checkoutFlow({ ...table, orderHash: '', parentUuid: null })).toBe('POST_PAY_ORDER');
  });
  it('is pre-payment otherwise', () => {
    expect(checkoutFlow({ dineInAtTable: true, prePaymentRequired: true })).toBe('PRE_PAYMENT');
    expect(checkoutFlow({ dineInAtTable: false, prePaymentRequired: false })).toBe('PRE_PAYMENT');
  });
});

describe('transaction id (SPEC §5)', () => {
  it('is 5 to 20 by default, 5 to 50 for custom_bank, the channel’s own rule when it has one', () => {
    expect(trxIdRule(null)).toEqual({ min: 5, max: 20 });
    expect(trxIdRule('gcash')).toEqual({ min: 5, max: 20 });
    expect(trxIdRule('custom_bank')).toEqual({ min: 5, max: 50 });
    expect(trxIdRule('custom_bank', { min: 8, max: 12 })).toEqual({ min: 8, max: 12 });
    // a nonsensical rule of a channel falls back to the default
    expect(trxIdRule('gcash', { min: 9, max: 3 })).toEqual({ min: 5, max: 20 });
  });
  it('checks the default boundaries 4/5/20/21', () => {
    const rule = trxIdRule(null);
    expect(trxIdProblem('a'.repeat(4), rule)).toBe('tooShort');
    expect(trxIdProblem('a'.repeat(5), rule)).toBeNull();
    expect(trxIdProblem('a'.repeat(20), rule)).toBeNull();
    expect(trxIdProblem('a'.repeat(21), rule)).toBe('tooLong');
  });
  it('checks the custom_bank boundaries 50/51', () => {
    const rule = trxIdRule('custom_bank');
    expect(trxIdProblem('A1'.repeat(2), rule)).toBe('tooShort');
    expect(trxIdProblem('1'.repeat(50), rule)).toBeNull();
    expect(trxIdProblem('1'.repeat(51), rule)).toBe('tooLong');
  });
  it('is required, trimmed, and only letters, digits, - and _', () => {
    const rule = trxIdRule(null);
    expect(trxIdProblem(null, rule)).toBe('required');
    expect(trxIdProblem(undefined, rule)).toBe('required');
    expect(trxIdProblem('   ', rule)).toBe('required');
    expect(trxIdProblem('  REF-12_ab  ', rule)).toBeNull();
    expect(trxIdProblem('REF 12345', rule)).toBe('invalid');
    expect(trxIdProblem('REF#12345', rule)).toBe('invalid');
    expect(trxIdProblem('<script>', rule)).toBe('invalid');
  });
});

/** Everything fine: a logged-in delivery paid by card. */
const ready: CheckoutFacts = {
  flow: 'PRE_PAYMENT',
  orderType: DeliveryMethod.DELIVERY,
  deliveryOutOfRange: false,
  scheduleInvalid: false,
  pickupDriveThru: false,
  vehicleRegNo: '',
  addressInfoMissing: false,
  addressInvalid: false,
  loggedIn: true,
  consentMissing: false,
  phone: '+639171234567',
  payment: { method: PaymentMethodId.CARD, channel: 'card', trxId: null, trxRule: null },
  cardDetailsNeeded: false,
  linePayDetailsNeeded: false,
};
/** The same at a drive-thru. */
const driveThru: CheckoutFacts = {
  ...ready,
  orderType: DeliveryMethod.PICKUP,
  pickupDriveThru: true,
  vehicleRegNo: 'ABC 1234',
};

/** What makes each check apply. */
const breakers: Record<number, (f: CheckoutFacts) => CheckoutFacts> = {
  1: (f) => ({ ...f, flow: 'POST_PAYMENT' }),
  2: (f) => ({ ...f, orderType: null }),
  3: (f) => ({ ...f, deliveryOutOfRange: true }),
  4: (f) => ({ ...f, scheduleInvalid: true }),
  5: (f) => ({ ...f, vehicleRegNo: '  ' }),
  6: (f) => ({ ...f, addressInfoMissing: true }),
  7: (f) => ({ ...f, addressInvalid: true }),
  8: (f) => ({ ...f, loggedIn: false }),
  9: (f) => ({ ...f, consentMissing: true }),
  10: (f) => ({ ...f, phone: null }),
  11: (f) => ({ ...f, payment: { ...f.payment, method: null } }),
  12: (f) => ({ ...f, cardDetailsNeeded: true }),
  13: (f) => ({ ...f, linePayDetailsNeeded: true }),
};
const steps = {
  1: ['payment', 'postPayment'],
  2: ['orderTypeSheet', 'noOrderType'],
  3: ['orderTypeSheet', 'outOfRange'],
  4: ['orderTypeSheet', 'schedule'],
  5: ['vehicleField', 'vehicle'],
  6: ['addressSheet', 'addressInfo'],
  7: ['addressConfirm', 'addressInvalid'],
  8: ['login', 'login'],
  9: ['consent', 'consent'],
  10: ['phoneSheet', 'phone'],
  11: ['paymentSheet', 'payment'],
  12: ['cardSheet', 'card'],
  13: ['linePaySheet', 'linePay'],
} as const;

const breaking = (base: CheckoutFacts, checks: number[]) => checks.reduce((f, n) => breakers[n]!(f), base);

describe('checkoutBlocker (SPEC §4, the 14 checks in order)', () => {
  it('places the order when nothing applies (14)', () => {
    expect(checkoutBlocker(ready)).toEqual({ check: 14, step: 'place', reason: 'ready' });
    expect(checkoutBlocker(driveThru)).toEqual({ check: 14, step: 'place', reason: 'ready' });
  });

  // A delivery cannot be at a drive-thru: check 5 is tried at a drive-thru, checks 3, 6 and 7 on a delivery.
  const scenarios = [
    { name: 'delivery', base: ready, checks: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13] },
    { name: 'drive-thru', base: driveThru, checks: [1, 2, 4, 5, 8, 9, 10, 11, 12, 13] },
  ];
  for (const { name, base, checks } of scenarios) {
    describe(name, () => {
      for (const n of checks) {
        const [step, reason] = steps[n as keyof typeof steps];
        it(`check ${n} alone → ${step}`, () => {
          expect(checkoutBlocker(breaking(base, [n]))).toEqual({ check: n, step, reason });
        });
        it(`check ${n} wins over every later one, together and one by one`, () => {
          const later = checks.filter((m) => m > n);
          expect(checkoutBlocker(breaking(base, [...later, n])).check).toBe(n);
          for (const m of later) expect(checkoutBlocker(breaking(base, [m, n])).check).toBe(n);
        });
        it(`check ${n} loses to every earlier one`, () => {
          for (const m of checks.filter((k) => k < n))
            expect(checkoutBlocker(breaking(base, [n, m])).check, `check ${m} before ${n}`).toBe(m);
        });
      }
    });
  }

  it('asks a vehicle only at a drive-thru pickup', () => {
    expect(checkoutBlocker({ ...driveThru, pickupDriveThru: false, vehicleRegNo: '' }).check).toBe(14);
    expect(checkoutBlocker({ ...ready, pickupDriveThru: true, vehicleRegNo: '' }).check).toBe(14);
  });
  it('asks range and address only for a delivery', () => {
    const pickup = { ...ready, orderType: DeliveryMethod.PICKUP };
    expect(checkoutBlocker({ ...pickup, deliveryOutOfRange: true }).check).toBe(14);
    expect(checkoutBlocker({ ...pickup, addressInfoMissing: true, addressInvalid: true }).check).toBe(14);
  });
  it('asks a phone for pickup and delivery only', () => {
    expect(checkoutBlocker({ ...ready, phone: '  ' }).check).toBe(10);
    expect(checkoutBlocker({ ...ready, orderType: DeliveryMethod.PICKUP, phone: null }).check).toBe(10);
    expect(checkoutBlocker({ ...ready, orderType: DeliveryMethod.DINE_IN, phone: null }).check).toBe(14);
  });
  it('does not ask a payment in POST_PAY_ORDER', () => {
    const table = { ...ready, flow: 'POST_PAY_ORDER' as const, orderType: DeliveryMethod.DINE_IN, phone: null };
    expect(checkoutBlocker({ ...table, payment: { method: null, channel: null, trxId: null, trxRule: null } })).toEqual(
      { check: 14, step: 'place', reason: 'ready' },
    );
  });
  it('asks a valid transaction id where the channel has a rule, and a channel for a custom method', () => {
    const custom = { method: PaymentMethodId.CUSTOM, channel: 'custom_bank', trxRule: trxIdRule('custom_bank') };
    expect(checkoutBlocker({ ...ready, payment: { ...custom, trxId: null } }).check).toBe(11);
    expect(checkoutBlocker({ ...ready, payment: { ...custom, trxId: '1234' } }).check).toBe(11);
    expect(checkoutBlocker({ ...ready, payment: { ...custom, trxId: 'bad id!' } }).check).toBe(11);
    expect(checkoutBlocker({ ...ready, payment: { ...custom, trxId: '1'.repeat(50) } }).check).toBe(14);
    expect(checkoutBlocker({ ...ready, payment: { ...custom, channel: null, trxId: '12345' } }).check).toBe(11);
    const cash = { method: PaymentMethodId.CASH, channel: null, trxId: null, trxRule: null };
    expect(checkoutBlocker({ ...ready, payment: cash }).check).toBe(14);
  });
});

describe('payButtonDisabled (SPEC §4)', () => {
  const base = {
    flow: 'PRE_PAYMENT' as const,
    method: PaymentMethodId.CARD as number | null,
    trxId: null,
    trxRule: null,
    paying: false,
    minimumError: false,
  };
  it('is enabled with a method and nothing wrong', () => {
    expect(payButtonDisabled(base)).toBe(false);
    expect(payButtonDisabled({ ...base, method: PaymentMethodId.CASH })).toBe(false);
  });
  it('is disabled without a method, except when the order is paid after it', () => {
    expect(payButtonDisabled({ ...base, method: null })).toBe(true);
    expect(payButtonDisabled({ ...base, flow: 'POST_PAYMENT', method: null })).toBe(true);
    expect(payButtonDisabled({ ...base, flow: 'POST_PAY_ORDER', method: null })).toBe(false);
  });
  it('is disabled for a custom method without a valid transaction id', () => {
    const custom = { ...base, method: PaymentMethodId.CUSTOM };
    expect(payButtonDisabled({ ...custom, trxId: null })).toBe(true);
    expect(payButtonDisabled({ ...custom, trxId: '1234' })).toBe(true);
    expect(payButtonDisabled({ ...custom, trxId: '12345' })).toBe(false);
    expect(payButtonDisabled({ ...custom, trxId: '1'.repeat(21) })).toBe(true);
    expect(payButtonDisabled({ ...custom, trxId: '1'.repeat(21), trxRule: trxIdRule('custom_bank') })).toBe(false);
    expect(payButtonDisabled({ ...custom, trxId: '12 345' })).toBe(true);
  });
  it('is disabled while paying or with a minimum error', () => {
    expect(payButtonDisabled({ ...base, paying: true })).toBe(true);
    expect(payButtonDisabled({ ...base, minimumError: true })).toBe(true);
    expect(payButtonDisabled({ ...base, flow: 'POST_PAY_ORDER', method: null, paying: true })).toBe(true);
  });
  it('stays enabled without a method or transaction id where Pay opens the payment sheet (issue 24)', () => {
    expect(payButtonDisabled({ ...base, method: null, opensSheet: true })).toBe(false);
    expect(payButtonDisabled({ ...base, method: PaymentMethodId.CUSTOM, trxId: null, opensSheet: true })).toBe(false);
    // never while a pay runs or below a minimum
    expect(payButtonDisabled({ ...base, method: null, opensSheet: true, paying: true })).toBe(true);
    expect(payButtonDisabled({ ...base, method: null, opensSheet: true, minimumError: true })).toBe(true);
  });
});

describe('digitalMinimumFor (SPEC §5)', () => {
  const below = { currency: 'PHP', total: 9999, cashOrOwnEnabled: false };
  it('counts card, e-wallet, bank and QR payments', () => {
    for (const m of [PaymentMethodId.CARD, PaymentMethodId.EWALLET, PaymentMethodId.BANK_PAYMENT, 9])
      expect(digitalMinimumFor(m, below)).toEqual({ kind: 'error', min: 10000 });
    expect(digitalMinimumFor(PaymentMethodId.CARD, { ...below, total: 10000 })).toBeNull();
  });
  it('exempts cash, custom methods and no method', () => {
    expect(digitalMinimumFor(PaymentMethodId.CASH, below)).toBeNull();
    expect(digitalMinimumFor(PaymentMethodId.CUSTOM, below)).toBeNull();
    expect(digitalMinimumFor(null, below)).toBeNull();
  });
});

describe('phoneRequired', () => {
  it('asks a phone for pickup and delivery, not at a table (SPEC §5), the one rule the shop and the platform use', () => {
    expect(phoneRequired(DeliveryMethod.PICKUP)).toBe(true);
    expect(phoneRequired(DeliveryMethod.DELIVERY)).toBe(true);
    expect(phoneRequired(DeliveryMethod.DINE_IN)).toBe(false);
    expect(phoneRequired(null)).toBe(false);
    expect(phoneRequired(undefined)).toBe(false);
  });
});
