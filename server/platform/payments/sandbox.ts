// The sandbox gateway (DESIGN.md: the embedded default, a real implementation behind the interface the
// production adapters use). It keeps its own book (`sandbox_charges`: what the customer did on its hosted
// page, ./sandbox-page.ts) apart from our payments, which learn of it only as they would from a provider:
// through its signed callback (HMAC-SHA256 over timestamp and body, a unique event id, five minutes'
// tolerance) on the same callback route a real webhook uses, or through a status query.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PaymentMethodId } from '../../../app/domain/constants';
import { bankQrTemplateFor, emvMerchantPayload } from '../../../app/domain/emv-qr';
import { providerAmount } from '../../../app/domain/money';
import { SANDBOX_IN_APP_CHANNELS } from '../../../app/domain/payments';
import type { DB } from '../db/schema';
import { WebhookRefused, type Gateway, type Outcome, type PaymentRow, type Started, type StartInput } from './gateway';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  charge: z.string().min(1).max(100),
  state: z.enum(['paid', 'failed', 'expired']),
  failure_code: z.string().max(40).nullable(),
  card: z.object({ suffix: z.string(), brand: z.string(), token: z.string().nullable() }).nullable(),
});
export type SandboxEvent = z.infer<typeof eventSchema>;

export interface SandboxGateway extends Gateway {
  /** signs an event as the sandbox's webhook does: the body and its signature header */
  sign(event: Omit<SandboxEvent, 'id'>): { body: string; signature: string };
}

/**
 * The sandbox; `secret` signs its callbacks. It must be the same at every instance on one database (the
 * process passes the one kept there): a provider's callback reaches whichever instance the balancer picks.
 * Without it a fresh one, for a platform alone in its process (tests).
 */
export function createSandboxGateway(options: {
  db: Kysely<DB>;
  now: () => Date;
  omsPrefix: string;
  secret?: Buffer;
}): SandboxGateway {
  const { db, now } = options;
  const secret = options.secret ?? randomBytes(32);

  const signatureOf = (timestamp: number, body: string) =>
    createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

  async function charge(ref: string) {
    return db.selectFrom('sandbox_charges').selectAll().where('id', '=', ref).executeTakeFirst();
  }

  return {
    name: 'sandbox',
    gatewayId: null,

    async start({ payment, savedCard, publicBase }: StartInput): Promise<Started> {
      const ref = `sbx_${payment.id.replace(/-/g, '')}`;
      const at = now();
      await db
        .insertInto('sandbox_charges')
        .values({
          id: ref,
          payment_id: payment.id,
          state: 'pending',
          failure_code: null,
          card: savedCard
            ? JSON.stringify({
                suffix: savedCard.card_suffix,
                brand: savedCard.card_brand,
                token: savedCard.card_token,
              })
            : null,
          expires_at: payment.expires_at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const link = `${publicBase}${options.omsPrefix}/payment/sandbox/${payment.id}`;
      const qr = payment.method_id === PaymentMethodId.QR_PAYMENT ? await bankQr(db, payment) : null;
      // A bank QR is shown by the shop (scanned by the customer's banking app), an in-app wallet is approved in
      // the wallet's app (the shop waits); anything else is paid on the page.
      const inApp = payment.channel !== null && SANDBOX_IN_APP_CHANNELS.has(payment.channel);
      return { providerRef: ref, link: qr || inApp ? null : link, canLoadIframe: false, qr };
    },

    async status(payment: PaymentRow): Promise<Outcome> {
      const c = payment.provider_ref ? await charge(payment.provider_ref) : undefined;
      if (!c) return { state: 'pending' };
      if (c.state === 'pending') return now() > new Date(c.expires_at) ? { state: 'expired' } : { state: 'pending' };
      if (c.state === 'paid') return { state: 'paid', card: cardFacts(c.card) };
      if (c.state === 'failed') return { state: 'failed', code: c.failure_code ?? 'declined' };
      return { state: 'expired' };
    },

    async verify(rawBody: string, headers: Headers) {
      const header = headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
      const timestamp = Number(parts.t);
      const given = Buffer.from(parts.v1 ?? '', 'hex');
      const expected = Buffer.from(signatureOf(timestamp, rawBody), 'hex');
      if (!Number.isFinite(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookRefused('sandbox: the signature does not verify');
      if (Math.abs(now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
        throw new WebhookRefused('sandbox: the event is too old');
      let event: SandboxEvent;
      try {
        event = eventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRefused('sandbox: the event does not parse');
      }
      const outcome: Outcome =
        event.state === 'paid'
          ? { state: 'paid', card: cardFacts(event.card) }
          : event.state === 'failed'
            ? { state: 'failed', code: event.failure_code ?? 'declined' }
            : { state: 'expired' };
      return { eventId: event.id, providerRef: event.charge, outcome };
    },

    async refund(payment: PaymentRow, amount: number) {
      if (!payment.provider_ref) return false;
      const done = await db
        .updateTable('sandbox_charges')
        .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount), updated_at: now() }))
        .where('id', '=', payment.provider_ref)
        .where('state', '=', 'paid')
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    async cancel(payment: PaymentRow) {
      if (!payment.provider_ref) return true;
      await db
        .updateTable('sandbox_charges')
        .set({ state: 'expired', updated_at: now() })
        .where('id', '=', payment.provider_ref)
        .where('state', '=', 'pending')
        .execute();
      const c = await charge(payment.provider_ref);
      return c?.state !== 'paid';
    },

    sign(event) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, ...event });
      const t = Math.floor(now().getTime() / 1000);
      return { body, signature: `t=${t},v1=${signatureOf(t, body)}` };
    },
  };
}

function cardFacts(card: { suffix: string; brand: string; token: string | null } | null) {
  return card?.token ? { token: card.token, suffix: card.suffix, brand: card.brand } : null;
}

/** ISO 4217 numeric codes of the shop's currencies (EMV field 53). */
const CURRENCY_NUMERIC: Readonly<Record<string, string>> = {
  PHP: '608',
  IDR: '360',
  SGD: '702',
  TWD: '901',
  JPY: '392',
  MYR: '458',
  AUD: '036',
  THB: '764',
  VND: '704',
  USD: '840',
};

/**
 * The bank QR of a payment (SPEC §2 "a bank QR page with merchant name, identifier, code, total"): an EMV
 * merchant-presented payload in the country's scheme (QRIS, PayNow, QR Ph), made for this amount.
 */
async function bankQr(db: Kysely<DB>, payment: PaymentRow) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('branches', 'branches.id', 'orders.branch_id')
    .innerJoin('businesses', 'businesses.id', 'branches.business_id')
    .innerJoin('countries', 'countries.id', 'branches.country_id')
    .select(['businesses.title as business', 'businesses.id as business_id', 'countries.code as country'])
    .where(
      payment.order_hash ? 'orders.order_hash' : 'orders.parent_order_uuid',
      '=',
      payment.order_hash ?? payment.parent_order_uuid!,
    )
    .executeTakeFirstOrThrow();
  const template = bankQrTemplateFor(order.country);
  const nmid = `ID${String(1000000000000 + order.business_id).padStart(13, '0')}`;
  const merchantName = order.business.slice(0, 25);
  const qrAmount = providerAmount(payment.amount, payment.currency, 'emv-qr');
  const qrContent = emvMerchantPayload({
    merchantName,
    merchantCity: order.country === 'ID' ? 'JAKARTA' : order.country === 'SG' ? 'SINGAPORE' : 'MANILA',
    countryCode: order.country,
    currencyNumeric: CURRENCY_NUMERIC[payment.currency] ?? '000',
    // our amounts are hundredths of the unit for every currency (SPEC §9 "Money"); the QR states whole yen, rupiah…
    amountMinor: qrAmount.minor,
    currencyExponent: qrAmount.decimals,
    accountTemplate: template
      ? { ...template, merchantId: nmid }
      : { id: '26', guid: 'COM.SANDBOX.QR', merchantId: nmid },
    reference: payment.id.slice(0, 25),
    dynamic: true,
  });
  return {
    qr_content: qrContent,
    merchant_name: merchantName,
    nmid,
    nns: order.country === 'ID' ? '93600999' : null,
    currency_code: payment.currency,
    transaction_amount_cent: payment.amount,
    qr_expiry: new Date(payment.expires_at).toISOString(),
  };
}
