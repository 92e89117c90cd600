// The web shop's own tables (./shop-migrations), as query types. The shop needs them whatever platform it
// talks to (DESIGN.md "Layout": server/shop-store).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface ShopSessionsTable {
  id: string;
  /** jsonb: written as a JSON string, read as the parsed value */
  data: ColumnType<Record<string, unknown>, string, string>;
  expires_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
}

export interface ShopDB {
  shop_sessions: ShopSessionsTable;
}
