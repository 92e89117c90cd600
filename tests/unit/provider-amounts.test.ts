import { afterEach, describe, expect, it } from 'vitest';
import { xenditToken } from '~/components/payments/card-providers';
import { xenditAmount } from '../../server/platform/payments/providers/xendit-wire';

/** Runs the browser's Xendit.js tokenisation against a stand-in Xendit global and returns the amount it was given. */
async function browserXenditAmount(amount: number, currency: string): Promise<string> {
  let sent: string | undefined;
  const xendit = {
    setPublishableKey() {},
    card: {
      createToken(data: { amount: string }, handler: (error: null, token: { id: string; status: string }) => void) {
        sent = data.amount;
        handler(null, { id: 'tok_1', status: 'VERIFIED' });
      },
    },
  };
  Object.assign(globalThis, {
    window: { Xendit: xendit },
    document: { querySelector: () => ({ dataset: { loaded: 'true' } }) },
  });
  await xenditToken(
    'xnd_public',
    { number: '4000 0000 0000 0002', expiry: '12/40', cvv: '123' },
    { amount, currency, multipleUse: false, onChallenge: () => {} },
  );
  return sent!;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { document?: unknown }).document;
});

describe('the browser and the platform give Xendit the same amount', () => {
  it.each([
    [98000, 'JPY'],
    [98050, 'JPY'],
    [18000, 'TWD'],
    [18050, 'TWD'],
    [2500000, 'IDR'],
    [123456, 'PHP'],
    [550, 'SGD'],
  ])('%i hundredths of %s', async (amount, currency) => {
    expect(Number(await browserXenditAmount(amount, currency))).toBe(xenditAmount(amount, currency));
  });

  it.each([
    [98000, 'JPY'],
    [18000, 'TWD'],
    [2500000, 'IDR'],
  ])('%i hundredths of %s go to Xendit.js in whole units, as the platform charges them', async (amount, currency) => {
    expect(await browserXenditAmount(amount, currency)).toBe(String(xenditAmount(amount, currency)));
  });
});
