// One interface for every payment gateway (DESIGN.md "Embedded defaults are real implementations"): the
// sandbox (ours, the default), Stripe, Xendit and TapPay. The payment ledger (./ledger.ts) owns the
// payment rows and their state machine; an adapter only talks to its provider: it starts a payment, says
// what the provider says of it, verifies the provider's webhooks and refunds.
import type { GatewayName } from '../../../app/contract/payments';
import type { PaymentsTable, SavedCardsTable } from '../db/schema';
import type { Selectable } from 'kysely';

export type PaymentRow = Selectable<PaymentsTable>;
export type SavedCardRow = Selectable<SavedCardsTable>;

/** What the card was, for a saved card (never the number: the suffix and the provider's token). */
export interface CardFacts {
  token: string;
  key?: string | null;
  suffix: string;
  brand: string;
  country?: string | null;
  customerId?: string | null;
}

/** A provider's word on a payment. `failed` carries a FailureReason code (app/domain/payments.ts). */
export type Outcome =
  | { state: 'pending' }
  | { state: 'paid'; card?: CardFacts | null }
  | { state: 'failed'; code: string; message?: string | null }
  | { state: 'expired' };

export interface StartInput {
  payment: PaymentRow;
  /** the customer, for the providers that want a name and email (TapPay cardholder, Stripe receipt) */
  customer: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  /** a saved card of this customer at this gateway */
  savedCard: SavedCardRow | null;
  /** the provider's one-time token from the browser (Xendit token, Stripe payment method, TapPay prime) */
  cardToken: string | null;
  /** Xendit's 3-D Secure authentication id, when the browser did the authentication */
  authenticationId: string | null;
  /** where the provider sends the customer back */
  successUrl: string;
  failureUrl: string;
  /** the platform's own public base (the sandbox's hosted page lives there) */
  publicBase: string;
}

export interface Started {
  /** the provider's id of the payment (intent, charge, trade); unique per gateway */
  providerRef: string;
  /** where the customer goes to pay (hosted page, 3-D Secure); null when nothing is left to do there */
  link: string | null;
  canLoadIframe: boolean;
  clientSecret?: string | null;
  /** a provider that answered at once (a saved card charged, a decline) */
  outcome?: Outcome;
  /** a bank QR to show instead of a link */
  qr?: Record<string, unknown> | null;
  /** the card to save once the payment is paid, when the provider gives it now and not with its "paid" */
  pendingCard?: CardFacts | null;
}

/** A verified webhook: the event's id (for replays) and what it says of which payment. */
export interface VerifiedEvent {
  eventId: string;
  providerRef: string;
  outcome: Outcome;
}

export interface Gateway {
  readonly name: GatewayName;
  /** SPEC §9 card gateway id (Stripe 1, Xendit 2, TapPay 4); null for the sandbox */
  readonly gatewayId: number | null;
  start(input: StartInput): Promise<Started>;
  /** the provider's current word on a payment (a verified status query) */
  status(payment: PaymentRow): Promise<Outcome>;
  /**
   * A webhook as received (raw body, headers): verified, or null when it is not about a payment (an event
   * type we do not use). A wrong or missing signature throws WebhookRefused.
   */
  verify(rawBody: string, headers: Headers): Promise<VerifiedEvent | null>;
  /** refunds `amount` of a paid payment; true when the provider took the refund */
  refund(payment: PaymentRow, amount: number): Promise<boolean>;
  /** gives up a payment still pending at the provider (a new attempt replaces it); false if it could not be */
  cancel?(payment: PaymentRow): Promise<boolean>;
}

/** A webhook whose signature (or token) does not verify: answered 401, nothing applied. */
export class WebhookRefused extends Error {}

/** A provider that did not answer as documented, or refused a call (network, 5xx, unexpected body). */
export class GatewayUnavailable extends Error {}

/** What the platform answers (502) when a provider is away. */
export const PROVIDER_AWAY = 'The payment provider is not answering. Please try again.';
