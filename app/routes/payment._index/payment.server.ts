// `/payment` (SPEC §2 "Payment", §4 "Payment page polling", §5 "The gateway link must be a valid http or
// https URL, else Payment link not found"): the step between the shop and the gateway. With `gatewayUrl` it
// sends the customer to the gateway's page — only the page the platform holds for this order's open
// payment, never any address a link carries; for a bank QR it shows the code; otherwise it waits. It asks
// the platform where the payment stands on every load (every 5 s: a meta refresh without JavaScript, a
// revalidation and the live `order_payment_status_update` with it) and leaves for the result page when
// there is one.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import QRCode from 'qrcode';
import { requireUser } from '~/auth.server';
import { validGatewayLink } from '~/domain/payments';
import { formatAmount } from '~/domain/money';
import { formatOpening } from '~/domain/datetime';
import { HTML_LANG } from '~/i18n/languages';
import { orderPagePath, paymentStanding, paymentTarget, targetQuery } from '~/payments.server';
import { shopRequest } from '~/shop.server';

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
  if (standing.outcome === 'success') throw redirect(`/payment/success?${query}`);
  if (standing.outcome === 'failed') throw redirect(`/payment/failed?${query}`);
  const payment = standing.status.payment;
  const base = { title: t('payment.title'), query, orderPage: orderPagePath(target), live: liveOf(target, context) };
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
  return json({ ...base, kind: 'waiting' as const });
}

function liveOf(target: { orderHash?: string; parentUuid?: string }, context: AppLoadContext) {
  return { token: context.socketToken, orderHash: target.orderHash, parentUuid: target.parentUuid };
}
