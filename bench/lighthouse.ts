// npm run bench:lighthouse — Lighthouse 12 on the key routes of issue 28 and on the floor (bench/floor, a bare
// Remix page): mobile form factor, its default (simulated) throttling, performance, accessibility and SEO,
// the median of `--runs` runs (3) of each figure. Part of `npm run bench` (bench/run.ts calls
// measureLighthouse on its own servers); alone it starts the shop and the floor itself.
// Debian's Chromium is launched by Playwright with a profile of its own and a debugging port Lighthouse
// connects to. Before each run the page's cookies (a store chosen, a cart, a login) are put in that profile:
// Lighthouse's storage reset before a run clears the HTTP cache and the origin's storage but not cookies
// (its clearStorageTypes), so every run is a first visit with an empty cache, as the shop's customer scanning
// a QR code makes it. A run whose page ends elsewhere (a redirect to a picker or to login) is refused.
// Usage: npm run bench:lighthouse [-- --runs 3 --only floor,brand,menu,cart,checkout,order,promo,loyalty --port 3410]
//   (LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report there, to read an LCP's breakdown)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions, fullChromium } from '../tests/fixtures/chromium';
import { keyRoutes, startBenchShop, type KeyRoute } from './shop';
import { startFloor, stop } from './server';

export interface LighthouseFigures {
  /** scores 0–100 */
  performance: number;
  accessibility: number;
  seo: number;
  /** ms */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** the median of the runs, figure by figure */
  median: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** A page to audit: on the shop or on the floor, with its cookies. */
export type AuditedPage = KeyRoute & { base: string };

/** the median of figures (of an even count, the mean of the middle two) */
export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A cookie line as Playwright cookies of `base`. */
export const cookiesOf = (cookie: string, base: string) =>
  cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    });

/**
 * One Lighthouse run on a page with its cookies set first; a run Lighthouse itself gives up on (NO_NAVSTART and
 * the like, which a loaded machine makes happen) is made again, twice at most.
 */
async function audit(context: BrowserContext, page: AuditedPage, debugPort: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    await context.clearCookies();
    await context.addCookies(cookiesOf(page.cookie, page.base));
    const answer = await lighthouse(`${page.base}${page.path}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const lhr = answer?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === attempts) throw new Error(`lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
    console.log(`  lighthouse on ${page.path} gave up (${lhr.runtimeError.code}): again`);
  }
}

/** Lighthouse `runs` times on each page, in one browser whose debugging port is `debugPort`. */
export async function measureLighthouse(
  pages: AuditedPage[],
  { runs, debugPort }: { runs: number; debugPort: number },
): Promise<LighthouseResult[]> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    executablePath: fullChromium,
    headless: true,
    args: [...chromiumLaunchOptions.args, '--headless=new', `--remote-debugging-port=${debugPort}`],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const figures: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(context, page, debugPort);
        if (process.env.LIGHTHOUSE_REPORTS)
          await fs.writeFile(
            path.join(process.env.LIGHTHOUSE_REPORTS, `${page.name}-${run + 1}.json`),
            JSON.stringify(lhr),
          );
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(page.path, page.base).pathname)
          throw new Error(`lighthouse on ${page.path} audited ${lhr.finalDisplayedUrl}, not the page`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        figures.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          seo: score('seo'),
          lcp: value('largest-contentful-paint'),
          fcp: value('first-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
        console.log(
          `  lighthouse ${page.name} run ${run + 1}: performance ${figures.at(-1)!.performance}, LCP ${Math.round(figures.at(-1)!.lcp)} ms`,
        );
      }
      const keys = Object.keys(figures[0]!) as (keyof LighthouseFigures)[];
      const mid = Object.fromEntries(
        keys.map((k) => [k, median(figures.map((f) => f[k]))]),
      ) as unknown as LighthouseFigures;
      results.push({ name: page.name, path: page.path, median: mid, runs: figures });
    }
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
  return results;
}

/** The markdown table of Lighthouse medians. */
function lighthouseTable(results: LighthouseResult[], runs: number): string {
  const rows = results.map(
    ({ name, path, median: m }) =>
      `| ${name} | ${path} | ${m.performance} | ${(m.lcp / 1000).toFixed(2)} | ${(m.fcp / 1000).toFixed(2)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${m.seo} | ${m.accessibility} |`,
  );
  return [
    `Lighthouse 12, mobile, simulated throttling, median of ${runs}:`,
    '| page | path | performance | LCP s | FCP s | TBT ms | CLS | SEO | accessibility |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** `--name value` of the command line */
export function argOf(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const runs = Number(argOf(args, 'runs') ?? 3);
  const port = Number(argOf(args, 'port') ?? 3410);
  const only = argOf(args, 'only')?.split(',');
  const wanted = (name: string) => !only || only.includes(name);
  const shop = await startBenchShop(port);
  const floor = await startFloor(port + 1);
  try {
    const pages: AuditedPage[] = [
      ...(wanted('floor') ? [{ name: 'floor', path: '/', cookie: '', base: floor.base }] : []),
      ...(await keyRoutes(shop.base, wanted)).map((r) => ({ ...r, base: shop.base })),
    ];
    const results = await measureLighthouse(pages, { runs, debugPort: port + 2 });
    console.log(`\n${lighthouseTable(results, runs)}`);
    console.log('(a shared, noisy machine: compare figures of the same run only)');
    const date = new Date().toISOString();
    await fs.mkdir('bench/results', { recursive: true });
    await fs.writeFile(
      `bench/results/lighthouse-${date.slice(0, 19).replace(/:/g, '')}.json`,
      JSON.stringify({ date, runs, lighthouse: results }, null, 2),
    );
  } finally {
    await stop(floor);
    await shop.close();
  }
}
