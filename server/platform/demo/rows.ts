// Rows for the demo tables, with explicit ids, written in a few large inserts (the demo world: ./seed.ts; the
// large food hall of the benchmarks: ./large.ts).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The next id of each table, counted here so rows can point at each other before they are written. */
export class Ids {
  private next = new Map<string, number>();
  take(table: string): number {
    const id = (this.next.get(table) ?? 0) + 1;
    this.next.set(table, id);
    return id;
  }
  /** continue after the ids a database already holds */
  async startAfterExisting(db: Kysely<DB>, tables: (keyof DB)[]): Promise<this> {
    for (const table of tables) {
      const row = await sql<{ max: number | null }>`select max(id) as max from ${sql.table(table)}`.execute(db);
      this.next.set(table, Number(row.rows[0]?.max ?? 0));
    }
    return this;
  }
}

export type RowSet = Partial<Record<keyof DB, Record<string, unknown>[]>>;
export type Push = (table: keyof DB, row: Record<string, unknown>) => void;

const INSERT_ORDER: (keyof DB)[] = [
  'currencies',
  'countries',
  'cities',
  'businesses',
  'brands',
  'branches',
  'branch_brands',
  'food_halls',
  'banners',
  'food_hall_branches',
  'dining_tables',
  'in_app_stores',
  'entity_links',
  'menu_sections',
  'menu_categories',
  'menu_items',
  'item_stock',
  'modifier_groups',
  'modifiers',
  'campaigns',
];
const NO_SERIAL = new Set<keyof DB>(['branch_brands', 'food_hall_branches', 'item_stock', 'entity_links']);

/** Inserts rows with explicit ids in one transaction, then moves each id sequence past them. */
export async function writeRows(db: Kysely<DB>, rows: RowSet): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Nested groups point at modifiers and modifiers at groups: that reference is checked at commit.
    await sql`set constraints all deferred`.execute(trx);
    for (const table of INSERT_ORDER) if (rows[table]?.length) await insertMany(trx, table, rows[table]!);
    for (const table of INSERT_ORDER) {
      if (NO_SERIAL.has(table) || !rows[table]?.length) continue;
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      );
    }
  });
}

/** Inserts in chunks so one statement never carries too many parameters. */
async function insertMany<T extends keyof DB>(db: Kysely<DB>, table: T, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
  }
}
