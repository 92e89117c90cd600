// The wire format of SPEC §7 "Branch and menu", as the platform sends it and the web shop checks it.
// Money is integer minor units; times of day are HHmm numbers; per-language text is {lng: text}.
import { z } from 'zod';

const l10n = z.record(z.string()).nullable();
const slot = z.object({ start_time: z.number().int(), end_time: z.number().int() });
const weekSlots = z.record(z.array(slot));
const dateRange = z.object({ from: z.string(), to: z.string() });
const isoTime = z.string().datetime({ offset: true });

export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  title: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  dial_code: z.string(),
  currency_id: z.number().int(),
  timezone: z.string(),
  requires_address_parts: z.boolean(),
  delivery_delay_distance: z.number().nullable(),
  delivery_delay_time: z.number().nullable(),
});
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  timezone: z.string(),
  country_id: z.number().int(),
});

export const bannerSchema = z.object({ id: z.number().int(), path: z.string(), link: z.string().nullable() });
export type Banner = z.infer<typeof bannerSchema>;

export const capabilitiesSchema = z.object({
  delivery_method_ids: z.array(z.number().int()),
  default_delivery_method_id: z.number().int(),
  instant_delivery_enabled: z.boolean(),
  scheduled_order_enabled: z.boolean(),
  scheduled_order_day_range: z.number().int(),
  scheduled_order_oos_item_allowed: z.boolean(),
  scheduled_order_buffer_time_minutes: z.number().int(),
  pickup_only: z.boolean(),
  pickup_drive_thru: z.boolean(),
  guest_login_enabled: z.boolean(),
  show_unavailable_menu: z.boolean(),
  payment_settings: z.object({
    integrated_payment_enabled: z.boolean(),
    cash_payment_enabled: z.boolean(),
    byo_payment_enabled: z.boolean(),
  }),
  gateway_fee_by_customer_enabled: z.boolean(),
  service_fee_by_customer_enabled: z.boolean(),
  min_pickup_basket_cent: z.number().int(),
  min_delivery_basket_cent: z.number().int(),
  min_dinein_basket_cent: z.number().int(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

export const branchSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
});

export const branchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  business_id: z.number().int(),
  country_id: z.number().int(),
  city_id: z.number().int().nullable(),
  phone: z.string().nullable(),
  secondary_phone: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  user_distance: z.number().nullable(),
  user_distance_meter: z.number().nullable(),
  delivery_radius: z.number(),
  timezone: z.string(),
  store_open: z.boolean(),
  store_next_date: z.string().nullable(),
  store_next_time_slot: slot.nullable(),
  store_current_time_slot: slot.nullable(),
  store_current_week_day: z.number().int(),
  available_times: weekSlots,
  off_dates: z.array(dateRange),
  preparation_time: z.number().int(),
  menu_version: z.number().int(),
  notice_enabled: z.boolean(),
  notice_description: l10n,
  notice_scheduled: z.boolean(),
  notice_end_time: isoTime.nullable(),
  qr_order_enabled: z.boolean(),
  order_auto_accept_enabled: z.boolean(),
  three_pl_enabled: z.boolean(),
  scheduled_order_duration: z.number().int(),
  byo_payments: z.boolean(),
  delivery_delay_time: z.number().nullable(),
  delivery_delay_distance: z.number().nullable(),
  capabilities: capabilitiesSchema,
  custom_vat_config: z.object({ rate: z.number(), included: z.boolean(), label: z.string().optional() }).nullable(),
  vat_label: z.string().nullable(),
  brand_ids: z.array(z.number().int()),
});
export type Branch = z.infer<typeof branchSchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  title: z.string(),
  logo: z.string().nullable(),
  webshop_logo: z.string().nullable(),
  banner: z.string().nullable(),
  webshop_banners: z.array(z.object({ id: z.number().int(), path: z.string() })),
  is_busy: z.boolean(),
  busy_mode_updated_at: isoTime.nullable(),
  sequence: z.number().int(),
  branches: z.array(branchSummarySchema),
});
export type Brand = z.infer<typeof brandSchema>;

export const businessSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  view_title: z.string().nullable(),
  company_title: z.string().nullable(),
  vat_label: z.string().nullable(),
  tier: z.enum(['regular', 'premium']),
  country_id: z.number().int(),
  banners: z.array(bannerSchema),
});
export type Business = z.infer<typeof businessSchema>;

export const foodHallSettingsSchema = z.object({
  qr_order_payment_enabled: z.boolean(),
  qr_order_pre_payment_enabled: z.boolean(),
  qr_order_cash_payment_enabled: z.boolean(),
  default_delivery_method_id: z.number().int(),
  delivery_method_id_list: z.array(z.number().int()),
  byo_payment_enabled: z.boolean(),
  integrated_payment_enabled: z.boolean(),
  qr_order_guest_login_enabled: z.boolean(),
  pickup_drive_thru: z.boolean(),
  otp_login_enabled: z.boolean(),
  payment_type_ids: z.array(z.number().int()),
  merge_fees_enabled: z.boolean(),
  merge_fees_title: z.string().nullable(),
  service_fee_custom_title: z.string().nullable(),
  processing_fee_custom_title: z.string().nullable(),
  payment_types: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type FoodHallSettings = z.infer<typeof foodHallSettingsSchema>;

export const foodHallSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  timezone: z.string(),
  lat: z.number(),
  lon: z.number(),
  country_id: z.number().int(),
  branch_ids: z.array(z.number().int()),
});

export const tableSchema = z.object({ id: z.number().int(), table_no: z.string(), title: z.string().nullable() });

/** A branch's third-party delivery (SPEC §7 threepl): the courier provider and how far its couriers go. */
export const threePlSchema = z.object({
  enabled: z.boolean(),
  provider: z.string().nullable(),
  /** metres; null when the courier goes as far as the branch's delivery radius */
  max_distance_meter: z.number().int().nullable().optional(),
});
export type ThreePl = z.infer<typeof threePlSchema>;

export const lookupSchema = z
  .object({
    hash: z.string(),
    mask: z.string().nullable(),
    entity_type: z.number().int().min(1).max(7),
    qr_order_type: z.number().int().nullable(),
    branch: branchSchema.nullable(),
    business: businessSchema.nullable(),
    business_settings: z.record(z.unknown()).nullable(),
    businesses: z.array(businessSchema),
    city: citySchema.nullable(),
    brand: brandSchema.nullable(),
    brands: z.array(brandSchema),
    branches: z.array(branchSchema),
    table: tableSchema.nullable(),
    country: countrySchema.nullable(),
    countries: z.array(countrySchema),
    currency: currencySchema.nullable(),
    currencies: z.array(currencySchema),
    three_pl: threePlSchema.nullable(),
    foodhall_id: z.number().int().nullable(),
    foodhall_title: z.string().nullable(),
    foodhall: foodHallSchema.nullable(),
    foodhall_settings: foodHallSettingsSchema.nullable(),
    banners: z.array(bannerSchema),
    company_title: z.string().nullable(),
    view_title: z.string().nullable(),
    in_app: z.object({ id: z.number().int(), title: z.string(), product: z.string() }).nullable(),
  })
  .passthrough(); // {product}_water_mark_enabled
export type Lookup = z.infer<typeof lookupSchema>;

const modifierSchemaBase = z.object({
  id: z.number().int(),
  modifier_id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  prices: z.array(z.object({ currency_id: z.number().int(), price: z.number().int() })),
  extra_price: z.number().int(),
  modifier_quantity: z.number().int(),
  is_selected: z.boolean(),
  enabled: z.boolean(),
  hidden: z.boolean(),
  sku_id: z.string().nullable(),
});
export type Modifier = z.infer<typeof modifierSchemaBase> & { groups: ModifierGroup[] };

const groupSchemaBase = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  min: z.number().int(),
  max: z.number().int(),
  rule: z.object({
    type_title: z.enum(['exact', 'range']),
    value: z.number().int().nullable(),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
  }),
  enabled: z.boolean(),
  hidden: z.boolean(),
});
export type ModifierGroup = z.infer<typeof groupSchemaBase> & { modifiers: Modifier[] };

export const modifierSchema: z.ZodType<Modifier> = modifierSchemaBase.extend({
  groups: z.lazy(() => z.array(modifierGroupSchema)),
});
export const modifierGroupSchema: z.ZodType<ModifierGroup> = groupSchemaBase.extend({
  modifiers: z.lazy(() => z.array(modifierSchema)),
});

export const itemPriceSchema = z.object({
  provider_id: z.number().int(),
  currency_id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  price: z.number().int(),
  advanced_pricing: z.object({
    pickup: z.number().int().nullable(),
    delivery: z.number().int().nullable(),
    dineIn: z.number().int().nullable(),
  }),
});

export const itemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  description: z.string().nullable(),
  description_v2: l10n,
  image: z.string().nullable(),
  prices: z.array(itemPriceSchema),
  discount_price: z.number().int().nullable(),
  crossed_price: z.number().int().nullable(),
  groups: z.array(modifierGroupSchema),
  stock: z.object({
    available: z.boolean(),
    snooze: z.object({ start_time: isoTime, end_time: isoTime }).nullable(),
  }),
  allergens: z.array(z.string()),
  alc_bevarages: z.boolean(),
  is_age_restricted: z.boolean(),
  is_halal: z.boolean(),
  oos: z.boolean(),
  is_popular_category: z.boolean(),
  category_id: z.number().int(),
  category_title: z.string(),
  subsection_name: z.string(),
  section_id: z.number().int(),
  section_name: z.string(),
  vat: z.number().nullable(),
  sku_id: z.string().nullable(),
  preparation_time: z.number().int().nullable(),
  sequence: z.number().int(),
  enabled: z.boolean(),
  hidden: z.boolean(),
});
export type MenuItem = z.infer<typeof itemSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  sequence: z.number().int(),
  enabled: z.boolean(),
  hidden: z.boolean(),
  isAvailable: z.object({ startTime: z.number().int(), endTime: z.number().int() }).nullable(),
  is_popular_category: z.boolean(),
  is_halal: z.boolean(),
  is_age_restricted: z.boolean(),
  alc_beverages: z.boolean(),
  is_id_verification_required: z.boolean(),
  consent_message: l10n,
  items: z.array(itemSchema),
});
export type MenuCategory = z.infer<typeof categorySchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  sequence: z.number().int(),
  enabled: z.boolean(),
  hidden: z.boolean(),
  available_times: weekSlots.nullable(),
  blackout_dates: z.array(dateRange),
  scheduled_order_off_dates: z.array(dateRange),
  sub_sections: z.array(categorySchema),
});
export type MenuSection = z.infer<typeof sectionSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  discount_scope: z.enum(['order', 'category', 'item']),
  discount_type: z.enum(['flat', 'percentage', 'delivery', 'others']),
  value: z.number().int(),
  min_cart_amount: z.number().int(),
  cap: z.number().int().nullable(),
  object_ids: z.array(z.number().int()),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const brandCampaignsSchema = z.object({
  brand_id: z.number().int(),
  orders: z.array(campaignSchema),
  categories: z.array(campaignSchema),
  items: z.array(campaignSchema),
});
export type BrandCampaigns = z.infer<typeof brandCampaignsSchema>;

export const storeMenusSchema = z.object({
  branchInfo: branchSchema,
  brand: brandSchema,
  business: businessSchema,
  currency: currencySchema,
  sections: z.array(sectionSchema),
  campaigns: brandCampaignsSchema,
});
export type StoreMenus = z.infer<typeof storeMenusSchema>;

export const brandMenusSchema = z.object({
  brand: brandSchema,
  branch: branchSchema,
  currency: currencySchema,
  sections: z.array(sectionSchema),
});

export const foodHallBranchSchema = z.object({
  foodhall: foodHallSchema,
  foodhall_settings: foodHallSettingsSchema,
  branch: branchSchema.nullable(),
  branches: z.array(branchSchema),
  brands: z.array(brandSchema),
  table: tableSchema.nullable(),
});

export const countryCodesSchema = z.object({
  country_code: z.string(),
  countries: z.array(countrySchema),
});

export const nearbySchema = z.object({
  branches: z.array(branchSchema),
  far_branches: z.array(branchSchema),
});

export const availabilitySchema = z.object({
  branches: z.array(branchSchema.extend({ order_type_available: z.boolean(), in_range: z.boolean().nullable() })),
});
export type AvailabilityAnswer = z.infer<typeof availabilitySchema>;
export type AvailableBranch = AvailabilityAnswer['branches'][number];

// SPEC §7 threepl and maxim: a branch's 3PL facts, the nearest branch whose couriers reach a point, and the
// in-app (maxim) store discovery.
export const threePlBranchSchema = z.object({
  branch_id: z.number().int(),
  entity_type: z.number().int().nullable(),
  three_pl: threePlSchema.extend({ max_distance_meter: z.number().int().nullable() }),
});
export type ThreePlBranchAnswer = z.infer<typeof threePlBranchSchema>;

export const threePlNearestSchema = z.object({
  branch: branchSchema.nullable(),
  distance_meter: z.number().int().nullable(),
  three_pl: threePlSchema.nullable(),
});
export type ThreePlNearestAnswer = z.infer<typeof threePlNearestSchema>;

export const maximDiscoverySchema = z.object({
  stores: z.array(
    z.object({
      brand: brandSchema,
      branch: branchSchema,
      distance_meter: z.number().int(),
      /** within the branch's delivery radius */
      near: z.boolean(),
    }),
  ),
});
export type MaximDiscoveryAnswer = z.infer<typeof maximDiscoverySchema>;
export type DiscoveredStore = MaximDiscoveryAnswer['stores'][number];

// SPEC §7 "Maps": the platform's answers (gazetteer or a maps provider behind the same contract).
export const predictionsSchema = z.object({
  predictions: z.array(
    z.object({ place_id: z.string(), description: z.string(), main_text: z.string(), secondary_text: z.string() }),
  ),
});
export type Prediction = z.infer<typeof predictionsSchema>['predictions'][number];
export const placeSchema = z.object({
  place: z.object({
    place_id: z.string(),
    address: z.string(),
    formatted_address: z.string(),
    location: z.object({ lat: z.number(), lon: z.number() }),
    country_code: z.string().nullable(),
    city: z.string().nullable(),
  }),
});
export type Place = z.infer<typeof placeSchema>['place'];

export const demoLinksSchema = z.object({
  links: z.array(
    z.object({
      hash: z.string(),
      mask: z.string().nullable(),
      entity_type: z.number().int(),
      title: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type DemoLinks = z.infer<typeof demoLinksSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  error: z.string().optional(),
  message: z.string(),
  details: z.record(z.unknown()).optional(),
});

type LineGroupWire = {
  id: number;
  title: string;
  title_v2: Record<string, string> | null;
  modifiers: {
    id: number;
    title: string;
    title_v2: Record<string, string> | null;
    qty: number;
    price: number;
    groups: LineGroupWire[];
  }[];
};
const lineGroupSchema: z.ZodType<LineGroupWire> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    title_v2: l10n,
    modifiers: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        title_v2: l10n,
        qty: z.number().int(),
        price: z.number().int(),
        groups: z.array(lineGroupSchema),
      }),
    ),
  }),
);

/** A priced cart line as the platform answers POST {oms}/cart/line (SPEC §3 "Cart line"). */
export const cartLineSchema = z.object({
  key: z.string(),
  item_id: z.number().int(),
  title: z.string(),
  title_v2: l10n,
  image: z.string().nullable(),
  brand: z.object({
    id: z.number().int(),
    title: z.string(),
    logo: z.string().nullable(),
    webshop_logo: z.string().nullable(),
  }),
  branch: z.object({ id: z.number().int(), title: z.string(), menu_version: z.number().int(), address: z.string() }),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  price: z.number().int(),
  item_final_price: z.number().int(),
  comment: z.string(),
  groups: z.array(lineGroupSchema),
  vat: z.number().nullable(),
  discount_type: z.enum(['flat', 'percentage']).nullable(),
  discount_value: z.number().int().nullable(),
  prices: z.array(
    z.object({
      currency_id: z.number().int(),
      code: z.string(),
      symbol: z.string(),
      price: z.number().int(),
      advanced_pricing: z.record(z.number().int().nullable()),
    }),
  ),
  stock: z.object({ available: z.boolean(), snooze: z.object({ start_time: isoTime, end_time: isoTime }).nullable() }),
  section_id: z.number().int(),
  section_name: z.string(),
  subsection_id: z.number().int(),
  subsection_name: z.string(),
  for_later: z.boolean(),
});

export const choiceIssuesSchema = z.object({
  issues: z.array(
    z.object({
      groupId: z.number().int(),
      path: z.array(z.number().int()),
      code: z.enum(['required', 'exact', 'min', 'max', 'unknownModifier', 'modifierQuantity', 'notOffered']),
      min: z.number(),
      max: z.number(),
      chosen: z.number(),
    }),
  ),
});
export type ChoiceIssues = z.infer<typeof choiceIssuesSchema>;

const cents = z.number().int();
/** SPEC §3 "Bill", as the platform answers POST {oms}/…/calculate/bill (amounts in minor units as *_cent). */
export const billSchema = z
  .object({
    sub_total_cent: cents,
    discount_amount_cent: cents,
    discounted_subtotal_cent: cents,
    vat_price_cent: cents,
    delivery_fee_cent: cents,
    delivery_fee_discount_cent: cents,
    service_fee_cent: cents,
    gateway_fee_cent: cents,
    total_service_gateway_fee_cent: cents,
    custom_fee_cent: cents,
    restaurant_service_fee_cent: cents,
    additional_fee_cent: cents,
    reward_price_cent: cents,
    total_promo_discount_cent: cents,
    rounded_off_cent: cents,
    total_price_cent: cents,
    total_display_price_cent: cents,
    is_vat_included: z.boolean(),
    is_large_order: z.boolean(),
    vat_label: z.string().nullable(),
    applied_campaigns: z.array(z.object({ id: z.number().int(), amount: cents })),
    items: z.array(
      z.object({
        id: z.string(),
        item_id: z.number().int(),
        quantity: z.number().int(),
        campaign_discount_cent: cents,
        item_final_price_cent: cents,
      }),
    ),
    cart_bills: z.array(z.object({ branch_id: z.number().int(), sub_total_cent: cents, total_price_cent: cents })),
    currency: currencySchema,
    price_updated: z.boolean(),
    updated_items: z.array(
      z.object({
        id: z.string().nullable(),
        item_id: z.number().int(),
        previous_price: cents.nullable(),
        price: cents,
      }),
    ),
    menu_versions: z.array(z.object({ branch_id: z.number().int(), menu_version: z.number().int() })),
    minimum_basket: z.object({ order_type: z.number().int(), min_cent: cents, met: z.boolean() }),
    merged_fee_title: z.string().nullable(),
    delivery_distance: z.number().nullable(),
  })
  .passthrough();
export type Bill = z.infer<typeof billSchema>;

// ---- SPEC §7 "Auth (POST)" and "Profile": the identity context --------------------------------------
// Paths (not shown in SPEC; the web shop and the embedded platform agree on these): {consumer}/auth/…
// for login and tokens, {consumer}/profile…, {consumer}/phone/verify/…, {consumer}/email/verify/….

/** SPEC §3 "Login providers": phone 1, Google 2, Facebook 3, Apple 4, Guest 5, Completed 6, Line 7. */
export const userSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 */
  phone: z.string().nullable(),
  /** ISO 3166 alpha-2 of the phone number */
  region: z.string().nullable(),
  is_email_verified: z.boolean(),
  is_phone_verified: z.boolean(),
  primary_identification: z.enum(['phone', 'email', 'g']),
  verified: z.boolean(),
  registered: z.boolean(),
  accept_tc: z.boolean(),
  login_provider: z.number().int(),
  is_guest: z.boolean(),
  senior_citizen_attachment: z.object({ front: z.string().nullable(), back: z.string().nullable() }).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** signup/phone and otp/resend: a code went out; `registered` says whether the phone has an account. */
export const otpSentSchema = z.object({
  otp_nonce: z.string(),
  registered: z.boolean(),
  /** seconds before a resend is accepted (SPEC §9: 60) */
  resend_after: z.number().int(),
  /** when the code stops working (ISO) */
  expires_at: z.string(),
  access_token: z.string().nullable(),
  user: userSchema.nullable(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** otp/verify, login/social, login/guest: a session. */
export const authSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** seconds the access token lives */
  expires_in: z.number().int(),
  registered: z.boolean(),
  user: userSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const userAnswerSchema = z.object({ message: z.string().optional(), user: userSchema });
export const validPhoneSchema = z.object({ phone: z.string() });
export const nonceSchema = z.object({ otp_nonce: z.string(), resend_after: z.number().int() });
export const messageSchema = z.object({ message: z.string() });
export const savedCardsSchema = z.object({
  cards: z.array(
    z.object({
      id: z.string(),
      card_key: z.string(),
      card_token: z.string().nullable(),
      card_suffix: z.string(),
      card_brand: z.string(),
      card_source_country_code: z.string().nullable(),
      customer_id: z.string().nullable(),
    }),
  ),
});
export const socialProvidersSchema = z.object({
  /** the social logins configured on this platform (their buttons show only then) */
  providers: z.array(z.object({ provider: z.enum(['google', 'line']), authorize_url: z.string().nullable() })),
});
export const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      code: z.string(),
      created_at: z.string(),
    }),
  ),
});
