// Query types of the web push tables (migration 0014_push.sql), kept by hand beside the SQL.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';

/** timestamptz with a database default */
type Defaulted = ColumnType<Date, Date | string | undefined, Date | string>;

/** A browser a customer asked to be told on: its push service endpoint and its keys (issue 16). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** https: the push service's URL for this browser (a capability: whoever knows it can push to it) */
  endpoint: string;
  /** the browser's P-256 public key and auth secret (base64url): the payload is encrypted for them */
  p256dh: string;
  auth: string;
  /** one of the 11 languages: the pushes' texts */
  language: ColumnType<string, string | undefined, string>;
  expires_at: Timestamp | null;
  created_at: Defaulted;
  updated_at: Defaulted;
}

// push_told (one change of an order pushed: order_id, topic) is written by one statement in
// ../notifications/sender.ts, in SQL: it needs no query type.
