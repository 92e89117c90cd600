// The card providers' browser libraries (SPEC §2 "Card sheets for three providers"): each turns the card the
// customer entered into the provider's one-time token in the browser, so that the number never reaches our
// server (PCI SAQ-A). Loaded only when a card sheet opens: Stripe.js through `@stripe/stripe-js`, Xendit.js
// and TapPay's TPDirect from their documented hosts (allowed by the shop's CSP only when configured).
import type { CardBrand } from '~/domain/cards';
import { detectCardBrand, parseExpiry } from '~/domain/cards';
import { providerAmount } from '~/domain/money';

/** What a sheet hands the shop: the provider's token and what may be shown of the card. */
export interface CardTokenResult {
  token: string;
  authenticationId?: string;
  brand: CardBrand;
  suffix?: string;
}

export const XENDIT_SCRIPT = 'https://js.xendit.co/v1/xendit.min.js';
export const TAPPAY_SCRIPT = 'https://js.tappaysdk.com/sdk/tpdirect/v5.18.0';

/** A provider's script, once per page; rejects when it cannot load (offline, blocked). */
export function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

// --- Xendit.js (docs "Xendit.js: tokenize a card") ------------------------------------------------------
interface XenditToken {
  id: string;
  status: 'VERIFIED' | 'IN_REVIEW' | 'FAILED' | 'APPROVED';
  authentication_id?: string;
  payer_authentication_url?: string;
  failure_reason?: string;
}
interface XenditGlobal {
  setPublishableKey(key: string): void;
  card: {
    createToken(
      data: {
        amount: string;
        card_number: string;
        card_exp_month: string;
        card_exp_year: string;
        card_cvn: string;
        is_multiple_use: boolean;
        should_authenticate: boolean;
        currency?: string;
      },
      handler: (error: { error_code: string; message: string } | null, token: XenditToken) => void,
    ): void;
  };
}

/**
 * Xendit.js tokenises the card typed in our own fields (which have no name: the form never posts them); a card
 * that needs 3-D Secure gives `payer_authentication_url`, shown in a frame by the sheet (`onChallenge`), and
 * the handler runs again when the customer is done.
 */
export async function xenditToken(
  publicKey: string,
  card: { number: string; expiry: string; cvv: string },
  options: { amount: number; currency: string; multipleUse: boolean; onChallenge: (url: string | null) => void },
): Promise<CardTokenResult> {
  await loadScript(XENDIT_SCRIPT);
  const xendit = (window as unknown as { Xendit?: XenditGlobal }).Xendit;
  if (!xendit) throw new Error('Xendit.js did not load');
  xendit.setPublishableKey(publicKey);
  const digits = card.number.replace(/\D/g, '');
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new Error('expiry');
  // the amount the platform will charge (xendit-wire.ts), in the currency's unit
  const { major, decimals } = providerAmount(options.amount, options.currency, 'xendit');
  const amount = major.toFixed(decimals);
  return new Promise((resolve, reject) => {
    xendit.card.createToken(
      {
        amount,
        currency: options.currency,
        card_number: digits,
        card_exp_month: String(expiry.month).padStart(2, '0'),
        card_exp_year: String(expiry.year),
        card_cvn: card.cvv.trim(),
        is_multiple_use: options.multipleUse,
        should_authenticate: true,
      },
      (error, token) => {
        if (error) {
          options.onChallenge(null);
          reject(new Error(error.error_code));
          return;
        }
        if (token.status === 'IN_REVIEW' && token.payer_authentication_url) {
          options.onChallenge(token.payer_authentication_url);
          return;
        }
        options.onChallenge(null);
        if (token.status === 'VERIFIED' || token.status === 'APPROVED')
          resolve({
            token: token.id,
            authenticationId: token.authentication_id,
            brand: detectCardBrand(digits),
            suffix: digits.slice(-4),
          });
        else reject(new Error(token.failure_reason ?? 'FAILED'));
      },
    );
  });
}

// --- TapPay TPDirect (docs "Card: TPDirect.card.setup / getPrime") --------------------------------------
interface TapPayPrimeResult {
  status: number;
  msg: string;
  card: { prime: string; lastfour: string; type: number };
}
interface TapPayGlobal {
  setupSDK(appId: number, appKey: string, env: 'sandbox' | 'production'): void;
  card: {
    setup(config: { fields: Record<string, { element: HTMLElement; placeholder?: string }> }): void;
    onUpdate(handler: (update: { canGetPrime: boolean }) => void): void;
    getPrime(handler: (result: TapPayPrimeResult) => void): void;
  };
}
/** TapPay's card type numbers (1 Visa, 2 Mastercard, 3 JCB, 4 UnionPay, 5 Amex). */
const TAPPAY_TYPES: Record<number, CardBrand> = { 1: 'visa', 2: 'mastercard', 3: 'jcb', 4: 'unionpay', 5: 'amex' };

/** TapPay's hosted fields (its iframes) in our three boxes; `getPrime` then gives the prime of the card in them. */
export async function tapPayFields(
  keys: { appId: number; appKey: string; env: 'sandbox' | 'production' },
  boxes: { number: HTMLElement; expiry: HTMLElement; ccv: HTMLElement },
  onReady: (ready: boolean) => void,
): Promise<() => Promise<CardTokenResult>> {
  await loadScript(TAPPAY_SCRIPT);
  const tappay = (window as unknown as { TPDirect?: TapPayGlobal }).TPDirect;
  if (!tappay) throw new Error('TapPay did not load');
  tappay.setupSDK(keys.appId, keys.appKey, keys.env);
  tappay.card.setup({
    fields: {
      number: { element: boxes.number, placeholder: '**** **** **** ****' },
      expirationDate: { element: boxes.expiry, placeholder: 'MM / YY' },
      ccv: { element: boxes.ccv, placeholder: 'CCV' },
    },
  });
  tappay.card.onUpdate((update) => onReady(update.canGetPrime));
  return () =>
    new Promise((resolve, reject) =>
      tappay.card.getPrime((result) => {
        if (result.status !== 0) reject(new Error(result.msg || String(result.status)));
        else
          resolve({
            token: result.card.prime,
            brand: TAPPAY_TYPES[result.card.type] ?? 'unknown',
            suffix: result.card.lastfour,
          });
      }),
    );
}

// --- Stripe.js (docs "Card Element", "confirmCardSetup") ------------------------------------------------
/** Stripe's Card Element in `box`; `confirm` then confirms the setup intent with it (SPEC §7). */
export async function stripeCard(
  publishableKey: string,
  clientSecret: string,
  box: HTMLElement,
  onChange: (state: { complete: boolean; brand: CardBrand; error: string | null }) => void,
): Promise<{ confirm: () => Promise<CardTokenResult>; destroy: () => void }> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  const card = stripe.elements().create('card', { hidePostalCode: true });
  let brand: CardBrand = 'unknown';
  card.on('change', (event) => {
    brand = (['visa', 'mastercard', 'amex', 'jcb', 'unionpay'] as const).find((b) => b === event.brand) ?? 'unknown';
    onChange({ complete: event.complete, brand, error: event.error?.message ?? null });
  });
  card.mount(box);
  return {
    destroy: () => card.destroy(),
    async confirm() {
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      // SPEC §8 "Stripe confirm errors toast the provider message": the sheet shows it
      if (result.error) throw new Error(result.error.message ?? result.error.code ?? 'stripe');
      const method = result.setupIntent.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (!id) throw new Error('stripe: no payment method');
      return { token: id, brand };
    },
  };
}
