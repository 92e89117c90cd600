// Query types of the order service's tables (migration 0007_orders.sql).
import type { Generated } from 'kysely';
import type { Fulfilment } from '../../../app/contract/orders';
import type { Json, JsonDefault, Timestamp } from './columns';

export interface OrderRequestsTable {
  user_id: number;
  idempotency_key: string;
  answer: Json<unknown> | null;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  order_hash: string;
  parent_order_uuid: string | null;
  user_id: number;
  branch_id: number;
  foodhall_id: number | null;
  order_type_id: number;
  status_id: number;
  payment_status_id: number;
  fulfillment_status_id: number | null;
  /** 0011: the courier jobs (app/contract/orders.ts fulfilmentSchema), oldest first */
  fulfillments: JsonDefault<Fulfilment[]>;
  allocating_status_updated_at: Timestamp | null;
  is_three_pl_order: Generated<boolean>;
  payment_method_id: number | null;
  payment_channel: string | null;
  payment_trx_id: string | null;
  post_pay: Generated<boolean>;
  cancelled_by: 'USER' | 'ENTERPRISE' | 'FULFILLMENT_PARTNER' | null;
  cancellation_reason: string | null;
  status_history: Json<{ status_id: number; change_time: string }[]>;
  final_price: number;
  data: Json<Record<string, unknown>>;
  refund_status_id: number | null;
  refunded_amount: Generated<number>;
  payment_failure_code: string | null;
  /** 0017: the senior citizen / PWD details placed with the order (cards as upload paths), null when none */
  senior_citizen: JsonDefault<{
    number_of_customer: number;
    number_of_senior_citizen: number;
    cards: { front: string | null; back: string | null }[];
  } | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
