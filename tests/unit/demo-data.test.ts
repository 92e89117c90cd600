// The demo menus are JSON checked by a zod schema as they load: every file parses, and a typo is refused
// with the file and the path of the problem.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { menus } from '../../server/platform/demo/menus';
import { parseDemoFile, parseDemoMenuFile } from '../../server/platform/demo/schema';
import { checkMenu } from '../../server/platform/demo/check-menu';
import { businesses } from '../../server/platform/demo/world';
import {
  businessSchema,
  campaignSchema,
  foodHallSchema,
  linkSchema,
  placesSchema,
} from '../../server/platform/demo/world/schema';

const DIR = path.resolve(import.meta.dirname, '../../server/platform/demo/menus');
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));

/** The smallest valid menu file: one section, category, item and a two-level modifier tree. */
const valid = () => ({
  localLang: 'id',
  sections: [
    {
      title: 'Menu',
      available_times: { '6': [{ start_time: 1000, end_time: 2100 }] },
      categories: [
        {
          title: 'Mie',
          title_v2: { en: 'Noodles', id: 'Mie' },
          items: [
            {
              title: 'Bakmi',
              image: 'noodles',
              price: 3800000,
              allergens: ['gluten'],
              groups: [
                {
                  title: 'Ukuran',
                  rule: { type: 'exact', value: 1 },
                  modifiers: [
                    {
                      title: 'Biasa',
                      selected: true,
                      groups: [
                        {
                          title: 'Pedas',
                          rule: { type: 'range', min: 0, max: 2 },
                          modifiers: [{ title: 'Sambal', price: 200000 }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
type Menu = ReturnType<typeof valid>;
const item = (m: Menu) => m.sections[0]!.categories[0]!.items[0]!;
const group = (m: Menu) => item(m).groups[0]!;
const nested = (m: Menu) => group(m).modifiers[0]!.groups[0]!;
const ITEM = 'sections.0.categories.0.items.0';

/** The error a broken copy of the valid menu is refused with. */
function refusal(breakIt: (m: Menu & Record<string, unknown>) => void): string {
  const m = valid();
  breakIt(m);
  try {
    parseDemoMenuFile('menus/broken.json', m);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('demo menu files', () => {
  it('are all loaded, one per brand of the demo world', () => {
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(Object.keys(menus).sort());
    expect([...new Set(businesses.flatMap((b) => b.brands.map((brand) => brand.menu)))].sort()).toEqual(
      Object.keys(menus).sort(),
    );
  });

  it.each(files)('%s parses to exactly its content, in the language it names', (file) => {
    const data = read(file);
    const menu = parseDemoMenuFile(file, data);
    expect(menu).toEqual(data);
    expect(menus[file.replace(/\.json$/, '') as keyof typeof menus]).toEqual(menu);
    const first = menu.sections[0]!.categories[0]!.items[0]!;
    if (menu.localLang !== 'en') expect(first.title_v2?.[menu.localLang]).toBe(first.title);
  });

  it.each(files)('%s covers what the demo must exercise (check-menu)', (file) => {
    const menu = parseDemoMenuFile(file, read(file));
    expect(checkMenu(menu, menu.localLang)).toEqual([]);
  });
});

describe('the demo menu schema', () => {
  it('accepts the smallest valid menu as it is', () => {
    expect(parseDemoMenuFile('menus/ok.json', valid())).toEqual(valid());
  });

  it('refuses an unknown key, naming the file and the object', () => {
    expect(refusal((m) => Object.assign(item(m), { prise: 100 }))).toBe(
      `menus/broken.json: ${ITEM}: Unrecognized key(s) in object: 'prise'`,
    );
    expect(refusal((m) => Object.assign(m, { local_lang: 'en' }))).toMatch(/^menus\/broken\.json: \(root\): /);
  });

  it('refuses an unknown key deep in the modifier tree', () => {
    expect(refusal((m) => Object.assign(nested(m).modifiers[0]!, { colour: 'red' }))).toBe(
      `menus/broken.json: ${ITEM}.groups.0.modifiers.0.groups.0.modifiers.0: Unrecognized key(s) in object: 'colour'`,
    );
  });

  it('refuses a bad rule', () => {
    expect(refusal((m) => Object.assign(group(m), { rule: { type: 'between', min: 0, max: 1 } }))).toMatch(
      new RegExp(`^menus/broken\\.json: ${ITEM}\\.groups\\.0\\.rule\\.type: Invalid discriminator value`),
    );
    expect(refusal((m) => Object.assign(group(m), { rule: { type: 'exact', value: 1, max: 2 } }))).toBe(
      `menus/broken.json: ${ITEM}.groups.0.rule: Unrecognized key(s) in object: 'max'`,
    );
    expect(refusal((m) => Object.assign(nested(m), { rule: { type: 'range', min: 3, max: 1 } }))).toBe(
      `menus/broken.json: ${ITEM}.groups.0.modifiers.0.groups.0.rule: min is above max`,
    );
    expect(refusal((m) => Object.assign(group(m), { rule: { type: 'exact' } }))).toBe(
      `menus/broken.json: ${ITEM}.groups.0.rule.value: Required`,
    );
  });

  it('refuses values outside the authoring vocabulary', () => {
    expect(refusal((m) => Object.assign(item(m), { image: 'taco' }))).toMatch(`${ITEM}.image: Invalid enum value`);
    expect(refusal((m) => Object.assign(item(m), { allergens: ['gluten', 'shellfish'] }))).toMatch(
      `${ITEM}.allergens.1: Invalid enum value`,
    );
    expect(refusal((m) => Object.assign(item(m), { price: 38000.5 }))).toMatch(`${ITEM}.price: Expected integer`);
    expect(refusal((m) => Object.assign(m.sections[0]!.categories[0]!.title_v2, { fr: 'Nouilles' }))).toMatch(
      'sections.0.categories.0.title_v2.fr: Invalid enum value',
    );
    expect(refusal((m) => Object.assign(m, { localLang: 'fr' }))).toMatch('localLang: Invalid enum value');
    expect(refusal((m) => delete (m as Partial<Menu>).localLang)).toMatch('localLang: Required');
  });

  it('refuses a bad weekday, HHmm time or blackout date', () => {
    const slot = [{ start_time: 1000, end_time: 2100 }];
    expect(refusal((m) => Object.assign(m.sections[0]!, { available_times: { '8': slot } }))).toMatch(
      'sections.0.available_times.8: Invalid enum value',
    );
    expect(refusal((m) => Object.assign(m.sections[0]!.available_times['6'][0]!, { end_time: 2175 }))).toBe(
      'menus/broken.json: sections.0.available_times.6.0.end_time: not an HHmm time (minutes above 59)',
    );
    expect(
      refusal((m) => Object.assign(m.sections[0]!, { blackout_dates: [{ from: '2025-12-24', to: '26/12/2025' }] })),
    ).toBe('menus/broken.json: sections.0.blackout_dates.0.to: not a YYYY-MM-DD date');
  });
});

describe('the demo world files', () => {
  const WORLD = path.resolve(import.meta.dirname, '../../server/platform/demo/world');
  const readWorld = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(WORLD, file), 'utf8'));
  const schemas: Record<string, ZodTypeAny> = {
    'places.json': placesSchema,
    'businesses.json': businessSchema.array(),
    'food-halls.json': foodHallSchema.array(),
    'links.json': linkSchema.array(),
    'campaigns.json': campaignSchema.array(),
  };
  const refusal = (file: string, breakIt: (data: any) => void) => {
    const data = readWorld(file);
    breakIt(data);
    try {
      parseDemoFile(schemas[file]!, `world/${file}`, data);
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it.each(Object.keys(schemas))('%s parses to exactly its content', (file) => {
    expect(parseDemoFile(schemas[file]!, file, readWorld(file))).toEqual(readWorld(file));
  });

  it('refuses a misspelt key, naming the file and the path', () => {
    expect(refusal('businesses.json', (d) => (d[1].branches[1].capabilities.pickup_drivethru = true))).toBe(
      "world/businesses.json: 1.branches.1.capabilities: Unrecognized key(s) in object: 'pickup_drivethru'",
    );
    expect(refusal('places.json', (d) => (d.countries[0].dialCode = '+63'))).toBe(
      "world/places.json: countries.0: Unrecognized key(s) in object: 'dialCode'",
    );
  });

  it('refuses a branch carrying a brand of another business', () => {
    expect(refusal('businesses.json', (d) => d[0].branches[0].brands.push('warung'))).toBe(
      'world/businesses.json: 0.branches.0.brands.1: no brand warung here',
    );
  });

  it('refuses a link hash that is not 8 letters or digits, a menu that does not exist, a campaign of no scope', () => {
    expect(refusal('links.json', (d) => (d[0].hash = 'LK7-brand'))).toMatch('world/links.json: 0.hash: not an 8');
    expect(refusal('businesses.json', (d) => (d[0].brands[0].menu = 'manila-lola'))).toMatch(
      'world/businesses.json: 0.brands.0.menu: Invalid enum value',
    );
    expect(refusal('campaigns.json', (d) => (d[2].discount_scope = 'basket'))).toMatch(
      'world/campaigns.json: 2.discount_scope: Invalid enum value',
    );
  });
});
