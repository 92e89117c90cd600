// The item sheet's data (SPEC §2 "Item details sheet"): the item in the user's language, its groups, and
// the configuration to show — what the page's own query carries (+/− without JavaScript), the cart line
// being edited, or the pre-selected choices. (After a refused submit the sheet shows what the action
// answers: the customer's own choices.)
import { json, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { itemPrice } from '~/domain/prices';
import { localized } from '~/domain/localize';
import { defaultChoices, groupBounds, isGroupOffered, normalizeChoices, type ChosenGroup } from '~/domain/modifiers';
import { parseChoices } from '~/domain/modifier-form';
import { ageRule, findMenuItem, isAgeRestricted, itemStateAt, orderability, type Refusal } from '~/domain/orderability';
import type { Language } from '~/i18n/languages';
import type { ModifierGroup } from '~/contract/menu';
import type { SheetGroup } from '~/components/menu/ItemForm';
import { readCart, storeKey } from '~/features/cart/cart.server';
import { chosenBranchId, readOrderOptions, scheduledMoment } from '~/features/branches/order-options.server';
import { brandMenus } from '~/features/branches/menu.server';
import { shopRequest } from '~/utils/shop.server';
import { notFound, parseSearch } from '~/utils/request.server';

/** Why the sheet offers no "Add to cart": a refusal of the orderability rule, or snoozed but schedulable. */
export type SheetRefusal = Refusal['kind'] | 'laterOnly';

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
    /** the line as the form's − / + (a GET of the whole form, without JavaScript) carry it */
    lineId: z.string().max(64).optional(),
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
  const lineId = query.line ?? query.lineId;
  const line = lineId ? (cart.lines.find((l) => l.id === lineId) ?? null) : null;

  const found = findMenuItem(menus.sections, itemId);
  if (!found || found.item.hidden) {
    // SPEC §8: editing a line whose item left the menu.
    if (line)
      return json({ gone: true as const, brandId, lineId: line.id, title: localized(line.title, line.title_v2, lng) });
    throw notFound();
  }
  const { category, item } = found;
  const now = new Date();
  const options = readOrderOptions(session, key, boot, branch, now);
  // A scheduled order takes what the menu has at its time (SPEC §5): the rule the cart line and bill apply.
  const scheduledFor = scheduledMoment(options);
  const state = itemStateAt(found, scheduledFor ?? now, branch.timezone);
  const caps = branch.capabilities;
  const verdict = orderability(found, { now, scheduledFor, timezone: branch.timezone, capabilities: caps, brand });
  const laterAllowed = caps.scheduled_order_enabled && caps.scheduled_order_oos_item_allowed;
  const refusal: SheetRefusal | null = verdict.ok
    ? null
    : verdict.refusal.kind === 'soldOut' && verdict.refusal.state === 'snoozed' && laterAllowed
      ? 'laterOnly'
      : verdict.refusal.kind;
  const groups = sheetGroups(item.groups, lng);

  // What to show in the form, most recent first.
  const fromQuery = [...url.searchParams.keys()].some(
    (k) => k === 'quantity' || k === 'set_quantity' || k.startsWith('c:') || k.startsWith('q:'),
  );
  let choices: ChosenGroup[];
  let quantity = line?.quantity ?? 1;
  let comment = line?.comment ?? '';
  if (fromQuery) {
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
  const busy = !verdict.ok && verdict.refusal.kind === 'busy' ? verdict.refusal.minutes : null;

  return json({
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
      ageRestricted: isAgeRestricted(item, category),
      consent:
        category.is_age_restricted || category.alc_beverages
          ? (localized(null, category.consent_message, lng) ?? null)
          : null,
      // the checkout asks the ID of this item by the same rule
      idRequired: ageRule([{ item, category }]).idRequired,
      state,
      /** why "Add to cart" is not offered (SPEC §4, §8), or null */
      refusal,
    },
    groups,
    requiredGroups: groups.filter((g) => isGroupOffered(g) && groupBounds(g).min > 0).length,
    mode: line ? ('update' as const) : ('add' as const),
    lineId: line?.id ?? null,
    requestId: crypto.randomUUID(),
    initial: { choices, quantity, comment },
    busyMinutes: busy,
    orderType: options.orderType,
  });
}
