// SPEC §4 "Payment page polling" and the in-app channel: which payments the shop waits for in the wallet's
// app, and the waiting page's 15 s that ride in its address.
import { describe, expect, it } from 'vitest';
import { PaymentMethodId } from '~/domain/constants';
import { isInAppPayment, WAITING_CLOSE_SECONDS, waitingCloseAt } from '~/domain/payments';

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
