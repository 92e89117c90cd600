// Checks that a hand-written demo menu covers what the demo must exercise (foundation issue, part 5).
// Usage: npx tsx server/platform/demo/check-menu.ts server/platform/demo/menus/<file>.json [...]
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { IMAGE_KINDS, parseDemoMenuFile, type DemoGroup, type DemoItem, type DemoMenu } from './schema';

function groupsOf(item: { groups?: DemoGroup[] }): DemoGroup[] {
  return item.groups ?? [];
}
function depth(groups: DemoGroup[]): number {
  let d = 0;
  for (const g of groups) for (const m of g.modifiers) d = Math.max(d, 1 + depth(m.groups ?? []));
  return groups.length ? Math.max(d, 1) : 0;
}
function allGroups(groups: DemoGroup[]): DemoGroup[] {
  return groups.flatMap((g) => [g, ...g.modifiers.flatMap((m) => allGroups(m.groups ?? []))]);
}

export function checkMenu(menu: DemoMenu, localLang: string): string[] {
  const problems: string[] = [];
  const items: DemoItem[] = menu.sections.flatMap((s) => s.categories.flatMap((c) => c.items));
  const cats = menu.sections.flatMap((s) => s.categories);
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  need(items.length >= 30 && items.length <= 120, `30–120 items (has ${items.length})`);
  need(cats.length >= 5, `at least 5 categories (has ${cats.length})`);
  need(
    items.filter((i) => (i.description_v2?.en ?? i.description ?? '').length > 150).length >= 3,
    '3 descriptions over 150 characters',
  );
  need(items.filter((i) => i.allergens?.length).length >= 8, '8 items with allergens');
  need(
    cats.some((c) => c.is_popular_category),
    'a popular category',
  );
  need(
    items.some((i) => i.oos),
    'an out-of-stock item',
  );
  need(
    items.some((i) => i.snoozed),
    'a snoozed item',
  );
  need(items.filter((i) => i.prices).length >= 2, '2 items with per-order-type prices');
  need(items.filter((i) => i.discount_price !== undefined).length >= 2, '2 discounted items');
  need(items.filter((i) => i.crossed_price !== undefined).length >= 2, '2 crossed prices');
  const gs = items.flatMap((i) => allGroups(groupsOf(i)));
  need(
    gs.some((g) => g.rule.type === 'exact' && g.rule.value === 1),
    'an exact-1 group',
  );
  need(
    gs.some((g) => g.rule.type === 'range' && g.rule.min === 0 && g.rule.max === 3),
    'a range 0–3 group',
  );
  need(
    gs.some((g) => g.rule.type === 'range' && g.rule.min === 1 && g.rule.max === 2),
    'a range 1–2 group',
  );
  need(
    items.some((i) => depth(groupsOf(i)) >= 2),
    'a group nested two levels',
  );
  for (const i of items) {
    if (!IMAGE_KINDS.includes(i.image)) problems.push(`unknown image ${i.image} on ${i.title}`);
    if (!Number.isInteger(i.price) || i.price <= 0) problems.push(`price of ${i.title} must be positive minor units`);
    if (i.discount_price !== undefined && i.discount_price >= i.price)
      problems.push(`discount_price of ${i.title} must be below price`);
    if (i.crossed_price !== undefined && i.crossed_price <= i.price)
      problems.push(`crossed_price of ${i.title} must be above price`);
    if (localLang !== 'en') {
      if (!i.title_v2?.en) problems.push(`title_v2.en missing on ${i.title}`);
      if (!i.title_v2?.[localLang as 'en']) problems.push(`title_v2.${localLang} missing on ${i.title}`);
    }
    for (const g of allGroups(groupsOf(i))) {
      const enabled = g.modifiers.filter((m) => m.enabled !== false && !m.hidden);
      const cap = enabled.reduce((n, m) => n + (m.max_quantity ?? 1), 0);
      const need = g.rule.type === 'exact' ? g.rule.value : g.rule.min;
      if (g.enabled !== false && !g.hidden && cap < need)
        problems.push(`group ${g.title} of ${i.title} cannot be satisfied`);
      if (g.rule.type === 'range' && g.rule.min > g.rule.max)
        problems.push(`group ${g.title} of ${i.title}: min > max`);
    }
  }
  const titles = items.map((i) => i.title);
  const dup = titles.filter((t, k) => titles.indexOf(t) !== k);
  need(dup.length === 0, `unique item titles (duplicates: ${dup.join(', ')})`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const menu = parseDemoMenuFile(file, JSON.parse(fs.readFileSync(file, 'utf8')));
    const problems = checkMenu(menu, menu.localLang);
    console.log(problems.length ? `${file}:\n  - ${problems.join('\n  - ')}` : `${file}: ok`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
