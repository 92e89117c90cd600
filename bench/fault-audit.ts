// The audit after a load-and-fault run (issue 29), from the database and from each customer's last page:
// every order a customer was told about exists once; an order nobody was told about is one its customer can
// find in their orders list; no payment captured twice, no refund twice, every captured payment is a paid
// order's (or was given back); every customer's last page tells the truth; counted stock never below zero.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/platform/db/schema';
import type { CustomerRun } from './fault-customer';

export interface Audit {
  customers: number;
  /** orders customers were told about (their page, a 303 to it, a payment page naming it) */
  acknowledged: number;
  /** told about, not in the database */
  lost: number;
  /** a customer with more than one order for its one checkout */
  duplicated: number;
  /** in the database, told to nobody and in no customer's orders list */
  unclaimed: number;
  /** sandbox charges that took money */
  captured: number;
  /** orders with more than one charge that took money */
  capturedTwice: number;
  /** money taken for an order that is not paid, and not given back */
  unowned: number;
  refunds: number;
  /** refunded more than was taken */
  refundedTwice: number;
  /** customers whose last page says something that is not so */
  falsePages: number;
  /** the lowest counted stock (null: nothing counted) */
  lowestStock: number | null;
  /** what each false page said, and the other findings, for the log */
  notes: string[];
}

const PAID = 1;
const REFUNDED = 4;

export async function audit(
  db: Kysely<DB>,
  runs: CustomerRun[],
  listed: Map<number, Set<string> | null>,
  since: Date,
): Promise<Audit> {
  const notes: string[] = [];
  const orders = await db
    .selectFrom('orders')
    .select(['order_hash', 'user_id', 'status_id', 'payment_status_id', 'payment_method_id'])
    .where('created_at', '>=', since)
    .execute();
  const byHash = new Map(orders.map((o) => [o.order_hash, o]));
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'order_hash', 'state', 'amount', 'refunded_amount'])
    .where('created_at', '>=', since)
    .execute();
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  const charges = await db
    .selectFrom('sandbox_charges')
    .select(['id', 'payment_id', 'state', 'refunded_amount'])
    .where('created_at', '>=', since)
    .execute();
  const stock = await sql<{ lowest: number | null }>`select min(quantity) as lowest from item_stock`.execute(db);

  // who is whom: a customer's guest user, from the orders it was told of or can list
  const userOf = new Map<number, number>();
  for (const run of runs)
    for (const h of [...run.told, ...(listed.get(run.plan.n) ?? [])]) {
      const o = byHash.get(h);
      if (o) userOf.set(run.plan.n, o.user_id);
    }
  const ordersOfUser = new Map<number, string[]>();
  for (const o of orders) ordersOfUser.set(o.user_id, [...(ordersOfUser.get(o.user_id) ?? []), o.order_hash]);

  const told = new Set(runs.flatMap((r) => [...r.told]));
  const lost = [...told].filter((h) => !byHash.has(h));
  for (const h of lost) notes.push(`lost: ${h} was told, is not in the database`);

  let duplicated = 0;
  for (const run of runs) {
    const user = userOf.get(run.plan.n);
    const mine = new Set([...run.told, ...(user !== undefined ? (ordersOfUser.get(user) ?? []) : [])]);
    const existing = [...mine].filter((h) => byHash.has(h));
    if (existing.length > 1) {
      duplicated++;
      notes.push(`duplicated: customer ${run.plan.n} has ${existing.length} orders (${existing.join(', ')})`);
    }
  }

  const findable = new Set([...listed.values()].flatMap((s) => [...(s ?? [])]));
  const unclaimed = orders.filter((o) => !told.has(o.order_hash) && !findable.has(o.order_hash));
  for (const o of unclaimed)
    notes.push(`unclaimed: ${o.order_hash} (status ${o.status_id}) told to nobody, listed nowhere`);

  // money
  const paidCharges = charges.filter((c) => c.state === 'paid');
  const paidPerOrder = new Map<string, number>();
  let unowned = 0;
  let refundedTwice = 0;
  for (const c of paidCharges) {
    const p = paymentById.get(c.payment_id);
    const hash = p?.order_hash ?? `?${c.payment_id}`;
    paidPerOrder.set(hash, (paidPerOrder.get(hash) ?? 0) + 1);
    const order = p?.order_hash ? byHash.get(p.order_hash) : undefined;
    const givenBack = !!p && c.refunded_amount >= p.amount;
    if (!givenBack && order?.payment_status_id !== PAID) {
      unowned++;
      notes.push(
        `unowned: charge ${c.id} took money for ${hash} (order payment status ${order?.payment_status_id}, payment ${p?.state})`,
      );
    }
    if (p && (c.refunded_amount > p.amount || p.refunded_amount > p.amount)) {
      refundedTwice++;
      notes.push(
        `refunded twice: ${hash} took ${p.amount}, gave back ${c.refunded_amount} (payment says ${p.refunded_amount})`,
      );
    }
  }
  const capturedTwice = [...paidPerOrder.values()].filter((n) => n > 1).length;
  for (const [hash, n] of paidPerOrder) if (n > 1) notes.push(`captured twice: ${hash} (${n} charges took money)`);
  const refunds = charges.filter((c) => c.refunded_amount > 0).length;

  // every customer's last page
  let falsePages = 0;
  for (const run of runs) {
    const page = run.browser.last;
    const user = userOf.get(run.plan.n);
    const mine = (user !== undefined ? (ordersOfUser.get(user) ?? []) : [...run.told]).map((h) => byHash.get(h)!);
    const placed = mine.filter((o) => o && (o.status_id >= 3 || o.payment_status_id === PAID));
    const hash = page?.url.match(/orderHash=([0-9a-f]{32})/)?.[1];
    let wrong: string | null = null;
    if (!page || page.status >= 500)
      wrong = null; // a retryable error: true
    else if (/>Cart Empty</.test(page.html) && placed.length) wrong = 'an empty cart after a placed order';
    else if (page.url.startsWith('/order-details') && (!hash || !byHash.has(hash)))
      wrong = 'the page of an order that is not there';
    else if (page.url.startsWith('/payment/success') && byHash.get(hash ?? '')?.payment_status_id !== PAID)
      wrong = 'paid, but the order is not';
    else if (
      page.url.startsWith('/payment/failed') &&
      [PAID, REFUNDED].includes(byHash.get(hash ?? '')?.payment_status_id ?? 0)
    )
      wrong = 'payment failed, but the order is paid';
    else if (!page.url.startsWith('/order-details') && placed.length && !/^\/payment/.test(page.url))
      wrong = `${page.url} (${page.status}) while its order ${placed[0]!.order_hash} is placed`;
    if (wrong) {
      falsePages++;
      notes.push(`false page: customer ${run.plan.n} on ${page?.url}: ${wrong}`);
    }
  }

  const lowest = stock.rows[0]?.lowest ?? null;
  if (lowest !== null && lowest < 0) notes.push(`stock below zero: ${lowest}`);
  return {
    customers: runs.length,
    acknowledged: told.size,
    lost: lost.length,
    duplicated,
    unclaimed: unclaimed.length,
    captured: paidCharges.length,
    capturedTwice,
    unowned,
    refunds,
    refundedTwice,
    falsePages,
    lowestStock: lowest === null ? null : Number(lowest),
    notes,
  };
}
