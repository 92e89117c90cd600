// Marks each built browser script for compilation as it arrives (ADR 0047): V8's explicit compile hint, the magic
// comment `//# allFunctionsCalledOnLoad` on a script's first line, makes Chrome (136 and later) compile all of the
// script's functions on its streaming thread while the script downloads. Without it V8 compiles a function the
// first time it is called, on the page's main thread: React DOM's module is one function of some 130 KB, called
// as the page starts, and compiling it was the page's longest task (/brand/1 at 4× CPU: 165 ms, 70 ms with the
// hint). A browser without compile hints reads a comment. The scripts here are the pages' own, loaded to run
// them; the hint goes on every one but Remix's manifest, which holds no function. `npm run build` runs it on
// public/build before the scripts are compressed.
// Usage: node scripts/compile-hints.mjs <dir>…
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the scripts under `dir` that lack it; returns how many it changed. */
export async function addCompileHints(dir) {
  const files = (await fs.readdir(dir, { recursive: true })).filter(
    (f) => f.endsWith('.js') && !/^manifest-[\w-]+\.js$/.test(path.basename(f)),
  );
  const changed = await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const text = await fs.readFile(full, 'utf8');
      if (text.startsWith(COMPILE_HINT)) return false;
      await fs.writeFile(full, COMPILE_HINT + text);
      return true;
    }),
  );
  return changed.filter(Boolean).length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const dir of process.argv.slice(2))
    console.log(`compile hints on ${await addCompileHints(dir)} scripts in ${dir}`);
}
