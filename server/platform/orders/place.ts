// SPEC §4 "Placing the order", §7 "POST {oms}/order": the platform prices the cart again from the menu
// (never from the client's amounts), checks stock, busy, schedule, delivery range, phone, consent and
// payment, and writes the order(s) with their lines and bill snapshot in one transaction together with the
// claim of the attempt's idempotency key — so a double tap, a retry or a refresh makes one order, and a
// refusal writes nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Bill } from '../../../app/contract/bill';
import { ErrorCode } from '../../../app/contract/errors';
import type { OrderRequest, Placed } from '../../../app/contract/orders';
import { DeliveryMethod, OrderStatus, PaymentMethodId, PaymentStatus } from '../../../app/domain/constants';
import { phoneRequired } from '../../../app/domain/checkout';
import { payerOf } from '../../../app/domain/payer-details';
import { isGatewayMethod } from '../../../app/domain/payments';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import { eventOf } from '../events';
import type { OrderDeps } from '../deps';
import { priceCart } from '../bill/calculate';
import type { GatheredBranch } from '../bill/gathered';
import { checkAsapOpen } from '../bill/validate';
import { lowStockError } from '../cart/refusals';
import type { UserRow } from '../identity/users';
import { checkOrderType } from './order-type';
import { toWireOrder, type OrderRow } from '../order-records/store';
import {
  billRequestOf,
  checkAddressAndPayer,
  checkAgeRestriction,
  checkPayment,
  PHONE_MESSAGE,
} from './placement-checks';
import { snapshotOf } from './snapshot';
import { queueOrderMessages } from '../messages/queue';
import { VoucherProviders } from '../promotions/vouchers';
import { claimPromoUse, promoNotApplicable, recordPromoUse, sharePromo } from '../promotions/uses';
import { redeemVoucher } from '../promotions/voucher-use';
import { claimReward, recordClaim, rewardNotApplicable } from '../loyalty/redeem';

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

/** The refusal of a second attempt of an order request while the first is being written. */
const BEING_PLACED = 'idempotency_key: this order is being placed';

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
  const promoContext = {
    db,
    vouchers: deps.vouchers ?? new VoucherProviders([]),
    user,
    replacing: replace?.id ?? null,
  };
  const priced = await priceCart(catalog, request, { foodHall, now: at, promo: promoContext });
  const bill = priced.bill as unknown as Bill;
  // the promo or voucher the customer applied is judged again now, never taken from the client (SPEC §5)
  if (bill.promo_refusal) throw promoNotApplicable(bill.promo_refusal.code, bill.promo_refusal.reason);
  // and the loyalty reward (SPEC §5), its balance checked once more under the customer's lock below
  if (bill.reward_refusal) throw rewardNotApplicable(bill.reward_refusal);
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
  let children: { gathered: GatheredBranch; bill: Bill }[] =
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
  // the group's promo, worked out on the whole cart, shared over its children
  if (priced.promo && bill.applied_promo && children.length > 1) {
    const shared = sharePromo(
      children.map((c) => c.bill),
      priced.promo,
      bill.applied_promo,
      bill.currency.code,
    );
    children = children.map((c, i) => ({ ...c, bill: shared[i]! }));
  }

  if (replace && children.length !== 1)
    throw new ApiError(417, ErrorCode.notUpdatable, 'This order can no longer be updated');
  const parent = replace ? replace.parent_order_uuid : foodHall ? randomUUID() : null;
  const autoAccept = (g: GatheredBranch) => g.branch.order_auto_accept_enabled;
  const time = at.toISOString();
  // Another provider's voucher is used at that provider, before the order is written, and given back when it is
  // not (promotions/voucher-use.ts) — unless another attempt of this request is writing it now; our own promos are
  // counted in the order's transaction (claimPromoUse).
  const voucher = await redeemVoucher(promoContext.vouchers, priced.promo, {
    userId: user.id,
    idempotencyKey: body.idempotency_key,
    currency: bill.currency.code,
  });
  const inTransaction = <T>(work: (trx: Transaction<DB>) => Promise<T>) =>
    db
      .transaction()
      .execute(work)
      .catch(async (error: unknown) => {
        if (voucher && !(error instanceof ApiError && error.message === BEING_PLACED)) await voucher.release();
        throw error;
      });
  const outcome = await inTransaction(async (trx) => {
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
      throw new ApiError(409, ErrorCode.validation, BEING_PLACED);
    }
    // the per-user limit and first-time rule, under the customer's lock, on what is committed by now
    const useNumber = priced.promo ? await claimPromoUse(trx, priced.promo, user.id, replace?.id ?? null) : null;
    // an order written again without its promo gives its use back
    if (replace && !priced.promo) await trx.deleteFrom('promo_uses').where('order_id', '=', replace.id).execute();
    // the reward's points, on what is committed by now under the customer's lock (an order written again gives
    // its claim back first)
    if (priced.reward) await claimReward(trx, priced.reward, user.id, replace?.id ?? null);
    else if (replace)
      await trx
        .deleteFrom('loyalty_entries')
        .where('order_id', '=', replace.id)
        .where('kind', '=', 'claimed')
        .execute();
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
        promo: priced.promo?.chosen.rule ?? null,
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
        // the senior citizen / PWD details, checked by the bill above (counts, the customer's own card images)
        senior_citizen: priced.senior
          ? JSON.stringify({
              number_of_customer: priced.senior.customers,
              number_of_senior_citizen: priced.senior.seniors,
              cards: priced.senior.cards,
            })
          : null,
        // the language the customer ordered in: their push notifications speak it (notifications/sender.ts)
        data: JSON.stringify({
          ...snapshot,
          auto_accept: autoAccept(child.gathered),
          language: body.language ?? null,
          // the first child stands for a food-hall group's voucher use (given back when it is cancelled)
          voucher_use: voucher && child === children[0] ? voucher.kept : null,
          // where an email message goes (messages/queue.ts)
          contact_email: payerOf(body.user_info, user).email,
        }),
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
    // the customer's "order placed" message (issue 27), written with the order (a pre-payment one: when paid)
    await queueOrderMessages(trx, rows, 'placed', at);
    if (priced.promo && useNumber != null)
      await recordPromoUse(trx, priced.promo, { userId: user.id, orderId: rows[0]!.id, useNumber, at });
    if (priced.reward)
      await recordClaim(trx, priced.reward, {
        userId: user.id,
        orderId: rows[0]!.id,
        amount: bill.total_price_cent,
        currency: bill.currency.code,
        at,
      });
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
