// Prices and checks one cart line against the menu of the branch (our extension of SPEC §7: the shop
// never prices a line itself). The rules are app/domain's, the same the shop shows.
import { randomUUID } from 'node:crypto';
import { OrderTimeType, type DeliveryMethodId } from '../../../app/domain/constants';
import { findMenuItem, orderability, type FoundItem } from '../../../app/domain/orderability';
import { itemPrice } from '../../../app/domain/prices';
import {
  choicesPrice,
  lineKey,
  normalizeChoices,
  validateChoices,
  type ChosenGroup,
} from '../../../app/domain/modifiers';
import type { CartLineRequest, PricedLine } from '../../../app/contract/cart';
import type { LineGroup } from '../../../app/domain/cart';
import type { StoreMenus } from '../../../app/contract/catalog';
import type { MenuCategory, MenuItem, MenuSection, ModifierGroup } from '../../../app/contract/menu';
import { ApiError, invalid } from '../http';
import { lineRefusal } from './refusals';
import type { Catalog } from '../catalog/catalog';

/** The line's choices with their titles and prices, for display and the order. */
function describe(groups: readonly ModifierGroup[], chosen: readonly ChosenGroup[]): LineGroup[] {
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

/** The time a scheduled line is for (SPEC §5: judged at that time); a scheduled line must say when. */
function scheduledFor(request: CartLineRequest): Date | null {
  if (request.order_schedule_type !== OrderTimeType.SCHEDULED) return null;
  const at = request.scheduled_delivery_time ? new Date(request.scheduled_delivery_time) : null;
  if (!at || Number.isNaN(at.getTime())) throw invalid('scheduled_delivery_time', 'Invalid date or time!');
  return at;
}

export async function priceLine(catalog: Catalog, request: CartLineRequest, now: Date): Promise<PricedLine> {
  const menus = await catalog.storeMenus({ brandId: request.brand_id, branchId: request.branch_id });
  const found = findMenuItem(menus.sections, request.item_id);
  const verdict = orderability(found, {
    now,
    scheduledFor: scheduledFor(request),
    timezone: menus.branchInfo.timezone,
    capabilities: menus.branchInfo.capabilities,
    brand: menus.brand,
  });
  if (!verdict.ok) throw lineRefusal(verdict.refusal, found?.item ?? { id: request.item_id, title: '' });
  const issues = validateChoices(found!.item.groups, request.groups);
  if (issues.length) {
    throw new ApiError(422, 'invalid_modifiers', 'Some choices are missing or not allowed.', { issues });
  }
  return shapeLine(menus, found!, request, verdict.forLater);
}

/**
 * A line as the customer ordered it, priced from the branch's menu for the order type (SPEC §3 "Cart
 * line"): the cart line's answer, and each line of the bill's.
 */
export function shapeLine(
  menus: StoreMenus,
  { item, section, category }: FoundItem<MenuSection, MenuCategory, MenuItem>,
  line: { quantity: number; comment: string; groups: ChosenGroup[]; order_type: DeliveryMethodId },
  forLater: boolean,
): PricedLine {
  const groups = normalizeChoices(line.groups);
  const unit = itemPrice(item, line.order_type).unit;
  const price = unit + choicesPrice(item.groups, groups);
  const base = item.prices[0]!;
  return {
    key: lineKey(item.id, groups, line.comment),
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
    quantity: line.quantity,
    unit_price: unit,
    price,
    item_final_price: price * line.quantity,
    comment: line.comment.trim(),
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
    for_later: forLater,
  };
}

export function newLineId(): string {
  return randomUUID();
}
