// Xendit's answers as we read them (server/platform/payments/providers/xendit.ts makes the calls): the wire
// shapes of its charges, invoices, refunds and callbacks, its amounts, card brands and failure codes, and
// what each answer means for our payment (an Outcome).
import { z } from 'zod';
import type { CardBrand } from '../../../../app/domain/cards';
import { providerAmount } from '../../../../app/domain/money';
import type { Outcome } from '../gateway';

/** Xendit takes the currency's unit (providerAmount: whole IDR, VND, JPY, TWD; two decimals otherwise). */
export function xenditAmount(amount: number, currency: string): number {
  return providerAmount(amount, currency, 'xendit').major;
}

export const BRANDS: Readonly<Record<string, CardBrand>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'amex',
  AMERICAN_EXPRESS: 'amex',
  JCB: 'jcb',
};

/** Xendit's card failure reasons and e-wallet failure codes as our FailureReason codes. */
export function xenditFailureCode(code: string | null | undefined): string {
  switch (code) {
    case 'CARD_DECLINED':
    case 'DECLINED_BY_ISSUER':
    case 'DECLINED_BY_PROCESSOR':
    case 'STOLEN_CARD':
    case 'INACTIVE_CARD':
    case 'INVALID_CVN':
    case 'ISSUER_SUSPECT_FRAUD':
    case 'ACCOUNT_ACCESS_BLOCKED':
    case 'INVALID_ACCOUNT_DETAILS':
    case 'ACCOUNT_NOT_ACTIVATED':
    case 'MAXIMUM_LIMIT_REACHED':
    case 'TOKEN_ALREADY_USED_ERROR':
    case 'INVALID_TOKEN_ID_ERROR':
    case 'INVALID_CVN_LENGTH_ERROR':
      return 'declined';
    case 'INSUFFICIENT_BALANCE':
      return 'insufficient_funds';
    case 'EXPIRED_CARD':
      return 'expired_card';
    case 'AUTHENTICATION_FAILED':
    case 'AUTHENTICATION_ID_MISSING_ERROR':
      return 'authentication_failed';
    case 'USER_DECLINED_PAYMENT':
    case 'USER_CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'processing_error';
  }
}

/** Documented 4xx answers of a card charge that are the card's fault, not Xendit's: a decline, not an outage. */
export const CARD_REFUSALS = new Set([
  'TOKEN_ALREADY_USED_ERROR',
  'INVALID_TOKEN_ID_ERROR',
  'INVALID_CVN_LENGTH_ERROR',
  'AUTHENTICATION_ID_MISSING_ERROR',
]);

export const errorSchema = z.object({ error_code: z.string(), message: z.string().nullish() });

export const cardChargeSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  external_id: z.string().nullish(),
  failure_reason: z.string().nullish(),
  masked_card_number: z.string().nullish(),
  card_brand: z.string().nullish(),
  token_id: z.string().nullish(),
});
export type CardCharge = z.infer<typeof cardChargeSchema>;

export const ewalletChargeSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  reference_id: z.string().nullish(),
  failure_code: z.string().nullish(),
  actions: z
    .object({
      desktop_web_checkout_url: z.string().nullish(),
      mobile_web_checkout_url: z.string().nullish(),
      mobile_deeplink_checkout_url: z.string().nullish(),
    })
    .nullish(),
});
export type EwalletCharge = z.infer<typeof ewalletChargeSchema>;

export const invoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  external_id: z.string().nullish(),
  invoice_url: z.string().nullish(),
});

export const refundSchema = z.object({ id: z.string(), status: z.string() });
export const paymentMethodSchema = z.object({ id: z.string(), status: z.string() });

export const callbackSchema = z.object({
  id: z.string().nullish(),
  event: z.string().nullish(),
  status: z.string().nullish(),
  data: z.unknown().optional(),
});

export const CARD_STATUSES = new Set(['CAPTURED', 'AUTHORIZED', 'FAILED', 'REVERSED', 'VOIDED']);
export const INVOICE_STATUSES = new Set(['PENDING', 'PAID', 'SETTLED', 'EXPIRED']);

/** What a card charge says; the card's facts only `withCard` (a card being saved), its token from the charge or `token`. */
export function cardOutcome(charge: CardCharge, withCard: boolean, token: string | null = null): Outcome {
  switch (charge.status) {
    case 'CAPTURED': {
      const cardToken = charge.token_id ?? token;
      const suffix = charge.masked_card_number?.slice(-4);
      const card =
        withCard && cardToken && suffix
          ? { token: cardToken, suffix, brand: BRANDS[charge.card_brand?.toUpperCase() ?? ''] ?? 'unknown' }
          : null;
      return { state: 'paid', card };
    }
    case 'FAILED':
      return failedOutcome(charge.failure_reason);
    case 'REVERSED':
    case 'VOIDED':
      return { state: 'failed', code: 'cancelled', message: null };
    default:
      return { state: 'pending' };
  }
}

export function ewalletOutcome(charge: EwalletCharge): Outcome {
  switch (charge.status) {
    case 'SUCCEEDED':
    case 'REFUNDED':
      return { state: 'paid' };
    case 'FAILED':
      return failedOutcome(charge.failure_code);
    case 'VOIDED':
      return { state: 'failed', code: 'cancelled', message: null };
    default:
      return { state: 'pending' };
  }
}

export function invoiceOutcome(status: string): Outcome {
  if (status === 'PAID' || status === 'SETTLED') return { state: 'paid' };
  if (status === 'EXPIRED') return { state: 'expired' };
  return { state: 'pending' };
}

export function failedOutcome(providerCode: string | null | undefined): Outcome {
  const code = xenditFailureCode(providerCode);
  return code === 'expired' ? { state: 'expired' } : { state: 'failed', code, message: providerCode ?? null };
}
