// npx tsx bench/hydration.ts <base URL> [<base URL>…] [--runs 6] [--path /brand/1] [--boot LK7brand]
//   [--cache warm|cold] [--fresh] — the
// browser's main-thread work to load and hydrate a menu page (the brand page after its store link /menu/<boot>)
// at 4× slower CPU, on shops already running (`npm start`, or an older build on another port): Chrome's own
// counters (Performance.getMetrics: ScriptDuration, TaskDuration, LayoutDuration + RecalcStyleDuration) from
// the page's navigation to its network idle, and the long tasks' time beyond 50 ms each (what TBT adds up,
// without Lighthouse's simulation). The shops are measured in turn, run by run, so that the machine's other
// work falls on each alike; medians are printed. Lighthouse's TBT on this machine moves with its load (the same
// build: 0–100 ms one day, 250–500 ms another); this compares two builds side by side in one run. The
// 3,000-item hall's 300-item stall (`npm run demo:large`): `--path /brand/15 --boot MEGAhall`. `--cache cold` loads
// the page with the browser's cache off (a first visit, as Lighthouse's): its scripts are fetched and compiled
// again. Also printed: the long tasks after the first contentful paint, the time beyond 50 ms each that TBT adds up
// (here without its end at the page's interactive time), and the longest of them. `--network slow` loads the page
// over Chrome's emulation of Lighthouse's mobile network (150 ms round trips, 1.6 Mbps down, 750 Kbps up). The
// page's largest paint and the moment its script made the router (Remix's `window.__remixRouter`, set as the
// hydration starts) are printed too, in ms from the navigation: what a customer waits for to see the page and
// to have its script (ADR 0042). `--fresh` takes the store link's cookie without opening the link in the page, so
// that the measured page is the first its renderer draws, as a customer's first page after a QR code and every
// Lighthouse run are: it sets up every font size and weight the page uses before its first layout (ADR 0045).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium';
import { argOf } from './lighthouse';

const args = process.argv.slice(2);
const runs = Number(argOf(args, 'runs') ?? 6);
const pagePath = argOf(args, 'path') ?? '/brand/1';
const bootHash = argOf(args, 'boot') ?? 'LK7brand';
const cold = argOf(args, 'cache') === 'cold';
const slow = argOf(args, 'network') === 'slow';
const fresh = args.includes('--fresh');
const bases = args.filter(
  (a, i) => !a.startsWith('--') && (!args[i - 1]?.startsWith('--') || args[i - 1] === '--fresh'),
);
if (!bases.length)
  throw new Error(
    'usage: npx tsx bench/hydration.ts <base URL> [<base URL>…] [--runs 6] [--path /brand/1] [--boot LK7brand] [--cache warm|cold] [--network slow] [--fresh]',
  );

interface Figures {
  script: number;
  task: number;
  layout: number;
  longTasks: number;
  /** after the first contentful paint: the time beyond 50 ms of each long task, and the longest task */
  blocking: number;
  longest: number;
  /** ms from the navigation: the largest paint, and the router made by the page's script */
  lcp: number;
  router: number;
}

const browser = await chromium.launch(chromiumLaunchOptions);
const figures = new Map<string, Figures[]>(bases.map((b) => [b, []]));
try {
  for (let run = 0; run < runs; run++)
    for (const base of bases) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (fresh) await context.request.get(`${base}/menu/${bootHash}`);
      else {
        await page.goto(`${base}/menu/${bootHash}`);
        await page.waitForLoadState('networkidle');
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      if (slow) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: [number, number][]; lcp: number; routerAt: number };
        w.longTasks = [];
        w.lcp = 0;
        w.routerAt = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longTasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          w.lcp = list.getEntries().at(-1)!.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // as text: tsx would name the accessors with a helper the page does not have
      await page.addInitScript({
        content:
          'var router; Object.defineProperty(window, "__remixRouter", { configurable: true, get: function () { return router; }, ' +
          'set: function (value) { router = value; window.routerAt = window.routerAt || performance.now(); } });',
      });
      const metrics = async () =>
        Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      const before = await metrics();
      await page.goto(`${base}${pagePath}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const after = await metrics();
      await page.waitForFunction(() => '__remixRouter' in window && window.__remixRouter);
      const { longTasks, fcp, lcp, routerAt } = await page.evaluate(() => ({
        ...(window as unknown as { longTasks: [number, number][]; lcp: number; routerAt: number }),
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const beyond = (tasks: [number, number][]) => tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      const afterPaint = longTasks.filter(([start]) => start >= fcp);
      figures.get(base)!.push({
        script: Math.round((after.ScriptDuration! - before.ScriptDuration!) * 1000),
        task: Math.round((after.TaskDuration! - before.TaskDuration!) * 1000),
        layout: Math.round(
          (after.LayoutDuration! + after.RecalcStyleDuration! - before.LayoutDuration! - before.RecalcStyleDuration!) *
            1000,
        ),
        longTasks: Math.round(beyond(longTasks)),
        blocking: Math.round(beyond(afterPaint)),
        longest: Math.round(Math.max(0, ...afterPaint.map(([, d]) => d))),
        lcp: Math.round(lcp),
        router: Math.round(routerAt),
      });
      await context.close();
    }
} finally {
  await browser.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `| shop | script ms | style and layout ms | all tasks ms | long tasks beyond 50 ms | after the first paint: beyond 50 ms | its longest task ms | largest paint ms | router made ms | runs |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|---|`);
for (const [base, list] of figures)
  console.log(
    `| ${base} | ${median(list.map((f) => f.script))} | ${median(list.map((f) => f.layout))} | ` +
      `${median(list.map((f) => f.task))} | ` +
      `${median(list.map((f) => f.longTasks))} | ${median(list.map((f) => f.blocking))} | ` +
      `${median(list.map((f) => f.longest))} | ${median(list.map((f) => f.lcp))} | ${median(list.map((f) => f.router))} | ` +
      `${list.map((f) => f.script).join(', ')} |`,
  );
console.log(
  `${pagePath} at 4× slower CPU, ${cold ? 'cache off' : 'cache on'}${slow ? ', slow network' : ''}${fresh ? ", the renderer's first page" : ''}, median of ${runs} runs (the last column: each run's script ms; ` +
    `a longest task of 0: none of 50 ms or more).`,
);
