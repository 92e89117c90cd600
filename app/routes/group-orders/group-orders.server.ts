// `/group-orders?parentUuid=…` (SPEC §2 "Group orders"): a food-hall table's order — a parent with one
// child per branch — read from the platform on every load; live events of any child load it again.
import { json, type AppLoadContext } from '@remix-run/node';
import { loginPath, requireUser, rotatedAuthHeaders } from '~/utils/auth.server';
import { homePath } from '~/utils/boot.server';
import { canPayForGroup, shortHash } from '~/domain/order-status';
import {
  clearCartRedirect,
  headlineKey,
  orderKey,
  paymentKeys,
  readOwnOrder,
} from '~/features/orders/order-pages.server';
import { shopRequest } from '~/utils/shop.server';
import { groupRating } from './group-rating.server';

export async function loadGroupOrders(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const cleared = await clearCartRedirect(request, context);
  if (cleared) throw cleared;
  const { t, boot, timings } = await shopRequest(request, context);
  const uuid = orderKey(new URL(request.url).searchParams.get('parentUuid'));
  const group = uuid
    ? await timings.time('group', () =>
        readOwnOrder(request, context, customer, (c) => c.getGroupOrder({ parentUuid: uuid })),
      )
    : null;
  const headers = { ...(await rotatedAuthHeaders(request, context)), 'Server-Timing': timings.header() };
  const home = homePath(boot);
  if (!group) {
    return json({ title: t('order.notFound'), home, group: null, live: null }, { status: 404, headers });
  }
  const first = group.child_orders[0];
  const payment = paymentKeys({
    payment_method_id: group.payment_method_id,
    payment_status_id: first?.payment_status_id ?? 3,
    post_pay: first?.post_pay ?? group.payment_method_id == null,
  });
  const totals = group.totals;
  return json(
    {
      title: t('groupOrder.title'),
      home,
      live: { token: context.socketToken, parentUuid: group.parent_order_uuid },
      /**
       * SPEC §6 a guest: the big order-number card — each branch's order has its number, found again with the
       * phone at /order-lookup — and the finish-profile notice (Unlock: login, back here; the account keeps them)
       */
      guest: customer.auth.user.is_guest
        ? {
            numbers: group.child_orders.map((c) => c.short_id),
            finishProfile: loginPath(`/group-orders?parentUuid=${encodeURIComponent(group.parent_order_uuid)}`),
            lookup: '/order-lookup',
          }
        : null,
      group: {
        parentUuid: group.parent_order_uuid,
        foodHall: group.foodhall_title,
        tableNo: group.table_no,
        orderType: group.order_type_id,
        paymentMethodKey: payment.method,
        paymentStatusKey: payment.status,
        contact: group.user_phone,
        currency: group.currency,
        children: group.child_orders.map((c) => ({
          hash: c.order_hash,
          shortHash: shortHash(c.order_hash),
          headlineKey: headlineKey(c),
          statusId: c.status_id,
          brands: c.brands,
          branch: c.branch.title,
          address: c.branch.address,
          href: `/order-details?orderHash=${encodeURIComponent(c.order_hash)}`,
        })),
        /** SPEC §2 "The payment summary has total, subtotal (with VAT label), rewards discount, discount, delivery fee, other fees" */
        totals: {
          total: totals.final_price,
          subtotal: totals.item_price,
          vat: totals.vat_price,
          vatLabel: first?.vat_label ?? null,
          vatIncluded: first?.is_vat_included ?? true,
          rewardDiscount: totals.reward_discount,
          discount: totals.discount_amount,
          promoDiscount: totals.promo_discount,
          deliveryFee: totals.delivery_fee,
          refunded: totals.refunded_amount,
        },
        /** SPEC §2 "Other fees list service fee, processing fee or a merged fee, packaging or custom fee, restaurant service fee" */
        otherFees: [
          ...(first?.merged_fee_title
            ? [{ key: 'merged', label: first.merged_fee_title, amount: totals.service_fee + totals.gateway_fee }]
            : [
                { key: 'service', label: t('cart.serviceFee'), amount: totals.service_fee },
                { key: 'processing', label: t('cart.processingFee'), amount: totals.gateway_fee },
              ]),
          { key: 'packaging', label: t('cart.packagingFee'), amount: totals.custom_fee },
          { key: 'restaurant', label: t('cart.restaurantService'), amount: totals.restaurant_service_fee },
        ].filter((f) => f.amount > 0),
        payHref: canPayForGroup(group.child_orders)
          ? `/checkout?parentUuid=${encodeURIComponent(group.parent_order_uuid)}`
          : null,
      },
      /** SPEC §2 the bulk rating sheet (open by its rule), its thank-you screen, or the ratings given */
      rating: await groupRating(request, customer, group),
    },
    { headers },
  );
}
