// SPEC §7 "Branch and menu": the link lookup and the menus, and SPEC §3 "Branch", "Brand", "Business",
// "Food-hall settings" and the branch lookup as they travel. The menu tree is ./menu.ts; finding stores ./discovery.ts.
import { z } from 'zod';
import {
  countrySchema,
  currencySchema,
  dateRange,
  deliveryMethodId,
  entityType,
  idParam,
  isoTime,
  l10n,
  optionalParam,
  slot,
  timeZone,
  weekSlots,
} from './common';
import { endpoint } from './endpoint';
import { brandCampaignsSchema, sectionSchema } from './menu';

export { countrySchema, currencySchema, type Country, type Currency } from './common';

export const citySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  timezone: z.string(),
  country_id: z.number().int(),
});

export const bannerSchema = z.object({ id: z.number().int(), path: z.string(), link: z.string().nullable() });
export type Banner = z.infer<typeof bannerSchema>;

export const capabilitiesSchema = z.object({
  delivery_method_ids: z.array(deliveryMethodId),
  default_delivery_method_id: deliveryMethodId,
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
    entity_type: entityType,
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

// ---- calls ---------------------------------------------------------------------------------------------

/** A link's key: the hash of a QR code or shared link, or its mask. */
const linkKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');
const optionalId = optionalParam(idParam);

/** GET {enterprise}/branch/vizmenu/identify (hash, mask): what a link opens. */
export const identify = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/branch/vizmenu/identify',
  access: 'public',
  query: z
    .object({ hash: linkKey.optional(), mask: linkKey.optional() })
    .refine((q) => q.hash || q.mask, { message: 'hash or mask is required', path: ['hash'] }),
  response: lookupSchema,
});

const storeMenusQuery = z.object({
  businessID: optionalId,
  brandID: idParam,
  branchID: optionalId,
  tz: optionalParam(timeZone),
});
/** GET {consumer}/webshop/public/store/menus: a brand's menu at a branch, with its campaigns. */
export const storeMenusPublic = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/webshop/public/store/menus',
  access: 'public',
  query: storeMenusQuery,
  response: storeMenusSchema,
});
/** GET {consumer}/webshop/store/menus: the authenticated form (SPEC §6: logged-in customers). */
export const storeMenus = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/webshop/store/menus',
  access: 'user',
  query: storeMenusQuery,
  response: storeMenusSchema,
});

/** GET {consumer}/vizmenu/brand/{brandId}/menus (branch_id, tz). */
export const brandMenus = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/vizmenu/brand/:brandId/menus',
  access: 'public',
  params: z.object({ brandId: idParam }),
  query: z.object({ branch_id: optionalId, tz: optionalParam(timeZone) }),
  response: brandMenusSchema,
});
