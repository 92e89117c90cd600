// The checkout's forms (SPEC §2 "Checkout", §5 "Forms"): who pays and how to reach them, the payment, the
// consent, the confirmation of an address the map could not name, LINE Pay's payer details. Shared by the
// page (native constraints without JavaScript) and the action; messages are translation keys the page words.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { NOTIFICATION_METHODS } from '~/contract/orders';
import { CARD_BRANDS } from '~/domain/cards';
import type { PayerDetail } from '~/domain/payer-details';

const name = z
  .string({ required_error: 'checkout.errors.required' })
  .trim()
  .min(LIMITS.nameMin, 'checkout.errors.required')
  .max(LIMITS.nameMax, 'checkout.errors.nameLength');

/** The contact card: what the customer's account lacks (SPEC §5 "Guest payment info", phone, email). */
export function contactSchema(needs: { names: boolean; email: boolean; phone: boolean }) {
  return z.object({
    intent: z.literal('contact'),
    firstName: needs.names ? name : z.string().optional(),
    lastName: needs.names ? name : z.string().optional(),
    email: needs.email
      ? z
          .string({ required_error: 'checkout.errors.required' })
          .trim()
          .email('checkout.errors.email')
          .max(254, 'checkout.errors.email')
      : z.string().trim().email('checkout.errors.email').max(254).optional(),
    phone: needs.phone
      ? z
          .string({ required_error: 'checkout.errors.phoneRequired' })
          .trim()
          .min(1, 'checkout.errors.phoneRequired')
          .max(20)
      : z.string().trim().max(20).optional(),
    region: z.string().trim().length(2).optional(),
    notify: z.enum(NOTIFICATION_METHODS).optional(),
  });
}

const email = z
  .string({ required_error: 'checkout.errors.required' })
  .trim()
  .email('checkout.errors.email')
  .max(254, 'checkout.errors.email');

/**
 * SPEC §2 "line-pay user details" (check 13): exactly the payer details LINE Pay needs and the checkout lacks;
 * a phone goes with its country.
 */
export function linePaySchema(asked: readonly PayerDetail[]) {
  const needs = (d: PayerDetail) => asked.includes(d);
  // what is not asked is not shown, and not taken if sent
  const other = z.string().max(254).optional();
  return z.object({
    intent: z.literal('linePay'),
    firstName: needs('first_name') ? name : other,
    lastName: needs('last_name') ? name : other,
    email: needs('email') ? email : other,
    phone: needs('phone')
      ? z
          .string({ required_error: 'checkout.errors.phoneMissing' })
          .trim()
          .min(1, 'checkout.errors.phoneMissing')
          .max(20)
      : other,
    region: needs('phone') ? z.string().trim().length(2) : other,
  });
}

const addressPart = z.string().trim().max(LIMITS.addressPartMax, 'checkout.errors.partLength').default('');
const requiredPart = z
  .string({ required_error: 'checkout.errors.required' })
  .trim()
  .min(1, 'checkout.errors.required')
  .max(LIMITS.addressPartMax, 'checkout.errors.partLength');

/**
 * SPEC §4 check 7, the address confirmation: the street a rider needs (and the building where the country
 * needs the address parts, SPEC §5 "Delivery"), the optional parts and the instruction (at most 255).
 */
export function confirmAddressSchema(partsRequired: boolean) {
  return z.object({
    intent: z.literal('confirmAddress'),
    establishmentName: partsRequired ? requiredPart : addressPart,
    streetName: requiredPart,
    flatNo: addressPart,
    additionalDetails: addressPart,
    instruction: z.string().trim().max(LIMITS.addressInstructionMax, 'checkout.errors.instructionLength').default(''),
  });
}

/** The payment methods sheet: a method, its channel and, for a transfer, its transaction id. */
export const paymentSchema = z.object({
  intent: z.literal('payment'),
  choice: z
    .string({ required_error: 'checkout.errors.paymentRequired' })
    // method, method:channel, or method:channel:c<saved card id>
    .regex(/^\d{1,3}(:[\w-]{1,64}(:c\d{1,9})?)?$/, 'checkout.errors.paymentRequired'),
  trxId: z.string().trim().max(64).optional(),
  saveCard: z.literal('on').optional(),
  /** SPEC §4: the customer confirmed that this channel removes the payment-based promo */
  dropPromo: z.literal('confirmed').optional(),
});

/**
 * SPEC §4 check 12, the card sheet: what the provider's library made of the card in the browser (a token,
 * payment method or prime, and Xendit's 3-D Secure authentication). Never the number (PCI SAQ-A): a form
 * posting one is refused.
 */
export const cardSchema = z
  .object({
    intent: z.literal('card'),
    token: z
      .string({ required_error: 'cardSheet.failed' })
      .trim()
      .max(512)
      .regex(/^[\w.:-]+$/, 'cardSheet.failed'),
    authenticationId: z
      .string()
      .trim()
      .max(128)
      .regex(/^[\w-]+$/)
      .optional(),
    brand: z.enum(CARD_BRANDS).default('unknown'),
    suffix: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
  })
  // a card number where a token should be: refused, not kept
  .refine((v) => !/^\d{12,19}$/.test(v.token), { path: ['token'], message: 'cardSheet.failed' });

export const CHECKOUT_INTENTS = [
  'contact',
  'payment',
  'card',
  'consent',
  'confirmAddress',
  'linePay',
  'pay',
  'confirm',
  'edit',
  'acceptFee',
  'payExisting',
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];
