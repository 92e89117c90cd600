// SPEC §4 "Payment page polling" and the in-app channel: which payments the shop waits for in the wallet's
// app, and the waiting page's 15 s that ride in its address.
import { describe, expect, it } from 'vitest';
import { PaymentMethodId } from '~/domain/constants';
import {
  cardDetailsNeeded,
  cardEntryGateway,
  isInAppPayment,
  promoKeepsChannel,
  WAITING_CLOSE_SECONDS,
  waitingCloseAt,
} from '~/domain/payments';
import { choosePayment, stateSchema } from '~/features/checkout/checkout-state.server';
import { takeCard } from '~/features/checkout/card-sheet.server';
import { providerOrigins } from '../../server/platform/payments/providers/index';

describe('in-app payments', () => {
  it('is a wallet or KasPro payment with no page to open and no code to scan', () => {
    expect(isInAppPayment({ method: PaymentMethodId.EWALLET, link: null, qr: null })).toBe(true);
    expect(isInAppPayment({ method: PaymentMethodId.KASPRO, link: null, qr: null })).toBe(true);
  });
  it('is not a wallet with a hosted page, a bank QR, or a card charged at once', () => {
    expect(isInAppPayment({ method: PaymentMethodId.EWALLET, link: 'https://pay.example/x', qr: null })).toBe(false);
    expect(isInAppPayment({ method: PaymentMethodId.QR_PAYMENT, link: null, qr: { qr_content: '000201' } })).toBe(
      false,
    );
    expect(isInAppPayment({ method: PaymentMethodId.CARD, link: null, qr: null })).toBe(false);
  });
});

describe('the waiting page closes 15 s after it opened', () => {
  const now = 1_800_000_000;
  it('starts a fresh 15 s when the address has no moment', () => {
    expect(waitingCloseAt(null, now)).toEqual({ closeAt: now + WAITING_CLOSE_SECONDS, fresh: true });
  });
  it('keeps a moment within the next 15 s, and one already past (the page then leaves)', () => {
    expect(waitingCloseAt(String(now + 15), now)).toEqual({ closeAt: now + 15, fresh: false });
    expect(waitingCloseAt(String(now + 3), now)).toEqual({ closeAt: now + 3, fresh: false });
    expect(waitingCloseAt(String(now - 5), now)).toEqual({ closeAt: now - 5, fresh: false });
  });
  it('does not let a far-off, garbled or ancient moment hold the page open or loop', () => {
    for (const raw of [String(now + 16), String(now + 10 ** 9), 'soon', '-1', '1e12', '', String(now - 7200)])
      expect(waitingCloseAt(raw, now)).toEqual({ closeAt: now + WAITING_CLOSE_SECONDS, fresh: true });
  });
});

describe('a payment-based promo and the channel chosen (SPEC §4 "asks confirmation")', () => {
  const promo = { code: 'GCASH50', is_payment_based_promo: true, payment_channels: ['PH_GCASH'] };
  const channel = (code: string) => ({
    channel_code: code,
    name: code,
    name_translation: null,
    logo: null,
    platform: 'sandbox',
    bank_name: null,
    account_name: null,
    wallet_number: null,
    trx_id: null,
  });
  const methods = [
    {
      method: 1,
      display_name: 'Card',
      display_name_translation: null,
      logo: null,
      gateway_id: null,
      platform_account: null,
      channels: [channel('sandbox_card')],
    },
    {
      method: 6,
      display_name: 'E-wallet',
      display_name_translation: null,
      logo: null,
      gateway_id: null,
      platform_account: null,
      channels: [channel('PH_GCASH'), channel('PH_PAYMAYA')],
    },
  ];
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    f.set('intent', 'payment');
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };
  const state = stateSchema.parse({ promo });

  it('keeps with a channel it names, and any promo that is not payment-based keeps with any channel', () => {
    expect(promoKeepsChannel(promo, 'PH_GCASH')).toBe(true);
    expect(promoKeepsChannel(promo, 'PH_PAYMAYA')).toBe(false);
    expect(promoKeepsChannel(promo, null)).toBe(false);
    expect(promoKeepsChannel({ ...promo, is_payment_based_promo: false }, 'PH_PAYMAYA')).toBe(true);
    expect(promoKeepsChannel(null, 'PH_PAYMAYA')).toBe(true);
  });

  it('a channel the promo takes is chosen at once and the promo stays', () => {
    const chosen = choosePayment(form({ choice: '6:PH_GCASH' }), methods, [], state);
    expect(chosen).toMatchObject({ ok: true, promo, payment: { method: 6, channel: 'PH_GCASH' } });
  });

  it('another channel asks first, naming the promo; confirmed, the channel is chosen and the promo goes', () => {
    expect(choosePayment(form({ choice: '1:sandbox_card' }), methods, [], state)).toEqual({
      ok: false,
      field: 'promo',
      key: 'checkout.promoChannel',
      promo: 'GCASH50',
    });
    const confirmed = choosePayment(form({ choice: '1:sandbox_card', dropPromo: 'confirmed' }), methods, [], state);
    expect(confirmed).toMatchObject({ ok: true, promo: null, payment: { method: 1, channel: 'sandbox_card' } });
  });
});

describe('the card sheet (SPEC §4 check 12, §2 "Card sheets for three providers")', () => {
  const cardAt = (platform: string) => ({
    method: 1,
    display_name: 'Card',
    display_name_translation: null,
    logo: null,
    gateway_id: null,
    platform_account: null,
    channels: [
      {
        channel_code: `${platform}_card`,
        name: platform,
        name_translation: null,
        logo: null,
        platform,
        bank_name: null,
        account_name: null,
        wallet_number: null,
        trx_id: null,
      },
    ],
  });
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    f.set('intent', 'card');
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it('opens for a card at Stripe, Xendit or TapPay without a saved card or a token, never for the sandbox or a wallet', () => {
    expect(cardEntryGateway(PaymentMethodId.CARD, 'xendit')).toBe('xendit');
    expect(cardEntryGateway(PaymentMethodId.CARD, 'sandbox')).toBeNull();
    expect(cardEntryGateway(PaymentMethodId.EWALLET, 'xendit')).toBeNull();
    const base = { method: PaymentMethodId.CARD, platform: 'stripe', savedCardId: null, cardToken: null };
    expect(cardDetailsNeeded(base)).toBe(true);
    expect(cardDetailsNeeded({ ...base, savedCardId: 4 })).toBe(false);
    expect(cardDetailsNeeded({ ...base, cardToken: 'pm_123' })).toBe(false);
    expect(cardDetailsNeeded({ ...base, platform: 'sandbox' })).toBe(false);
  });

  it('keeps the provider’s token on the chosen card payment, and a new choice drops it', () => {
    const methods = [cardAt('xendit')];
    const state = stateSchema.parse({
      payment: { method: 1, channel: 'xendit_card', trxId: null, savedCardId: null, saveCard: false },
    });
    const taken = takeCard(
      form({ token: '5f1a2b3c4d', authenticationId: 'auth-77', brand: 'visa', suffix: '1111' }),
      methods,
      state,
    );
    expect(taken).toMatchObject({
      ok: true,
      payment: { card: { token: '5f1a2b3c4d', authenticationId: 'auth-77', brand: 'visa', suffix: '1111' } },
    });
    const again = choosePayment(
      (() => {
        const f = new FormData();
        f.set('intent', 'payment');
        f.set('choice', '1:xendit_card');
        return f;
      })(),
      methods,
      [],
      stateSchema.parse({ payment: taken.ok ? taken.payment : null }),
    );
    expect(again).toMatchObject({ ok: true, payment: { card: null } });
  });

  it('refuses a card number where the token goes, a token for a choice with no card sheet, and junk', () => {
    const state = stateSchema.parse({
      payment: { method: 1, channel: 'xendit_card', trxId: null, savedCardId: null, saveCard: false },
    });
    expect(takeCard(form({ token: '4111111111111111', brand: 'visa' }), [cardAt('xendit')], state).ok).toBe(false);
    expect(takeCard(form({ token: 'tok_1' }), [cardAt('sandbox')], state).ok).toBe(false);
    expect(takeCard(form({ token: '<script>' }), [cardAt('xendit')], state).ok).toBe(false);
    expect(takeCard(form({ token: 'tok_1', suffix: '12345' }), [cardAt('xendit')], state).ok).toBe(false);
  });

  it('lets the shop load and frame only the configured providers', () => {
    expect(providerOrigins({ stripe: null, xendit: null, tappay: null })).toEqual({
      script: [],
      connect: [],
      frame: [],
    });
    const xendit = providerOrigins({ stripe: null, xendit: 'xnd_public_development_x', tappay: null });
    expect(xendit.script).toEqual(['https://js.xendit.co']);
    expect(xendit.frame).toEqual(['https://*.xendit.co']);
  });
});
