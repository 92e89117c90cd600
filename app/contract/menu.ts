// SPEC §3 "Menu" and "Campaign (per brand)" as they travel: sections, categories (sub-sections), items,
// modifier groups (nested to any depth) and a brand's campaigns.
import { z } from 'zod';
import { dateRange, isoTime, l10n, weekSlots } from './common';

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
