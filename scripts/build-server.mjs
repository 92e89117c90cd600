// Bundles the process (server/index.ts and the platform) into build/server.js; packages stay external.
import fs from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// Migrations are read at start-up beside the bundle (server/platform/db/index.ts).
await fs.rm('build/migrations', { recursive: true, force: true });
await fs.cp('server/platform/db/migrations', 'build/migrations', { recursive: true });
await fs.rm('build/shop-migrations', { recursive: true, force: true });
await fs.cp('server/shop-store/shop-migrations', 'build/shop-migrations', { recursive: true });
console.log('built build/server.js');
