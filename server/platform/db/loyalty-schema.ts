// Query types of the loyalty tables (migration 0018_loyalty.sql), kept by hand beside the SQL. They join the DB
// interface of ./schema.ts by declaration merging.
import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface LoyaltyProgrammesTable {
  business_id: number;
  binding_level_id: number;
  program_name: string;
  logo: string | null;
  point_name: string;
  color: string;
  description: string | null;
  updated_at: Timestamp;
}

export interface LoyaltyActionsTable {
  id: Generated<number>;
  business_id: number;
  type: Generated<'TRANSACTION'>;
  title: string;
  points: number;
  rate: number;
}

export interface LoyaltyRewardsTable {
  id: Generated<number>;
  business_id: number;
  title: string;
  discount_type: 'FLAT' | 'PERCENTAGE';
  points: number;
  rate: number;
  upto: number | null;
  status: Generated<'active' | 'ended'>;
  created_at: Timestamp;
}

export interface LoyaltyEntriesTable {
  id: Generated<number>;
  user_id: number;
  pool: string;
  business_id: number;
  order_id: number | null;
  kind: 'earned' | 'claimed';
  points: number;
  amount: Generated<number>;
  currency: string | null;
  reward_id: number | null;
  title: string;
  created_at: Timestamp;
}

declare module './schema' {
  interface DB {
    loyalty_programmes: LoyaltyProgrammesTable;
    loyalty_actions: LoyaltyActionsTable;
    loyalty_rewards: LoyaltyRewardsTable;
    loyalty_entries: LoyaltyEntriesTable;
  }
}
