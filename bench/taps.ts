// npm run bench:taps — taps to order (issue 24; never a timed test). A phone (Pixel 5, Debian's Chromium, CPU
// slowed 4×, Lighthouse's slow 4G) opens a store's QR link and a small "customer agent" orders: it looks at
// the screen, takes the one action a customer would take, and again, until the order page shows. Nothing
// of today's path is written down, so the checkout can change under it. It counts taps (clicks, checks,
// options chosen) and typed fields, times the path (the review sheet's time on screen and the agent's own
// looks taken out), and prints a table for JavaScript on and off; the results go to bench/results/taps.json,
// a stuck agent's screen beside it (and the run fails).
// Usage: npm run bench:taps [-- --only a,b,c,d,e --js on,off] (b and c follow a, e follows d: those run too)
import fs from 'node:fs/promises';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium';
import { exited, startServer } from './server';

const args = process.argv.slice(2);
const listArg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? new Set(String(args[i + 1]).split(',')) : null;
};
const ONLY = listArg('only');
/** TAPS_DEBUG=1 prints what the agent sees and does, with the time since the link was opened */
const DEBUG = !!process.env.TAPS_DEBUG;
const JS_MODES = listArg('js');

const PORT = 3430;
const BASE = `http://127.0.0.1:${PORT}`;
const RESULTS = 'bench/results';
/** short: the review's countdown is not counted (and the review sheet's time on screen is taken out anyway) */
const REVIEW_SECONDS = 2;
const CPU_SLOWDOWN = 4;
/**
 * Lighthouse's mobile slow 4G: 150 ms round trip, 1.6 Mbps down and 750 Kbps up, the throughputs ×0.9 as
 * its devtools throttling does — 204,800 × 0.9 = 184,320 and 96,000 × 0.9 = 86,400 bytes a second. (Its
 * devtools mode also stretches the latency to 562.5 ms a request; here it is the 150 ms round trip.)
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 204_800 * 0.9, uploadThroughput: 96_000 * 0.9 };
/** a path longer than this is a loop, not a checkout */
const MAX_ACTIONS = 40;
/** nothing to do for this long (no rule matches and the page is quiet): stuck */
const STUCK_MS = 30_000;
/** the network is quiet once no request of the page's own has been in flight for this long */
const QUIET_MS = 120;

/** What the customer types when a field asks for it (matched by the field's label). */
const GUEST: Array<{ label: RegExp; value: string }> = [
  { label: /first name|given name/i, value: 'Mei' },
  { label: /last name|family name|surname/i, value: 'Lin' },
  { label: /e-?mail/i, value: 'mei.lin@example.com' },
  { label: /phone|mobile/i, value: '0917 123 4567' },
];
const COUNTRY = { label: /country|region/i, code: 'PH', name: /Philippines|\+63/ };
/** the item each store's customer orders: one that needs no choice */
const ITEMS: Record<string, RegExp> = {
  LK7brand: /Fresh Young Coconut Juice/,
  LKtable3: /Fresh Young Coconut Juice/,
};
const ORDER_PAGE = /\/(order-details\?orderHash=|group-orders)/;

interface Scenario {
  id: string;
  title: string;
  link: string;
  /** a new browser context (a first-time visitor), or the one the previous scenario left */
  fresh: boolean;
  /** what happens to the device between the previous order and this one */
  before?: (context: BrowserContext) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  { id: 'a', title: 'first-time guest, cash pickup', link: 'LK7brand', fresh: true },
  { id: 'b', title: 'same guest, second order', link: 'LK7brand', fresh: false },
  {
    id: 'c',
    title: 'returning guest, session ended',
    link: 'LK7brand',
    fresh: false,
    // the server session is gone (expired, logged out); every other cookie of the device stays
    before: (context) => context.clearCookies({ name: '__session' }),
  },
  { id: 'd', title: 'table, pay after the meal, first-timer', link: 'LKtable3', fresh: true },
  { id: 'e', title: 'table, pay after the meal, returning', link: 'LKtable3', fresh: false },
];

interface Outcome {
  scenario: string;
  title: string;
  link: string;
  js: 'on' | 'off';
  taps: number;
  fields: number;
  /** from the link's navigation start to the order page, the review sheet's time and the agent's looks taken out */
  seconds: number;
  /** the review sheet on screen (its countdown, and the placing after it), not counted */
  reviewSeconds: number;
  /** the agent's own looks at the screen, not counted */
  agentSeconds: number;
  /** the whole path as the clock saw it */
  wallSeconds: number;
  steps: string[];
  error?: string;
  screenshot?: string;
}

type Action =
  | { kind: 'tap'; label: string; target: Locator }
  | { kind: 'check'; label: string; target: Locator }
  | { kind: 'select'; label: string; target: Locator; index: number }
  | { kind: 'fill'; label: string; target: Locator; value: string };

class Stuck extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A field of a sheet as the agent sees it. */
interface FieldFacts {
  tag: string;
  type: string;
  label: string;
  value: string;
  selectedText: string;
  required: boolean;
  invalid: boolean;
  usable: boolean;
  options: Array<{ value: string; text: string }>;
}

/**
 * The customer: one page (a tab opened by the QR link), the requests it has in flight (to know when the
 * screen has settled), and what it did.
 */
class Customer {
  private inFlight = new Set<Request>();
  private started = 0;
  private lastQuiet = Date.now();
  readonly steps: string[] = [];
  taps = 0;
  fields = 0;
  /** the review sheet on screen since */
  private review: number | null = null;
  reviewMs = 0;
  /** the agent's own looking (the customer is taken to decide at once): not counted */
  thinkingMs = 0;

  constructor(
    readonly page: Page,
    private cdp: CDPSession,
    private js: boolean,
    private item: RegExp,
  ) {
    // the page's own requests; socket.io's long polls stay open on purpose, images do not block a tap
    const tracked = (r: Request) =>
      ['document', 'fetch', 'xhr', 'script', 'stylesheet'].includes(r.resourceType()) &&
      !r.url().includes('/socket.io/');
    page.on('request', (r) => {
      if (!tracked(r)) return;
      this.inFlight.add(r);
      this.started++;
    });
    const done = (r: Request) => {
      if (this.inFlight.delete(r) && this.inFlight.size === 0) this.lastQuiet = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * Until the screen has stopped changing: the page parsed; with JavaScript, hydrated and Remix's router
   * idle (no navigation, revalidation or fetcher under way); none of the page's own requests in flight for
   * QUIET_MS; and the DOM unchanged for as long (React renders after the data arrives).
   */
  private async settle(limitMs = 30_000) {
    const until = Date.now() + limitMs;
    await this.page.waitForLoadState('domcontentloaded', { timeout: limitMs }).catch(() => {});
    while (Date.now() < until) {
      if (this.inFlight.size === 0 && Date.now() - this.lastQuiet >= QUIET_MS && (await this.appIdle())) break;
      await sleep(25);
    }
    if (!this.js) return;
    // The render that follows the data is a React transition: nothing changes on screen until it commits.
    // So: React has no work pending (its root, from the devtools hook of WATCH_PAGE), then the DOM quiet for
    // QUIET_MS (effects such as a sheet's showModal). A ticking countdown or a carousel never stays quiet for
    // long: five seconds at most.
    const domUntil = Math.min(until, Date.now() + 5_000);
    while (Date.now() < domUntil) {
      const dom = await this.page
        .evaluate(() => {
          const w = window as { lastMutation?: number; reactRoot?: { pendingLanes: number } };
          return { pending: w.reactRoot?.pendingLanes ?? 0, quiet: performance.now() - (w.lastMutation ?? 0) };
        })
        .catch(() => ({ pending: -1, quiet: 0 }));
      if (dom.pending === 0 && dom.quiet >= QUIET_MS) return;
      await sleep(25);
    }
    if (DEBUG) console.log(`    ${this.clock()} settled by the clock on ${this.where()}`);
  }

  /** With JavaScript: hydrated (a tap before that may be lost) and Remix's router has nothing under way. */
  private async appIdle(): Promise<boolean> {
    if (!this.js) return true;
    return this.page
      .evaluate(() => {
        const w = window as unknown as {
          __remixContext?: unknown;
          __remixRouter?: {
            state: {
              initialized: boolean;
              navigation: { state: string };
              revalidation: string;
              fetchers: Map<string, { state: string }>;
            };
          };
        };
        if (!w.__remixContext) return true;
        const state = w.__remixRouter?.state;
        return (
          !!state &&
          state.initialized &&
          state.navigation.state === 'idle' &&
          state.revalidation === 'idle' &&
          [...state.fetchers.values()].every((f) => f.state === 'idle')
        );
      })
      .catch(() => false);
  }

  /** After a tap: until it has done something (a request, another address, the target gone), at most 2 s. */
  private async afterTap(url: string, started: number, target: Locator) {
    const until = Date.now() + 2_000;
    while (Date.now() < until) {
      if (this.started > started || this.page.url() !== url) return;
      if (!(await target.isVisible().catch(() => false))) return;
      await sleep(25);
    }
  }

  /** Opens the link and orders; answers the milliseconds from the navigation's start to the order page. */
  async order(link: string): Promise<number> {
    const start = Date.now();
    this.opened = start;
    await this.page.goto(`${BASE}/menu/${link}`, { waitUntil: 'commit' });
    let idleSince = Date.now();
    let actions = 0;
    let misses = 0;
    for (;;) {
      await this.settle();
      if (ORDER_PAGE.test(this.page.url())) {
        await this.page.waitForLoadState('domcontentloaded');
        this.reviewGone();
        return Date.now() - start - this.reviewMs - this.thinkingMs;
      }
      const action = await this.think();
      if (!action) {
        if (Date.now() - idleSince > STUCK_MS) {
          const sheet = (await this.topDialog().catch(() => null))?.name;
          throw new Stuck(`nothing to do on ${this.where()}${sheet ? ` (the sheet "${sheet}")` : ''}`);
        }
        await sleep(150);
        continue;
      }
      if (++actions > MAX_ACTIONS) throw new Stuck(`more than ${MAX_ACTIONS} actions (last: ${action.label})`);
      const last = this.steps.slice(-3);
      if (last.length === 3 && last.every((s) => s === action.label))
        throw new Stuck(`"${action.label}" a fourth time in a row on ${this.where()}`);
      if (await this.act(action)) {
        idleSince = Date.now();
        misses = 0;
      } else if (++misses >= 3) throw new Stuck(`"${action.label}" could not be done three times on ${this.where()}`);
    }
  }

  private opened = Date.now();
  private clock() {
    return `${((Date.now() - this.opened) / 1000).toFixed(2)} s`;
  }

  where() {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }

  /**
   * One look, timed and taken out of the path: the phone's CPU runs at full speed meanwhile (Playwright's
   * role queries run in the page, and a 4× slower look at a long menu takes seconds that are the agent's,
   * not the shop's). The page has settled before, so nothing the customer waits for happens during it.
   */
  private async think(): Promise<Action | null> {
    const counting = this.review !== null;
    const from = Date.now();
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    try {
      // a locator whose element went meanwhile (the screen changed under the look): look again
      return await this.look().catch((error: Error) => {
        if (error instanceof Stuck) throw error;
        if (DEBUG) console.log(`    ${this.clock()} look again: ${error.message.split('\n')[0]}`);
        return null;
      });
    } finally {
      await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // the review's time is taken out whole
      if (!counting && this.review === null) this.thinkingMs += Date.now() - from;
    }
  }

  /**
   * Takes the action and counts it. A target that cannot be used within a few seconds (a sheet came up over
   * it after the look: the screen was not settled after all) is a look gone wrong, not a tap: not counted,
   * its time taken out with the looks, and the agent looks again.
   */
  private async act(action: Action): Promise<boolean> {
    const url = this.page.url();
    if (DEBUG) console.log(`    ${this.clock()} ${action.kind} ${action.label} on ${this.where()}`);
    const started = this.started;
    const from = Date.now();
    try {
      if (action.kind === 'tap') await action.target.click({ timeout: 4_000 });
      else if (action.kind === 'check') await action.target.check({ timeout: 4_000 });
      else if (action.kind === 'select') await action.target.selectOption({ index: action.index }, { timeout: 4_000 });
      else await action.target.fill(action.value, { timeout: 4_000 });
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      // on a busy phone the action may have landed and Playwright's wait after it run out
      if (!(await this.tookEffect(action, url, started))) {
        if (DEBUG) console.log(`    ${this.clock()} not done: ${(error as Error).message.split('\n')[0]}`);
        if (this.review === null) this.thinkingMs += Date.now() - from;
        return false;
      }
    }
    this.steps.push(action.label);
    if (action.kind === 'fill') this.fields++;
    else this.taps++;
    if (action.kind === 'tap') await this.afterTap(url, started, action.target);
    return true;
  }

  /** Whether an action that timed out was done all the same. */
  private async tookEffect(action: Action, url: string, started: number): Promise<boolean> {
    const target = action.target;
    switch (action.kind) {
      case 'tap':
        return this.started > started || this.page.url() !== url || !(await target.isVisible().catch(() => false));
      case 'check':
        return target.isChecked().catch(() => false);
      case 'select':
        return target
          .evaluate((el, index) => (el as HTMLSelectElement).selectedIndex === index, action.index)
          .catch(() => false);
      case 'fill':
        return (await target.inputValue().catch(() => '')) === action.value;
    }
  }

  /** The review sheet has left the screen: its time (from its arrival) is not counted. */
  private reviewGone() {
    if (this.review === null) return;
    this.reviewMs += Date.now() - this.review;
    this.review = null;
  }

  /** The one action a customer would take now, or null while there is nothing to do but wait. */
  private async look(): Promise<Action | null> {
    const page = this.page;
    const dialog = await this.topDialog();
    const scope = dialog?.locator ?? page.locator('body');
    const name = dialog?.name ?? '';

    // the review: it places by itself with JavaScript; without, Confirm once its countdown is over
    if (/review/i.test(name)) {
      // from the sheet's arrival on the page (WATCH_PAGE), not from this look
      if (this.review === null) this.review = Date.now() - (await this.sheetAge(name));
      const confirm = scope.getByRole('button', { name: /^(Confirm|Place order)$/ });
      if (this.js || !(await visible(confirm)) || !(await confirm.isEnabled())) return null;
      return this.unlessCovered({ kind: 'tap', label: 'Confirm', target: confirm });
    }
    this.reviewGone();

    if (/notice/i.test(name)) return this.tapFirst(scope, [/^Got it$/, /^(OK|Okay|Close)$/]);

    // login (the page, or a sheet over the checkout): as a guest, the terms accepted first
    const guest = scope.getByRole('button', { name: /^Continue as guest$/ });
    if (await visible(guest)) {
      const terms = scope.getByRole('checkbox', { name: /terms/i });
      if ((await visible(terms)) && !(await terms.isChecked()))
        return this.unlessCovered({ kind: 'check', label: 'Accept terms', target: terms });
      if (!(await guest.isEnabled())) return null;
      return this.unlessCovered({ kind: 'tap', label: 'Continue as guest', target: guest });
    }

    if (/contact/i.test(name)) return this.contact(scope);

    if (/payment/i.test(name)) {
      const cash = scope.getByRole('radio', { name: /^Cash\b/ });
      if (!(await visible(cash))) throw new Stuck(`no "Cash" in the sheet "${name}"`);
      if (!(await cash.isChecked())) return this.unlessCovered({ kind: 'check', label: 'Cash', target: cash });
      return this.tapFirst(scope, [/^(Okay|OK|Save|Continue|Done)$/]);
    }

    // an item's sheet (its own page without JavaScript)
    const add = scope.getByRole('button', { name: /^Add to cart/ });
    if (await visible(add)) {
      if (!(await add.isEnabled())) return null;
      return this.unlessCovered({ kind: 'tap', label: 'Add to cart', target: add });
    }

    // a sheet the agent does not know (or one still leaving): wait, and fail as stuck if it stays
    if (dialog) return null;

    const path = new URL(page.url()).pathname;
    if (path === '/checkout') {
      // "Pay", "Place order" (a table that pays after the meal), perhaps with the amount after it
      const pay = page.getByRole('button', { name: /^(Pay|Place order)\b/ });
      // a pay already going on (the page continues by itself a moment after a sheet closed): a customer waits
      if ((await visible(pay)) && (await pay.getAttribute('aria-busy')) === 'true') return null;
      if ((await visible(pay)) && (await pay.isEnabled()))
        return this.unlessCovered({ kind: 'tap', label: (await pay.innerText()).trim(), target: pay });
      return this.tapFirst(page.locator('main'), [/^Choose payment method$/]);
    }
    if (path === '/cart') return this.tapFirst(page.locator('main'), [/^Proceed to Checkout$/]);
    if (path.startsWith('/login')) throw new Stuck('a login without "Continue as guest"');

    // a menu: the cart once it holds something, else the item
    const bar = page.getByRole('region', { name: /^Cart$/ }).getByRole('link');
    if (await visible(bar)) return this.unlessCovered({ kind: 'tap', label: 'View cart', target: bar.first() });
    const header = page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ });
    if (await visible(header)) return this.unlessCovered({ kind: 'tap', label: 'Cart', target: header.first() });
    // the card's "+" where the item has nothing to choose, else the item's sheet
    const quick = page.getByRole('button', { name: new RegExp(`^Add ${this.item.source} to cart$`) }).first();
    if (await visible(quick)) return this.unlessCovered({ kind: 'tap', label: `+ ${this.item.source}`, target: quick });
    const item = page.getByRole('link', { name: this.item }).first();
    if (await visible(item)) return this.unlessCovered({ kind: 'tap', label: this.item.source, target: item });
    return null;
  }

  /** The contact sheet: the empty fields it asks for (required, or refused after Save), the country, Save. */
  private async contact(scope: Locator): Promise<Action | null> {
    const fields = scope.locator('input, select, textarea');
    for (const [i, facts] of (await fieldFacts(fields)).entries()) {
      const field = fields.nth(i);
      if (!facts.usable || ['hidden', 'radio', 'checkbox', 'submit', 'button'].includes(facts.type)) continue;
      // the phone's country: a select, or a text field of its own (never the number's own tel field)
      if (COUNTRY.label.test(facts.label) && !['tel', 'email'].includes(facts.type)) {
        if (facts.tag === 'select') {
          if (facts.value.toUpperCase() === COUNTRY.code || COUNTRY.name.test(facts.selectedText)) continue;
          const index = facts.options.findIndex(
            (o) => o.value.toUpperCase() === COUNTRY.code || COUNTRY.name.test(o.text),
          );
          if (index < 0) throw new Stuck(`no Philippines in "${facts.label}"`);
          return this.unlessCovered({ kind: 'select', label: `${facts.label}: PH`, target: field, index });
        }
        if (facts.value.trim().toUpperCase() === COUNTRY.code) continue;
        return this.unlessCovered({ kind: 'fill', label: `[${facts.label}]`, target: field, value: COUNTRY.code });
      }
      if (facts.value.trim() !== '' || !(facts.required || facts.invalid)) continue;
      const known = GUEST.find((g) => g.label.test(facts.label));
      if (!known) throw new Stuck(`a field the agent cannot fill: "${facts.label}"`);
      return this.unlessCovered({ kind: 'fill', label: `[${facts.label}]`, target: field, value: known.value });
    }
    return this.tapFirst(scope, [/^(Save|Continue|Okay|OK)$/]);
  }

  /** The first visible button or link whose name matches, in the order given; null if none shows yet. */
  private async tapFirst(scope: Locator, names: RegExp[]): Promise<Action | null> {
    for (const name of names) {
      const target = scope.getByRole('button', { name }).or(scope.getByRole('link', { name })).first();
      if (!(await visible(target))) continue;
      if (!(await target.isEnabled())) return null;
      return this.unlessCovered({ kind: 'tap', label: (await target.innerText()).trim() || name.source, target });
    }
    return null;
  }

  /** How long the sheet of that name has been open, in milliseconds (0 when the page cannot tell). */
  private sheetAge(name: string): Promise<number> {
    return this.page
      .evaluate((sheet) => {
        const since = (window as { sheetsSince?: Record<string, number> }).sheetsSince?.[sheet];
        return since === undefined ? 0 : Math.max(0, performance.now() - since);
      }, name)
      .catch(() => 0);
  }

  /** The topmost open sheet other than the cookie one (its name: aria-labelledby or aria-label). */
  private async topDialog(): Promise<{ locator: Locator; name: string } | null> {
    const names = await this.page.getByRole('dialog').evaluateAll((dialogs) =>
      dialogs
        .filter((d) => d.getClientRects().length > 0 && getComputedStyle(d).visibility !== 'hidden')
        .map((d) => {
          const ids = d.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
          const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
          return (text || d.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
        }),
    );
    const name = names.filter((n) => !/cookie/i.test(n)).at(-1);
    if (DEBUG) console.log(`    ${this.clock()} sheets [${names.join(' | ')}] on ${this.where()}`);
    if (name === undefined) return null;
    return { locator: this.page.getByRole('dialog', { name, exact: true }).last(), name };
  }

  /**
   * The action, unless the cookie notice covers its target even when scrolled into view: then "Accept"
   * (a notice that covers nothing is never tapped — only necessary taps count).
   */
  private async unlessCovered(action: Action): Promise<Action> {
    const consent = this.page
      .getByRole('region', { name: /cookie/i })
      .or(this.page.getByRole('dialog', { name: /cookie/i }))
      .first();
    if (!(await visible(consent))) return action;
    const handle = await consent.elementHandle();
    // (no function declared inside: tsx would wrap it in a helper the page does not have)
    const covered = await action.target.evaluate((el, notice) => {
      // a customer scrolls first; a fixed bar stays where it is
      for (const block of ['nearest', 'center', 'start'] as const) {
        el.scrollIntoView({ block, inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !notice?.contains(hit) || el.contains(hit)) return false;
      }
      return true;
    }, handle);
    await handle?.dispose();
    if (!covered) return action;
    const accept = consent.getByRole('button', { name: /^(Accept|OK|Got it)/ }).first();
    return { kind: 'tap', label: 'Accept cookies', target: accept };
  }
}

async function visible(locator: Locator): Promise<boolean> {
  return locator
    .first()
    .isVisible()
    .catch(() => false);
}

/** What each field shows and asks (in one look: a round trip per field is slow on a slowed phone). */
function fieldFacts(fields: Locator): Promise<FieldFacts[]> {
  return fields.evaluateAll((elements) =>
    elements.map((el) => {
      const input = el as HTMLInputElement & HTMLSelectElement;
      const label = [
        // a select's label holds its options too: only the label's own words
        ...(input.labels ? [...input.labels].map((l) => (l.textContent ?? '').replace(el.textContent ?? '', '')) : []),
        input.getAttribute('aria-label') ?? '',
        ...(input.getAttribute('aria-labelledby')?.split(/\s+/) ?? []).map(
          (id) => document.getElementById(id)?.textContent ?? '',
        ),
      ]
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const tag = el.tagName.toLowerCase();
      const rect = el.getBoundingClientRect();
      return {
        tag,
        type: tag === 'input' ? input.type : tag,
        label,
        value: input.value ?? '',
        selectedText: tag === 'select' ? (input.selectedOptions[0]?.textContent ?? '') : '',
        required: input.required || el.getAttribute('aria-required') === 'true',
        invalid: el.getAttribute('aria-invalid') === 'true',
        usable: !input.disabled && !input.readOnly && rect.width > 0 && rect.height > 0,
        options: tag === 'select' ? [...input.options].map((o) => ({ value: o.value, text: o.textContent ?? '' })) : [],
      };
    }),
  );
}

/** A tab of the phone with the CPU and the network slowed (both modes: the network matters without JS too). */
async function phoneTab(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { page, cdp };
}

/**
 * Run in every page before its own scripts (with JavaScript on), for settle(): the time of the DOM's last
 * change and since when each open sheet has been there (the review's time is counted from it); React's
 * root as it commits (a stand-in for the devtools hook, which React calls in production builds too), whose
 * pendingLanes say whether a render is still to come. A string: tsx would wrap a function's inner
 * functions in a helper the page does not have.
 */
const WATCH_PAGE = `
  window.lastMutation = performance.now();
  window.sheetsSince = {};
  new MutationObserver(() => {
    const now = performance.now();
    window.lastMutation = now;
    const open = {};
    for (const d of document.querySelectorAll('dialog[open], [role="dialog"]')) {
      const id = d.getAttribute('aria-labelledby');
      const title = (id && document.getElementById(id)?.textContent) || d.getAttribute('aria-label') || '';
      const name = title.replace(/\\s+/g, ' ').trim();
      open[name] = window.sheetsSince[name] ?? now;
    }
    window.sheetsSince = open;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => { window.reactRoot = root; },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
`;

/** The scenarios to run: those asked for, and the ones before them on the same device. */
function scenariosToRun(): Set<string> {
  const run = new Set<string>();
  let later = false;
  for (const scenario of [...SCENARIOS].reverse()) {
    if (!ONLY || ONLY.has(scenario.id)) later = true;
    if (later) run.add(scenario.id);
    if (scenario.fresh) later = false;
  }
  return run;
}

async function runMode(browser: Browser, js: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const toRun = scenariosToRun();
  let context: BrowserContext | null = null;
  for (const scenario of SCENARIOS) {
    if (scenario.fresh || !context) {
      await context?.close();
      context = await browser.newContext({ ...devices['Pixel 5'], javaScriptEnabled: js, locale: 'en-US' });
      await context.addInitScript({ content: WATCH_PAGE });
    }
    if (!toRun.has(scenario.id)) continue;
    await scenario.before?.(context);
    const { page, cdp } = await phoneTab(context);
    // a look at an element that has just gone fails fast (and the agent looks again)
    page.setDefaultTimeout(3_000);
    page.setDefaultNavigationTimeout(30_000);
    const customer = new Customer(page, cdp, js, ITEMS[scenario.link]!);
    const outcome: Outcome = {
      scenario: scenario.id,
      title: scenario.title,
      link: `/menu/${scenario.link}`,
      js: js ? 'on' : 'off',
      taps: 0,
      fields: 0,
      seconds: 0,
      reviewSeconds: 0,
      agentSeconds: 0,
      wallSeconds: 0,
      steps: customer.steps,
    };
    try {
      outcome.seconds = round((await customer.order(scenario.link)) / 1000);
    } catch (error) {
      outcome.error = `${(error as Error).message.split('\n')[0]} (at ${customer.where()})`;
      outcome.screenshot = `${RESULTS}/taps-${scenario.id}-js-${outcome.js}.png`;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
      await page.screenshot({ path: outcome.screenshot, fullPage: true, timeout: 30_000 }).catch(() => {});
    }
    outcome.taps = customer.taps;
    outcome.fields = customer.fields;
    outcome.reviewSeconds = round(customer.reviewMs / 1000);
    outcome.agentSeconds = round(customer.thinkingMs / 1000);
    if (!outcome.error) outcome.wallSeconds = round(outcome.seconds + outcome.reviewSeconds + outcome.agentSeconds);
    outcomes.push(outcome);
    const summary = `${outcome.taps} taps, ${outcome.fields} fields, ${outcome.seconds} s`;
    console.log(`  ${scenario.id} JS ${outcome.js}: ${outcome.error ? `STUCK — ${outcome.error}` : summary}`);
    await page.close();
  }
  await context?.close();
  return outcomes;
}

const round = (n: number) => Math.round(n * 10) / 10;

function printTable(outcomes: Outcome[]) {
  const rows = outcomes.map((o) => [
    `${o.scenario} ${o.title}`,
    `JS ${o.js}`,
    o.error ? '—' : String(o.taps),
    o.error ? '—' : String(o.fields),
    o.error ? '—' : o.seconds.toFixed(1),
    o.error ? `STUCK: ${o.error} after ${o.steps.join(' › ')}` : o.steps.join(' › '),
  ]);
  const head = ['scenario', 'JS', 'taps', 'fields', 's', 'steps'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (i === 5 ? 0 : r[i]!.length))));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 5 ? c : i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

async function main() {
  await fs.mkdir(RESULTS, { recursive: true });
  // a stuck agent's screen from an earlier run would mislead
  for (const file of await fs.readdir(RESULTS)) if (/^taps-.*\.png$/.test(file)) await fs.rm(`${RESULTS}/${file}`);
  const server = await startServer(
    PORT,
    {
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      DEMO_DATA: 'true',
      // orders stay where the customer left them (no demo kitchen moving them on)
      DEMO_ORDER_STEP_SECONDS: '0',
      REVIEW_COUNTDOWN_SECONDS: String(REVIEW_SECONDS),
      // one address orders again and again here
      LIMIT_ORDERS_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_ORDERS_PER_USER_PER_HOUR: '0',
      LIMIT_OTP_SENDS_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_OTP_VERIFIES_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_LOGINS_PER_ADDRESS_PER_HOUR: '0',
      LIMIT_BILLS_PER_ADDRESS_PER_MINUTE: '0',
      SESSION_SECRET: 'bench-taps-session-secret-0123456789',
      TOKEN_SECRET: 'bench-taps-token-secret-0123456789',
    },
    // a busy machine (two cores shared) may take more than the default minute to start it
    180_000,
  );
  // a cold server (its first menus, its JIT) is not what a customer meets: each link once, unmeasured
  for (const link of new Set(SCENARIOS.map((s) => s.link))) await (await fetch(`${BASE}/menu/${link}`)).text();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const outcomes: Outcome[] = [];
  try {
    for (const js of [true, false]) {
      if (JS_MODES && !JS_MODES.has(js ? 'on' : 'off')) continue;
      console.log(`JavaScript ${js ? 'on' : 'off'} (Pixel 5, CPU ${CPU_SLOWDOWN}× slower, slow 4G):`);
      outcomes.push(...(await runMode(browser, js)));
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await exited(server.child);
  }
  console.log(
    `\nTaps to order (issue 24): Pixel 5, CPU ×${CPU_SLOWDOWN}, slow 4G (${SLOW_4G.latency} ms, ` +
      `${SLOW_4G.downloadThroughput} B/s down, ${SLOW_4G.uploadThroughput} B/s up); seconds from opening the ` +
      `link to the order page, without the review sheet's time on screen (its countdown ${REVIEW_SECONDS} s ` +
      `here) and the agent's own looks\n`,
  );
  printTable(outcomes);
  const report = {
    date: new Date().toISOString(),
    device: 'Pixel 5',
    cpuSlowdown: CPU_SLOWDOWN,
    network: SLOW_4G,
    reviewCountdownSeconds: REVIEW_SECONDS,
    outcomes,
  };
  await fs.writeFile(`${RESULTS}/taps.json`, JSON.stringify(report, null, 2));
  console.log(`\nwritten ${RESULTS}/taps.json`);
  const stuck = outcomes.filter((o) => o.error);
  if (stuck.length) {
    console.error(`the agent got stuck in ${stuck.length} run(s); screenshots in ${RESULTS}/`);
    process.exitCode = 1;
  }
}

await main();
