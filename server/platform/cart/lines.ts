// Prices and checks one cart line against the menu of the branch (our extension of SPEC §7: the shop
// never prices a line itself). The rules are app/domain's, the same the shop shows.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { canAddNow, categoryAvailable, itemState, sectionAvailable } from '../../../app/domain/availability';
import { busyMinutes } from '../../../app/domain/busy';
import { BUSY_WINDOW_MINUTES, LIMITS, OrderTimeType } from '../../../app/domain/constants';
import { itemPrice } from '../../../app/domain/prices';
import {
  choicesPrice,
  lineKey,
  normalizeChoices,
  validateChoices,
  type ChosenGroup,
} from '../../../app/domain/modifiers';
import { localMoment } from '../../../app/domain/store-hours';
import type { CartLine, LineGroup } from '../../../app/domain/cart';
import type * as W from '../../../app/platform-client/wire.server';
import { ApiError } from '../http';
import type { Catalog } from '../catalog/catalog';

const chosenGroup: z.ZodType<ChosenGroup> = z.lazy(() =>
  z.object({
    id: z.number().int().positive(),
    modifiers: z
      .array(z.object({ id: z.number().int().positive(), qty: z.number(), groups: z.array(chosenGroup).max(50) }))
      .max(100),
  }),
);

export const lineRequestSchema = z.object({
  branch_id: z.number().int().positive(),
  brand_id: z.number().int().positive(),
  item_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(LIMITS.stepperMax),
  comment: z.string().max(LIMITS.itemNoteMax).default(''),
  groups: z.array(chosenGroup).max(50).default([]),
  order_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  order_schedule_type: z
    .union([z.literal(OrderTimeType.ASAP), z.literal(OrderTimeType.SCHEDULED)])
    .default(OrderTimeType.ASAP),
});
export type LineRequest = z.infer<typeof lineRequestSchema>;

/** The line's choices with their titles and prices, for display and the order. */
function describe(groups: readonly W.ModifierGroup[], chosen: readonly ChosenGroup[]): LineGroup[] {
  return chosen.flatMap((c) => {
    const group = groups.find((g) => g.id === c.id);
    if (!group) return [];
    return [
      {
        id: group.id,
        title: group.title,
        title_v2: group.title_v2,
        modifiers: c.modifiers.flatMap((pick) => {
          const m = group.modifiers.find((x) => x.id === pick.id);
          return m
            ? [
                {
                  id: m.id,
                  title: m.title,
                  title_v2: m.title_v2,
                  qty: pick.qty,
                  price: m.extra_price,
                  groups: describe(m.groups, pick.groups),
                },
              ]
            : [];
        }),
      },
    ];
  });
}

export async function priceLine(catalog: Catalog, request: LineRequest, now: Date): Promise<Omit<CartLine, 'id'>> {
  const menus = await catalog.storeMenus({ brandId: request.brand_id, branchId: request.branch_id });
  let found: { item: W.MenuItem; section: W.MenuSection; category: W.MenuCategory } | null = null;
  for (const section of menus.sections) {
    for (const category of section.sub_sections) {
      const item = category.items.find((i) => i.id === request.item_id);
      if (item) found = { item, section, category };
    }
  }
  // SPEC §8: editing an item that is no longer on the menu.
  if (
    !found ||
    found.item.hidden ||
    !found.section.enabled ||
    found.section.hidden ||
    !found.category.enabled ||
    found.category.hidden
  ) {
    throw new ApiError(404, 'item_not_found', 'This item is currently out of stock.');
  }
  const { item, section, category } = found;
  if (menus.brand.is_busy) {
    const minutes = busyMinutes(menus.brand, now) ?? BUSY_WINDOW_MINUTES;
    throw new ApiError(
      409,
      'brand_busy',
      `This restaurant is not accepting orders now. Try again in ${minutes} minutes.`,
      { busy_minutes: minutes },
    );
  }
  const at = localMoment(now, menus.branchInfo.timezone);
  const state = itemState(item, sectionAvailable(section, at) && categoryAvailable(category, at), now);
  const scheduled = request.order_schedule_type === OrderTimeType.SCHEDULED;
  const caps = menus.branchInfo.capabilities;
  const forLater =
    scheduled &&
    caps.scheduled_order_enabled &&
    (state === 'notNow' || (state === 'snoozed' && caps.scheduled_order_oos_item_allowed));
  if (!canAddNow(state) && !forLater) {
    throw new ApiError(409, 'item_oos', `${item.title} out of stock!`, { [item.id]: state });
  }
  const issues = validateChoices(item.groups, request.groups);
  if (issues.length) {
    throw new ApiError(422, 'invalid_modifiers', 'Some choices are missing or not allowed.', { issues });
  }
  const groups = normalizeChoices(request.groups);
  const unit = itemPrice(item, request.order_type).unit;
  const price = unit + choicesPrice(item.groups, groups);
  const base = item.prices[0]!;
  return {
    key: lineKey(item.id, groups, request.comment),
    item_id: item.id,
    title: item.title,
    title_v2: item.title_v2,
    image: item.image,
    brand: {
      id: menus.brand.id,
      title: menus.brand.title,
      logo: menus.brand.logo,
      webshop_logo: menus.brand.webshop_logo,
    },
    branch: {
      id: menus.branchInfo.id,
      title: menus.branchInfo.title,
      menu_version: menus.branchInfo.menu_version,
      address: menus.branchInfo.address,
    },
    quantity: request.quantity,
    unit_price: unit,
    price,
    item_final_price: price * request.quantity,
    comment: request.comment.trim(),
    groups: describe(item.groups, groups),
    vat: item.vat,
    discount_type: item.discount_price != null ? 'flat' : null,
    discount_value: item.discount_price != null ? Math.max(0, base.price - item.discount_price) : null,
    prices: [
      {
        currency_id: base.currency_id,
        code: base.code,
        symbol: base.symbol,
        price: base.price,
        advanced_pricing: base.advanced_pricing,
      },
    ],
    stock: item.stock,
    section_id: section.id,
    section_name: section.title,
    subsection_id: category.id,
    subsection_name: category.title,
    for_later: !canAddNow(state),
  };
}

export function newLineId(): string {
  return randomUUID();
}
