// Issue 28: what a route's first load costs a cheap phone, read from the built client (`npm run build`, which
// `npm test` runs first): the entry, the root and the route with every chunk they import statically — what
// Remix preloads. The libraries a route does not use stay out of it: the form kit (conform, zod) out of the
// menus and the order page (its rating and cancel sheets load it when they open), zod out of pages whose
// fields need no more than the browser's own checks (the form kit's messages are in utils/form-messages.ts,
// apart from zod), socket.io-client and the card libraries out of every first load. `npm run bench` measures the same on the wire, next to the floor.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const BUILD = path.resolve('public/build');

interface ManifestRoute {
  module: string;
  imports?: string[];
  parentId?: string;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function manifest(): Manifest {
  const file = fs.readdirSync(BUILD).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error('no client build in public/build: run `npm run build` first');
  const text = fs.readFileSync(path.join(BUILD, file), 'utf8');
  return JSON.parse(text.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, '')) as Manifest;
}

/** The files a first load of `routeId` fetches before the page is interactive. */
function firstLoad(m: Manifest, routeId: string): string[] {
  const files = new Set([m.entry.module, ...m.entry.imports]);
  for (let route: ManifestRoute | undefined = m.routes[routeId]; route; route = m.routes[route.parentId ?? '']) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const read = (url: string) => fs.readFileSync(path.join(BUILD, '..', url));

/** Strings each library's minified code keeps (error names, hosts), to tell its chunk. */
const LIBRARIES = {
  zod: 'ZodError',
  conform: 'conform',
  'socket.io-client': 'engine.io',
  stripe: 'js.stripe.com',
};

function librariesIn(files: string[]) {
  const found = new Set<string>();
  for (const file of files) {
    const code = read(file).toString('utf8');
    for (const [name, mark] of Object.entries(LIBRARIES)) if (code.includes(mark)) found.add(name);
  }
  return [...found].sort();
}

const gzipKb = (files: string[]) => files.reduce((sum, f) => sum + zlib.gzipSync(read(f)).length, 0) / 1024;

describe('first-load JavaScript of the built shop', () => {
  const m = manifest();

  it.each([
    'root',
    'routes/menu.$hash',
    'routes/menu._index',
    'routes/menu.brands',
    'routes/brand._index',
    'routes/brand.$id',
    'routes/order-details',
    'routes/orders',
    'routes/loyalty._index',
    'routes/payment._index',
    // its sheets load their code when they open, or when the page is idle (routes/checkout/sheets.ts)
    'routes/checkout',
  ])('%s loads no form kit, live connection or card library', (routeId) => {
    expect(m.routes[routeId], routeId).toBeDefined();
    expect(librariesIn(firstLoad(m, routeId))).toEqual([]);
  });

  it.each([
    // the item sheet and the cart's notes: the length is the field's own maxlength, the schema the action's
    ['routes/brand.$id.item.$itemId', []],
    ['routes/cart', ['conform']],
    ['routes/promo', ['conform']],
  ])('%s loads only the form libraries it uses: %j', (routeId, libraries) => {
    expect(librariesIn(firstLoad(m, routeId))).toEqual(libraries);
  });

  it('the brand menu stays within its budget (gzip): 1.35× the floor of a bare Remix page (87.2 KB), in 6 files', () => {
    // 135.7 KB in 23 files at 8ba28f4 (1.58×); the form kit's 26 KB left it with issue 28; 126.2 KB in 28 files
    // before the shell (ADR 0035) gathered the small shared chunks into the one every page loads and Trans left
    // it. The aim is 1.3× (113.4 KB): i18next alone, which the floor has not, is 15 KB.
    const files = firstLoad(m, 'routes/brand.$id');
    expect(gzipKb(files)).toBeLessThanOrEqual(119);
    // the entry, the shared chunk (React, Remix, the shell), esbuild's runtime, the root, the route, and one empty
    // module for its server imports
    expect(files.length).toBeLessThanOrEqual(6);
  });

  it('every script a page loads first is compiled as it arrives (ADR 0047), the manifest left as Remix wrote it', () => {
    const files = new Set(Object.keys(m.routes).flatMap((routeId) => firstLoad(m, routeId)));
    expect(files.size).toBeGreaterThan(30);
    for (const file of files) expect(read(file).toString('utf8'), file).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  it.each([
    ['routes/cart', 11],
    ['routes/checkout', 8],
    ['routes/order-details', 12],
    ['routes/promo', 7],
    ['routes/loyalty._index', 8],
  ])('%s loads at most %i files', (routeId, count) => {
    expect(firstLoad(m, routeId).length).toBeLessThanOrEqual(count);
  });
});

describe('the shell (ADR 0035)', () => {
  const APP = path.resolve('app');
  const source = (file: string) => fs.readFileSync(file, 'utf8');
  const importsShell = (code: string) => /from '~\/components\/shell'|from '\.\/components\/shell'/.test(code);
  const routeModules = fs
    .readdirSync(path.join(APP, 'routes'), { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory()
        ? ['route.tsx', 'route.ts'].map((f) => path.join(APP, 'routes', entry.name, f)).find((f) => fs.existsSync(f))
        : path.join(APP, 'routes', entry.name),
    )
    .filter((file): file is string => !!file);
  // A page's route module with a component: an entry point of the browser's build.
  const pages = routeModules.filter((file) => /^export default/m.test(source(file)));
  // What is loaded when it opens (`lazy(() => import('./RatingSheet'))`, the checkout's sheets.ts): every
  // module of the shop imported with import() is an entry point too.
  const lazyModules = fs
    .readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...source(path.join(APP, file)).matchAll(/import\('((?:\.\.?|~)\/[^']+)'\)/g)].map((match) => {
        const target = match[1]!.startsWith('~/')
          ? path.join(APP, match[1]!.slice(2))
          : path.resolve(path.dirname(path.join(APP, file)), match[1]!);
        return ['.tsx', '.ts'].map((ext) => `${target}${ext}`).find((f) => fs.existsSync(f)) ?? `${target} (missing)`;
      }),
    );

  it('every page, lazy sheet, the root and the entry import it, so its members share the chunk all pages load', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(lazyModules.length).toBeGreaterThanOrEqual(13);
    const entries = [...pages, ...lazyModules, path.join(APP, 'root.tsx'), path.join(APP, 'entry.client.tsx')];
    expect(entries.filter((file) => !importsShell(source(file))).map((f) => path.relative(APP, f))).toEqual([]);
  });

  it('names what it re-exports (`export *` leaves a module in a chunk of its own)', () => {
    expect(source(path.join(APP, 'components/shell.ts'))).not.toMatch(/^export \*/m);
  });
});
