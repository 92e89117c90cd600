// The demo world as authored by hand (./*.json): places, businesses with their brands and branches, food halls,
// in-app stores, the links that open them, the defaults every branch and food hall starts from, the payment
// methods per country and the campaigns every brand runs. Checked when it loads, like the menus (../schema.ts):
// every object is strict, so a misspelt key is an error, and every key one entry names another by must exist.
// Money is in minor units (SPEC §9). Everything here is fictional. An `about` says why an entry is as it is.
import { z } from 'zod';
import { capabilitiesSchema, foodHallSettingsSchema } from '../../../../app/contract/catalog';
import { GATEWAY_NAMES } from '../../../../app/contract/payments';
import { l10nSchema, slotSchema } from '../schema';

/** The menu files under ../menus, one per brand. */
export const MENU_FILES = [
  'manila-lolas-kusina',
  'tokyo-menya-hoshi',
  'taipei-aming-beef-noodles',
  'taipei-formosa-tea',
  'jakarta-warung-nusantara',
  'jakarta-bakmi-pak-harun',
  'jakarta-kopi-senja',
  'jakarta-martabak-bulan-sabit',
  'sg-ah-seng-chicken-rice',
  'sg-katong-laksa-house',
  'sg-prata-corner',
  'sg-western-grill-station',
  'sg-kopi-teh-bar',
  'sg-satay-street',
] as const;
export type MenuFile = (typeof MENU_FILES)[number];

const about = z.string().optional();
const key = z.string().regex(/^[a-z0-9-]+$/, 'not a key (a-z, 0-9, -)');
const minorUnits = z.number().int().nonnegative();
const bannerNumbers = z.array(z.number().int().positive()).optional(); // /demo/banners/banner-N.svg

export const currencySchema = z.object({ code: z.string().length(3), symbol: z.string(), title: z.string() }).strict();

export const countrySchema = z
  .object({
    code: z.string().length(2),
    about,
    title: z.string(),
    dial_code: z.string().regex(/^\+\d+$/),
    currency: z.string().length(3),
    timezone: z.string(),
    requires_address_parts: z.boolean().optional(),
    /** metres beyond which a delivery is told it may be late, and by how many minutes */
    delivery_delay_distance: z.number().int().positive().optional(),
    delivery_delay_time: z.number().int().positive().optional(),
    /** a price step used for campaign amounts, minor units */
    unit: z.number().int().positive(),
  })
  .strict();

export const citySchema = z
  .object({
    key,
    country: z.string().length(2),
    title: z.string(),
    timezone: z.string(),
    lat: z.number(),
    lon: z.number(),
  })
  .strict();

export const placesSchema = z
  .object({ currencies: z.array(currencySchema), countries: z.array(countrySchema), cities: z.array(citySchema) })
  .strict();

export const brandSchema = z
  .object({
    key,
    title: z.string(),
    slug: key, // logo file under /demo/logos
    menu: z.enum(MENU_FILES),
    banners: bannerNumbers,
  })
  .strict();
export type DemoBrand = z.infer<typeof brandSchema>;

export const branchSchema = z
  .object({
    key,
    about,
    title: z.string(),
    address: z.string(),
    city: key,
    lat: z.number(),
    lon: z.number(),
    phone: z.string().optional(),
    brands: z.array(key).nonempty(), // brand keys of its business
    hours: z.union([z.literal('always'), slotSchema]).optional(), // every day; default always
    preparation_time: z.number().int().positive().optional(),
    delivery_radius: z.number().int().positive().optional(),
    /** closed today and tomorrow (branch time), whatever day the demo starts */
    closedNow: z.boolean().optional(),
    /** busy mode on for its brands since 20 minutes before the demo starts */
    busy: z.boolean().optional(),
    notice: l10nSchema.optional(),
    capabilities: capabilitiesSchema.strict().partial().optional(),
    vat: z
      .object({ rate: z.number().min(0).max(100), included: z.boolean(), label: z.string().optional() })
      .strict()
      .optional(),
    tables: z.number().int().positive().optional(), // dine-in tables with their own QR links
    /** deliveries go with a courier provider (3PL), whose couriers go at most max_distance_meter: shorter than
     * the delivery radius, so an address can be in range yet beyond the courier */
    three_pl: z.object({ provider: z.string(), max_distance_meter: z.number().int().positive() }).strict().optional(),
  })
  .strict();
export type DemoBranch = z.infer<typeof branchSchema>;

/** What a business charges around the food (minor units; percentages × 100: 250 = 2.5 %). */
export const feesSchema = z
  .object({
    delivery_base: minorUnits,
    delivery_per_km: minorUnits,
    service_percent: minorUnits,
    gateway_percent: minorUnits,
    packaging_fee: minorUnits,
    restaurant_service_percent: minorUnits,
  })
  .strict();

export const businessSchema = z
  .object({
    key,
    fees: feesSchema,
    title: z.string(),
    view_title: z.string().optional(),
    company_title: z.string().optional(),
    vat_label: z.string().optional(),
    tier: z.enum(['regular', 'premium']),
    country: z.string().length(2),
    banners: bannerNumbers,
    brands: z.array(brandSchema).nonempty(),
    branches: z.array(branchSchema).nonempty(),
  })
  .strict()
  .superRefine((biz, ctx) => {
    const own = new Set(biz.brands.map((b) => b.key));
    for (const [i, branch] of biz.branches.entries())
      for (const [j, brand] of branch.brands.entries())
        if (!own.has(brand))
          ctx.addIssue({ code: 'custom', path: ['branches', i, 'brands', j], message: `no brand ${brand} here` });
  });
export type DemoBusiness = z.infer<typeof businessSchema>;

export const foodHallSchema = z
  .object({
    key,
    title: z.string(),
    address: z.string(),
    city: key,
    lat: z.number(),
    lon: z.number(),
    branches: z.array(key).nonempty(), // branch keys (stalls)
    tables: z.number().int().nonnegative(),
    settings: foodHallSettingsSchema.strict().partial().optional(),
    banners: bannerNumbers,
  })
  .strict();

export const inAppStoreSchema = z
  .object({
    key,
    title: z.string(),
    product: z.string(),
    country: z.string().length(2),
    water_mark_enabled: z.boolean(),
  })
  .strict();

/** A link's entity type (SPEC §3): 1 business, 2 brand, 3 branch, 4 food hall, 5 its table, 6 in-app store,
 * 7 branch counter. */
export const linkSchema = z
  .object({
    hash: z.string().regex(/^[A-Za-z0-9]{8}$/, 'not an 8-character hash'),
    mask: key.optional(),
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]),
    target: key, // key of the business / brand / branch / food hall / in-app store
    table: z.string().optional(), // table number for types 3 and 5
    qr_order_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    title: z.string(),
    note: z.string(),
  })
  .strict();
export type DemoLink = z.infer<typeof linkSchema>;

export const defaultsSchema = z
  .object({ branchCapabilities: capabilitiesSchema.strict(), foodHallSettings: foodHallSettingsSchema.strict() })
  .strict();

/** Each kind of gateway method once (its names in every language), each country's methods by kind. */
export const paymentMethodsSchema = z
  .object({
    kinds: z.record(
      key,
      z
        .object({
          method: z.number().int().positive(),
          logo: z.string(),
          display_name_translation: l10nSchema.and(z.object({ en: z.string() })),
        })
        .strict(),
    ),
    countries: z.record(
      z.string().length(2),
      z.array(
        z
          .object({
            kind: key,
            channels: z.array(
              z
                .object({
                  channel_code: z.string(),
                  name: z.string(),
                  logo: z.string(),
                  platform: z.enum(GATEWAY_NAMES),
                })
                .strict(),
            ),
          })
          .strict(),
      ),
    ),
  })
  .strict()
  .superRefine((p, ctx) => {
    for (const [country, methods] of Object.entries(p.countries))
      for (const [i, m] of methods.entries())
        if (!p.kinds[m.kind])
          ctx.addIssue({ code: 'custom', path: ['countries', country, i, 'kind'], message: `no kind ${m.kind}` });
  });

/** An amount in minor units, or a multiple of the country's price step (`unit`), rounded. */
const amountSchema = z.union([minorUnits, z.object({ units: z.number().positive() }).strict()]);
export type DemoAmount = z.infer<typeof amountSchema>;

/** The campaigns every demo brand runs (SPEC §3 "Campaign", §9 "Discounts"), in this order. */
export const campaignSchema = z
  .object({
    about,
    title: l10nSchema.and(z.object({ en: z.string() })),
    discount_scope: z.enum(['item', 'category', 'order']),
    discount_type: z.enum(['percentage', 'flat', 'delivery']),
    /** percentages × 100 (1000 = 10 %) */
    value: amountSchema,
    min_cart_amount: amountSchema.optional(),
    cap: amountSchema.optional(),
    /** what it applies to; a brand without one (no popular item, a single category) does not run it */
    on: z.enum(['first popular item', 'second category']).optional(),
  })
  .strict();
export type DemoCampaign = z.infer<typeof campaignSchema>;

/**
 * The promos every demo business runs (SPEC §3 "Promo", issue 26), one row per business each, so that each rule
 * can be tried in every store: the amounts in the country's price steps like the campaigns', the description
 * in every language, live for `ends_in_days` from the demo's start.
 */
export const demoPromoSchema = z
  .object({
    about,
    code: z.string().regex(/^[A-Z0-9]+$/),
    description: l10nSchema.and(z.object({ en: z.string() })),
    cohort_type: z.enum(['global', 'new_user', 'cohorted']),
    value_type: z.enum(['flat', 'percentage']),
    /** flat: an amount; percentage: hundredths of a percent */
    value: amountSchema,
    max_discount: amountSchema.optional(),
    min_order_amount: amountSchema.optional(),
    max_limit_per_user: z.number().int().positive().optional(),
    ends_in_days: z.number().int().positive(),
    /** a voucher promo: found by its code, not listed */
    voucher: z.boolean().optional(),
    /** a payment-based promo on the country's channels of that kind (./payment-methods.json) */
    payment: key.optional(),
    bakery: z.boolean().optional(),
    senior: z.boolean().optional(),
    /** only the businesses of these countries run it */
    countries: z.array(z.string().length(2)).optional(),
    /** the weekdays (ISO "1" Monday … "7") and their slots (HHmm; a slot ending before its start runs past midnight) */
    window: z
      .object({
        days: z.array(z.enum(['1', '2', '3', '4', '5', '6', '7'])).nonempty(),
        slots: z.array(slotSchema).nonempty(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type DemoPromo = z.infer<typeof demoPromoSchema>;

/**
 * The demo's loyalty programmes (issue 27): one per business (the world's key), with the same action and rewards
 * in the country's price steps, and a demo customer (a registered phone user) with points in them.
 */
export const demoLoyaltySchema = z
  .object({
    about,
    programmes: z
      .array(
        z
          .object({
            business: key,
            binding: z.union([z.literal(2), z.literal(3)]),
            program_name: z.string().min(1),
            point_name: z.string().min(1),
            color: z.string().regex(/^#[0-9a-f]{6}$/),
          })
          .strict(),
      )
      .nonempty(),
    action: z.object({ title: z.string(), points: z.number().int().positive(), rate: amountSchema }).strict(),
    rewards: z.array(
      z
        .object({
          title: z.string(),
          discount_type: z.enum(['FLAT', 'PERCENTAGE']),
          points: z.number().int().positive(),
          /** FLAT: an amount; PERCENTAGE: hundredths of a percent */
          rate: amountSchema,
          upto: amountSchema.optional(),
        })
        .strict(),
    ),
    customer: z
      .object({
        first_name: z.string(),
        last_name: z.string(),
        email: z.string().email(),
        phone: z.string().regex(/^\+\d{8,15}$/),
        region: z.string().length(2),
        points: z.array(
          z
            .object({
              business: key,
              points: z.number().int().positive(),
              title: z.string(),
              claimed: z.boolean().optional(),
            })
            .strict(),
        ),
      })
      .strict(),
  })
  .strict();
export type DemoLoyalty = z.infer<typeof demoLoyaltySchema>;
