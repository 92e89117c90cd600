// What a device remembers of its customer between orders (issue 24 "Fewer taps"): a guest's contact details
// and the last payment method, in a signed cookie of their own — the server session of a guest ends (SPEC §9:
// tokens are dropped after an hour), the device stays. Next time the checkout is prefilled, and a returning
// guest types nothing. Never a card token, a saved card or a transaction id: those belong to one payment.
import { createCookie, type AppLoadContext, type Cookie } from '@remix-run/node';
import { z } from 'zod';
import type { PaymentMethod } from '~/contract/payment-methods';
import { NOTIFICATION_METHODS } from '~/contract/orders';
import { cookieScope } from '~/utils/cookies.server';
import type { CheckoutState } from '~/features/checkout/checkout-state.server';

const rememberedSchema = z.object({
  contact: z
    .object({
      firstName: z.string().max(50),
      lastName: z.string().max(50),
      email: z.string().max(254),
      phone: z.string().max(20),
      region: z.string().length(2),
      notify: z.enum(NOTIFICATION_METHODS),
    })
    .partial()
    .default({}),
  payment: z
    .object({ method: z.number().int(), channel: z.string().max(64).nullable() })
    .nullable()
    .default(null),
});
export type Remembered = z.infer<typeof rememberedSchema>;

const ONE_YEAR = 365 * 24 * 60 * 60;
const cookies = new WeakMap<string[], Cookie>();

function rememberedCookie(context: AppLoadContext): Cookie {
  let cookie = cookies.get(context.sessionSecrets);
  if (!cookie) {
    cookie = createCookie('remembered', {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secrets: context.sessionSecrets,
      maxAge: ONE_YEAR,
    });
    cookies.set(context.sessionSecrets, cookie);
  }
  return cookie;
}

export async function readRemembered(request: Request, context: AppLoadContext): Promise<Remembered> {
  const parsed = rememberedSchema.safeParse(await rememberedCookie(context).parse(request.headers.get('Cookie')));
  return parsed.success ? parsed.data : rememberedSchema.parse({});
}

/** The Set-Cookie value that remembers what this checkout was told (on top of what the device knew). */
export async function rememberHeader(
  request: Request,
  context: AppLoadContext,
  told: { contact?: CheckoutState['contact']; payment?: CheckoutState['payment'] },
): Promise<string> {
  const known = await readRemembered(request, context);
  const contact = { ...known.contact };
  for (const [k, v] of Object.entries(told.contact ?? {})) if (v) Object.assign(contact, { [k]: v });
  const next = rememberedSchema.safeParse({
    contact,
    payment: told.payment ? { method: told.payment.method, channel: told.payment.channel } : known.payment,
  });
  return rememberedCookie(context).serialize(next.success ? next.data : known, cookieScope(context));
}

/**
 * The checkout's state with what the device remembers filled in where the checkout has nothing yet: the
 * contact only for a guest or a visitor (an account has its own), the payment method only where this store
 * still offers it.
 */
export function withRemembered(
  state: CheckoutState,
  remembered: Remembered,
  a: { contact: boolean; methods: PaymentMethod[] },
): CheckoutState {
  const contact = a.contact ? { ...remembered.contact, ...definedOnly(state.contact) } : state.contact;
  const p = remembered.payment;
  const method = p && !state.payment ? a.methods.find((m) => m.method === p.method) : undefined;
  const offered =
    !!method &&
    (method.channels.length === 0 ? p!.channel === null : method.channels.some((c) => c.channel_code === p!.channel));
  return {
    ...state,
    contact,
    payment: offered
      ? { method: p!.method, channel: p!.channel, trxId: null, savedCardId: null, saveCard: false, card: null }
      : state.payment,
  };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
