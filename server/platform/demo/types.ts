// Shapes of the demo catalogue as authored by hand. The seed (./seed.ts) turns them into rows.
// Money is in minor units (SPEC §9: minor units divided by 100, for every currency, so ¥980 is 98000
// and Rp 35.000 is 3500000).

export type Lang = 'en' | 'id' | 'zh' | 'th' | 'zh-tw' | 'ja' | 'tl' | 'ms' | 'km' | 'vi' | 'es';

/** Text per language. `en` is expected whenever the base text is not English. */
export type L10n = Partial<Record<Lang, string>>;

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
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** EU-14 allergen codes; the shop translates them. */
export type Allergen =
  | 'gluten'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'peanuts'
  | 'soy'
  | 'milk'
  | 'nuts'
  | 'celery'
  | 'mustard'
  | 'sesame'
  | 'sulphites'
  | 'lupin'
  | 'molluscs';

/** "HHmm" as a number: 630 is 06:30, 2200 is 22:00, 0 is midnight. */
export type HHmm = number;
export interface Slot {
  start_time: HHmm;
  end_time: HHmm;
}
/** ISO weekday 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type DemoRule = { type: 'exact'; value: number } | { type: 'range'; min: number; max: number };

export interface DemoModifier {
  title: string;
  title_v2?: L10n;
  /** extra price in minor units, default 0 */
  price?: number;
  /** how many of this modifier one may pick, default 1 */
  max_quantity?: number;
  /** pre-selected */
  selected?: boolean;
  enabled?: boolean; // default true
  hidden?: boolean; // default false
  /** nested groups, to any depth */
  groups?: DemoGroup[];
}

export interface DemoGroup {
  title: string;
  title_v2?: L10n;
  rule: DemoRule;
  enabled?: boolean;
  hidden?: boolean;
  modifiers: DemoModifier[];
}

export interface DemoItem {
  title: string;
  title_v2?: L10n;
  description?: string;
  description_v2?: L10n;
  image: ImageKind;
  /** base price, minor units */
  price: number;
  /** advanced pricing per order type, minor units (only the ones that differ) */
  prices?: { pickup?: number; delivery?: number; dineIn?: number };
  /** the price actually charged when discounted, minor units */
  discount_price?: number;
  /** a struck-through "was" price, minor units */
  crossed_price?: number;
  allergens?: Allergen[];
  is_halal?: boolean;
  alc_bevarages?: boolean;
  is_age_restricted?: boolean;
  /** out of stock at every branch (unavailable, no snooze) */
  oos?: boolean;
  /** snoozed at every branch for the coming days */
  snoozed?: boolean;
  groups?: DemoGroup[];
  /** VAT percent for this item when it differs from the branch's */
  vat?: number;
  /** minutes */
  preparation_time?: number;
  enabled?: boolean;
  hidden?: boolean;
}

export interface DemoCategory {
  title: string;
  title_v2?: L10n;
  is_popular_category?: boolean;
  is_halal?: boolean;
  is_age_restricted?: boolean;
  alc_beverages?: boolean;
  is_id_verification_required?: boolean;
  consent_message?: L10n;
  /** time window of the day when the category is available (e.g. breakfast 600–1030) */
  window?: Slot;
  items: DemoItem[];
}

export interface DemoSection {
  title: string;
  title_v2?: L10n;
  /** weekdays and slots when the section is available; absent means all day, every day */
  available_times?: Partial<Record<Weekday, Slot[]>>;
  /** date ranges (YYYY-MM-DD, inclusive) when the section is not offered */
  blackout_dates?: { from: string; to: string }[];
  categories: DemoCategory[];
}

export interface DemoMenu {
  sections: DemoSection[];
}
