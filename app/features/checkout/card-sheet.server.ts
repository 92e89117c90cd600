// SPEC §2 "Card sheets for three providers (TapPay, Stripe, Xendit)" and §4 check 12: what a card sheet needs
// from the server (the provider's browser key; Stripe's setup intent, SPEC §7), and the token it hands back.
// The card's number goes from the customer's browser to the provider only (PCI SAQ-A); the shop keeps the
// provider's one-time token until the payment starts.
import type { AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import type { Authed } from '~/utils/auth.server';
import { PlatformError } from '~/platform-client/client.server';
import { GATEWAY_CARD_BRANDS } from '~/domain/cards';
import { cardEntryGateway, type CardEntryGateway } from '~/domain/payments';
import type { PaymentMethod } from '~/contract/payment-methods';
import { cardSchema } from '~/features/checkout/checkout.schema';
import { chosenPayment, type CheckoutState } from '~/features/checkout/checkout-state.server';
import { refuse } from '~/utils/refusal.server';

export interface CardSheetData {
  gateway: CardEntryGateway;
  /** the brands this gateway takes (SPEC §9 "Card gateways") */
  accepted: readonly string[];
  /** the amount the card is for (Xendit authenticates it), in hundredths, and its currency */
  amount: number;
  currency: string;
  /** SPEC §9 "MULTIPLE_USE with save-card" */
  multipleUse: boolean;
  stripe: { publishableKey: string; clientSecret: string } | null;
  xendit: { publicKey: string } | null;
  tappay: { appId: number; appKey: string; env: 'sandbox' | 'production' } | null;
  /** the provider cannot take a card now (not configured here, or its setup call failed) */
  unavailable: boolean;
}

/** The chosen card channel's provider, when it needs the sheet. */
export function cardGatewayOf(methods: PaymentMethod[], state: CheckoutState): CardEntryGateway | null {
  const { chosen, channel } = chosenPayment(methods, state);
  return cardEntryGateway(chosen?.method ?? null, channel?.platform);
}

/** The sheet's data for the chosen card channel; null when the choice takes no card sheet. */
export async function cardSheetData(
  customer: Authed,
  context: AppLoadContext,
  methods: PaymentMethod[],
  state: CheckoutState,
  bill: { amount: number; currency: string; email: string | null },
): Promise<CardSheetData | null> {
  const gateway = cardGatewayOf(methods, state);
  if (!gateway) return null;
  const keys = context.cardKeys;
  const base = {
    gateway,
    accepted: GATEWAY_CARD_BRANDS[gateway],
    amount: bill.amount,
    currency: bill.currency,
    multipleUse: state.payment?.saveCard ?? false,
    stripe: null,
    xendit: gateway === 'xendit' && keys.xendit ? { publicKey: keys.xendit } : null,
    tappay: gateway === 'tappay' ? keys.tappay : null,
  };
  if (gateway !== 'stripe') return { ...base, unavailable: !base.xendit && !base.tappay };
  if (!keys.stripe) return { ...base, unavailable: true };
  // SPEC §7 "GET /payment/stripe/setup-intent": the card is confirmed with Stripe.js against it
  try {
    const intent = await customer.withAuth((c) =>
      c.stripeSetupIntent({
        customer_email: bill.email ?? undefined,
        payment_channel: state.payment?.channel ?? undefined,
      }),
    );
    return { ...base, stripe: { publishableKey: keys.stripe, clientSecret: intent.client_secret }, unavailable: false };
  } catch (error) {
    // not configured there (404), or Stripe away (502): the sheet says so and offers the other methods
    if (error instanceof PlatformError && (error.status < 500 || error.status === 502))
      return { ...base, unavailable: true };
    throw error;
  }
}

/**
 * The sheet's answer: the provider's token kept on the chosen card payment, or the form's refusal (400). A
 * choice that takes no card sheet is refused too: the token would belong to no payment.
 */
export function takeCard(
  form: FormData,
  methods: PaymentMethod[],
  state: CheckoutState,
): { ok: true; payment: NonNullable<CheckoutState['payment']> } | { ok: false; response: Response } {
  const submission = parseWithZod(form, { schema: cardSchema });
  if (submission.status !== 'success' || !state.payment || !cardGatewayOf(methods, state))
    return { ok: false, response: refuse(400, { key: 'cardSheet.failed', field: 'card' }) };
  const v = submission.value;
  return {
    ok: true,
    payment: {
      ...state.payment,
      savedCardId: null,
      card: { token: v.token, authenticationId: v.authenticationId ?? null, brand: v.brand, suffix: v.suffix ?? null },
    },
  };
}
