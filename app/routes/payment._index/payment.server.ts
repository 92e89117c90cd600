// `/payment` (SPEC §2 "Payment", §4 "Payment page polling", §5 "The gateway link must be a valid http or
// https URL, else Payment link not found"): the step between the shop and the gateway. With `gatewayUrl` it
// sends the customer to the gateway's page — only the page the platform holds for this order's open
// payment, never any address a link carries; for a bank QR it shows the code; for an in-app wallet it waits
// for the wallet's app (every 10 s); otherwise it is the waiting page (Hang Tight, closing in 15 s). It asks
// the platform where the payment stands on every load (every 5 s: a meta refresh without JavaScript, a
// revalidation and the live `order_payment_status_update` with it) and leaves for the result page when
// there is one.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import QRCode from 'qrcode';
import { requireUser } from '~/utils/auth.server';
import { isInAppPayment, validGatewayLink, waitingCloseAt } from '~/domain/payments';
import { formatAmount } from '~/domain/money';
import { formatOpening } from '~/domain/datetime';
import { HTML_LANG } from '~/i18n/languages';
import {
  orderPagePath,
  paymentStanding,
  paymentTarget,
  retryPath,
  targetQuery,
  widgetOf,
} from '~/features/payments/payments.server';
import { shopRequest } from '~/utils/shop.server';

export async function loadPayment(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const { t, lng } = await shopRequest(request, context);
  const url = new URL(request.url);
  const target = paymentTarget(url);
  const gatewayUrl = url.searchParams.get('gatewayUrl');
  const notFound = () => json({ kind: 'notFound' as const, title: t('payment.title') }, { status: 404 });
  const standing = target ? await paymentStanding(customer, target) : null;
  if (!target || !standing) return notFound();
  const query = targetQuery(target);
  const payment = standing.status.payment;
  const widget = widgetOf(url, target);
  const base = { title: t('payment.title'), query, orderPage: orderPagePath(target), live: liveOf(target, context) };
  // SPEC §4 "Polling is skipped in widget mode": whoever opened the widget polls; this page only closes
  if (widget.widget) return waiting(url, { ...base, widget: true, leaveTo: widget.leaveTo });
  const inApp = !!payment && isInAppPayment(payment);
  // SPEC §4 in-app channel: "Payment success goes to order details"; failure stays here and says so
  if (standing.outcome === 'success') throw redirect(inApp ? orderPagePath(target) : `/payment/success?${query}`);
  if (standing.outcome === 'failed') {
    if (!inApp) throw redirect(`/payment/failed?${query}`);
    return json({ ...base, kind: 'inAppFailed' as const, retry: retryPath(target, standing.status) });
  }
  if (gatewayUrl !== null) {
    const link = validGatewayLink(gatewayUrl);
    if (!link || !payment || payment.state !== 'pending' || payment.link !== gatewayUrl) return notFound();
    return json({ ...base, kind: 'redirect' as const, link });
  }
  if (payment?.state === 'pending' && payment.qr) {
    const qr = payment.qr;
    const image = await QRCode.toDataURL(qr.qr_content, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return json({
      ...base,
      kind: 'qr' as const,
      image,
      merchant: qr.merchant_name,
      nmid: qr.nmid,
      nns: qr.nns,
      total: `${qr.currency_code} ${formatAmount(qr.transaction_amount_cent, qr.currency_code)}`,
      expires: formatOpening(new Date(qr.qr_expiry), standing.status.timezone, HTML_LANG[lng]),
      sandboxLink: payment.sandbox_link,
    });
  }
  if (payment?.state === 'pending' && inApp)
    return json({
      ...base,
      kind: 'inApp' as const,
      total: `${payment.currency} ${formatAmount(payment.amount, payment.currency)}`,
      sandboxLink: payment.sandbox_link,
    });
  return waiting(url, { ...base, widget: false, leaveTo: widget.leaveTo });
}

/**
 * SPEC §2 "Waiting page: Hang Tight, an auto-close countdown, View Order Details" and §4 "The waiting page
 * auto-close counts down 15 s": the moment it closes rides in the query (`closeAt`), so the page counts the
 * same 15 s with JavaScript (a countdown) and without it (meta refreshes); at zero it leaves for `leaveTo`.
 */
function waiting(
  url: URL,
  page: {
    title: string;
    query: string;
    orderPage: string;
    live: ReturnType<typeof liveOf>;
    widget: boolean;
    leaveTo: string;
  },
) {
  const now = Math.floor(Date.now() / 1000);
  const { closeAt, fresh } = waitingCloseAt(url.searchParams.get('closeAt'), now);
  if (fresh) {
    url.searchParams.set('closeAt', String(closeAt));
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  if (now >= closeAt) throw redirect(page.leaveTo);
  return json({ ...page, kind: 'waiting' as const, closeIn: closeAt - now });
}

function liveOf(target: { orderHash?: string; parentUuid?: string }, context: AppLoadContext) {
  return { token: context.socketToken, orderHash: target.orderHash, parentUuid: target.parentUuid };
}
