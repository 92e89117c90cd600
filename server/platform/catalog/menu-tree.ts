// A brand's menu shaped as the wire format (app/contract/menu.ts): the tree of sections, categories,
// items and their modifier groups with one branch's stock, and the brand's live campaigns. Both depend on
// the clock only through snoozes and campaign windows; `steadyWindow` says for how long a shaped menu
// stays exactly what a fresh shaping would give (./menus.ts caches it that long).
import { addMilliseconds, isAfter, isBefore } from 'date-fns';
import type { Selectable } from 'kysely';
import type { Currency } from '../../../app/contract/common';
import type { BrandCampaigns, MenuSection, ModifierGroup } from '../../../app/contract/menu';
import type { CampaignsTable, ItemStockTable, ModifierGroupsTable, ModifiersTable } from '../db/schema';
import type { MenuRows } from './cache';
import { iso, num } from './wire';

export type StockRows = Map<number, Selectable<ItemStockTable>>;
export type CampaignRows = readonly Selectable<CampaignsTable>[];

type Moment = Date | string | null | undefined;

/** Snoozed at `now`: from its start (or always, without one) until its end, the end excluded. */
function snoozedAt(st: Selectable<ItemStockTable> | undefined, now: Date): boolean {
  return (
    st?.snooze_end != null && new Date(st.snooze_end) > now && (!st.snooze_start || new Date(st.snooze_start) <= now)
  );
}

/** Live at `now`: from its start until its end, the end excluded; either may be open. */
function liveAt(c: { starts_at: Moment; ends_at: Moment }, now: Date): boolean {
  return (!c.starts_at || new Date(c.starts_at) <= now) && (!c.ends_at || new Date(c.ends_at) > now);
}

/** The menu tree of a brand with the stock of one branch, at `now`. */
export function menuSections(rows: MenuRows, stock: StockRows, currency: Currency, now: Date): MenuSection[] {
  const groupsByItem = new Map<number, Selectable<ModifierGroupsTable>[]>();
  const groupsByModifier = new Map<number, Selectable<ModifierGroupsTable>[]>();
  for (const g of rows.groups) {
    const map = g.item_id != null ? groupsByItem : groupsByModifier;
    const key = (g.item_id ?? g.parent_modifier_id)!;
    const list = map.get(key);
    if (list) list.push(g);
    else map.set(key, [g]);
  }
  const modifiersByGroup = new Map<number, Selectable<ModifiersTable>[]>();
  for (const m of rows.modifiers) {
    const list = modifiersByGroup.get(m.group_id);
    if (list) list.push(m);
    else modifiersByGroup.set(m.group_id, [m]);
  }

  const groupWire = (g: Selectable<ModifierGroupsTable>, depth: number): ModifierGroup => {
    if (depth > 16) throw new Error(`modifier nesting too deep at group ${g.id}`);
    const exact = g.rule_type === 'exact';
    return {
      id: g.id,
      group_id: g.id,
      title: g.title,
      title_v2: g.title_v2,
      min: exact ? g.rule_value! : g.rule_min!,
      max: exact ? g.rule_value! : g.rule_max!,
      rule: {
        type_title: g.rule_type,
        value: exact ? g.rule_value : null,
        min: exact ? g.rule_value : g.rule_min,
        max: exact ? g.rule_value : g.rule_max,
      },
      enabled: g.enabled,
      hidden: g.hidden,
      modifiers: (modifiersByGroup.get(g.id) ?? []).map((m) => ({
        id: m.id,
        modifier_id: m.id,
        title: m.title,
        title_v2: m.title_v2,
        prices: [{ currency_id: currency.id, price: m.price }],
        extra_price: m.price,
        modifier_quantity: m.max_quantity,
        is_selected: m.is_selected,
        enabled: m.enabled,
        hidden: m.hidden,
        sku_id: m.sku_id,
        groups: (groupsByModifier.get(m.id) ?? []).map((ng) => groupWire(ng, depth + 1)),
      })),
    };
  };

  const itemsByCategory = new Map<number, MenuRows['items']>();
  for (const i of rows.items) {
    const list = itemsByCategory.get(i.category_id);
    if (list) list.push(i);
    else itemsByCategory.set(i.category_id, [i]);
  }

  return rows.sections.map((s) => ({
    id: s.id,
    title: s.title,
    title_v2: s.title_v2,
    sequence: s.sequence,
    enabled: s.enabled,
    hidden: s.hidden,
    available_times: s.available_times,
    blackout_dates: s.blackout_dates,
    scheduled_order_off_dates: s.scheduled_order_off_dates,
    sub_sections: rows.categories
      .filter((c) => c.section_id === s.id)
      .map((c) => ({
        id: c.id,
        title: c.title,
        title_v2: c.title_v2,
        sequence: c.sequence,
        enabled: c.enabled,
        hidden: c.hidden,
        isAvailable:
          c.start_time != null && c.end_time != null ? { startTime: c.start_time, endTime: c.end_time } : null,
        is_popular_category: c.is_popular_category,
        is_halal: c.is_halal,
        is_age_restricted: c.is_age_restricted,
        alc_beverages: c.alc_beverages,
        is_id_verification_required: c.is_id_verification_required,
        consent_message: c.consent_message,
        items: (itemsByCategory.get(c.id) ?? []).map((i) => {
          const st = stock.get(i.id);
          const snoozed = snoozedAt(st, now);
          const available = st ? st.available : true;
          return {
            id: i.id,
            title: i.title,
            title_v2: i.title_v2,
            description: i.description,
            description_v2: i.description_v2,
            image: i.image,
            prices: [
              {
                provider_id: 1,
                currency_id: currency.id,
                code: currency.code,
                symbol: currency.symbol,
                price: i.price,
                advanced_pricing: { pickup: i.price_pickup, delivery: i.price_delivery, dineIn: i.price_dine_in },
              },
            ],
            discount_price: i.discount_price,
            crossed_price: i.crossed_price,
            groups: (groupsByItem.get(i.id) ?? []).map((g) => groupWire(g, 0)),
            stock: {
              available: available && !snoozed,
              snooze: snoozed ? { start_time: iso(st!.snooze_start ?? now)!, end_time: iso(st!.snooze_end)! } : null,
            },
            allergens: i.allergens,
            alc_bevarages: i.alc_bevarages,
            is_age_restricted: i.is_age_restricted,
            is_halal: i.is_halal,
            // SPEC §4: out of stock is unavailable with no snooze
            oos: !available && !snoozed,
            is_popular_category: c.is_popular_category,
            category_id: c.id,
            category_title: c.title,
            subsection_name: c.title,
            section_id: s.id,
            section_name: s.title,
            vat: num(i.vat),
            sku_id: i.sku_id,
            preparation_time: i.preparation_time,
            sequence: i.sequence,
            enabled: i.enabled,
            hidden: i.hidden,
          };
        }),
      })),
  }));
}

/** The campaigns of a brand live at `now`, by scope. */
export function campaignsOf(rows: CampaignRows | undefined, brandId: number, now: Date): BrandCampaigns {
  const live = (rows ?? [])
    .filter((c) => liveAt(c, now))
    .map((c) => ({
      id: c.id,
      title: c.title,
      title_v2: c.title_v2,
      discount_scope: c.discount_scope,
      discount_type: c.discount_type,
      value: c.value,
      min_cart_amount: c.min_cart_amount,
      cap: c.cap,
      object_ids: c.object_ids,
      starts_at: iso(c.starts_at),
      ends_at: iso(c.ends_at),
    }));
  return {
    brand_id: brandId,
    orders: live.filter((c) => c.discount_scope === 'order'),
    categories: live.filter((c) => c.discount_scope === 'category'),
    items: live.filter((c) => c.discount_scope === 'item'),
  };
}

/** A stretch of time: from `from` (included) until `until` (excluded); null is open-ended. */
export interface Steady {
  from: Date | null;
  until: Date | null;
}

/** Whether `now` falls in the stretch. */
export function within(steady: Steady, now: Date): boolean {
  return (!steady.from || !isBefore(now, steady.from)) && (!steady.until || isBefore(now, steady.until));
}

/**
 * The stretch of time around `now` in which the shaped menu and campaigns stay as they are at `now`: the
 * snooze and campaign windows are half-open ([start, end)), so the answer can change only at one of their
 * starts or ends. An item snoozed now without a start shows `now` as its start: that answer holds for
 * this millisecond only.
 */
export function steadyWindow(stock: StockRows, campaigns: CampaignRows | undefined, now: Date): Steady {
  let from: Date | null = null;
  let until: Date | null = null;
  const edge = (moment: Moment) => {
    if (moment == null) return;
    const t = new Date(moment);
    if (isAfter(t, now)) {
      if (!until || isBefore(t, until)) until = t;
    } else if (!from || isAfter(t, from)) from = t;
  };
  for (const st of stock.values()) {
    if (st.snooze_end == null) continue; // never snoozed, whatever its start
    if (!st.snooze_start && snoozedAt(st, now)) return { from: now, until: addMilliseconds(now, 1) };
    edge(st.snooze_start);
    edge(st.snooze_end);
  }
  for (const c of campaigns ?? []) {
    edge(c.starts_at);
    edge(c.ends_at);
  }
  return { from, until };
}
