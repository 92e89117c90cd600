// One customer of the load-and-fault run (issue 29), as a phone without JavaScript goes: the store link, a
// line or two into the cart, the checkout's payment sheet, Pay, "Continue as guest", the contact sheet, the
// review's Confirm (its hidden key) once the countdown is over — to the order's page (cash) or through the
// sandbox gateway's hosted page (card), a declined card first for some, then Try Again. Every step is the
// form the page shows, every 303 followed; what the customer was told (an order's page, a payment page
// naming the order) is noted for the audit.
import { Browser, formsOf, refreshOf, type Page, type Tally, type Transport } from './fault-browser';

export const STORE = 'LKmalate';
export const BRAND = 1;
const SANDBOX_PATH = '/api/consumer/v1/oms/payment/sandbox/';
const CARD_OK = '4242424242424242';
const CARD_DECLINED = '4000000000000002';

export interface CustomerPlan {
  n: number;
  pays: 'cash' | 'card';
  /** a declined card first, then Try Again with a good one */
  declineFirst: boolean;
  /** taps Confirm and the gateway's Pay twice at once */
  doubleTap: boolean;
  /** the items orderable now with no choice (the first one the cart takes is used) */
  items: number[];
  reviewSeconds: number;
  /** told which item the cart took (the run counts its stock) */
  onAdded?: (itemId: number) => void;
}

export interface CustomerRun {
  plan: CustomerPlan;
  browser: Browser;
  /** the orders this customer was told about (order hashes in the pages and redirects it got) */
  told: Set<string>;
  /** the sandbox payments it went to pay (ids from the gateway's links), in order */
  payments: string[];
  /** where it stopped when the flow did not end on an order (a step that never got an answer) */
  stoppedAt: string | null;
  /** the order paid (card) or placed (cash): the one staff and kitchen move */
  placed: string | null;
  cardPaid: boolean;
}

const hashesIn = (s: string) =>
  [...decodeURIComponent(s).matchAll(/(?:orderHash=|order-details\?orderHash=)([0-9a-f]{32})/g)].map((m) => m[1]!);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const heading = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';

export async function runCustomer(
  plan: CustomerPlan,
  transport: Transport,
  tally: Tally,
  onProgress: () => void,
  /** the customer as soon as it starts (the run's watchdog reads what its browser is doing) */
  onStart: (run: CustomerRun) => void = () => undefined,
): Promise<CustomerRun> {
  const from = `10.1.${plan.n >> 8}.${plan.n & 255}`;
  const browser = new Browser(transport, tally, from);
  const run: CustomerRun = {
    plan,
    browser,
    told: new Set(),
    payments: [],
    stoppedAt: null,
    placed: null,
    cardPaid: false,
  };
  onStart(run);
  const note = () => {
    for (const r of browser.redirects) for (const h of hashesIn(r)) run.told.add(h);
    for (const p of browser.trail)
      if (p.status < 500 && /^\/(order-details|payment)/.test(p.url)) for (const h of hashesIn(p.url)) run.told.add(h);
  };
  const stop = (at: string) => {
    browser.doing = `stopped: ${at}`;
    run.stoppedAt = at;
    note();
    return run;
  };

  if (!(await browser.go(`/menu/${STORE}`))) return stop('menu');
  // a line or two; the first item the cart takes (sections have hours)
  let items = plan.items;
  const lines = 1 + (plan.n % 2);
  for (let a = 0; a < lines; a++) {
    const requestId = crypto.randomUUID();
    for (const itemId of items) {
      const res = await browser.send('/cart', {
        intent: 'add',
        brandId: String(BRAND),
        branchId: '1',
        itemId: String(itemId),
        quantity: '1',
        comment: `fault ${plan.n}-${a}`,
        requestId,
        redirectTo: `/brand/${BRAND}`,
      });
      if (!res) return stop('add');
      if (res.status === 303 && res.location === `/brand/${BRAND}`) {
        items = [itemId];
        plan.onAdded?.(itemId);
        break;
      }
    }
  }
  onProgress();

  const choice = plan.pays === 'cash' ? '2' : '1:sandbox_card';
  if (!(await browser.go('/checkout', { intent: 'payment', choice }))) return stop('payment');
  if (!(await browser.go('/checkout', { intent: 'pay' }))) return stop('pay');

  let declined = false;
  let presses = 0;
  for (let step = 0; step < 40; step++) {
    const page = browser.last!;
    note();
    const url = page.url;
    if (page.status >= 500) return stop(`5xx at ${url}`);
    // a form the shop refused as typed is a defect of this run, not something to send again and again
    if (page.status === 400)
      return stop(`refused at ${url}: ${page.html.match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? ''}`);
    if (url.startsWith('/login')) {
      if (!(await browser.submit((f) => f.id === 'login-guest', { accept_tc: 'on' }))) return stop('login');
    } else if (url.startsWith('/checkout') && /sheet=contact/.test(url)) {
      const typed = {
        firstName: 'Fault',
        lastName: `Customer${plan.n}`,
        email: `fault${plan.n}@example.com`,
        region: 'PH',
        phone: `0917 5${String(plan.n % 1_000_000).padStart(6, '0')}`,
      };
      if (!(await browser.submit((f) => f.id === 'checkout-contact', typed))) return stop('contact');
    } else if (url.startsWith('/checkout') && /sheet=payment/.test(url)) {
      if (!(await browser.submit((f) => f.fields.some((x) => x.name === 'choice'), { choice })))
        return stop('payment sheet');
    } else if (url.startsWith('/checkout') && /sheet=review/.test(url)) {
      const form = formsOf(page.html, url).find((f) => f.fields.some((x) => x.name === 'review'));
      if (!form) {
        // the review's page again after its order was placed leads there; else the checkout as it stands
        if (!(await browser.go('/checkout'))) return stop('review');
        continue;
      }
      const left = Number(page.html.match(/placed in (\d+) seconds?/)?.[1] ?? plan.reviewSeconds);
      browser.doing = `waiting ${left} s for the review`;
      await sleep((left + 0.3) * 1000);
      // the page refreshes itself when the countdown is over; then Confirm
      if (!(await browser.go('/checkout?sheet=review'))) return stop('review');
      if (!formsOf(browser.last!.html, browser.last!.url).some((f) => f.fields.some((x) => x.name === 'review')))
        continue;
      onProgress();
      const taps = plan.doubleTap ? 2 : 1;
      if (!(await browser.submit((f) => f.fields.some((x) => x.name === 'review'), {}, taps))) return stop('confirm');
    } else if (url.startsWith('/checkout?orderHash=')) {
      // Try Again on the order the declined card left unpaid: the card, then Pay
      if (!(await browser.go(url, { intent: 'payment', choice }))) return stop('try again');
      if (!(await browser.go(url, { intent: 'payExisting' }))) return stop('try again');
    } else if (url.startsWith('/checkout')) {
      // the checkout as it stands (a problem said, the review lapsed): Pay again, a few times
      if (++presses > 4) {
        // what the checkout says (the problem it shows), for the log
        const said = page.html.match(/role="alert"[^>]*>([\s\S]*?)<\/(?:p|div)>/)?.[1]?.replace(/<[^>]+>/g, '');
        return stop(`checkout${said ? `: ${said.trim().slice(0, 120)}` : ''}`);
      }
      if (!(await browser.go('/checkout', { intent: 'pay' }))) return stop('pay again');
    } else if (url.startsWith('/payment?') || url.startsWith('/payment/success-intermediate')) {
      const refresh = refreshOf(page.html);
      if (!refresh) return stop('payment page');
      // the gateway at once; a waiting page polls, and leaves for the order when its time is up
      await sleep(Math.min(refresh.seconds, 5) * 1000);
      const next = refresh.url ?? url;
      const gateway = next.indexOf(SANDBOX_PATH);
      if (gateway >= 0) run.payments.push(next.slice(gateway + SANDBOX_PATH.length).split(/[/?]/)[0]!);
      const local = next.startsWith('/') ? next : new URL(next).pathname + new URL(next).search;
      if (!(await browser.go(local))) return stop('payment poll');
    } else if (url.startsWith(SANDBOX_PATH)) {
      const forms = formsOf(page.html, url);
      if (forms.some((f) => f.fields.some((x) => x.name === 'number'))) {
        const number: string = plan.declineFirst && !declined ? CARD_DECLINED : CARD_OK;
        declined ||= number === CARD_DECLINED;
        const taps = plan.doubleTap ? 2 : 1;
        if (!(await browser.submit((f) => f.fields.some((x) => x.name === 'number'), { action: 'pay', number }, taps)))
          return stop('gateway');
      } else {
        // the page is closed (paid or given up meanwhile, an answer lost): its link back to the shop
        const back = page.html.match(/<a href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
        if (!back) return stop('gateway closed');
        if (!(await browser.go(back.startsWith('/') ? back : new URL(back).pathname + new URL(back).search)))
          return stop('gateway back');
      }
    } else if (url.startsWith('/payment/failed')) {
      const hash = hashesIn(url)[0];
      if (!hash || !plan.declineFirst || run.payments.length > 1) return stop('payment failed');
      if (!(await browser.go(`/checkout?orderHash=${hash}`))) return stop('try again');
    } else if (url.startsWith('/payment/success')) {
      run.cardPaid = true;
      const hash = hashesIn(url)[0]!;
      run.placed = hash;
      // View Order Details
      if (!(await browser.go(`/order-details?orderHash=${hash}`))) return stop('order page');
    } else if (url.startsWith('/order-details')) {
      const hash = hashesIn(url)[0]!;
      run.placed ??= hash;
      if (plan.pays === 'card' && !run.cardPaid) run.cardPaid = /Order (Placed|Accepted)/.test(heading(page.html));
      note();
      browser.doing = 'done';
      return run;
    } else {
      return stop(`unexpected ${url} (${page.status})`);
    }
  }
  return stop('too many steps');
}

/** What the customer's orders list shows (the orders page's links): the orders it can find. */
export async function ordersListed(browser: Browser): Promise<Set<string> | null> {
  const page: Page | null = await browser.send('/orders');
  if (!page || page.status !== 200) return null;
  return new Set([...page.html.matchAll(/orderHash=([0-9a-f]{32})/g)].map((m) => m[1]!));
}
