import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/setup/console.ts'],
    globalSetup: ['tests/setup/database-dump.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs its files one after another in one process: the built app and its libraries are imported
    // once per worker, not once per file (142 s of imports against 18 s; the run 471 -> 360 s). A file leaves
    // nothing behind: no module mock (vi.mock), and a faked clock or a stubbed variable is given back in
    // afterAll (vi.useRealTimers, vi.unstubAllEnvs).
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, while most integration tests
    // wait on PostgreSQL, PGlite or a server of their own. Each test works in a schema or data directory of
    // its own, so two run side by side.
    maxWorkers: 2,
  },
});
