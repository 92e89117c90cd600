// TapPay (SPEC §9 card gateway 4): Direct Pay with the prime that TPDirect made in the browser, or with a
// saved card's key and token; 3-D Secure by redirect to TapPay's payment_url. Tests answer it with msw.
//
//   POST {apiBase}/tpc/payment/pay-by-prime     {prime, partner_key, merchant_id, amount, currency, cardholder, remember, three_domain_secure, result_url}
//   POST {apiBase}/tpc/payment/pay-by-token     {card_key, card_token, partner_key, merchant_id, amount, currency…}
//   POST {apiBase}/tpc/transaction/query        {partner_key, filters: {rec_trade_id}}  (the Record API)
//   POST {apiBase}/tpc/transaction/refund       {partner_key, rec_trade_id, amount}
//
// Every call carries `x-api-key: {partnerKey}`. TapPay answers HTTP 200 with a `status`, 0 for success
// (SPEC §6 "For the card gateway, a non-zero status query leads to failure"). Its backend notify is not
// signed, so a notify is only a hint: what it says is asked again of the Record API. Amounts: TWD (and JPY)
// in whole units, other currencies in hundredths (TapPay docs "amount"). Failures throw
// GatewayUnavailable('tappay: …'), which never holds the partner key.
import { z } from 'zod';
import { gatewayCall } from './call';
import type { CardBrand } from '../../../../app/domain/cards';
import { providerAmount } from '../../../../app/domain/money';
import { DEFAULT_PREFIXES } from '../../prefixes';
import {
  GatewayUnavailable,
  WebhookRefused,
  type Gateway,
  type Outcome,
  type PaymentRow,
  type Started,
  type StartInput,
  type VerifiedEvent,
} from '../gateway';

export interface TapPayOptions {
  partnerKey: string;
  merchantId: string;
  /** https://sandbox.tappaysdk.com or https://prod.tappaysdk.com */
  apiBase?: string;
  /** the platform's callback route, after the payment's public base: TapPay's backend_notify_url */
  notifyPath?: string;
  /** per request; default 30 s, as TapPay asks */
  timeoutMs?: number;
}

export type TapPayGateway = Gateway;

export const TAPPAY_API_BASES = {
  sandbox: 'https://sandbox.tappaysdk.com',
  production: 'https://prod.tappaysdk.com',
} as const;

/** TapPay takes whole TWD and JPY, hundredths of USD, HKD… (providerAmount). */
export function tappayAmount(amount: number, currency: string): number {
  return providerAmount(amount, currency, 'tappay').minor;
}

/** card_info.type */
const BRANDS: Readonly<Record<number, CardBrand>> = { 1: 'visa', 2: 'mastercard', 3: 'jcb', 4: 'unionpay', 5: 'amex' };

/** TapPay's own errors (docs "Error code": keys, arguments, timeouts) are not the card's: the rest are the bank's. */
const SYSTEM_ERRORS = new Set([4, 5, 61, 67, 74, 75, 80, 81, 84, 89, 421, 422]);

/** A non-zero TapPay status as our FailureReason code. */
export function tappayFailureCode(status: number): string {
  return SYSTEM_ERRORS.has(status) || (status >= 500 && status < 600) ? 'processing_error' : 'declined';
}

const payAnswerSchema = z.object({
  status: z.number().int(),
  msg: z.string().nullish(),
  rec_trade_id: z.string().nullish(),
  payment_url: z.string().nullish(),
  card_secret: z.object({ card_token: z.string(), card_key: z.string() }).nullish(),
  card_info: z
    .object({
      last_four: z.string().nullish(),
      type: z.number().int().nullish(),
      country_code: z.string().nullish(),
    })
    .nullish(),
});

const recordSchema = z.object({ rec_trade_id: z.string(), record_status: z.number().int() });
type TradeRecord = z.infer<typeof recordSchema>;
const queryAnswerSchema = z.object({
  status: z.number().int(),
  msg: z.string().nullish(),
  trade_records: z.array(recordSchema).nullish(),
});
const refundAnswerSchema = z.object({ status: z.number().int(), msg: z.string().nullish() });
const notifySchema = z.object({ rec_trade_id: z.string().min(1).max(64), status: z.number().int().optional() });

/** The Record API's record_status: -1 error, 0 auth, 1 ok, 2 partly refunded, 3 refunded, 4 pending, 5 cancelled. */
function recordOutcome(record: TradeRecord): Outcome {
  switch (record.record_status) {
    case 0:
    case 1:
    case 2:
    case 3:
      return { state: 'paid' };
    case 4:
      return { state: 'pending' };
    case 5:
      return { state: 'failed', code: 'cancelled', message: null };
    default:
      return { state: 'failed', code: 'declined', message: null };
  }
}

/** TapPay with the partner key and merchant id; `apiBase` picks sandbox or production (TAPPAY_API_BASES). */
export function createTapPayGateway(options: TapPayOptions): TapPayGateway {
  const apiBase = (options.apiBase ?? TAPPAY_API_BASES.sandbox).replace(/\/+$/, '');
  const notifyPath = options.notifyPath ?? `${DEFAULT_PREFIXES.oms}/payment/callback/tappay`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call<T>(path: string, json: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const label = `POST ${path}`;
    const { body } = await gatewayCall('tappay', label, `${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': options.partnerKey, accept: 'application/json' },
      body: JSON.stringify({ partner_key: options.partnerKey, ...json }),
      timeoutMs,
    });
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new GatewayUnavailable(`tappay: ${label} answered an unexpected body`);
    return parsed.data;
  }

  /** The trade as the Record API knows it; null when it knows none by that id. */
  async function record(recTradeId: string): Promise<TradeRecord | null> {
    const answer = await call(
      '/tpc/transaction/query',
      { records_per_page: 1, page: 0, filters: { rec_trade_id: recTradeId } },
      queryAnswerSchema,
    );
    // 2 is "End of list": a page past the last, here no record at all.
    if (answer.status !== 0 && answer.status !== 2)
      throw new GatewayUnavailable(`tappay: POST /tpc/transaction/query answered status ${answer.status}`);
    return answer.trade_records?.find((r) => r.rec_trade_id === recTradeId) ?? null;
  }

  const refOf = (payment: PaymentRow) =>
    payment.provider_ref && !payment.provider_ref.startsWith('refused:') ? payment.provider_ref : null;

  return {
    name: 'tappay',
    gatewayId: 4,

    async start({
      payment,
      customer,
      savedCard,
      cardToken,
      successUrl,
      failureUrl,
      publicBase,
    }: StartInput): Promise<Started> {
      const common = {
        merchant_id: options.merchantId,
        amount: tappayAmount(payment.amount, payment.currency),
        currency: payment.currency.toUpperCase(),
        details: `Order payment ${payment.id.slice(0, 8)}`,
        order_number: payment.id,
        three_domain_secure: true,
        result_url: {
          frontend_redirect_url: successUrl,
          backend_notify_url: `${publicBase.replace(/\/+$/, '')}${notifyPath}`,
          go_back_url: failureUrl,
        },
      };
      let answer: z.infer<typeof payAnswerSchema>;
      if (cardToken) {
        const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
        answer = await call(
          '/tpc/payment/pay-by-prime',
          {
            prime: cardToken,
            ...common,
            cardholder: { phone_number: customer.phone ?? '', name, email: customer.email ?? '' },
            remember: payment.save_card,
          },
          payAnswerSchema,
        );
      } else if (savedCard?.card_key) {
        answer = await call(
          '/tpc/payment/pay-by-token',
          { card_key: savedCard.card_key, card_token: savedCard.card_token, ...common },
          payAnswerSchema,
        );
      } else {
        throw new GatewayUnavailable('tappay: a card payment needs a prime or a saved card');
      }

      if (answer.status !== 0)
        return {
          providerRef: answer.rec_trade_id || `refused:${payment.id}`,
          link: null,
          canLoadIframe: false,
          outcome: { state: 'failed', code: tappayFailureCode(answer.status), message: answer.msg ?? null },
        };
      if (!answer.rec_trade_id) throw new GatewayUnavailable('tappay: a payment answered without rec_trade_id');
      const secret = answer.card_secret;
      const info = answer.card_info;
      const card =
        payment.save_card && secret && info?.last_four
          ? {
              token: secret.card_token,
              key: secret.card_key,
              suffix: info.last_four,
              brand: BRANDS[info.type ?? 0] ?? 'unknown',
              country: info.country_code ?? null,
            }
          : null;
      if (answer.payment_url)
        // 3-D Secure: the bank's page, then TapPay's notify and the customer back at frontend_redirect_url.
        // The remembered card's secret comes only now: kept with the payment until it is paid.
        return { providerRef: answer.rec_trade_id, link: answer.payment_url, canLoadIframe: false, pendingCard: card };
      return { providerRef: answer.rec_trade_id, link: null, canLoadIframe: false, outcome: { state: 'paid', card } };
    },

    async status(payment: PaymentRow): Promise<Outcome> {
      const ref = refOf(payment);
      if (!ref)
        return payment.provider_ref ? { state: 'failed', code: 'declined', message: null } : { state: 'pending' };
      const found = await record(ref);
      return found ? recordOutcome(found) : { state: 'pending' };
    },

    async verify(rawBody: string): Promise<VerifiedEvent | null> {
      let notify: z.infer<typeof notifySchema>;
      try {
        notify = notifySchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRefused('tappay: the notify does not parse');
      }
      // Unsigned: the Record API, asked with our partner key, is the word that counts.
      const found = await record(notify.rec_trade_id);
      if (!found) return null;
      return {
        eventId: `${found.rec_trade_id}:${found.record_status}`,
        providerRef: found.rec_trade_id,
        outcome: recordOutcome(found),
      };
    },

    async refund(payment: PaymentRow, amount: number): Promise<boolean> {
      const ref = refOf(payment);
      if (!ref || amount <= 0) return false;
      const answer = await call(
        '/tpc/transaction/refund',
        { rec_trade_id: ref, amount: tappayAmount(amount, payment.currency) },
        refundAnswerSchema,
      );
      return answer.status === 0;
    },

    async cancel(payment: PaymentRow): Promise<boolean> {
      const ref = refOf(payment);
      if (!ref) return true;
      try {
        // A 3-D Secure trade cannot be withdrawn: it ends when the bank or TapPay gives it up.
        const found = await record(ref);
        return !found || recordOutcome(found).state === 'failed';
      } catch (error) {
        if (error instanceof GatewayUnavailable) return false;
        throw error;
      }
    },
  };
}
