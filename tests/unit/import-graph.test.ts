// The shop's import graph (issue 25, items 1 and 6; ADR 0025): no module reaches itself again through its
// imports — neither at run time nor through type-only imports, which are erased from the build but still tie
// two modules together for a reader and the type checker — no component or feature imports a route module,
// and the top of app/ keeps only its entry points.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STATEMENT =
  /^\s*(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+(['"])([^'"\n]+)\3|^\s*import\s+(['"])([^'"\n]+)\5|import\(\s*(['"])([^'"\n]+)\7/gm;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(ROOT, 'app', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * What each module imports: at run time only (an `import type`, or a list of `type` names only, is not), or
 * with its type-only imports too (`withTypes`).
 */
function importsOf(files: string[], { withTypes = false } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports: string[] = [];
    for (const m of fs.readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      if (m[4] !== undefined && !withTypes) {
        if (m[1]) continue;
        const names = m[2]!.trim();
        if (names.startsWith('{') && names.endsWith('}')) {
          const parts = names
            .slice(1, -1)
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean);
          if (parts.length > 0 && parts.every((part) => part.startsWith('type '))) continue;
        }
      }
      const target = resolve(file, (m[4] ?? m[6] ?? m[8])!);
      if (target) imports.push(target);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** The groups of modules that import each other round (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(path.relative(ROOT, w));
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const files = [...sources(path.join(ROOT, 'app')), ...sources(path.join(ROOT, 'server'))];
const graph = importsOf(files);

describe('the import graph', () => {
  it('has no circles in app/ or server/', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no circles in app/ or server/ through type-only imports either', () => {
    expect(circles(importsOf(files, { withTypes: true }))).toEqual([]);
  });

  it("has no circles between the platform's contexts (its folders), so one of two never needs the other", () => {
    // the modules at the top of server/platform (index, events, deps, prefixes) compose the contexts: not counted
    const PLATFORM = path.join(ROOT, 'server/platform');
    const contextOf = (file: string) => {
      const parts = path.relative(PLATFORM, file).split(path.sep);
      return parts.length > 1 && parts[0] !== '..' ? path.join(PLATFORM, parts[0]!) : null;
    };
    const contexts = new Map<string, Set<string>>();
    for (const [file, imports] of importsOf(files, { withTypes: true })) {
      const from = contextOf(file);
      if (!from) continue;
      const to = contexts.get(from) ?? new Set<string>();
      for (const target of imports) {
        const context = contextOf(target);
        if (context && context !== from) to.add(context);
      }
      contexts.set(from, to);
    }
    expect(contexts.get(path.join(PLATFORM, 'orders'))).toContain(path.join(PLATFORM, 'payments'));
    expect(circles(new Map([...contexts].map(([c, to]) => [c, [...to]])))).toEqual([]);
  });

  it('counts a type-only import as an edge only with types', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    fs.writeFileSync(a, "import type { B } from './b';\nexport interface A { b: B }\n");
    fs.writeFileSync(b, "import { type A } from './a';\nexport interface B { a: A }\n");
    try {
      expect(importsOf([a, b]).get(a)).toEqual([]);
      expect(importsOf([a, b]).get(b)).toEqual([]);
      expect(circles(importsOf([a, b], { withTypes: true }))).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds a circle when there is one (the check itself)', () => {
    const a = path.join(ROOT, 'a.ts');
    const b = path.join(ROOT, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('leads from routes to features and components, never back', () => {
    // the root route (app/root.tsx) is a route module too: a component reads its data through utils/root-data.ts
    const ROUTE = /\/app\/(routes\/|root\.tsx$)/;
    const upward = [...graph].flatMap(([file, imports]) =>
      /\/app\/(components|features|utils)\//.test(file)
        ? imports
            .filter((target) => ROUTE.test(target))
            .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`)
        : [],
    );
    // type-only imports count here too: a component typed by a route's module depends on that route
    const typed = files.flatMap((file) =>
      /\/app\/(components|features|utils)\//.test(file) &&
      /from '(~\/routes\/|~\/root')/.test(fs.readFileSync(file, 'utf8'))
        ? [path.relative(ROOT, file)]
        : [],
    );
    expect(upward).toEqual([]);
    expect(typed).toEqual([]);
  });

  it("has no route import another route folder's modules: what two routes use is a feature's (ADR 0025)", () => {
    // another address for the same page (`/active-orders` is the orders page) re-exports that route's module
    const ROUTES = path.join(ROOT, 'app/routes');
    const folderOf = (file: string) => path.relative(ROUTES, file).split(path.sep)[0]!;
    const across = [...importsOf(files, { withTypes: true })].flatMap(([file, imports]) =>
      file.startsWith(ROUTES + path.sep)
        ? imports
            .filter(
              (target) =>
                target.startsWith(ROUTES + path.sep) &&
                folderOf(target) !== folderOf(file) &&
                !/\/route\.tsx$/.test(target),
            )
            .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`)
        : [],
    );
    expect(across).toEqual([]);
  });

  it('keeps only the entry points at the top of app/', () => {
    const top = fs
      .readdirSync(path.join(ROOT, 'app'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
    expect(top).toEqual(['context.ts', 'entry.client.tsx', 'entry.server.tsx', 'root.tsx']);
  });
});
