// npm run demo:large — adds the 3,000-item "Mega Food Hall" to the database the shop uses
// (DATA_DIR or DATABASE_URL), after migrating it and loading the demo if it is empty.
import { loadConfig } from '../server/config';
import { migrate, openDatabase } from '../server/platform/db/index';
import { isEmpty, loadDemoData } from '../server/platform/demo/seed';
import { hasLargeHall, loadLargeFoodHall, LARGE_HALL_HASH } from '../server/platform/demo/large';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  if (await isEmpty(database.db)) await loadDemoData(database.db);
  if (await hasLargeHall(database.db)) {
    console.log(`the large food hall is already there: /menu/${LARGE_HALL_HASH}`);
  } else {
    const t0 = Date.now();
    const { items } = await loadLargeFoodHall(database.db);
    console.log(`added ${items} items in ${Date.now() - t0} ms: open /menu/${LARGE_HALL_HASH}`);
  }
} finally {
  await database.close();
}
