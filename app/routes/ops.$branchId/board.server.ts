// `/ops/{branchId}` (issue 16): a branch's kitchen board — incoming, in progress and today's done orders with
// their lines, notes and schedule — and every staff action as a plain form with an intent: accept, ready,
// complete, cancel with a reason, the courier's state with the rider, mark paid, refund, the cart edit before
// acceptance, busy mode per brand, closed for today, the notice. POST → redirect → GET with the one toast; a
// refusal of the platform (409) is that toast's message, never an error page.
import { json, type AppLoadContext } from '@remix-run/node';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { parseWithZod } from '@conform-to/zod';
import type { Order } from '~/contract/orders';
import { DeliveryMethod, FulfilmentStatus, OrderStatus, PaymentStatus } from '~/domain/constants';
import { formatClock, formatOpening, zonedInstant } from '~/domain/datetime';
import { canMoveFulfilment, type FulfilmentStatusId } from '~/domain/fulfilment';
import { formatMoney } from '~/domain/money';
import { signOpsTicket } from '~/domain/ops-ticket';
import { localMoment } from '~/domain/store-hours';
import { localized } from '~/domain/localize';
import { shortHash, staffActions } from '~/domain/order-status';
import { HTML_LANG, isSupportedLanguage } from '~/i18n/languages';
import { opsCall, requireOps } from '~/features/ops/ops.server';
import { orderLines, paymentKeys } from '~/features/orders/order-pages.server';
import { PlatformError } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { redirectWithToast } from '~/utils/toast.server';
import { readFormData } from '~/utils/form-data.server';
import { notFound } from '~/utils/request.server';
import { boardActionSchema, OPEN_PANELS, type BoardAction } from './board.schema.server';

/** An incoming order this young is highlighted as new. */
const FRESH_MS = 3 * 60 * 1000;

const FULFILMENT_IDS = Object.values(FulfilmentStatus) as FulfilmentStatusId[];

function branchIdOf(params: { branchId?: string }): number {
  const id = Number(params.branchId);
  if (!/^\d{1,10}$/.test(params.branchId ?? '') || !(id > 0) || id > 2_147_483_647) throw notFound();
  return id;
}

/** The board's own address: the language kept, any open form closed. */
function boardUrl(request: Request, branchId: number): string {
  const lng = new URL(request.url).searchParams.get('lng');
  return `/ops/${branchId}${lng && isSupportedLanguage(lng) ? `?lng=${lng}` : ''}`;
}

function cardOf(order: Order, lng: string, now: Date) {
  const zone = order.branch.timezone;
  const locale = HTML_LANG[isSupportedLanguage(lng) ? lng : 'en'];
  const payment = paymentKeys(order);
  const paid = order.payment_status_id === PaymentStatus.PAID;
  const delivery = order.order_type_id === DeliveryMethod.DELIVERY;
  const job = order.fulfillments.at(-1) ?? null;
  return {
    hash: order.order_hash,
    shortId: order.short_id,
    shortHash: shortHash(order.order_hash),
    statusId: order.status_id,
    placedAt: formatClock(new Date(order.created_at), zone),
    fresh: order.status_id === OrderStatus.PLACED && now.getTime() - new Date(order.created_at).getTime() < FRESH_MS,
    /** a pre-payment order whose payment is still open at its gateway (ADR 0016): not the kitchen's yet */
    awaitingPayment: order.status_id === OrderStatus.PENDING,
    orderType: order.order_type_id,
    tableNo: order.table_no,
    vehicle: order.vehicle_reg_no,
    scheduledAt: order.scheduled_delivery_time
      ? formatOpening(new Date(order.scheduled_delivery_time), zone, locale)
      : null,
    address: delivery ? (order.delivery_location?.address ?? null) : null,
    phone: order.user_phone,
    lines: orderLines(order, lng),
    comment: order.order_comment,
    updateNote: order.update_cart_note,
    cancellation: order.status_id === OrderStatus.CANCELLED ? order.cancellation_reason : null,
    total: formatMoney(order.final_price, order.currency),
    refunded: order.refunded_amount > 0 ? formatMoney(order.refunded_amount, order.currency) : null,
    paymentMethodKey: payment.method,
    paymentStatusKey: payment.status,
    refundStatusId: order.refund_status_id,
    paid,
    delivery,
    fulfilment: delivery
      ? {
          statusId: order.fulfillment_status_id,
          rider: job?.rider ?? null,
          trackingUrl: job?.tracking_url ?? null,
          /** the statuses the courier side may move to now */
          next: FULFILMENT_IDS.filter((to) => canMoveFulfilment(order, to)),
        }
      : null,
    actions: staffActions(order),
  };
}
export type BoardCard = ReturnType<typeof cardOf>;

export async function loadBoard(request: Request, context: AppLoadContext, params: { branchId?: string }) {
  const branchId = branchIdOf(params);
  const { token, client } = await requireOps(request, context);
  const { lng, t } = await shopRequest(request, context);
  const [branch, orders] = await opsCall(context, async () => {
    try {
      return await Promise.all([client.opsBranch({ branchId }), client.branchOrders({ branchId })]);
    } catch (error) {
      if (error instanceof PlatformError && error.status === 404) throw notFound();
      throw error;
    }
  });
  const now = new Date();
  const today = localMoment(now, branch.timezone).date;
  const lastChange = (o: Order) => o.status_history.at(-1)?.change_time ?? o.created_at;
  const cards = orders.results.map((o) => ({ order: o, card: cardOf(o, lng, now) }));
  const pick = (statuses: number[]) => cards.filter((c) => statuses.includes(c.order.status_id));
  const url = new URL(request.url);
  const panel = url.searchParams.get('act');
  const target = url.searchParams.get('order');
  const noticeEnd = branch.store.notice_end_time ? new Date(branch.store.notice_end_time) : null;
  return json(
    {
      title: t('ops.board.title', { branch: branch.title }),
      lng,
      branch: {
        id: branch.id,
        title: branch.title,
        brands: branch.brands,
        store: {
          open: branch.store.store_open,
          closedToday: branch.store.closed_on != null,
          noticeEnabled: branch.store.notice_enabled,
          noticeText: localized(null, branch.store.notice_description, lng) ?? '',
          /** the notice's end as a datetime-local value in the branch's zone */
          noticeEnd: noticeEnd ? format(new TZDate(noticeEnd.getTime(), branch.timezone), "yyyy-MM-dd'T'HH:mm") : '',
        },
      },
      /** the kitchen's live room: the shared socket token and a ticket signed with the ops token */
      live: { token: context.socketToken, ticket: signOpsTicket(token, branchId, now.getTime()), branchId },
      columns: {
        // oldest first: the kitchen works down the list
        incoming: pick([OrderStatus.PLACED, OrderStatus.PENDING])
          .reverse()
          .map((c) => c.card),
        progress: pick([OrderStatus.ACCEPTED, OrderStatus.READY])
          .reverse()
          .map((c) => c.card),
        done: pick([OrderStatus.COMPLETED, OrderStatus.CANCELLED])
          .filter((c) => localMoment(new Date(lastChange(c.order)), branch.timezone).date === today)
          .map((c) => c.card),
      },
      /** a form opened on the board (URL state): cancel, edit, courier (with `order`) or notice */
      panel: panel && (OPEN_PANELS as readonly string[]).includes(panel) ? { kind: panel, order: target } : null,
      here: boardUrl(request, branchId),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

function riderOf(a: Extract<BoardAction, { intent: 'fulfilment' }>) {
  const rider = {
    name: a.riderName || null,
    phone: a.riderPhone || null,
    photo_url: a.riderPhoto || null,
    license_plate: a.riderPlate || null,
  };
  return Object.values(rider).some(Boolean) ? rider : null;
}

async function perform(
  client: Awaited<ReturnType<typeof requireOps>>['client'],
  branchId: number,
  action: BoardAction,
  timezone: () => Promise<string>,
  lng: string,
) {
  switch (action.intent) {
    case 'accept':
    case 'ready':
    case 'complete':
    case 'paid':
      return client.moveOrder({ orderHash: action.hash, transition: action.intent });
    case 'cancel':
      return client.moveOrder({ orderHash: action.hash, transition: 'cancel', reason: action.reason });
    case 'refund':
      return client.refundOrder({ orderHash: action.hash });
    case 'fulfilment':
      return client.moveFulfilment({
        orderHash: action.hash,
        fulfillment_status_id: action.status,
        rider: riderOf(action),
        tracking_url: action.trackingUrl || null,
        cancel_order: action.cancelOrder === 'on',
      });
    case 'editCart':
      return client.editOrderCart({
        orderHash: action.hash,
        lines: action.line.map((id, i) => ({ id, quantity: action.quantity[i] ?? 0 })),
        note: action.note || null,
      });
    case 'busy':
      return client.setBusy({ branchId, brandId: action.brandId, is_busy: action.busy === 'true' });
    case 'store':
      return client.setStoreState({ branchId, closed: action.closed === 'true' });
    case 'notice': {
      const enabled = action.enabled === 'on';
      let end: string | null = null;
      if (action.endTime) {
        const [date, time] = action.endTime.split('T') as [string, string];
        end = zonedInstant(date, Number(time.replace(':', '')), await timezone()).toISOString();
      }
      return client.setStoreState({
        branchId,
        notice_enabled: enabled,
        notice_description: action.text || null,
        language: lng,
        notice_end_time: end,
      });
    }
  }
}

export async function boardAction(request: Request, context: AppLoadContext, params: { branchId?: string }) {
  const branchId = branchIdOf(params);
  const { client } = await requireOps(request, context);
  const { lng } = await shopRequest(request, context);
  const back = boardUrl(request, branchId);
  const submission = parseWithZod(await readFormData(request), { schema: boardActionSchema });
  if (submission.status !== 'success') return redirectWithToast(back, { type: 'error', key: 'ops.invalid' }, context);
  const action = submission.value;
  try {
    await opsCall(context, () =>
      perform(client, branchId, action, async () => (await client.opsBranch({ branchId })).timezone, lng),
    );
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return redirectWithToast(
        back,
        { type: 'error', key: 'ops.refused', values: { message: error.message } },
        context,
      );
    throw error;
  }
  return redirectWithToast(back, { type: 'success', key: `ops.done.${action.intent}` }, context);
}
