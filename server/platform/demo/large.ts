// A 3,000-item food hall for benchmarks (`npm run demo:large`): ten brands of 300 items each, with
// modifier groups on every third item, added beside the demo data.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { addMenu } from './menu-rows';
import { Ids, writeRows, type RowSet } from './rows';
import { defaultCapabilities, defaultFoodHallSettings } from './world';
import { IMAGE_KINDS, type DemoGroup, type DemoMenu } from './schema';

export const LARGE_HALL_HASH = 'MEGAhall';

const ADJECTIVES = [
  'Smoky',
  'Crispy',
  'Golden',
  'Spicy',
  'Tangy',
  'Zesty',
  'Herbed',
  'Charred',
  'Silky',
  'Crunchy',
  'Sweet',
  'Savoury',
];
const DISHES = [
  'Noodles',
  'Rice Bowl',
  'Dumplings',
  'Skewers',
  'Curry',
  'Soup',
  'Salad',
  'Bun',
  'Wrap',
  'Fritters',
  'Tofu',
  'Pancake',
  'Tea',
  'Coffee',
  'Juice',
];
const SIZE: DemoGroup = {
  title: 'Size',
  rule: { type: 'exact', value: 1 },
  modifiers: [
    { title: 'Regular', selected: true },
    { title: 'Large', price: 150 },
  ],
};
const ADD_ONS: DemoGroup = {
  title: 'Add-ons',
  rule: { type: 'range', min: 0, max: 3 },
  modifiers: [
    { title: 'Egg', price: 80, max_quantity: 2 },
    { title: 'Cheese', price: 100 },
    { title: 'Extra sauce', price: 50 },
  ],
};

/** Ten menus × five sections × six categories × ten items. */
export function largeMenu(brand: number, itemsPerBrand = 300): DemoMenu {
  let n = 0;
  const perCategory = 10;
  const categories = Math.ceil(itemsPerBrand / perCategory);
  const sections = Math.ceil(categories / 6);
  return {
    sections: Array.from({ length: sections }, (_, s) => ({
      title: `Section ${s + 1}`,
      categories: Array.from({ length: Math.min(6, categories - s * 6) }, (_, c) => ({
        title: `Category ${s + 1}.${c + 1}`,
        is_popular_category: s === 0 && c === 0,
        items: Array.from({ length: perCategory }, () => {
          n++;
          return {
            title: `${ADJECTIVES[(n + brand) % ADJECTIVES.length]} ${DISHES[n % DISHES.length]} ${brand}-${n}`,
            description: `House recipe number ${n} of stall ${brand}, cooked to order.`,
            image: IMAGE_KINDS[n % IMAGE_KINDS.length]!,
            price: 300 + ((n * 37) % 1500),
            groups: n % 3 === 0 ? [SIZE, ADD_ONS] : undefined,
            allergens: n % 4 === 0 ? ['gluten' as const, 'soy' as const] : undefined,
            oos: n % 97 === 0,
          };
        }),
      })),
    })),
  };
}

export async function hasLargeHall(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('entity_links').select('hash').where('hash', '=', LARGE_HALL_HASH).executeTakeFirst());
}

export async function loadLargeFoodHall(
  db: Kysely<DB>,
  options: { brands?: number; itemsPerBrand?: number; hash?: string; title?: string } = {},
  now = new Date(),
) {
  const brands = options.brands ?? 10;
  const hash = options.hash ?? LARGE_HALL_HASH;
  const hallTitle = options.title ?? 'Mega Food Hall';
  const country = await db.selectFrom('countries').select(['id']).where('code', '=', 'SG').executeTakeFirstOrThrow();
  const city = await db.selectFrom('cities').select(['id']).where('country_id', '=', country.id).executeTakeFirst();
  const ids = await new Ids().startAfterExisting(db, [
    'businesses',
    'brands',
    'branches',
    'food_halls',
    'dining_tables',
    'menu_sections',
    'menu_categories',
    'menu_items',
    'modifier_groups',
    'modifiers',
    'campaigns',
    'banners',
  ]);
  const rows: RowSet = {};
  const push = (table: keyof DB, row: Record<string, unknown>) => (rows[table] ??= []).push(row);
  const hall = ids.take('food_halls');
  push('food_halls', {
    id: hall,
    title: hallTitle,
    country_id: country.id,
    city_id: city?.id ?? null,
    timezone: 'Asia/Singapore',
    address: '1 Benchmark Way, Singapore',
    lat: 1.3,
    lon: 103.85,
    settings: JSON.stringify(defaultFoodHallSettings),
  });
  let items = 0;
  for (let b = 1; b <= brands; b++) {
    const business = ids.take('businesses');
    push('businesses', { id: business, title: `${hallTitle} Group ${b}`, tier: 'premium', country_id: country.id });
    const brand = ids.take('brands');
    push('brands', {
      id: brand,
      business_id: business,
      title: `${hallTitle} Stall ${b}`,
      logo: '/demo/logos/kopi-teh-bar.svg',
      webshop_logo: '/demo/logos/kopi-teh-bar.svg',
    });
    const branch = ids.take('branches');
    push('branches', {
      id: branch,
      business_id: business,
      country_id: country.id,
      city_id: city?.id ?? null,
      title: `${hallTitle} Stall ${b}`,
      address: `#01-${String(b).padStart(2, '0')}, ${hallTitle}`,
      lat: 1.3,
      lon: 103.85,
      timezone: 'Asia/Singapore',
      available_times: JSON.stringify(
        Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ start_time: 0, end_time: 2400 }]])),
      ),
      capabilities: JSON.stringify(defaultCapabilities),
    });
    push('branch_brands', { branch_id: branch, brand_id: brand });
    push('food_hall_branches', { food_hall_id: hall, branch_id: branch, sequence: b });
    items += addMenu(ids, push, brand, largeMenu(b, options.itemsPerBrand), [branch], 100, now);
  }
  push('entity_links', {
    hash,
    entity_type: 4,
    food_hall_id: hall,
    title: `${hallTitle} (benchmark)`,
    note: `Singapore · SGD · ${items} items`,
    demo: true,
    created_at: now,
  });
  await writeRows(db, rows);
  return { items, hash };
}
