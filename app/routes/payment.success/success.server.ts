// `/payment/success` (SPEC §2 "Payment", §4 "Otherwise the success screen shows and the cart is cleared"):
// shown only when the platform says the order is paid — any other state sends the customer to the page
// that tells the truth. The cart that became this order goes now, with the checkout's record of it.
import { json, type AppLoadContext } from '@remix-run/node';
import { requireUser } from '~/utils/auth.server';
import { readCart, storeKey, writeCart } from '~/features/cart/cart.server';
import { EMPTY_CART } from '~/domain/cart';
import { orderPagePath, paymentTarget, requireOutcome } from '~/features/payments/payments.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { readState, writeState } from '~/features/checkout/checkout-state.server';

export async function loadPaymentSuccess(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const { t, session, boot } = await shopRequest(request, context);
  const target = paymentTarget(new URL(request.url));
  if (!target) return json({ title: t('payment.title'), found: false as const }, { status: 404 });
  const status = await requireOutcome(customer, target, 'success');
  const key = storeKey(boot);
  const state = readState(session, key);
  const paidPending =
    !!state.pending &&
    (target.orderHash ? state.pending.orderHash === target.orderHash : state.pending.parentUuid === target.parentUuid);
  const headers = new Headers();
  if (paidPending) {
    if (readCart(session, key).lines.length) writeCart(session, key, EMPTY_CART);
    writeState(session, key, null);
    headers.set('Set-Cookie', await commitSession(session, context));
  }
  return json(
    {
      title: t('payment.successTitle'),
      found: true as const,
      shortId: status.short_id,
      orderPage: orderPagePath(target),
    },
    { headers },
  );
}
