// `/order-details?orderHash=…` (SPEC §2 "Order details", §4 "Order page rules", "Cancelled orders"): the
// customer's order, read from the platform on every load — the live events (server/live/socket.ts) and,
// without JavaScript, the page's own refresh load it again.
import { json, type AppLoadContext } from '@remix-run/node';
import { loginPath, requireUser, rotatedAuthHeaders, shopCustomer } from '~/utils/auth.server';
import type { Order } from '~/contract/orders';
import { PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { homePath } from '~/utils/boot.server';
import { DeliveryMethod, OrderStatus, PickupType } from '~/domain/constants';
import { formatClock, formatOpening } from '~/domain/datetime';
import {
  cancellationOf,
  delayAlertDueAt,
  deliveryDelayed,
  orderProgress,
  refundLine,
  shownRiders,
  trackingLink,
} from '~/domain/fulfilment';
import {
  canCustomerCancel,
  canOrderAgain,
  canPayForOrder,
  orderEstimate,
  preparationDeadline,
  scheduledCountdown,
  shortHash,
} from '~/domain/order-status';
import { validGatewayLink } from '~/domain/payments';
import { HTML_LANG } from '~/i18n/languages';
import {
  clearCartRedirect,
  headlineKey,
  orderBill,
  orderKey,
  orderLines,
  orderSenior,
  paymentKeys,
  readOwnOrder,
} from '~/features/orders/order-pages.server';
import { shopRequest } from '~/utils/shop.server';
import { cancelAction, cancelReasonsFor } from './cancel.server';
import { isRatingPost, orderRating, rateOrderAction } from './rating.server';
import { notFound } from '~/utils/request.server';
import { readFormData } from '~/utils/form-data.server';

export async function loadOrderDetails(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const hash = orderKey(url.searchParams.get('orderHash'));
  // A message's link (issue 27; ADR 0033): its key opens that one order without a login — a guest who closed
  // the tab. A customer who can read the order anyway gets the whole page (cancel, rating).
  const key = url.searchParams.get('key');
  if (key !== null && !(await ownsOrder(request, context, hash))) {
    const { client, timings } = await shopRequest(request, context);
    const order = hash ? await timings.time('order', () => readLinkedOrder(client, hash, key)) : null;
    return orderPage(request, context, order, null, key);
  }
  const customer = await requireUser(request, context);
  const cleared = await clearCartRedirect(request, context);
  if (cleared) throw cleared;
  const { timings } = await shopRequest(request, context);
  const order = hash
    ? await timings.time('order', () =>
        readOwnOrder(request, context, customer, (c) => c.getOrder({ orderHash: hash })),
      )
    : null;
  return orderPage(request, context, order, customer, null);
}

/** Whether the visitor is logged in and the order is theirs (then the link's key is not needed). */
async function ownsOrder(request: Request, context: AppLoadContext, hash: string | null): Promise<boolean> {
  const customer = await shopCustomer(request, context);
  if (!hash || !customer.auth) return false;
  return !!(await readOwnOrder(request, context, customer, (c) => c.getOrder({ orderHash: hash })).catch(() => null));
}

/** The order a link's key opens, or null (a key wrong, changed, expired or for another order: as no order). */
async function readLinkedOrder(client: PlatformClient, hash: string, key: string): Promise<Order | null> {
  try {
    return await client.getOrderByLink({ orderHash: hash, key });
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500) return null;
    throw error;
  }
}

/**
 * The page of an order: the customer's own (`customer`), or the one a message's link opened (`linkKey`: the
 * page reads it again with the same key, and offers nothing that needs a login — cancel, pay, rate).
 */
async function orderPage(
  request: Request,
  context: AppLoadContext,
  order: Order | null,
  customer: Awaited<ReturnType<typeof requireUser>> | null,
  linkKey: string | null,
) {
  const { lng, t, boot, timings } = await shopRequest(request, context);
  const headers = { ...(await rotatedAuthHeaders(request, context)), 'Server-Timing': timings.header() };
  const home = homePath(boot);
  if (!order) {
    return json(
      { title: t('order.notFound'), home, now: Date.now(), order: null, live: null, cancel: null },
      { status: 404, headers },
    );
  }
  const now = new Date();
  const locale = HTML_LANG[lng];
  const zone = order.branch.timezone;
  const estimate = orderEstimate(order);
  const deadline = preparationDeadline(order);
  const cancellation = cancellationOf(order);
  const refund = refundLine(order);
  const payment = paymentKeys(order);
  const brandId = order.brands[0]?.id;
  const here =
    `/order-details?orderHash=${encodeURIComponent(order.order_hash)}` +
    (linkKey ? `&key=${encodeURIComponent(linkKey)}` : '');
  const cancellable = !!customer && canCustomerCancel(order);
  const sheet = new URL(request.url).searchParams.get('sheet');
  return json(
    {
      title: t('order.title'),
      home,
      /** the server's clock: the countdowns' first render, the same on the server and in the browser */
      now: now.getTime(),
      live: { token: context.socketToken, orderHash: order.order_hash },
      /**
       * SPEC §6 a guest (or a visitor the link of a message let in): the big order-number card, with which and
       * the phone the order is found again (/order-lookup), and the finish-profile notice (Unlock: login)
       */
      guest:
        !customer || customer.auth.user.is_guest
          ? { numbers: [order.short_id], finishProfile: loginPath(here), lookup: '/order-lookup' }
          : null,
      order: {
        hash: order.order_hash,
        shortId: order.short_id,
        shortHash: shortHash(order.order_hash),
        placedAt: formatOpening(new Date(order.created_at), zone, locale),
        headlineKey: headlineKey(order),
        /** SPEC §4 progress: four segments, five for a third-party courier (app/domain/fulfilment.ts) */
        progress: orderProgress(order),
        /** SPEC §4 delay alert: further than the country's delay distance, or searching for a courier too long */
        delayed: deliveryDelayed(order, order.delivery_delay, now),
        /** epoch ms when a courier search still going on becomes late (the page loads again then) */
        delayDueAt: delayAlertDueAt(order, order.delivery_delay)?.getTime() ?? null,
        /** SPEC §4 rider section: the couriers on the order (several: a carousel), each with its tracking link */
        riders: shownRiders(order).map((job, i) => ({
          key: `${i}-${job.rider?.name ?? ''}-${job.rider?.phone ?? ''}`,
          name: job.rider?.name ?? null,
          phone: job.rider?.phone ?? null,
          tel: job.rider?.phone ? `tel:${job.rider.phone.replace(/[^\d+]/g, '')}` : null,
          photo: validGatewayLink(job.rider?.photo_url), // http(s) only
          plate: job.rider?.license_plate ?? null,
          tracking: trackingLink(job),
        })),
        final: [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.FAILED].includes(order.status_id as 6),
        estimate:
          estimate?.kind === 'scheduled'
            ? { kind: 'scheduled' as const, at: formatOpening(estimate.at, zone, locale) }
            : estimate?.kind === 'preparation'
              ? { kind: 'preparation' as const, minutes: estimate.minutes }
              : estimate
                ? {
                    kind: 'asap' as const,
                    fromMinutes: estimate.fromMinutes,
                    toMinutes: estimate.toMinutes,
                    window: `${formatClock(estimate.from, zone)} - ${formatClock(estimate.to, zone)}`,
                  }
                : null,
        /** SPEC §4 preparation countdown: epoch ms the food should be ready, while accepted */
        preparationDeadline: deadline?.getTime() ?? null,
        /** SPEC §4 scheduled card: epoch ms of the scheduled time, while placed and still ahead */
        scheduledAt:
          scheduledCountdown(order, now) && order.scheduled_delivery_time
            ? new Date(order.scheduled_delivery_time).getTime()
            : null,
        /** SPEC §4 "Cancelled orders": who (you or store), the partner's words, the refund line */
        cancellation: cancellation ? { ...cancellation, refund } : null,
        branch: {
          title: order.branch.title,
          address: order.branch.address,
          phone: order.branch.phone,
          secondaryPhone: order.branch.secondary_phone,
        },
        brands: order.brands,
        orderType: order.order_type_id,
        driveThru: order.order_type_id === DeliveryMethod.PICKUP && order.pickup_type === PickupType.DRIVE_THRU,
        vehicle: order.vehicle_reg_no,
        tableNo: order.table_no,
        deliveryAddress:
          order.order_type_id === DeliveryMethod.DELIVERY ? (order.delivery_location?.address ?? null) : null,
        comment: order.order_comment,
        /** the kitchen changed the cart before accepting it (issue 16, the ops screen) */
        cartUpdate: order.update_cart_note,
        lines: orderLines(order, lng),
        /** the senior citizen / PWD details it was placed with; their images are served to this customer only */
        senior: orderSenior(order),
        currency: order.currency,
        bill: orderBill(order),
        /** SPEC §2 "Order details: loyalty-points card": what the completed order earned */
        loyalty: order.loyalty_points,
        paymentMethodKey: payment.method,
        paymentStatusKey: payment.status,
        payHref:
          customer && canPayForOrder(order) ? `/checkout?orderHash=${encodeURIComponent(order.order_hash)}` : null,
        orderAgainHref: canOrderAgain(order, boot?.branchId ?? null) ? (brandId ? `/brand/${brandId}` : home) : null,
        /** SPEC §4 "Cancel is offered while the order is placed" */
        cancelHref: cancellable ? `${here}&sheet=cancel` : null,
        here,
      },
      /** the cancel sheet's reasons, in the customer's language, when it is open */
      cancel: customer && cancellable && sheet === 'cancel' ? { reasons: await cancelReasonsFor(customer, lng) } : null,
      /** SPEC §4 the rating prompt, its sheet (`&rate=1`, `&rate=thanks`) or the rating read-only */
      rating: customer ? await orderRating(request, customer, order) : null,
    },
    { headers },
  );
}

/** The page's form: cancelling the order (the only action here). */
export async function orderDetailsAction(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const hash = orderKey(new URL(request.url).searchParams.get('orderHash'));
  const order = hash ? await readOwnOrder(request, context, customer, (c) => c.getOrder({ orderHash: hash })) : null;
  if (!order) return notFound();
  const form = await readFormData(request);
  if (isRatingPost(form)) return rateOrderAction(form, customer, order);
  return cancelAction(form, context, customer, order);
}
