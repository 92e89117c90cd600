// The checkout's own state (SPEC §3 "Cart state": the payment, contact and consent chosen here, the review),
// kept in the session per store key, and the payment choice as the page shows it and the action checks it.
import { redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { commitSession } from '~/utils/session.server';
import { trxIdProblem } from '~/domain/checkout';
import { localized } from '~/domain/localize';
import type { PaymentMethod } from '~/contract/payment-methods';
import type { SavedCard } from '~/contract/payments';
import { PaymentMethodId, TIMINGS } from '~/domain/constants';
import { promoKeepsChannel } from '~/domain/payments';
import { paymentSchema } from '~/features/checkout/checkout.schema';
import { refuse } from '~/utils/refusal.server';

/** SPEC §9's 30 s review, as the process is configured (REVIEW_COUNTDOWN_SECONDS) */
export const reviewMs = (context: AppLoadContext) =>
  (context.reviewCountdownSeconds || TIMINGS.reviewCountdownSeconds) * 1000;

export const stateSchema = z.object({
  contact: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      email: z.string().optional(),
      phone: z.string().optional(),
      region: z.string().optional(),
      notify: z.enum(['email', 'whatsapp', 'viber']).optional(),
    })
    .default({}),
  payment: z
    .object({
      method: z.number(),
      channel: z.string().nullable(),
      trxId: z.string().nullable(),
      /** a saved card chosen in the sheet (SPEC §2 "saved cards list") */
      savedCardId: z.number().nullable().default(null),
      /** SPEC §9 "MULTIPLE_USE with save-card": keep the card paid with now */
      saveCard: z.boolean().default(false),
      /**
       * SPEC §4 check 12: what the provider's card sheet gave — its one-time token (Stripe payment method,
       * Xendit token, TapPay prime), Xendit's 3-D Secure authentication and what the customer may see of the
       * card; never its number. Used by the next payment start, then dropped.
       */
      card: z
        .object({
          token: z.string(),
          authenticationId: z.string().nullable(),
          brand: z.string(),
          suffix: z.string().nullable(),
        })
        .nullable()
        .default(null),
    })
    .nullable()
    .default(null),
  /**
   * The promo applied to this cart (SPEC §3 "appliedPromo": code, brands, min_order_amount, payment_channels and
   * the kind flags), chosen on /promo (app/features/promotions) and sent with every bill and the placement,
   * which price it (never the amounts kept here). Changing to a channel a payment-based promo does not take
   * asks first, and confirming removes the promo (SPEC §4). Fields with defaults keep older sessions readable.
   */
  promo: z
    .object({
      id: z.number().int().nullable().default(null),
      code: z.string(),
      description: z.string().nullable().default(null),
      brands: z.array(z.number().int()).default([]),
      min_order_amount: z.number().int().default(0),
      payment_channels: z.array(z.string()),
      is_payment_based_promo: z.boolean(),
      is_senior_citizen_promo: z.boolean().default(false),
      is_special_bakery_promo: z.boolean().default(false),
      is_voucher_promo: z.boolean().default(false),
      /** SPEC §3 voucher_provider_id of a voucher typed by the customer (general 1, grab food 6) */
      voucher_provider_id: z.number().int().nullable().default(null),
    })
    .nullable()
    .default(null),
  /**
   * The loyalty reward chosen for this cart (SPEC §2 rewards sheet; §5 registered customers only): its id is sent
   * as `reward_point_id` with every bill and the placement, which work its discount out and check the points.
   */
  reward: z.object({ id: z.number().int(), title: z.string(), points: z.number().int() }).nullable().default(null),
  /**
   * A pre-payment order placed from this cart and not paid yet (SPEC §4 "If an order id exists, update is
   * tried"): the cart stays until its payment succeeds, and a new attempt updates this order.
   */
  pending: z
    .object({ orderId: z.number(), orderHash: z.string().nullable(), parentUuid: z.string().nullable() })
    .nullable()
    .default(null),
  consent: z.object({ given: z.boolean(), front: z.string().nullable(), back: z.string().nullable() }).default({
    given: false,
    front: null,
    back: null,
  }),
  /**
   * SPEC §3 "seniorCitizenAttachment" (number_of_customer, number_of_senior_citizen, images per citizen): the
   * senior citizen / PWD card of a Philippine store — the counts and, per citizen, the upload paths of the card's
   * front and back. Sent with every bill and the placement (app/features/checkout/senior.server.ts); dine-in
   * removes it (SPEC §4).
   */
  senior: z
    .object({
      /** the customer whose uploads the cards are: another login on this device does not carry them */
      owner: z.number().int().nullable().default(null),
      customers: z.number().int(),
      seniors: z.number().int(),
      cards: z.array(z.object({ front: z.string().nullable(), back: z.string().nullable() })),
    })
    .nullable()
    .default(null),
  /** when the review began (epoch ms), the attempt's idempotency key and the delivery fee the customer saw */
  review: z.object({ startedAt: z.number(), key: z.string(), deliveryFee: z.number() }).nullable().default(null),
  /** the delivery fee changed at placement: the fee before and the new bill's amounts */
  fee: z
    .object({ previous: z.number(), next: z.number(), total: z.number(), subtotal: z.number() })
    .nullable()
    .default(null),
  /** a placement refusal to show (a translation key, or the platform's words) */
  problem: z
    .object({
      key: z.string(),
      /** the key's values (a promo's code) */
      values: z.record(z.string()).optional(),
      /** a second key that says why (a promo's refusal) */
      why: z.string().optional(),
      text: z.string().optional(),
    })
    .nullable()
    .default(null),
  /**
   * When the customer pressed Pay (epoch ms), while the pay goes on through the sheets its checks open (SPEC
   * §4: the pay continues once a sheet is done). Only a POST of this shop sets it, so a link from elsewhere
   * cannot start a review; the review's start ends it.
   */
  paying: z.number().nullable().default(null),
  /**
   * The order the last review placed: a repeat of that review's confirm (a double tap, the auto-confirm and a
   * tap at zero, a retry after a lost answer) leads to the same page, never to the emptied cart.
   */
  placed: z.object({ key: z.string(), to: z.string(), at: z.number() }).nullable().default(null),
});
export type CheckoutState = z.infer<typeof stateSchema>;

/** Where the pay goes on from (SPEC §4): the checkout's next check, or the review. */
export const CONTINUE_PAY = '/checkout?continue=pay';

/** How long a Pay press carries the pay on through its sheets (a customer who wandered off presses again). */
const PAYING_MS = 30 * 60_000;

/** A Pay of this checkout is under way (pressed, not yet at the review or given up). */
export const payingNow = (state: CheckoutState) => state.paying !== null && Date.now() - state.paying < PAYING_MS;

/**
 * Where the pages a paying customer was sent to for a delivery place (the order-type sheet of checks 2–5 or
 * check 6, then the address search and the branch chosen for it) go once done: on with the pay when a Pay
 * of this store's checkout is under way; else null.
 */
export function payGoesOn(session: Session, key: string): string | null {
  return payingNow(readState(session, key)) ? CONTINUE_PAY : null;
}

export function readState(session: Session, key: string): CheckoutState {
  const all = session.get('checkout') as Record<string, unknown> | undefined;
  const parsed = stateSchema.safeParse(all?.[key] ?? {});
  return parsed.success ? parsed.data : stateSchema.parse({});
}
export function writeState(session: Session, key: string, state: CheckoutState | null) {
  const all = { ...((session.get('checkout') as Record<string, unknown> | undefined) ?? {}) };
  if (state) all[key] = state;
  else delete all[key];
  session.set('checkout', all);
}

export const querySchema = z.object({
  orderHash: z.string().max(64).optional(),
  parentUuid: z.string().max(64).optional(),
  sheet: z
    .enum(['payment', 'card', 'contact', 'consent', 'senior', 'address', 'linePay', 'review', 'fee', 'rewards'])
    .optional(),
  need: z.string().max(20).optional(),
  /** the pay goes on (SPEC §4): to the next check's sheet, or the review */
  continue: z.literal('pay').optional(),
  /** with JavaScript: the pay goes on 1000 ms after the sheet closed (SPEC §4) */
  wait: z.literal('1').optional(),
  /** this sheet was opened by Pay: once it is done, the pay goes on */
  pay: z.literal('1').optional(),
});

/** What the customer's account lacks for this order (SPEC §5 "Guest payment info", phone and email rules). */
export function chosenPayment(methods: PaymentMethod[], state: CheckoutState) {
  const chosen = state.payment ? methods.find((m) => m.method === state.payment!.method) : undefined;
  const channel = chosen?.channels.find((c) => c.channel_code === state.payment?.channel) ?? null;
  return { chosen, channel };
}

/** The business's methods and the customer's choice as the page shows them, in the customer's language. */
export function paymentView(
  methods: PaymentMethod[],
  state: CheckoutState,
  lng: string,
  savedCards: SavedCard[] = [],
  guest = true,
) {
  const { chosen, channel } = chosenPayment(methods, state);
  const card = methods.find((m) => m.method === PaymentMethodId.CARD);
  const cardChannelAt = (gateway: string) => card?.channels.find((c) => c.platform === gateway) ?? null;
  const logos = methods.flatMap((m) => (m.channels.length ? m.channels.map((c) => c.logo ?? m.logo) : [m.logo]));
  const savedCard = state.payment?.savedCardId ? savedCards.find((c) => c.id === state.payment!.savedCardId) : null;
  return {
    methods: methods.map((m) => ({
      method: m.method,
      name: localized(m.display_name, m.display_name_translation, lng),
      logo: m.logo,
      channels: m.channels.map((c) => ({
        code: c.channel_code,
        name: localized(c.name, c.name_translation, lng),
        logo: c.logo,
        bank: c.bank_name,
        account: c.account_name,
        number: c.wallet_number,
        trx: c.trx_id,
      })),
    })),
    /** SPEC §9 "Five logos then +N" */
    logos: {
      shown: logos.filter((l): l is string => !!l).slice(0, 5),
      more: Math.max(0, logos.filter(Boolean).length - 5),
    },
    /** SPEC §2 "saved cards list" (never for guests), each as the choice of its gateway's card channel */
    savedCards: guest
      ? []
      : savedCards.flatMap((c) => {
          const at = cardChannelAt(c.gateway);
          return at
            ? [
                {
                  choice: `${PaymentMethodId.CARD}:${at.channel_code}:c${c.id}`,
                  brand: c.card_brand,
                  suffix: c.card_suffix,
                },
              ]
            : [];
        }),
    /** the save-card box: a logged-in customer paying by card */
    canSaveCard: !guest && !!card,
    payment: state.payment
      ? {
          ...state.payment,
          name: chosen ? localized(chosen.display_name, chosen.display_name_translation, lng) : null,
          channelName: savedCard
            ? `${savedCard.card_brand} •••• ${savedCard.card_suffix}`
            : state.payment.card
              ? `${state.payment.card.brand}${state.payment.card.suffix ? ` •••• ${state.payment.card.suffix}` : ''}`
              : channel
                ? localized(channel.name, channel.name_translation, lng)
                : null,
          trxRule: channel?.trx_id ?? null,
        }
      : null,
  };
}

/** The session written, then on to `to` (with any other cookies `headers` set). */
export async function saved(session: Session, context: AppLoadContext, to: string, headers?: HeadersInit) {
  const all = new Headers(headers);
  all.append('Set-Cookie', await commitSession(session, context));
  return redirect(to, { status: 303, headers: all });
}

/** The payment methods sheet's choice, checked against what the business offers (SPEC §5 trxId rules). */
export function choosePayment(
  form: FormData,
  methods: PaymentMethod[],
  savedCards: SavedCard[],
  state: CheckoutState,
):
  | { ok: true; payment: CheckoutState['payment']; promo: CheckoutState['promo'] }
  | { ok: false; field: string; key: string; promo?: string } {
  const submission = parseWithZod(form, { schema: paymentSchema });
  if (submission.status !== 'success') return { ok: false, field: 'choice', key: 'checkout.errors.paymentRequired' };
  const [methodText, code, cardText] = submission.value.choice.split(':');
  const method = methods.find((m) => m.method === Number(methodText));
  const channel = method?.channels.find((c) => c.channel_code === code) ?? null;
  // a saved card: one of this customer's, at the gateway of the chosen card channel
  const savedCard = cardText
    ? savedCards.find((c) => `c${c.id}` === cardText && c.gateway === channel?.platform)
    : null;
  if (cardText && !savedCard) return { ok: false, field: 'choice', key: 'checkout.errors.paymentRequired' };
  if (!method || (method.channels.length > 0 && !channel))
    return { ok: false, field: 'choice', key: 'checkout.errors.paymentRequired' };
  let trxId: string | null = null;
  if (channel?.trx_id) {
    // SPEC §5 "Once saved it cannot be updated… The custom channel cannot be switched while a trxId is saved."
    if (
      state.payment?.trxId &&
      (state.payment.channel !== channel.channel_code || state.payment.trxId !== submission.value.trxId?.trim())
    )
      return { ok: false, field: 'trxId', key: 'checkout.errors.trxLocked' };
    const problem = trxIdProblem(submission.value.trxId, channel.trx_id);
    if (problem) return { ok: false, field: 'trxId', key: `checkout.errors.trx.${problem}` };
    trxId = submission.value.trxId!.trim();
  } else if (state.payment?.trxId) {
    return { ok: false, field: 'choice', key: 'checkout.errors.trxLocked' };
  }
  // SPEC §4: a payment-based promo that does not take this channel goes only once the customer confirms
  const channelCode = channel?.channel_code ?? null;
  const keepsPromo = promoKeepsChannel(state.promo, channelCode);
  if (!keepsPromo && submission.value.dropPromo !== 'confirmed')
    return { ok: false, field: 'promo', key: 'checkout.promoChannel', promo: state.promo!.code };
  return {
    ok: true,
    promo: keepsPromo ? state.promo : null,
    payment: {
      method: method.method,
      channel: channel?.channel_code ?? null,
      trxId,
      savedCardId: savedCard?.id ?? null,
      // SPEC §6: a guest cannot save cards (the platform refuses it too)
      saveCard: !savedCard && method.method === PaymentMethodId.CARD && submission.value.saveCard === 'on',
      card: null,
    },
  };
}

/** A refused payment choice, with what was sent, so that the sheet shows it again beside the message. */
export function paymentRefused(form: FormData, refusal: { field: string; key: string; promo?: string }) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.slice(0, 80) : '';
  };
  return refuse(
    400,
    { key: refusal.key, field: refusal.field, values: refusal.promo ? { code: refusal.promo } : undefined },
    {
      extra: {
        choice: text('choice'),
        trxId: text('trxId'),
        saveCard: form.get('saveCard') === 'on',
        promo: refusal.promo ?? null,
      },
    },
  );
}
