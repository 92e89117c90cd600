// Issue 24 "Fewer taps": what the device remembers fills what the checkout was not told — a guest's contact,
// and a payment method the store still offers; never over what the customer said here.
import { describe, expect, it } from 'vitest';
import { stateSchema } from '~/features/checkout/checkout-state.server';
import { withRemembered, type Remembered } from '~/features/checkout/remembered.server';
import type { PaymentMethod } from '~/contract/payment-methods';

const method = (id: number, channels: string[] = []) =>
  ({
    method: id,
    display_name: `m${id}`,
    display_name_translation: {},
    logo: null,
    channels: channels.map((c) => ({ channel_code: c, name: c, name_translation: {}, logo: null })),
  }) as unknown as PaymentMethod;
const methods = [method(2), method(6, ['PH_GCASH'])];
const remembered: Remembered = {
  contact: { firstName: 'Mei', lastName: 'Lin', email: 'mei@example.com', phone: '+639171234567', region: 'PH' },
  payment: { method: 6, channel: 'PH_GCASH' },
};
const empty = stateSchema.parse({});

describe('withRemembered', () => {
  it('fills a guest’s empty checkout: contact and payment', () => {
    const state = withRemembered(empty, remembered, { contact: true, methods });
    expect(state.contact).toMatchObject(remembered.contact);
    expect(state.payment).toEqual({
      method: 6,
      channel: 'PH_GCASH',
      trxId: null,
      savedCardId: null,
      saveCard: false,
      card: null,
    });
  });
  it('keeps what the customer said in this checkout', () => {
    const told = { ...empty, contact: { phone: '+639998887777' }, payment: { method: 2, channel: null, trxId: null } };
    const state = withRemembered(stateSchema.parse(told), remembered, { contact: true, methods });
    expect(state.contact.phone).toBe('+639998887777');
    expect(state.contact.firstName).toBe('Mei');
    expect(state.payment?.method).toBe(2);
  });
  it('leaves an account’s contact to the account', () => {
    expect(withRemembered(empty, remembered, { contact: false, methods }).contact).toEqual({});
  });
  it('forgets a method or channel this store does not offer', () => {
    expect(withRemembered(empty, remembered, { contact: true, methods: [method(2)] }).payment).toBeNull();
    const other = withRemembered(
      empty,
      { ...remembered, payment: { method: 6, channel: 'PH_PAYMAYA' } },
      {
        contact: true,
        methods,
      },
    );
    expect(other.payment).toBeNull();
    const cash = withRemembered(
      empty,
      { ...remembered, payment: { method: 2, channel: null } },
      {
        contact: true,
        methods,
      },
    );
    expect(cash.payment?.method).toBe(2);
  });
});
