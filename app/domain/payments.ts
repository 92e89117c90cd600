// SPEC §2 "Payment", §4 "Payment page polling", §5 "The gateway link", §9 payment ids: a payment's life as
// pure rules. The platform moves payments by these; the shop reads the order's payment status by them.
import { PaymentMethodId, PaymentStatus } from './constants';

/** A payment's states. pending → paid | failed | expired; paid → refunded. Nothing else moves. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const MOVES: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  pending: ['paid', 'failed', 'expired'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  refunded: [],
};

/** Whether a payment in `from` may move to `to` (a repeat of the same move is not a move). */
export function canMovePayment(from: PaymentState, to: PaymentState): boolean {
  return MOVES[from].includes(to);
}

/** The states a payment may come from to reach `to` (the guard of the platform's update). */
export function paymentSourcesOf(to: PaymentState): PaymentState[] {
  return PAYMENT_STATES.filter((from) => MOVES[from].includes(to));
}

/** The order's payment_status_id (SPEC §4: Paid 1, Failed 2, Pending 3, Refunded 4) for a payment state. */
export function orderPaymentStatusOf(state: PaymentState): number {
  switch (state) {
    case 'paid':
      return PaymentStatus.PAID;
    case 'failed':
    case 'expired':
      return PaymentStatus.FAILED;
    case 'refunded':
      return PaymentStatus.REFUNDED;
    case 'pending':
      return PaymentStatus.PENDING;
  }
}

/**
 * Methods that go through a payment gateway (card, e-wallet, bank, QR, KasPro): the order waits for its
 * payment (pre-payment), and SPEC §5's minimum card, wallet and bank payment applies. Cash and custom do not.
 */
const GATEWAY_METHODS: ReadonlySet<number> = new Set([
  PaymentMethodId.CARD,
  PaymentMethodId.EWALLET,
  PaymentMethodId.BANK_PAYMENT,
  PaymentMethodId.QR_PAYMENT,
  PaymentMethodId.KASPRO,
]);

export function isGatewayMethod(method: number | null | undefined): boolean {
  return method != null && GATEWAY_METHODS.has(method);
}

/** SPEC §5 "The gateway link must be a valid http or https URL, else Payment link not found." */
export function validGatewayLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** SPEC §4 "It polls until the payment status is paid (success) or failed (error)": where a poll stands. */
export function pollOutcome(order: { payment_status_id: number; status_id: number }): 'success' | 'failed' | 'waiting' {
  if (order.payment_status_id === PaymentStatus.PAID) return 'success';
  if (order.payment_status_id === PaymentStatus.FAILED) return 'failed';
  // an order cancelled or failed while its payment waited will never be paid (SPEC §4 in-app polling)
  if (order.status_id === 2 || order.status_id === 7) return 'failed';
  return 'waiting';
}

/**
 * Why a payment failed, as a key the shop translates (SPEC §2 "a failure reason in the user's language").
 * Gateways' own codes are mapped to these; anything else reads as `declined`.
 */
export const FAILURE_REASONS = [
  'declined',
  'insufficient_funds',
  'expired_card',
  'authentication_failed',
  'expired',
  'cancelled',
  'processing_error',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export function failureReasonOf(code: string | null | undefined): FailureReason {
  return (FAILURE_REASONS as readonly string[]).includes(code ?? '') ? (code as FailureReason) : 'declined';
}

/** How long a customer has to finish a payment at the gateway before it expires (not in SPEC; ADR 0016). */
export const PAYMENT_EXPIRY_MINUTES = 15;

/** SPEC §4 "Payment page polling": the payment pages ask where a payment stands every 5 s. */
export const PAYMENT_POLL_SECONDS = 5;

/** SPEC §4 "One in-app payment channel is polled every 10 s". */
export const IN_APP_POLL_SECONDS = 10;

/** SPEC §4 "The waiting page auto-close counts down 15 s." */
export const WAITING_CLOSE_SECONDS = 15;

/**
 * An in-app payment (SPEC §4): a wallet the customer approves in the wallet's own app — no page to open and
 * no code to scan (OVO push payments, the partner app's KasPro). The shop waits on its own page for it.
 */
export function isInAppPayment(payment: { method: number; link: string | null; qr: unknown }): boolean {
  return (
    (payment.method === PaymentMethodId.EWALLET || payment.method === PaymentMethodId.KASPRO) &&
    !payment.link &&
    !payment.qr
  );
}

/** The sandbox's wallets that are approved in the wallet's app, as OVO is at Xendit (no redirect). */
export const SANDBOX_IN_APP_CHANNELS: ReadonlySet<string> = new Set(['ID_OVO']);

/**
 * The waiting page's auto-close moment (epoch seconds) from its query: kept when it lies within the next
 * `WAITING_CLOSE_SECONDS`, else a fresh one (a missing, garbled or far-off value cannot hold the page open).
 */
export function waitingCloseAt(raw: string | null, nowSeconds: number): { closeAt: number; fresh: boolean } {
  const given = raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isFinite(given) && given <= nowSeconds + WAITING_CLOSE_SECONDS && given >= nowSeconds - 3600)
    return { closeAt: given, fresh: false };
  return { closeAt: nowSeconds + WAITING_CLOSE_SECONDS, fresh: true };
}

/** The part of an applied promo that the payment choice answers to (SPEC §3 promo scope). */
export interface PaymentScopedPromo {
  code: string;
  is_payment_based_promo: boolean;
  payment_channels: readonly string[];
}

/**
 * SPEC §4 "Changing payment channel when a payment-based promo does not support it asks confirmation": whether
 * `channel` keeps the promo. A promo that is not payment-based keeps with any channel.
 */
export function promoKeepsChannel(promo: PaymentScopedPromo | null, channel: string | null): boolean {
  if (!promo || !promo.is_payment_based_promo) return true;
  return channel !== null && promo.payment_channels.includes(channel);
}

/** SPEC §2 "Card sheets for three providers": the gateways whose card details the shop's sheet takes. */
export const CARD_ENTRY_GATEWAYS = ['stripe', 'xendit', 'tappay'] as const;
export type CardEntryGateway = (typeof CARD_ENTRY_GATEWAYS)[number];

/** The provider whose card sheet a card channel needs (a card at Stripe, Xendit or TapPay); null otherwise. */
export function cardEntryGateway(method: number | null, platform: string | null | undefined): CardEntryGateway | null {
  if (method !== PaymentMethodId.CARD || !platform) return null;
  return (CARD_ENTRY_GATEWAYS as readonly string[]).includes(platform) ? (platform as CardEntryGateway) : null;
}

/**
 * SPEC §4 check 12 "Card details needed opens the card sheet": a card at a provider gateway with neither a
 * saved card nor the provider's token (Stripe payment method, Xendit token, TapPay prime) from the sheet.
 */
export function cardDetailsNeeded(p: {
  method: number | null;
  platform: string | null | undefined;
  savedCardId: number | null;
  cardToken: string | null;
}): boolean {
  return cardEntryGateway(p.method, p.platform) !== null && !p.savedCardId && !p.cardToken;
}
