// The item sheet's data (SPEC §2 "Item details sheet"): the item in the user's language, its groups, and
// the configuration to show — what the customer just submitted (after an error), what the page's own
// query carries (+/− without JavaScript), the cart line being edited, or the pre-selected choices.
import { json, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { categoryAvailable, itemState, sectionAvailable } from './domain/availability';
import { LIMITS } from './domain/constants';
import { itemPrice } from './domain/prices';
import { localized } from './domain/localize';
import {
  defaultChoices,
  groupBounds,
  isGroupOffered,
  normalizeChoices,
  type ChosenGroup,
  type RuleGroup,
} from './domain/modifiers';
import { parseChoices } from './domain/modifier-form';
import { localMoment } from './domain/store-hours';
import type { Language } from './i18n/languages';
import type { ModifierGroup } from './platform-client/wire.server';
import { readCart, storeKey, takeItemFlash } from './cart.server';
import { chosenBranchId, readOrderOptions, scheduledMoment } from './order-options.server';
import { brandMenus } from './menu.server';
import { busyMinutes } from './domain/busy';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { notFound, parseSearch } from './utils/request.server';

export interface SheetModifier {
  id: number;
  title: string;
  extra_price: number;
  modifier_quantity: number;
  is_selected: boolean;
  enabled: boolean;
  hidden: boolean;
  groups: SheetGroup[];
}
export interface SheetGroup extends RuleGroup {
  title: string;
  modifiers: SheetModifier[];
}

function sheetGroups(groups: readonly ModifierGroup[], lng: Language): SheetGroup[] {
  return groups
    .filter((g) => !g.hidden)
    .map((g) => ({
      id: g.id,
      title: localized(g.title, g.title_v2, lng),
      rule: g.rule,
      enabled: g.enabled,
      hidden: g.hidden,
      modifiers: g.modifiers
        .filter((m) => !m.hidden)
        .map((m) => ({
          id: m.id,
          title: localized(m.title, m.title_v2, lng),
          extra_price: m.extra_price,
          modifier_quantity: m.modifier_quantity,
          is_selected: m.is_selected,
          enabled: m.enabled,
          hidden: m.hidden,
          groups: sheetGroups(m.groups, lng),
        })),
    }));
}

const querySchema = z
  .object({
    line: z.string().max(64).optional(),
    quantity: z.string().max(4).optional(),
    set_quantity: z.string().max(4).optional(),
    comment: z.string().max(2000).optional(),
  })
  .passthrough();

export async function loadItem(request: Request, context: AppLoadContext, brandId: number, itemId: number) {
  const url = new URL(request.url);
  const query = parseSearch(url, querySchema);
  const { lng, boot, session, client } = await shopRequest(request, context);
  const key = storeKey(boot);
  const menus = await brandMenus(client, boot, brandId, undefined, chosenBranchId(session, key));
  const { branchInfo: branch, brand, currency } = menus;
  const cart = readCart(session, key);
  const line = query.line ? (cart.lines.find((l) => l.id === query.line) ?? null) : null;
  const flash = takeItemFlash(session, itemId);
  const headers = { 'Set-Cookie': await commitSession(session, context) };

  const found = menus.sections
    .flatMap((s) => s.sub_sections.map((c) => ({ section: s, category: c })))
    .flatMap(({ section, category }) =>
      category.items.filter((i) => i.id === itemId && !i.hidden).map((item) => ({ section, category, item })),
    )[0];
  if (!found) {
    // SPEC §8: editing a line whose item left the menu.
    if (line)
      return json(
        { gone: true as const, brandId, lineId: line.id, title: localized(line.title, line.title_v2, lng) },
        { headers },
      );
    throw notFound();
  }
  const { section, category, item } = found;
  const now = new Date();
  const options = readOrderOptions(session, key, boot, branch, now);
  // A scheduled order takes what the menu has at its time (SPEC §5).
  const when = scheduledMoment(options) ?? now;
  const at = localMoment(when, branch.timezone);
  const state = itemState(item, sectionAvailable(section, at) && categoryAvailable(category, at), when);
  const groups = sheetGroups(item.groups, lng);

  // What to show in the form, most recent first.
  const fromQuery = [...url.searchParams.keys()].some(
    (k) => k === 'quantity' || k === 'set_quantity' || k.startsWith('c:') || k.startsWith('q:'),
  );
  let choices: ChosenGroup[];
  let quantity = line?.quantity ?? 1;
  let comment = line?.comment ?? '';
  if (flash?.values) {
    choices = parseChoices(item.groups, flash.values);
    const v = new Map(flash.values);
    quantity = Number(v.get('quantity') ?? quantity);
    comment = v.get('comment') ?? comment;
  } else if (fromQuery) {
    choices = parseChoices(item.groups, url.searchParams.entries());
    // The − / + buttons (set_quantity) win over the field they sit beside.
    quantity = Number(url.searchParams.get('set_quantity') ?? url.searchParams.get('quantity') ?? quantity);
    comment = query.comment ?? comment;
  } else if (line) {
    choices = normalizeChoices(line.groups);
  } else {
    choices = defaultChoices(item.groups);
  }
  if (!Number.isInteger(quantity) || quantity < 1) quantity = 1;
  if (quantity > LIMITS.stepperMax) quantity = LIMITS.stepperMax;

  const price = itemPrice(item, options.orderType);
  const busy = busyMinutes(brand, now);

  return json(
    {
      gone: false as const,
      brand: { id: brand.id, title: brand.title },
      branchId: branch.id,
      currency: { code: currency.code, symbol: currency.symbol },
      item: {
        id: item.id,
        title: localized(item.title, item.title_v2, lng),
        description: localized(item.description, item.description_v2, lng) ?? null,
        image: item.image,
        unitPrice: price.unit,
        listPrice: price.list,
        crossedPrice: item.crossed_price,
        allergens: item.allergens,
        halal: item.is_halal,
        alcoholic: item.alc_bevarages,
        ageRestricted: item.is_age_restricted || category.is_age_restricted,
        consent:
          category.is_age_restricted || category.alc_beverages
            ? (localized(null, category.consent_message, lng) ?? null)
            : null,
        idRequired: category.is_id_verification_required,
        state,
        forLaterAllowed:
          branch.capabilities.scheduled_order_enabled && branch.capabilities.scheduled_order_oos_item_allowed,
      },
      groups,
      requiredGroups: groups.filter((g) => isGroupOffered(g) && groupBounds(g).min > 0).length,
      mode: line ? ('update' as const) : ('add' as const),
      lineId: line?.id ?? null,
      initial: { choices, quantity, comment },
      issues: flash?.issues ?? [],
      message: flash?.message ?? null,
      confirmClear: flash?.message?.startsWith('conflict') ?? false,
      busyMinutes: busy,
      orderType: options.orderType,
    },
    { headers },
  );
}
