// One way to read a form (issue 25 item 2; README "Architecture"): an action reads the body once with
// readFormData (app/utils/form-data.server.ts: a body that is not a form is a 400, never a 500) and checks it
// with conform's parseWithZod. Read from the sources of app/: no other request.formData() (a second read of the
// body, a clone read beside it), no zod safeParse of values picked from the form by hand.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const READER = 'app/utils/form-data.server.ts';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The other ways of reading a form found in one module's text, as `file:line what`. */
function otherWays(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (file !== READER && /\.formData\(\)/.test(line)) found.push(`${at} formData()`);
    if (/safeParse\(\s*Object\.fromEntries\(/.test(line)) found.push(`${at} safeParse(Object.fromEntries(…))`);
    if (/safeParse\(\s*\{[^}]*\.get\(/.test(line)) found.push(`${at} safeParse({ … form.get(…) })`);
  });
  return found;
}

describe('every action reads its form one way', () => {
  it('holds for every module of app/', () => {
    const files = sources(path.join(ROOT, 'app'));
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) => {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      return otherWays(relative, fs.readFileSync(file, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it('finds each other way (the check itself)', () => {
    const text = [
      'const form = await request.formData();',
      "const intent = (await request.clone().formData()).get('intent');",
      'const parsed = schema.safeParse(Object.fromEntries(form));',
      "const choice = schema.safeParse({ rewardId: form.get('rewardId') });",
      'const form = await readFormData(request);',
      'const submission = parseWithZod(form, { schema });',
    ].join('\n');
    expect(otherWays('app/routes/example.server.ts', text)).toEqual([
      'app/routes/example.server.ts:1 formData()',
      'app/routes/example.server.ts:2 formData()',
      'app/routes/example.server.ts:3 safeParse(Object.fromEntries(…))',
      'app/routes/example.server.ts:4 safeParse({ … form.get(…) })',
    ]);
    expect(otherWays(READER, 'return await request.formData();')).toEqual([]);
  });
});
