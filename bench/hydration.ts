// npx tsx bench/hydration.ts <base URL> [<base URL>…] [--runs 6] [--path /brand/1] [--boot LK7brand] — the
// browser's main-thread work to load and hydrate a menu page (the brand page after its store link /menu/<boot>)
// at 4× slower CPU, on shops already running (`npm start`, or an older build on another port): Chrome's own
// counters (Performance.getMetrics: ScriptDuration, TaskDuration, LayoutDuration + RecalcStyleDuration) from
// the page's navigation to its network idle, and the long tasks' time beyond 50 ms each (what TBT adds up,
// without Lighthouse's simulation). The shops are measured in turn, run by run, so that the machine's other
// work falls on each alike; medians are printed. Lighthouse's TBT on this machine moves with its load (the same
// build: 0–100 ms one day, 250–500 ms another); this compares two builds side by side in one run. The
// 3,000-item hall's 300-item stall (`npm run demo:large`): `--path /brand/15 --boot MEGAhall`.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/fixtures/chromium';
import { argOf } from './lighthouse';

const args = process.argv.slice(2);
const runs = Number(argOf(args, 'runs') ?? 6);
const pagePath = argOf(args, 'path') ?? '/brand/1';
const bootHash = argOf(args, 'boot') ?? 'LK7brand';
const bases = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!bases.length)
  throw new Error(
    'usage: npx tsx bench/hydration.ts <base URL> [<base URL>…] [--runs 6] [--path /brand/1] [--boot LK7brand]',
  );

interface Figures {
  script: number;
  task: number;
  layout: number;
  longTasks: number;
}

const browser = await chromium.launch(chromiumLaunchOptions);
const figures = new Map<string, Figures[]>(bases.map((b) => [b, []]));
try {
  for (let run = 0; run < runs; run++)
    for (const base of bases) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${base}/menu/${bootHash}`);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { longTasks: number };
        w.longTasks = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longTasks += Math.max(0, entry.duration - 50);
        }).observe({ type: 'longtask', buffered: true });
      });
      const metrics = async () =>
        Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      const before = await metrics();
      await page.goto(`${base}${pagePath}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const after = await metrics();
      figures.get(base)!.push({
        script: Math.round((after.ScriptDuration! - before.ScriptDuration!) * 1000),
        task: Math.round((after.TaskDuration! - before.TaskDuration!) * 1000),
        layout: Math.round(
          (after.LayoutDuration! + after.RecalcStyleDuration! - before.LayoutDuration! - before.RecalcStyleDuration!) *
            1000,
        ),
        longTasks: Math.round(await page.evaluate(() => (window as unknown as { longTasks: number }).longTasks)),
      });
      await context.close();
    }
} finally {
  await browser.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`| shop | script ms | style and layout ms | all tasks ms | long tasks beyond 50 ms | runs |`);
console.log(`|---|---|---|---|---|---|`);
for (const [base, list] of figures)
  console.log(
    `| ${base} | ${median(list.map((f) => f.script))} | ${median(list.map((f) => f.layout))} | ` +
      `${median(list.map((f) => f.task))} | ` +
      `${median(list.map((f) => f.longTasks))} | ${list.map((f) => f.script).join(', ')} |`,
  );
console.log(`${pagePath} at 4× slower CPU, median of ${runs} runs (the last column: each run's script ms).`);
