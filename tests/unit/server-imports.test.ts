// DESIGN.md "Layout": server/ imports from app/ only the ground floor — app/domain, app/contract and
// app/i18n/languages — so the platform stands alone from the shop's UI (issue 25, item 5). Read from the
// sources: every import, export … from, dynamic import() and require() of a file under server/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"]+)\1/g;
const GROUND_FLOOR = [/^app\/domain(?:\/|$)/, /^app\/contract(?:\/|$)/, /^app\/i18n\/languages(?:\.ts)?$/];

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** What a file imports from app/, as paths from the repository's root ("app/domain/money"). */
function appImportsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)].flatMap(([, , specifier]) => {
    const target = specifier!.startsWith('~/')
      ? `app/${specifier!.slice(2)}`
      : specifier!.startsWith('.')
        ? path
            .relative(ROOT, path.resolve(path.dirname(file), specifier!))
            .split(path.sep)
            .join('/')
        : null;
    return target?.startsWith('app/') ? [target] : [];
  });
}

const forbidden = (file: string, text: string) =>
  appImportsOf(file, text)
    .filter((target) => !GROUND_FLOOR.some((allowed) => allowed.test(target)))
    .map((target) => `${path.relative(ROOT, file)} → ${target}`);

describe('server/ imports from app/ only the ground floor', () => {
  it('holds for every file under server/', () => {
    const files = sourcesUnder(path.join(ROOT, 'server'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => forbidden(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds each way of importing the shop', () => {
    const file = path.join(ROOT, 'server/platform/payments/example.ts');
    const text = [
      "import { fixedT } from '../../../app/i18n/instances.server';",
      "import type { Resource } from '../../../app/i18n/resources.server';",
      "export { requireUser } from '../../../app/auth.server';",
      "const m = await import('../../../app/routes/checkout/checkout.server');",
      "import '../../../app/components/Toast';",
      "import { x } from '~/features/cart/cart.server';",
      "import { formatAmount } from '../../../app/domain/money';",
      "import { SUPPORTED_LANGUAGES } from '../../../app/i18n/languages';",
      "import { orders } from '../../../app/contract/orders';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(forbidden(file, text).map((line) => line.split(' → ')[1])).toEqual([
      'app/i18n/instances.server',
      'app/i18n/resources.server',
      'app/auth.server',
      'app/routes/checkout/checkout.server',
      'app/components/Toast',
      'app/features/cart/cart.server',
    ]);
  });
});
