// SPEC §4 "Placing the order", §7 "POST {oms}/order": the platform prices the cart again from the menu
// (never from the client's amounts), checks stock, busy, schedule, delivery range, phone, consent and
// payment, and writes the order(s) with their lines and bill snapshot in one transaction together with the
// claim of the attempt's idempotency key — so a double tap, a retry or a refresh makes one order, and a
// refusal writes nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { billRequestSchema, type Bill } from '../../../app/contract/bill';
import type { FoodHallSettings, Branch } from '../../../app/contract/catalog';
import { ErrorCode } from '../../../app/contract/errors';
import type { OrderRequest, Placed } from '../../../app/contract/orders';
import { DeliveryMethod, OrderStatus, PaymentMethodId, PaymentStatus } from '../../../app/domain/constants';
import { phoneRequired, trxIdProblem } from '../../../app/domain/checkout';
import { addressNeedsConfirmation } from '../../../app/domain/delivery-address';
import { missingPayerDetails, payerOf } from '../../../app/domain/payer-details';
import { isGatewayMethod } from '../../../app/domain/payments';
import { shortHash } from '../../../app/domain/order-status';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import type { Catalog } from '../catalog/catalog';
import type { PlatformEvents } from '../events';
import { priceCart } from '../bill/calculate';
import type { GatheredBranch } from '../bill/gather';
import { checkAsapOpen } from '../bill/validate';
import { lowStockError } from '../cart/refusals';
import { uploadsOwnedBy } from '../uploads/store';
import type { UserRow } from '../identity/users';
import { checkOrderType } from './order-type';
import { paymentMethodsFor } from './payment-methods';
import { toWireOrder, type OrderRow, type OrderSnapshot } from './store';
import type { Gateways } from '../payments/registry';

export interface OrderDeps {
  db: Kysely<DB>;
  catalog: Catalog;
  events: PlatformEvents;
  now: () => Date;
  /** the payment gateways at hand (payments/registry.ts) */
  gateways: Gateways;
}

const PHONE_MESSAGE = 'Phone no is mandatory for pickup and delivery';

/**
 * SPEC §4 checks 7 and 13, which the shop asks before Pay, kept here too (the platform does not trust its
 * clients): a delivery address that is only coordinates needs a typed street, LINE Pay the payer's details
 * (from user_info, else the account). Checked before anything is priced, so a refusal writes nothing.
 */
function checkAddressAndPayer(body: OrderRequest, user: UserRow) {
  const location = body.order_type === DeliveryMethod.DELIVERY ? body.delivery_location : null;
  if (location && addressNeedsConfirmation({ address: location.address, streetName: location.street_name }))
    throw new ApiError(
      400,
      ErrorCode.addressUnconfirmed,
      'delivery_location: Cannot identify the delivery address. Please try again.',
      { street_name: 'required' },
    );
  if (body.payment_method == null) return;
  const missing = missingPayerDetails(body.payment_channel, payerOf(body.user_info, user));
  if (missing.length)
    throw new ApiError(
      400,
      ErrorCode.payerDetailsRequired,
      `user_info: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required for this payment channel`,
      { user_info: missing },
    );
}

/** The bill request an order's body stands for. */
function billRequestOf(body: OrderRequest, foodHall: boolean) {
  return billRequestSchema.parse({
    branch_id: foodHall ? undefined : body.branch_id,
    foodhall_id: foodHall ? body.foodhall_id : null,
    cart: body.cart,
    order_type: body.order_type,
    order_schedule_type: body.order_schedule_type,
    scheduled_delivery_time: body.scheduled_delivery_time,
    table_no: body.table_no,
    delivery_location: body.delivery_location
      ? {
          latitude: body.delivery_location.latitude,
          longitude: body.delivery_location.longitude,
          address: body.delivery_location.address,
        }
      : null,
    is_order_with_payment_channel: body.is_order_with_payment_channel,
    payment_method: body.payment_method,
    payment_channel: body.payment_channel,
  });
}

/** SPEC §5: the payment is one the business takes here, and a transfer carries a valid transaction id. */
function checkPayment(
  body: OrderRequest,
  branch: Branch,
  settings: Record<string, unknown> | null,
  foodHall: FoodHallSettings | null,
  gateways: Gateways,
): { postPay: boolean } {
  if (body.payment_method == null) {
    // SPEC "POST_PAY_ORDER": only a dine-in table pays after eating.
    if (body.order_type === DeliveryMethod.DINE_IN && body.table_no) return { postPay: true };
    throw new ApiError(400, ErrorCode.paymentRequired, 'payment_method: Please choose a payment method');
  }
  const offered = paymentMethodsFor({ branch, businessSettings: settings, foodHall, gateways: gateways.names });
  const method = offered.find((m) => m.method === body.payment_method);
  if (!method) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_method: is not offered here');
  if (method.channels.length) {
    const channel = method.channels.find((c) => c.channel_code === body.payment_channel);
    if (!channel) throw new ApiError(400, ErrorCode.paymentRequired, 'payment_channel: is not offered here');
    if (channel.trx_id) {
      const problem = trxIdProblem(body.payment_trx_id, channel.trx_id);
      if (problem)
        throw new ApiError(400, ErrorCode.paymentRequired, `payment_trx_id: ${trxMessage(problem, channel.trx_id)}`, {
          payment_trx_id: problem,
        });
    }
  }
  return { postPay: false };
}

export function trxMessage(problem: string, rule: { min: number; max: number }): string {
  if (problem === 'required') return 'is required';
  if (problem === 'invalid') return 'may hold only letters, digits, - and _';
  return `must be between ${rule.min} and ${rule.max} characters`;
}

/** SPEC §5 "Age-restricted items need consent, plus ID front and back when identification is required". */
async function checkAgeRestriction(db: Kysely<DB>, body: OrderRequest, userId: number, branches: GatheredBranch[]) {
  const lines = branches.flatMap((b) => b.lines);
  const restricted = lines.some((l) => l.found?.category.is_age_restricted || l.found?.item.is_age_restricted);
  if (!restricted) return;
  const attachment = body.age_restriction_attachment;
  if (!attachment?.consent)
    throw new ApiError(400, ErrorCode.consentRequired, 'age_restriction_attachment: consent is required');
  if (!lines.some((l) => l.found?.category.is_id_verification_required)) return;
  const paths = [attachment.front, attachment.back].filter((p): p is string => !!p);
  const owned = await uploadsOwnedBy(db, userId, paths);
  if (paths.length < 2 || paths.some((p) => !owned.has(p)))
    throw new ApiError(400, ErrorCode.consentRequired, 'age_restriction_attachment: ID front and back are required', {
      id_images: 'required',
    });
}

/** The lines and amounts of a bill for one branch (SPEC §3 "Order", minor units): at placement and after the
 * kitchen edits the cart (ops/cart-edit.ts). */
export function billShareOf(bill: Bill, branchId: number) {
  const itemsById = new Map(bill.items.map((i) => [i.id, i]));
  const cart = bill.lines
    .filter((l) => l.branch.id === branchId)
    .map((l) => ({
      id: l.id,
      key: l.key,
      item_id: l.item_id,
      title: l.title,
      title_v2: l.title_v2,
      image: l.image,
      brand: l.brand,
      branch_id: l.branch.id,
      quantity: l.quantity,
      unit_price: l.unit_price,
      price: l.price,
      groups: l.groups,
      comment: l.comment,
      item_final_price_cent: itemsById.get(l.id)?.item_final_price_cent ?? l.item_final_price,
    }));
  return {
    delivery_distance: bill.delivery_distance,
    cart,
    currency: bill.currency,
    item_price: bill.sub_total_cent,
    discount_amount: bill.discount_amount_cent,
    delivery_fee: bill.delivery_fee_cent,
    delivery_fee_discount: bill.delivery_fee_discount_cent,
    reward_discount: bill.reward_price_cent,
    service_fee: bill.service_fee_cent,
    gateway_fee: bill.gateway_fee_cent,
    total_service_gateway_fee: bill.total_service_gateway_fee_cent,
    custom_fee: bill.custom_fee_cent,
    restaurant_service_fee: bill.restaurant_service_fee_cent,
    vat_price: bill.vat_price_cent,
    is_vat_included: bill.is_vat_included,
    vat_label: bill.vat_label,
    merged_fee_title: bill.merged_fee_title,
    rounded_off_price: bill.rounded_off_cent,
  };
}

/** The order's share of a bill: its branch's lines and the amounts (SPEC §3 "Order", minor units). */
function snapshotOf(args: {
  bill: Bill;
  branch: GatheredBranch;
  body: OrderRequest;
  user: UserRow;
  foodHallTitle: string | null;
  hash: string;
  /** the delay settings of the branch's country (SPEC §4 delay alert) */
  delay: OrderSnapshot['delivery_delay'];
}): OrderSnapshot {
  const { bill, branch: gathered, body, user } = args;
  const branch = gathered.branch;
  const brands = [...new Map(gathered.lines.map((l) => [l.menus.brand.id, l.menus.brand])).values()];
  const location = body.order_type === DeliveryMethod.DELIVERY ? (body.delivery_location ?? null) : null;
  return {
    short_id: shortHash(args.hash),
    branch: {
      id: branch.id,
      title: branch.title,
      address: branch.address,
      phone: branch.phone,
      secondary_phone: branch.secondary_phone,
      timezone: branch.timezone,
    },
    brands: brands.map((b) => ({ id: b.id, title: b.title, logo: b.webshop_logo ?? b.logo })),
    foodhall_id: body.foodhall_id ?? null,
    pickup_type: body.order_type === DeliveryMethod.PICKUP ? body.pickup_order_type : 1,
    vehicle_reg_no: body.order_type === DeliveryMethod.PICKUP ? (body.vehicle_reg_no ?? null) : null,
    table_no: body.table_no ?? null,
    scheduled_delivery_time: body.order_schedule_type === 2 ? (body.scheduled_delivery_time ?? null) : null,
    preparation_time: branch.preparation_time,
    order_comment: body.order_comment,
    user_phone: payerOf(body.user_info, user).phone,
    notification_method: body.notification_method ?? null,
    delivery_location: location,
    ...billShareOf(bill, branch.id),
    delivery_delay: args.delay,
    refunded_amount: 0,
    meta: { foodhall_title: args.foodHallTitle },
  };
}

/** Takes what the order uses of a counted stock, or refuses it all (low_stock) — inside the order's transaction. */
async function takeStock(trx: Transaction<DB>, branches: GatheredBranch[]): Promise<boolean> {
  let took = false;
  for (const b of branches) {
    const wanted = new Map<number, { n: number; title: string }>();
    for (const l of b.lines) {
      if (l.stock.get(l.line.item_id)?.quantity == null) continue;
      const w = wanted.get(l.line.item_id) ?? { n: 0, title: l.found?.item.title ?? String(l.line.item_id) };
      wanted.set(l.line.item_id, { ...w, n: w.n + l.line.quantity });
    }
    for (const [itemId, { n, title }] of wanted) {
      const taken = await trx
        .updateTable('item_stock')
        .set((eb) => ({ quantity: eb('quantity', '-', n) }))
        .where('branch_id', '=', b.branch.id)
        .where('item_id', '=', itemId)
        .where('quantity', '>=', n)
        .returning('quantity')
        .executeTakeFirst();
      if (!taken) {
        const row = await trx
          .selectFrom('item_stock')
          .select('quantity')
          .where('branch_id', '=', b.branch.id)
          .where('item_id', '=', itemId)
          .executeTakeFirst();
        if (row?.quantity != null) throw lowStockError([{ id: itemId, title, left: row.quantity }]);
        continue;
      }
      took = true;
    }
  }
  return took;
}

function newHash(): string {
  return randomBytes(16).toString('hex');
}

export async function placeOrder(
  deps: OrderDeps,
  input: {
    user: UserRow;
    body: OrderRequest;
    foodHall: boolean;
    /**
     * SPEC §4 "If an order id exists, update is tried": a pre-payment order still waiting for its payment is
     * written again from this body (same id and hash); the stock it took at placement stays with it.
     */
    replace?: OrderRow;
  },
): Promise<{ placed: Placed; repeated: boolean }> {
  const { db, catalog, now } = deps;
  const { user, body, foodHall, replace } = input;

  // A key already answered: the same answer, before anything is priced or counted again.
  const earlier = await db
    .selectFrom('order_requests')
    .select('answer')
    .where('user_id', '=', user.id)
    .where('idempotency_key', '=', body.idempotency_key)
    .executeTakeFirst();
  if (earlier?.answer) return { placed: earlier.answer as Placed, repeated: true };

  if (foodHall && !body.foodhall_id) throw new ApiError(400, ErrorCode.validation, 'foodhall_id: is required');
  await checkOrderType(catalog, body);
  if (phoneRequired(body.order_type) && !payerOf(body.user_info, user).phone)
    throw new ApiError(400, ErrorCode.phoneRequired, PHONE_MESSAGE);
  checkAddressAndPayer(body, user);

  // Priced again from the menu: the bill the customer saw is only compared with.
  const at = now();
  const request = billRequestOf(body, foodHall);
  const priced = await priceCart(catalog, request, { foodHall, now: at });
  const bill = priced.bill as unknown as Bill;
  for (const g of priced.gathered) checkAsapOpen(request, g.branch, at);
  if (bill.price_updated)
    throw new ApiError(409, ErrorCode.priceUpdated, 'The prices of some items have changed. Please check your cart.', {
      updated_items: bill.updated_items,
    });
  if (body.delivery_fee != null && body.delivery_fee !== bill.delivery_fee_cent) {
    const { lines: _lines, ...withoutLines } = bill;
    throw new ApiError(409, ErrorCode.deliveryFeeUpdated, 'The delivery fee has changed.', {
      is_delivery_fee_updated: true,
      previous_delivery_fee: body.delivery_fee,
      calculate_bill_response: withoutLines,
    });
  }
  if (!bill.minimum_basket.met)
    throw new ApiError(400, ErrorCode.minimumBasket, 'The minimum order value is not met', {
      min_cent: bill.minimum_basket.min_cent,
    });
  const hall = foodHall && body.foodhall_id ? await catalog.foodHallBranch({ foodhallId: body.foodhall_id }) : null;
  const first = priced.gathered[0]!;
  const { postPay } = checkPayment(body, first.branch, first.settings, hall?.foodhall_settings ?? null, deps.gateways);
  await checkAgeRestriction(db, body, user.id, priced.gathered);
  const { countries } = await catalog.countryCodes();
  const delayOf = (g: GatheredBranch) => {
    const country = countries.find((c) => c.id === g.branch.country_id);
    return {
      distance_meter: country?.delivery_delay_distance ?? null,
      time_minutes: country?.delivery_delay_time ?? null,
    };
  };

  // A food-hall group: one child per branch, each priced on its own lines (its own fees and VAT).
  const children: { gathered: GatheredBranch; bill: Bill }[] =
    priced.gathered.length > 1
      ? await Promise.all(
          priced.gathered.map(async (g) => {
            const own = await priceCart(
              catalog,
              billRequestOf({ ...body, cart: body.cart.filter((l) => l.branch.id === g.branch.id) }, foodHall),
              { foodHall, now: at },
            );
            return { gathered: g, bill: own.bill as unknown as Bill };
          }),
        )
      : [{ gathered: first, bill }];

  if (replace && children.length !== 1)
    throw new ApiError(417, ErrorCode.notUpdatable, 'This order can no longer be updated');
  const parent = replace ? replace.parent_order_uuid : foodHall ? randomUUID() : null;
  const autoAccept = (g: GatheredBranch) => g.branch.order_auto_accept_enabled;
  const time = at.toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('order_requests')
      .values({ user_id: user.id, idempotency_key: body.idempotency_key, answer: null, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) {
      // Another attempt with this key committed first (it held the key until then): its answer.
      const row = await trx
        .selectFrom('order_requests')
        .select('answer')
        .where('user_id', '=', user.id)
        .where('idempotency_key', '=', body.idempotency_key)
        .executeTakeFirst();
      if (row?.answer) return { answer: row.answer as Placed, rows: [], stock: false };
      throw new ApiError(409, ErrorCode.validation, 'idempotency_key: this order is being placed');
    }
    const stock = replace ? false : await takeStock(trx, priced.gathered);
    const rows = [];
    for (const child of children) {
      const hash = replace?.order_hash ?? newHash();
      // A pre-payment order waits for its payment (PENDING) and reaches the kitchen when it is paid.
      const waiting = isGatewayMethod(body.payment_method);
      const accepted = !waiting && autoAccept(child.gathered);
      const history: { status_id: number; change_time: string }[] = [
        { status_id: waiting ? OrderStatus.PENDING : OrderStatus.PLACED, change_time: time },
      ];
      if (accepted) history.push({ status_id: OrderStatus.ACCEPTED, change_time: time });
      const snapshot = snapshotOf({
        bill: child.bill,
        branch: child.gathered,
        body,
        user,
        foodHallTitle: hall?.foodhall.title ?? null,
        hash,
        delay: delayOf(child.gathered),
      });
      const values = {
        order_hash: hash,
        parent_order_uuid: parent,
        user_id: user.id,
        branch_id: child.gathered.branch.id,
        foodhall_id: body.foodhall_id ?? null,
        order_type_id: body.order_type,
        status_id: waiting ? OrderStatus.PENDING : accepted ? OrderStatus.ACCEPTED : OrderStatus.PLACED,
        payment_status_id: PaymentStatus.PENDING,
        fulfillment_status_id: null,
        // SPEC §4: a branch that hands its deliveries to a courier partner (3PL)
        is_three_pl_order: body.order_type === DeliveryMethod.DELIVERY && child.gathered.branch.three_pl_enabled,
        payment_method_id: body.payment_method ?? null,
        payment_channel: body.payment_method === PaymentMethodId.CUSTOM ? (body.payment_channel ?? null) : null,
        payment_trx_id: body.payment_method === PaymentMethodId.CUSTOM ? (body.payment_trx_id ?? null) : null,
        post_pay: postPay,
        cancelled_by: null,
        cancellation_reason: null,
        status_history: JSON.stringify(history),
        final_price: child.bill.total_price_cent,
        // the language the customer ordered in: their push notifications speak it (notifications/sender.ts)
        data: JSON.stringify({ ...snapshot, auto_accept: autoAccept(child.gathered), language: body.language ?? null }),
        created_at: at,
        updated_at: at,
      };
      if (replace) {
        // written again only while it still waits for its payment (a payment that landed meanwhile wins)
        const again = await trx
          .updateTable('orders')
          .set({ ...values, created_at: replace.created_at })
          .where('id', '=', replace.id)
          .where('status_id', '=', OrderStatus.PENDING)
          .where('payment_status_id', '!=', PaymentStatus.PAID)
          .returningAll()
          .executeTakeFirst();
        if (!again) throw new ApiError(417, ErrorCode.notUpdatable, 'This order can no longer be updated');
        rows.push(again);
        continue;
      }
      rows.push(await trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow());
    }
    const answer: Placed = {
      order_id: parent ? null : rows[0]!.id,
      order_hash: parent ? null : rows[0]!.order_hash,
      parent_order_uuid: parent,
      pre_payment: isGatewayMethod(body.payment_method),
      client_secret: null,
      invoice_id: null,
    };
    await trx
      .updateTable('order_requests')
      .set({ answer: JSON.stringify(answer) })
      .where('user_id', '=', user.id)
      .where('idempotency_key', '=', body.idempotency_key)
      .execute();
    if (stock) for (const g of priced.gathered) await catalog.changes.announce(trx, { branchId: g.branch.id });
    return { answer, rows, stock };
  });
  if (outcome.stock) for (const g of priced.gathered) catalog.changes.forget({ branchId: g.branch.id });
  for (const row of outcome.rows) {
    const event = eventOf(toWireOrder(row));
    deps.events.emit('order_status_update', event);
    // SPEC §4 "Your order has been updated when the cart changed before acceptance": an update written
    if (replace) deps.events.emit('order_cart_update', event);
  }
  return { placed: outcome.answer, repeated: outcome.rows.length === 0 };
}

export function eventOf(order: {
  order_hash: string;
  parent_order_uuid: string | null;
  status_id: number;
  payment_status_id: number;
  fulfillment_status_id?: number | null;
  branch_id?: number;
}) {
  return {
    branch_id: order.branch_id,
    order_hash: order.order_hash,
    parent_order_uuid: order.parent_order_uuid,
    status_id: order.status_id,
    payment_status_id: order.payment_status_id,
    fulfillment_status_id: order.fulfillment_status_id ?? null,
  };
}
