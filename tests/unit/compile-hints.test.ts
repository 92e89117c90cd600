import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints.mjs';

describe('addCompileHints (ADR 0047)', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  it('puts the hint on the first line of each script, once, and leaves the manifest and other files alone', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
    dirs.push(dir);
    await fs.mkdir(path.join(dir, '_shared'));
    const files = {
      'entry.client-AB12.js': 'import "./_shared/chunk-CD34.js";',
      '_shared/chunk-CD34.js': 'export function a(){return 1}',
      'manifest-EF56.js': 'window.__remixManifest={"version":"ef56"};',
      '_shared/app-GH78.css': 'body{margin:0}',
    };
    for (const [file, text] of Object.entries(files)) await fs.writeFile(path.join(dir, file), text);

    expect(await addCompileHints(dir)).toBe(2);
    const read = (file: keyof typeof files) => fs.readFile(path.join(dir, file), 'utf8');
    expect(await read('entry.client-AB12.js')).toBe(COMPILE_HINT + files['entry.client-AB12.js']);
    expect(await read('_shared/chunk-CD34.js')).toBe(COMPILE_HINT + files['_shared/chunk-CD34.js']);
    expect(await read('manifest-EF56.js')).toBe(files['manifest-EF56.js']);
    expect(await read('_shared/app-GH78.css')).toBe(files['_shared/app-GH78.css']);

    // a second build step over the same files changes nothing
    expect(await addCompileHints(dir)).toBe(0);
    expect(await read('_shared/chunk-CD34.js')).toBe(COMPILE_HINT + files['_shared/chunk-CD34.js']);
  });
});
