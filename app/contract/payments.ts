// SPEC §7 "Payment": starting a payment at a gateway for an order or a food-hall group (single and group
// variants), the order-status poll of the payment pages, saved cards, the card providers' helper calls, and
// the gateways' callbacks and the sandbox gateway's hosted page (ours). Card numbers never travel here
// (PCI SAQ-A): only tokens, intents and primes do.
import { z } from 'zod';
import { idParam, smallCode, smallCodeParam } from './common';
import { endpoint } from './endpoint';
import { userInfoSchema } from './orders';

import { GATEWAY_NAMES, savedCardSchema } from './saved-card';
export { GATEWAY_NAMES, savedCardSchema, type GatewayName, type SavedCard } from './saved-card';

/** SPEC §3 "bank QR data". */
export const bankQrSchema = z.object({
  qr_content: z.string(),
  merchant_name: z.string(),
  nmid: z.string().nullable(),
  nns: z.string().nullable(),
  currency_code: z.string(),
  transaction_amount_cent: z.number().int(),
  qr_expiry: z.string(),
});
export type BankQr = z.infer<typeof bankQrSchema>;

/** Where a gateway sends the customer back: an absolute http(s) address (never javascript:, data:…). */
const returnUrl = z
  .string()
  .max(2048)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL');

const payTarget = {
  order_hash: z.string().max(64).nullish(),
  parent_order_uuid: z.string().max(64).nullish(),
};
const oneTarget = (b: { order_hash?: string | null; parent_order_uuid?: string | null }) =>
  !!b.order_hash !== !!b.parent_order_uuid;
const oneTargetIssue = { message: 'give order_hash or parent_order_uuid', path: ['order_hash'] };

const initBody = z
  .object({
    ...payTarget,
    payment_method: smallCode,
    payment_channel: z.string().max(64).nullish(),
    payment_trx_id: z.string().trim().max(64).nullish(),
    /** where the gateway sends the customer back (absolute http(s) URLs of the shop) */
    success_redirect_url: returnUrl.nullish(),
    failure_redirect_url: returnUrl.nullish(),
    user_info: userInfoSchema.nullish(),
    /** card secrets: a saved card, or the provider's one-time token (Xendit token, Stripe payment method, TapPay prime) */
    saved_card_id: z.number().int().positive().nullish(),
    card_token: z.string().trim().max(512).nullish(),
    authentication_id: z.string().trim().max(128).nullish(),
    /** SPEC §9 reusability MULTIPLE_USE with save-card */
    save_card: z.boolean().default(false),
  })
  .refine(oneTarget, oneTargetIssue);
export type PaymentInitBody = z.input<typeof initBody>;

export const paymentInitResponse = z.object({
  payment_checkout_required: z.boolean(),
  payment_checkout_link: z.string().nullable(),
  can_load_iframe: z.boolean(),
  pre_payment: z.boolean(),
  client_secret: z.string().nullable().default(null),
  payment_id: z.string().nullable().default(null),
});
export type PaymentInitAnswer = z.infer<typeof paymentInitResponse>;

/**
 * POST {oms}/order/payment/init — pay an order (or a group, by parent_order_uuid): cash or an own transfer
 * is told to the restaurant; a gateway method starts a payment and answers where the customer pays.
 */
export const paymentInit = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/order/payment/init',
  access: 'user',
  body: initBody,
  response: paymentInitResponse,
});

/** POST {oms}/order/payment/init/v2 — the group variant (a food-hall parent uuid), same body and answer. */
export const paymentInitV2 = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/order/payment/init/v2',
  access: 'user',
  body: initBody,
  response: paymentInitResponse,
});

/** POST {oms}/order/payment/preview — the post-payment order summary for a method (default cash). */
export const paymentPreview = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/order/payment/preview',
  access: 'user',
  body: z
    .object({
      ...payTarget,
      payment_method: smallCode.default(2),
      payment_channel: z.string().max(64).nullish(),
    })
    .refine(oneTarget, oneTargetIssue),
  response: z.object({
    currency: z.string(),
    /** what the payment charges: the unpaid orders' totals and the gateway fee */
    amount: z.number().int(),
    /** the gateway fee a post-pay order paid online owes where the business passes it on (SPEC §3) */
    gateway_fee: z.number().int().default(0),
    /** SPEC §5 minimum card, wallet and bank payment: null, or the warning / error and its minimum */
    minimum: z.object({ level: z.enum(['warning', 'error']), min_cent: z.number().int() }).nullable(),
  }),
});

/** The payment the pages show: its state and, for a bank QR, what to scan. */
export const paymentViewSchema = z.object({
  id: z.string(),
  state: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  method: z.number().int(),
  channel: z.string().nullable(),
  gateway: z.enum(GATEWAY_NAMES),
  amount: z.number().int(),
  currency: z.string(),
  expires_at: z.string(),
  qr: bankQrSchema.nullable(),
  /** the gateway's page for this payment (the shop opens a gatewayUrl only when it is this one) */
  link: z.string().nullable(),
  /** the sandbox only: its stand-in for the customer's banking or wallet app (a demo cannot scan or push) */
  sandbox_link: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/**
 * GET {oms}/order/payment/status — SPEC §7 "Order status poll: order_hash (or parentUuid for food hall).
 * Response payment_status_id, status_id, order_id, payment_failure_reason." A pending payment is checked
 * with its gateway (a verified status query) before the answer.
 */
export const paymentStatus = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order/payment/status',
  access: 'user',
  query: z
    .object({ order_hash: z.string().max(64).optional(), parent_uuid: z.string().max(64).optional() })
    .refine((q) => !!q.order_hash !== !!q.parent_uuid, {
      message: 'give order_hash or parent_uuid',
      path: ['order_hash'],
    }),
  response: z.object({
    order_id: z.number().int().nullable(),
    short_id: z.string(),
    status_id: z.number().int(),
    payment_status_id: z.number().int(),
    /** a FailureReason key (app/domain/payments.ts) and the gateway's own words */
    payment_failure_reason: z.object({ code: z.string(), message: z.string().nullable() }).nullable(),
    /** the branch's time zone (the QR page says until when it can be paid) */
    timezone: z.string(),
    payment: paymentViewSchema.nullable(),
  }),
});

/** GET {consumer}/profile/saved-cards/ — never for guests (SPEC §6). */
export const savedCards = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/profile/saved-cards/',
  access: 'user',
  query: z.object({ country_id: idParam.optional(), payment_gateway_id: smallCodeParam.optional() }),
  response: z.object({ results: z.array(savedCardSchema) }),
});

/** DELETE {consumer}/profile/saved-cards/{id}. */
export const deleteSavedCard = endpoint({
  gateway: 'consumer',
  method: 'DELETE',
  path: '/profile/saved-cards/:id',
  access: 'user',
  params: z.object({ id: idParam }),
  response: z.object({ deleted: z.literal(true) }),
});

/** GET {consumer}/payment/stripe/setup-intent — SPEC §7: client_secret and customer_id. */
export const stripeSetupIntent = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/payment/stripe/setup-intent',
  access: 'user',
  query: z.object({
    country_id: idParam.optional(),
    customer_email: z.string().email().max(320).optional(),
    payment_channel: z.string().max(64).optional(),
  }),
  response: z.object({ client_secret: z.string(), customer_id: z.string() }),
});

/** GET {consumer}/payment/xendit/payment-method/{id}/status — SPEC §7: is_active. */
export const xenditPaymentMethodStatus = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/payment/xendit/payment-method/:id/status',
  access: 'user',
  params: z.object({ id: z.string().max(128) }),
  query: z.object({ country_id: idParam.optional(), platform_account: z.string().max(128).optional() }),
  response: z.object({ is_active: z.boolean() }),
});

/**
 * POST {oms}/payment/callback/{gateway} — a gateway's webhook. The body is read raw (its signature covers
 * the bytes) and verified by the gateway's adapter; an event already applied is answered and ignored.
 */
export const paymentCallback = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/payment/callback/:gateway',
  access: 'public',
  params: z.object({ gateway: z.enum(GATEWAY_NAMES) }),
  response: z.object({ received: z.literal(true), applied: z.boolean() }),
});

/** GET {oms}/payment/sandbox/{paymentId} — the sandbox gateway's hosted page (HTML). */
export const sandboxPage = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/payment/sandbox/:paymentId',
  access: 'public',
  params: z.object({ paymentId: z.string().uuid() }),
  query: z.object({ step: z.enum(['pay', 'challenge']).optional(), error: z.string().max(40).optional() }),
  responseType: 'bytes',
  response: z.instanceof(Response),
});

/**
 * GET {oms}/payment/sandbox/{paymentId}/callback — the callback the sandbox signed for this payment, as it
 * was sent (a provider dashboard's "resend"; 404 while the customer has done nothing on the page). Signed
 * with the one key of the database, it verifies at every instance.
 */
export const sandboxCallback = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/payment/sandbox/:paymentId/callback',
  access: 'public',
  params: z.object({ paymentId: z.string().uuid() }),
  response: z.object({ body: z.string(), signature: z.string() }),
});

/** POST {oms}/payment/sandbox/{paymentId} — what the customer did on the hosted page (a plain form). */
export const sandboxAction = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/payment/sandbox/:paymentId',
  access: 'public',
  params: z.object({ paymentId: z.string().uuid() }),
  responseType: 'bytes',
  response: z.instanceof(Response),
});
