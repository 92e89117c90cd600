// Query types of the tables in ./migrations, kept by hand beside the SQL: the catalogue's here, the identity
// context's in ./identity-schema.ts, the column types both use in ./columns.ts.
import type { DeliveryMethodId } from '../../../app/domain/constants';
import type { EntityTypeId } from '../../../app/domain/entity-types';
import type { Generated } from 'kysely';
import type { Json, JsonDefault, L10nColumn, Timestamp } from './columns';
import type {
  OtpChallengesTable,
  OutboxMessagesTable,
  RefreshFamiliesTable,
  RefreshTokensTable,
  UsersTable,
} from './identity-schema';
import type { UploadsTable } from './uploads-schema';
import type { PushSubscriptionsTable } from './push-schema';

export type { Json, JsonDefault } from './columns';
export type * from './identity-schema';
export type * from './orders-schema';
import type { OrderRequestsTable, OrdersTable } from './orders-schema';
export type * from './uploads-schema';
export type * from './payments-schema';
import type { GatewayEventsTable, PaymentsTable, SandboxChargesTable, SavedCardsTable } from './payments-schema';

export interface Slot {
  start_time: number;
  end_time: number;
}
/** ISO weekday "1" (Monday) … "7" (Sunday) → slots */
export type WeekSlots = Record<string, Slot[]>;
export interface DateRange {
  from: string;
  to: string;
}

export interface CurrenciesTable {
  id: Generated<number>;
  code: string;
  symbol: string;
  title: string;
}

export interface CountriesTable {
  id: Generated<number>;
  code: string;
  title: string;
  dial_code: string;
  currency_id: number;
  timezone: string;
  requires_address_parts: Generated<boolean>;
  delivery_delay_distance: number | null;
  delivery_delay_time: number | null;
}

export interface CitiesTable {
  id: Generated<number>;
  country_id: number;
  title: string;
  timezone: string;
  lat: number;
  lon: number;
}

export interface BusinessesTable {
  id: Generated<number>;
  title: string;
  view_title: string | null;
  company_title: string | null;
  vat_label: string | null;
  tier: Generated<'regular' | 'premium'>;
  country_id: number;
  settings: JsonDefault<Record<string, unknown>>;
}

export interface BrandsTable {
  id: Generated<number>;
  business_id: number;
  title: string;
  logo: string | null;
  webshop_logo: string | null;
  banner: string | null;
  sequence: Generated<number>;
  is_busy: Generated<boolean>;
  busy_mode_updated_at: Timestamp | null;
}

export interface BranchCapabilities {
  delivery_method_ids: DeliveryMethodId[];
  default_delivery_method_id: DeliveryMethodId;
  instant_delivery_enabled: boolean;
  scheduled_order_enabled: boolean;
  scheduled_order_day_range: number;
  scheduled_order_oos_item_allowed: boolean;
  scheduled_order_buffer_time_minutes: number;
  pickup_only: boolean;
  pickup_drive_thru: boolean;
  guest_login_enabled: boolean;
  show_unavailable_menu: boolean;
  payment_settings: {
    integrated_payment_enabled: boolean;
    cash_payment_enabled: boolean;
    byo_payment_enabled: boolean;
  };
  gateway_fee_by_customer_enabled: boolean;
  service_fee_by_customer_enabled: boolean;
  min_pickup_basket_cent: number;
  min_delivery_basket_cent: number;
  min_dinein_basket_cent: number;
}

export interface BranchesTable {
  id: Generated<number>;
  business_id: number;
  country_id: number;
  city_id: number | null;
  title: string;
  address: string;
  phone: string | null;
  secondary_phone: string | null;
  lat: number;
  lon: number;
  delivery_radius: Generated<number>;
  timezone: string;
  available_times: JsonDefault<WeekSlots>;
  off_dates: JsonDefault<DateRange[]>;
  preparation_time: Generated<number>;
  menu_version: Generated<number>;
  notice_enabled: Generated<boolean>;
  notice_description: L10nColumn;
  notice_scheduled: Generated<boolean>;
  notice_end_time: Timestamp | null;
  /** the branch's local date staff closed it for (migration 0012), or null */
  closed_on: string | null;
  qr_order_enabled: Generated<boolean>;
  order_auto_accept_enabled: Generated<boolean>;
  three_pl_enabled: Generated<boolean>;
  three_pl_provider: string | null;
  three_pl_max_distance_meter: number | null;
  scheduled_order_duration: Generated<number>;
  byo_payments: Generated<boolean>;
  delivery_delay_time: number | null;
  delivery_delay_distance: number | null;
  capabilities: Json<BranchCapabilities>;
  custom_vat_config: Json<{ rate: number; included: boolean; label?: string } | null>;
  vat_label: string | null;
}

export interface BranchBrandsTable {
  branch_id: number;
  brand_id: number;
  sequence: Generated<number>;
  is_busy: Generated<boolean>;
  busy_mode_updated_at: Timestamp | null;
}

export interface FoodHallSettings {
  qr_order_payment_enabled: boolean;
  qr_order_pre_payment_enabled: boolean;
  qr_order_cash_payment_enabled: boolean;
  default_delivery_method_id: number;
  delivery_method_id_list: number[];
  byo_payment_enabled: boolean;
  integrated_payment_enabled: boolean;
  qr_order_guest_login_enabled: boolean;
  pickup_drive_thru: boolean;
  otp_login_enabled: boolean;
  payment_type_ids: number[];
  merge_fees_enabled: boolean;
  merge_fees_title: string | null;
  service_fee_custom_title: string | null;
  processing_fee_custom_title: string | null;
  payment_types: { id: number; title: string }[];
}

export interface FoodHallsTable {
  id: Generated<number>;
  title: string;
  country_id: number;
  city_id: number | null;
  timezone: string;
  address: string;
  lat: number;
  lon: number;
  settings: Json<FoodHallSettings>;
}

export interface FoodHallBranchesTable {
  food_hall_id: number;
  branch_id: number;
  sequence: Generated<number>;
}

export interface DiningTablesTable {
  id: Generated<number>;
  food_hall_id: number | null;
  branch_id: number | null;
  table_no: string;
  title: string | null;
}

export interface InAppStoresTable {
  id: Generated<number>;
  title: string;
  product: string;
  country_id: number;
  water_mark_enabled: Generated<boolean>;
  discovery_radius: Generated<number>;
}

export interface EntityLinksTable {
  hash: string;
  mask: string | null;
  entity_type: EntityTypeId;
  business_id: number | null;
  brand_id: number | null;
  branch_id: number | null;
  food_hall_id: number | null;
  table_id: number | null;
  in_app_store_id: number | null;
  qr_order_type: number | null;
  title: string | null;
  note: string | null;
  demo: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface BannersTable {
  id: Generated<number>;
  business_id: number | null;
  brand_id: number | null;
  food_hall_id: number | null;
  path: string;
  link: string | null;
  sequence: Generated<number>;
}

export interface MenuSectionsTable {
  id: Generated<number>;
  brand_id: number;
  title: string;
  title_v2: L10nColumn;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  hidden: Generated<boolean>;
  available_times: Json<WeekSlots | null>;
  blackout_dates: JsonDefault<DateRange[]>;
  scheduled_order_off_dates: JsonDefault<DateRange[]>;
}

export interface MenuCategoriesTable {
  id: Generated<number>;
  section_id: number;
  brand_id: number;
  title: string;
  title_v2: L10nColumn;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  hidden: Generated<boolean>;
  start_time: number | null;
  end_time: number | null;
  is_popular_category: Generated<boolean>;
  is_halal: Generated<boolean>;
  is_age_restricted: Generated<boolean>;
  alc_beverages: Generated<boolean>;
  is_id_verification_required: Generated<boolean>;
  consent_message: L10nColumn;
}

export interface MenuItemsTable {
  id: Generated<number>;
  brand_id: number;
  category_id: number;
  title: string;
  title_v2: L10nColumn;
  description: string | null;
  description_v2: L10nColumn;
  image: string | null;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  hidden: Generated<boolean>;
  price: number;
  price_pickup: number | null;
  price_delivery: number | null;
  price_dine_in: number | null;
  discount_price: number | null;
  crossed_price: number | null;
  allergens: Generated<string[]>;
  alc_bevarages: Generated<boolean>;
  is_age_restricted: Generated<boolean>;
  is_halal: Generated<boolean>;
  vat: number | null;
  sku_id: string | null;
  preparation_time: number | null;
}

export interface ItemStockTable {
  branch_id: number;
  item_id: number;
  available: Generated<boolean>;
  /** how many are left, when counted */
  quantity: number | null;
  snooze_start: Timestamp | null;
  snooze_end: Timestamp | null;
}

export interface ModifierGroupsTable {
  id: Generated<number>;
  brand_id: number;
  item_id: number | null;
  parent_modifier_id: number | null;
  title: string;
  title_v2: L10nColumn;
  rule_type: 'exact' | 'range';
  rule_value: number | null;
  rule_min: number | null;
  rule_max: number | null;
  enabled: Generated<boolean>;
  hidden: Generated<boolean>;
  sequence: Generated<number>;
}

export interface ModifiersTable {
  id: Generated<number>;
  brand_id: number;
  group_id: number;
  title: string;
  title_v2: L10nColumn;
  price: Generated<number>;
  max_quantity: Generated<number>;
  is_selected: Generated<boolean>;
  enabled: Generated<boolean>;
  hidden: Generated<boolean>;
  sku_id: string | null;
  sequence: Generated<number>;
}

export interface CampaignsTable {
  id: Generated<number>;
  brand_id: number;
  title: string;
  title_v2: L10nColumn;
  discount_scope: 'order' | 'category' | 'item';
  discount_type: 'flat' | 'percentage' | 'delivery' | 'others';
  value: number;
  min_cart_amount: Generated<number>;
  cap: number | null;
  object_ids: Generated<number[]>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  enabled: Generated<boolean>;
}

export interface DB {
  currencies: CurrenciesTable;
  countries: CountriesTable;
  cities: CitiesTable;
  businesses: BusinessesTable;
  brands: BrandsTable;
  branches: BranchesTable;
  branch_brands: BranchBrandsTable;
  food_halls: FoodHallsTable;
  food_hall_branches: FoodHallBranchesTable;
  dining_tables: DiningTablesTable;
  in_app_stores: InAppStoresTable;
  entity_links: EntityLinksTable;
  banners: BannersTable;
  menu_sections: MenuSectionsTable;
  menu_categories: MenuCategoriesTable;
  menu_items: MenuItemsTable;
  item_stock: ItemStockTable;
  modifier_groups: ModifierGroupsTable;
  modifiers: ModifiersTable;
  campaigns: CampaignsTable;
  users: UsersTable;
  otp_challenges: OtpChallengesTable;
  refresh_families: RefreshFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  outbox_messages: OutboxMessagesTable;
  order_requests: OrderRequestsTable;
  orders: OrdersTable;
  uploads: UploadsTable;
  payments: PaymentsTable;
  gateway_events: GatewayEventsTable;
  saved_cards: SavedCardsTable;
  sandbox_charges: SandboxChargesTable;
  // rating_aspects, rating_links, ratings: merged in by ./ratings-schema.ts (migration 0013)
  // promos, promo_uses: merged in by ./promos-schema.ts (migration 0016)
  // loyalty_programmes, loyalty_actions, loyalty_rewards, loyalty_entries: ./loyalty-schema.ts (migration 0018)
  push_subscriptions: PushSubscriptionsTable;
}
