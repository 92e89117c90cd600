// Query types of the payment tables (migrations 0009_payments.sql, 0010), kept by hand beside the SQL.
import type { Generated } from 'kysely';
import type { Json, JsonDefault, Timestamp } from './columns';
import type { PaymentState } from '../../../app/domain/payments';

import type { GatewayName } from '../../../app/contract/payments';

export interface PaymentsTable {
  id: string;
  user_id: number;
  order_hash: string | null;
  parent_order_uuid: string | null;
  gateway: GatewayName;
  method_id: number;
  channel: string | null;
  amount: number;
  currency: string;
  state: PaymentState;
  failure_code: string | null;
  failure_message: string | null;
  provider_ref: string | null;
  client_secret: string | null;
  checkout_link: Generated<string | null>;
  saved_card_id: number | null;
  save_card: Generated<boolean>;
  pre_payment: boolean;
  success_url: string | null;
  failure_url: string | null;
  qr: Json<Record<string, unknown>> | null;
  /** the card to save once paid, as the provider gave it at the start (0010; TapPay's 3-D Secure) */
  pending_card: JsonDefault<Record<string, unknown> | null>;
  /** a post-payment's gateway fee per order id, added to the orders when it is paid (migration 0020) */
  gateway_fees: JsonDefault<Record<string, number>>;
  lng: Generated<string>;
  refunded_amount: Generated<number>;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GatewayEventsTable {
  gateway: string;
  event_id: string;
  received_at: Timestamp;
}

export interface SavedCardsTable {
  id: Generated<number>;
  user_id: number;
  gateway: GatewayName;
  gateway_id: number | null;
  card_token: string;
  card_key: string | null;
  card_suffix: string;
  card_brand: string;
  card_source_country_code: string | null;
  customer_id: string | null;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface SandboxChargesTable {
  id: string;
  payment_id: string;
  state: 'pending' | 'paid' | 'failed' | 'expired';
  failure_code: string | null;
  card: Json<{ suffix: string; brand: string; token: string | null }> | null;
  refunded_amount: Generated<number>;
  /** the callback signed for this charge, as sent (migration 0015): a dashboard's "resend" */
  callback: Json<{ body: string; signature: string }> | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
