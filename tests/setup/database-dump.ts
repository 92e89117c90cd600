// PGlite's first start runs initdb (3–4 s): migrate and load the demo once, dump it, and let every test
// file start from the dump (DESIGN.md "Known traps").
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../server/platform/db/index';
import { loadDemoData } from '../../server/platform/demo/seed';
import { migrateShopStore } from '../../server/shop-store/index';

export const DUMP_ENV = 'WEBSHOP_TEST_DUMP';

export default async function setup() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await migrateShopStore(database);
  await loadDemoData(database.db);
  const dump = await database.pglite!.dumpDataDir('gzip');
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'webshop-test-')), 'demo.tar.gz');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[DUMP_ENV] = file;
  return async () => {
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  };
}
