// npx tsx scripts/demo-dump.ts > dump.txt — the demo world as loaded into a fresh in-memory PGlite, every table
// that holds rows, each ordered by id (or by all its columns), at a fixed clock and with the large food hall
// added, so that a change to how the demo is written or loaded can show it loads the same rows (issue 25,
// item 9). Only the migrations' own times (the database's clock as it migrated) are left out; run it twice to see
// that nothing else depends on the moment it runs.
import { sql } from 'kysely';
import { migrate, openDatabase } from '../server/platform/db/index';
import { loadDemoData } from '../server/platform/demo/seed';
import { loadLargeFoodHall } from '../server/platform/demo/large';

const NOW = new Date('2026-03-04T05:06:07.000Z');

const database = await openDatabase({ dataDir: 'memory://' });
try {
  await migrate(database);
  await loadDemoData(database.db, NOW);
  await loadLargeFoodHall(database.db, {}, NOW);
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`.execute(database.db);
  const tables = new Map<string, string[]>();
  for (const c of columns.rows) {
    if (c.table_name === 'schema_migrations' && c.column_name === 'applied_at') continue;
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  }
  for (const [table, names] of tables) {
    const list = sql.join(names.map((n) => sql.ref(n)));
    const order = names.includes('id') ? sql.ref('id') : list;
    const rows = await sql<{ row: string }>`
      select row_to_json(t)::text as row from (select ${list} from ${sql.table(table)} order by ${order}) t`.execute(
      database.db,
    );
    if (!rows.rows.length) continue;
    console.log(`# ${table} (${rows.rows.length})`);
    for (const r of rows.rows) console.log(r.row);
  }
  // where each id sequence stands after the load (the next row the shop or ops adds takes the one after)
  const sequences = await sql<{ row: string }>`
    select json_build_object('sequence', sequencename, 'last_value', last_value)::text as row
    from pg_sequences where schemaname = 'public' order by sequencename`.execute(database.db);
  console.log('# sequences');
  for (const r of sequences.rows) console.log(r.row);
} finally {
  await database.close();
}
