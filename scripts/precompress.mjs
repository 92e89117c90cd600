// Writes each built script and stylesheet beside itself compressed once, at the best ratio: `<file>.br` (brotli,
// quality 11) and `<file>.gz` (gzip, level 9). server/app.ts serves them with express-static-gzip, so a first
// visit's 117 KB of scripts cost the server no compression and a phone fewer bytes than compressing each
// answer on the fly (brotli quality 4, gzip 6). `npm run build` runs it on public/build; the bench on the
// floor's build, served the same way. Usage: node scripts/precompress.mjs <dir>…
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css)$/;

/** Compresses the scripts and stylesheets under `dir`; returns how many files it wrote. */
export async function precompress(dir) {
  const files = (await fs.readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const text = await fs.readFile(full);
      const [br, gz] = await Promise.all([
        brotli(text, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
        gzip(text, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
    }),
  );
  return files.length * 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const dir of process.argv.slice(2)) console.log(`precompressed ${await precompress(dir)} files in ${dir}`);
}
