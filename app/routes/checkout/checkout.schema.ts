// The checkout's forms (SPEC §2 "Checkout", §5 "Forms"): who pays and how to reach them, the payment, the
// consent. Shared by the page (native constraints without JavaScript) and the action; messages are
// translation keys the page words.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { NOTIFICATION_METHODS } from '~/contract/orders';
import { CARD_BRANDS } from '~/domain/cards';

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
  'pay',
  'confirm',
  'edit',
  'acceptFee',
  'payExisting',
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];
