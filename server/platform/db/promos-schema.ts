// Query types of the promo tables (migration 0016_promos.sql), kept by hand beside the SQL. They join the DB
// interface of ./schema.ts by declaration merging.
import type { ColumnType, Generated } from 'kysely';
import type { Json, JsonDefault, Timestamp } from './columns';
import type { PromoStatus } from '../../../app/contract/promos';

export interface PromoSlot {
  start_time: number;
  end_time: number;
}

/** SPEC §3 "Promo", with its scope and status. */
export interface PromosTable {
  id: Generated<number>;
  business_id: number;
  country_id: number;
  branch_ids: Generated<number[]>;
  code: string;
  description: string | null;
  description_v2: Json<Record<string, string> | null>;
  voucher_provider_id: number | null;
  cohort_type: 'global' | 'new_user' | 'cohorted';
  cohort_user_ids: Generated<number[]>;
  value_type: 'flat' | 'percentage';
  value: number;
  max_discount: number | null;
  min_order_amount: Generated<number>;
  max_limit_per_user: number | null;
  end_time: Timestamp | null;
  brands: Generated<number[]>;
  payment_channels: Generated<string[]>;
  is_payment_based_promo: Generated<boolean>;
  is_senior_citizen_promo: Generated<boolean>;
  is_special_bakery_promo: Generated<boolean>;
  is_voucher_promo: Generated<boolean>;
  availability_window: JsonDefault<Record<string, PromoSlot[]>>;
  time_availability: JsonDefault<{ full_week: boolean; full_day: boolean; specific_time: boolean }>;
  status: Generated<PromoStatus>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One placed order's use of a promo. */
export interface PromoUsesTable {
  id: Generated<number>;
  promo_id: number;
  user_id: number;
  order_id: number;
  use_number: number;
  discount: number;
  created_at: Timestamp;
}

declare module './schema' {
  interface DB {
    promos: PromosTable;
    promo_uses: PromoUsesTable;
  }
}
