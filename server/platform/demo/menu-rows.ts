// One brand's menu as rows: sections, categories, items, stock at each branch, modifier trees and the demo's
// campaigns (./world/campaigns.json), for the demo world (./seed.ts) and the large food hall (./large.ts).
import type { DemoAmount } from './world/schema';
import type { DemoGroup, DemoMenu } from './schema';
import type { Ids, Push } from './rows';
import { campaigns } from './world';

/** minor units as written, or a multiple of the country's price step */
const amount = (a: DemoAmount, unit: number) => (typeof a === 'number' ? a : Math.round(unit * a.units));
const l10n = (v: object | undefined) => (v ? JSON.stringify(v) : null);

/** One brand's menu: sections, categories, items, stock at each branch, modifier trees and campaigns. */
export function addMenu(
  ids: Ids,
  push: Push,
  brandId: number,
  menu: DemoMenu,
  branches: number[],
  unit: number,
  now: Date,
): number {
  let count = 0;
  const itemIds: number[] = [];
  const categoryIds: number[] = [];
  let popularFirstItem: number | undefined;

  const addGroups = (groups: DemoGroup[] | undefined, parent: { item_id?: number; parent_modifier_id?: number }) => {
    for (const [gseq, g] of (groups ?? []).entries()) {
      const gid = ids.take('modifier_groups');
      push('modifier_groups', {
        id: gid,
        brand_id: brandId,
        item_id: parent.item_id ?? null,
        parent_modifier_id: parent.parent_modifier_id ?? null,
        title: g.title,
        title_v2: l10n(g.title_v2),
        rule_type: g.rule.type,
        rule_value: g.rule.type === 'exact' ? g.rule.value : null,
        rule_min: g.rule.type === 'range' ? g.rule.min : null,
        rule_max: g.rule.type === 'range' ? g.rule.max : null,
        enabled: g.enabled ?? true,
        hidden: g.hidden ?? false,
        sequence: gseq,
      });
      for (const [mseq, m] of g.modifiers.entries()) {
        const mid = ids.take('modifiers');
        push('modifiers', {
          id: mid,
          brand_id: brandId,
          group_id: gid,
          title: m.title,
          title_v2: l10n(m.title_v2),
          price: m.price ?? 0,
          max_quantity: m.max_quantity ?? 1,
          is_selected: m.selected ?? false,
          enabled: m.enabled ?? true,
          hidden: m.hidden ?? false,
          sku_id: `M${mid}`,
          sequence: mseq,
        });
        addGroups(m.groups, { parent_modifier_id: mid });
      }
    }
  };

  for (const [sseq, s] of menu.sections.entries()) {
    const sid = ids.take('menu_sections');
    push('menu_sections', {
      id: sid,
      brand_id: brandId,
      title: s.title,
      title_v2: l10n(s.title_v2),
      sequence: sseq,
      available_times: s.available_times ? JSON.stringify(s.available_times) : null,
      blackout_dates: JSON.stringify(s.blackout_dates ?? []),
    });
    for (const [cseq, c] of s.categories.entries()) {
      const cid = ids.take('menu_categories');
      categoryIds.push(cid);
      push('menu_categories', {
        id: cid,
        section_id: sid,
        brand_id: brandId,
        title: c.title,
        title_v2: l10n(c.title_v2),
        sequence: cseq,
        start_time: c.window?.start_time ?? null,
        end_time: c.window?.end_time ?? null,
        is_popular_category: c.is_popular_category ?? false,
        is_halal: c.is_halal ?? false,
        is_age_restricted: c.is_age_restricted ?? false,
        alc_beverages: c.alc_beverages ?? false,
        is_id_verification_required: c.is_id_verification_required ?? false,
        consent_message: l10n(c.consent_message),
      });
      for (const [iseq, item] of c.items.entries()) {
        const iid = ids.take('menu_items');
        itemIds.push(iid);
        if (c.is_popular_category && popularFirstItem === undefined && !item.oos && !item.snoozed)
          popularFirstItem = iid;
        count++;
        push('menu_items', {
          id: iid,
          brand_id: brandId,
          category_id: cid,
          title: item.title,
          title_v2: l10n(item.title_v2),
          description: item.description ?? null,
          description_v2: l10n(item.description_v2),
          image: `/demo/food/${item.image}.svg`,
          sequence: iseq,
          enabled: item.enabled ?? true,
          hidden: item.hidden ?? false,
          price: item.price,
          price_pickup: item.prices?.pickup ?? null,
          price_delivery: item.prices?.delivery ?? null,
          price_dine_in: item.prices?.dineIn ?? null,
          discount_price: item.discount_price ?? null,
          crossed_price: item.crossed_price ?? null,
          allergens: item.allergens ?? [],
          alc_bevarages: item.alc_bevarages ?? false,
          is_age_restricted: item.is_age_restricted ?? c.is_age_restricted ?? false,
          is_halal: item.is_halal ?? c.is_halal ?? false,
          vat: item.vat ?? null,
          sku_id: `SKU-${brandId}-${iid}`,
          preparation_time: item.preparation_time ?? null,
        });
        if (item.oos || item.snoozed) {
          for (const branch of branches) {
            push('item_stock', {
              branch_id: branch,
              item_id: iid,
              available: !item.oos,
              // Snoozed since long ago (tests run the platform on fixed clocks before the seeding time).
              snooze_start: item.snoozed ? new Date(now.getTime() - 365 * 24 * 60 * 60_000) : null,
              snooze_end: item.snoozed ? new Date(now.getTime() + 30 * 24 * 60 * 60_000) : null,
            });
          }
        }
        addGroups(item.groups, { item_id: iid });
      }
    }
  }

  // Campaigns of every scope and type, scaled to the currency (SPEC §3 "Campaign", §9 "Discounts").
  const on = { 'first popular item': popularFirstItem, 'second category': categoryIds[1] };
  for (const c of campaigns) {
    const target = c.on && on[c.on];
    if (c.on && target === undefined) continue;
    push('campaigns', {
      id: ids.take('campaigns'),
      brand_id: brandId,
      title: c.title.en,
      title_v2: l10n(c.title),
      discount_scope: c.discount_scope,
      discount_type: c.discount_type,
      value: amount(c.value, unit),
      ...(c.min_cart_amount !== undefined && { min_cart_amount: amount(c.min_cart_amount, unit) }),
      ...(c.cap !== undefined && { cap: amount(c.cap, unit) }),
      ...(target !== undefined && { object_ids: [target] }),
    });
  }
  return count;
}
