// The demo catalogue as authored by hand (menus/*.json), checked when it loads; the seed (./seed.ts) turns it
// into rows. The types are inferred from these schemas so each shape is written once. Every object is
// strict: a misspelt key in the data is an error, not a silently ignored field.
// Money is in minor units (SPEC §9: minor units divided by 100, for every currency, so ¥980 is 98000
// and Rp 35.000 is 3500000).
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../../app/i18n/languages';

export const langSchema = z.enum(SUPPORTED_LANGUAGES);
export type Lang = z.infer<typeof langSchema>;

/** Text per language. `en` is expected whenever the base text is not English. */
export const l10nSchema = z.record(langSchema, z.string());
export type L10n = z.infer<typeof l10nSchema>;

/** Local SVG illustrations under public/demo/food/{kind}.svg */
export const IMAGE_KINDS = [
  'burger',
  'fries',
  'fried-chicken',
  'rice-bowl',
  'fried-rice',
  'noodle-soup',
  'noodles',
  'dumplings',
  'skewers',
  'curry',
  'soup',
  'salad',
  'sandwich',
  'pizza',
  'sushi',
  'bento',
  'flatbread',
  'cake',
  'ice-cream',
  'donut',
  'coffee',
  'tea',
  'bubble-tea',
  'juice',
  'beer',
  'cocktail',
  'soda',
  'fish',
  'egg',
  'pastry',
  'steak',
  'shrimp',
] as const;
export const imageKindSchema = z.enum(IMAGE_KINDS);
export type ImageKind = z.infer<typeof imageKindSchema>;

/** EU-14 allergen codes; the shop translates them. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export const allergenSchema = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof allergenSchema>;

const minorUnits = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/** "HHmm" as a number: 630 is 06:30, 2200 is 22:00, 0 is midnight, 2400 the end of the day. */
export const hhmmSchema = z
  .number()
  .int()
  .min(0)
  .max(2400)
  .refine((v) => v % 100 < 60, { message: 'not an HHmm time (minutes above 59)' });
export type HHmm = z.infer<typeof hhmmSchema>;

export const slotSchema = z.object({ start_time: hhmmSchema, end_time: hhmmSchema }).strict();
export type Slot = z.infer<typeof slotSchema>;

/** ISO weekday 1 = Monday … 7 = Sunday, as the keys of a JSON object. */
export const weekdaySchema = z.enum(['1', '2', '3', '4', '5', '6', '7']);
export type Weekday = z.infer<typeof weekdaySchema>;

/** YYYY-MM-DD */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a YYYY-MM-DD date');

export const demoRuleSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('exact'), value: count }).strict(),
    z.object({ type: z.literal('range'), min: count, max: count }).strict(),
  ])
  .refine((r) => r.type !== 'range' || r.min <= r.max, { message: 'min is above max' });
export type DemoRule = z.infer<typeof demoRuleSchema>;

const modifierFields = z
  .object({
    title: z.string(),
    title_v2: l10nSchema.optional(),
    /** extra price in minor units, default 0 */
    price: minorUnits.optional(),
    /** how many of this modifier one may pick, default 1 */
    max_quantity: z.number().int().positive().optional(),
    /** pre-selected */
    selected: z.boolean().optional(),
    enabled: z.boolean().optional(), // default true
    hidden: z.boolean().optional(), // default false
  })
  .strict();

const groupFields = z
  .object({
    title: z.string(),
    title_v2: l10nSchema.optional(),
    rule: demoRuleSchema,
    enabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
  })
  .strict();

// zod cannot infer a recursive type: only the two links of the cycle are written by hand.
export type DemoModifier = z.infer<typeof modifierFields> & {
  /** nested groups, to any depth */
  groups?: DemoGroup[] | undefined;
};
export type DemoGroup = z.infer<typeof groupFields> & { modifiers: DemoModifier[] };

export const demoModifierSchema: z.ZodType<DemoModifier> = modifierFields.extend({
  groups: z.array(z.lazy(() => demoGroupSchema)).optional(),
});
export const demoGroupSchema: z.ZodType<DemoGroup> = groupFields.extend({
  modifiers: z.array(demoModifierSchema),
});

export const demoItemSchema = z
  .object({
    title: z.string(),
    title_v2: l10nSchema.optional(),
    description: z.string().optional(),
    description_v2: l10nSchema.optional(),
    image: imageKindSchema,
    /** base price, minor units */
    price: minorUnits,
    /** advanced pricing per order type, minor units (only the ones that differ) */
    prices: z
      .object({ pickup: minorUnits.optional(), delivery: minorUnits.optional(), dineIn: minorUnits.optional() })
      .strict()
      .optional(),
    /** the price actually charged when discounted, minor units */
    discount_price: minorUnits.optional(),
    /** a struck-through "was" price, minor units */
    crossed_price: minorUnits.optional(),
    allergens: z.array(allergenSchema).optional(),
    is_halal: z.boolean().optional(),
    alc_bevarages: z.boolean().optional(),
    is_age_restricted: z.boolean().optional(),
    /** out of stock at every branch (unavailable, no snooze) */
    oos: z.boolean().optional(),
    /** snoozed at every branch for the coming days */
    snoozed: z.boolean().optional(),
    groups: z.array(demoGroupSchema).optional(),
    /** VAT percent for this item when it differs from the branch's */
    vat: z.number().min(0).max(100).optional(),
    /** minutes */
    preparation_time: z.number().int().positive().optional(),
    enabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
  })
  .strict();
export type DemoItem = z.infer<typeof demoItemSchema>;

export const demoCategorySchema = z
  .object({
    title: z.string(),
    title_v2: l10nSchema.optional(),
    is_popular_category: z.boolean().optional(),
    is_halal: z.boolean().optional(),
    is_age_restricted: z.boolean().optional(),
    alc_beverages: z.boolean().optional(),
    is_id_verification_required: z.boolean().optional(),
    consent_message: l10nSchema.optional(),
    /** time window of the day when the category is available (e.g. breakfast 600–1030) */
    window: slotSchema.optional(),
    items: z.array(demoItemSchema),
  })
  .strict();
export type DemoCategory = z.infer<typeof demoCategorySchema>;

export const demoSectionSchema = z
  .object({
    title: z.string(),
    title_v2: l10nSchema.optional(),
    /** weekdays and slots when the section is available; absent means all day, every day */
    available_times: z.record(weekdaySchema, z.array(slotSchema)).optional(),
    /** date ranges (YYYY-MM-DD, inclusive) when the section is not offered */
    blackout_dates: z.array(z.object({ from: isoDate, to: isoDate }).strict()).optional(),
    categories: z.array(demoCategorySchema),
  })
  .strict();
export type DemoSection = z.infer<typeof demoSectionSchema>;

export const demoMenuSchema = z.object({ sections: z.array(demoSectionSchema) }).strict();
export type DemoMenu = z.infer<typeof demoMenuSchema>;

/** A menu file: the menu and the language its base `title` / `description` are written in. */
export const demoMenuFileSchema = demoMenuSchema.extend({ localLang: langSchema });
export type DemoMenuFile = z.infer<typeof demoMenuFileSchema>;

/** Parses one menu file's content; the error names the file and the path of the first problem. */
export function parseDemoMenuFile(file: string, data: unknown): DemoMenuFile {
  return parseDemoFile(demoMenuFileSchema, file, data);
}

/** Parses one demo data file (a menu, a part of the world); the error names the file and the first problem. */
export function parseDemoFile<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, file: string, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
}
