// Issue 25 item 3: rules that lived in route modules (the checkout's contact card, the ops board's buttons) and
// were written again by the platform, now once in app/domain — the shop and the platform call these.
import { describe, expect, it } from 'vitest';
import { contactComplete, contactNeeds } from '~/domain/checkout';
import { DeliveryMethod, LoginProvider, OrderStatus, PaymentStatus } from '~/domain/constants';
import { addressInfoMissing, addressPartsRequired } from '~/domain/delivery-address';
import { payerOf } from '~/domain/payer-details';
import { canEditCart, canMarkPaid, canRefund, staffActions } from '~/domain/order-status';

const account = {
  first_name: 'Ana',
  last_name: 'Cruz',
  email: 'ana@example.com',
  phone: '+639171234567',
  region: 'PH',
};

describe('payerOf (SPEC §5: what this checkout was told, else the account)', () => {
  it('takes each told detail, trimmed, and the account for the rest', () => {
    expect(payerOf({ first_name: ' Bea ', phone: '+639170000000' }, account)).toEqual({
      ...account,
      first_name: 'Bea',
      phone: '+639170000000',
    });
  });
  it('counts a blank detail as not told, and has null for what nobody said', () => {
    expect(payerOf({ email: '   ', phone: '' }, { first_name: 'Ana' })).toEqual({
      first_name: 'Ana',
      last_name: null,
      email: null,
      phone: null,
      region: null,
    });
    expect(payerOf(null, null).phone).toBeNull();
  });
});

describe('contactNeeds and contactComplete (SPEC §5)', () => {
  const user = (
    over: Partial<{ is_guest: boolean; login_provider: number; email: string | null; phone: string | null }>,
  ) => ({
    is_guest: false,
    login_provider: LoginProvider.PHONE,
    email: 'a@b.c',
    phone: '+639171234567',
    ...over,
  });
  it('asks a visitor only the phone of a pickup or a delivery', () => {
    expect(contactNeeds(null, DeliveryMethod.PICKUP)).toEqual({ names: false, email: false, phone: true });
    expect(contactNeeds(null, DeliveryMethod.DINE_IN)).toEqual({ names: false, email: false, phone: false });
  });
  it('asks a guest names, email and phone whatever the order type', () => {
    expect(contactNeeds(user({ is_guest: true }), DeliveryMethod.DINE_IN)).toEqual({
      names: true,
      email: true,
      phone: true,
    });
  });
  it('asks an account what it lacks: a phone login its email, a Google login its phone', () => {
    expect(contactNeeds(user({ email: null }), DeliveryMethod.DINE_IN).email).toBe(true);
    expect(
      contactNeeds(user({ login_provider: LoginProvider.GOOGLE, phone: null }), DeliveryMethod.DINE_IN).phone,
    ).toBe(true);
    expect(contactNeeds(user({ phone: null }), DeliveryMethod.DELIVERY).phone).toBe(true);
    expect(contactNeeds(user({}), DeliveryMethod.DELIVERY)).toEqual({ names: false, email: false, phone: false });
  });
  it('is complete when the payer holds each needed detail', () => {
    const all = { names: true, email: true, phone: true };
    expect(contactComplete(all, payerOf(null, account))).toBe(true);
    expect(contactComplete(all, payerOf(null, { ...account, last_name: null }))).toBe(false);
    expect(contactComplete(all, payerOf({ last_name: 'Reyes' }, { ...account, last_name: null }))).toBe(true);
    expect(contactComplete({ names: false, email: false, phone: true }, payerOf({ phone: ' ' }, null))).toBe(false);
  });
});

describe('address parts (SPEC §5 "Delivery", §4 check 6)', () => {
  it('are required in the Philippines, whatever the case of the code', () => {
    expect(addressPartsRequired('PH')).toBe(true);
    expect(addressPartsRequired('ph')).toBe(true);
    expect(addressPartsRequired('TW')).toBe(false);
    expect(addressPartsRequired(null)).toBe(false);
  });
  it('are missing with no place, or a Philippine place without its names', () => {
    expect(addressInfoMissing(null)).toBe(true);
    expect(addressInfoMissing({ countryCode: 'PH', establishmentName: 'Tower 1', streetName: ' ' })).toBe(true);
    expect(addressInfoMissing({ countryCode: 'PH', establishmentName: 'Tower 1', streetName: 'Ayala Ave' })).toBe(
      false,
    );
    expect(addressInfoMissing({ countryCode: 'TW', establishmentName: '', streetName: '' })).toBe(false);
  });
});

describe('staffActions (the ops board and the platform)', () => {
  const order = (status_id: number, payment_status_id: number) => ({ status_id, payment_status_id });
  it('offers the kitchen moves of the order’s status', () => {
    expect(staffActions(order(OrderStatus.PLACED, PaymentStatus.PENDING))).toEqual({
      accept: true,
      ready: false,
      complete: false,
      cancel: true,
      paid: true,
      refund: false,
      editCart: true,
    });
    expect(staffActions(order(OrderStatus.READY, PaymentStatus.PAID))).toMatchObject({
      complete: true,
      cancel: false,
      paid: false,
      refund: true,
      editCart: false,
    });
  });
  it('never marks paid an order waiting for its gateway, cancelled, failed, paid or refunded', () => {
    expect(canMarkPaid(order(OrderStatus.PENDING, PaymentStatus.PENDING))).toBe(false);
    expect(canMarkPaid(order(OrderStatus.CANCELLED, PaymentStatus.PENDING))).toBe(false);
    expect(canMarkPaid(order(OrderStatus.FAILED, PaymentStatus.FAILED))).toBe(false);
    expect(canMarkPaid(order(OrderStatus.COMPLETED, PaymentStatus.REFUNDED))).toBe(false);
    expect(canMarkPaid(order(OrderStatus.COMPLETED, PaymentStatus.PENDING))).toBe(true);
  });
  it('refunds only what is paid, and edits only a placed unpaid cart', () => {
    expect(canRefund(order(OrderStatus.CANCELLED, PaymentStatus.PAID))).toBe(true);
    expect(canRefund(order(OrderStatus.COMPLETED, PaymentStatus.REFUNDED))).toBe(false);
    expect(canEditCart(order(OrderStatus.PLACED, PaymentStatus.PAID))).toBe(false);
    expect(canEditCart(order(OrderStatus.ACCEPTED, PaymentStatus.PENDING))).toBe(false);
  });
});
