// `/payment/failed` (SPEC §2 "Payment", §8 payment errors): shown only when the platform says the payment
// failed, with the reason in the customer's language and the way to try again — paying the same order (the
// checkout's POST_PAYMENT), which a pre-payment order waiting for its money still is.
import { json, type AppLoadContext } from '@remix-run/node';
import { requireUser } from '~/utils/auth.server';
import { failureReasonOf } from '~/domain/payments';
import { orderPagePath, paymentTarget, requireOutcome, retryPath } from '~/features/payments/payments.server';
import { shopRequest } from '~/utils/shop.server';

export async function loadPaymentFailed(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const { t } = await shopRequest(request, context);
  const target = paymentTarget(new URL(request.url));
  if (!target) return json({ title: t('payment.title'), found: false as const }, { status: 404 });
  const status = await requireOutcome(customer, target, 'failed');
  const code = status.payment_failure_reason?.code;
  return json({
    title: t('payment.failedTitle'),
    found: true as const,
    shortId: status.short_id,
    reasonKey: code ? `payment.reasons.${failureReasonOf(code)}` : null,
    retry: retryPath(target, status),
    orderPage: orderPagePath(target),
  });
}
