// The brand menu page's data (SPEC §2 "Brand menu"), localised and evaluated on the server at one moment in
// the branch's time zone, so the page carries one language and no rules the browser must re-run.
import { json, type SerializeFrom, type AppLoadContext, type Session } from '@remix-run/node';
import { z } from 'zod';
import { menuAt, type ItemState } from '~/domain/availability';
import { busyMinutes } from '~/domain/busy';
import { cartSummary } from '~/domain/cart';
import { DeliveryMethod, type DeliveryMethodId } from '~/domain/constants';
import { EntityType, isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import { formatDay, formatMonthDay } from '~/domain/datetime';
import { localized } from '~/domain/localize';
import { itemPrice } from '~/domain/prices';
import { closuresAhead, daysAhead, hhmmText, localMoment } from '~/domain/store-hours';
import { HTML_LANG, type Language } from '~/i18n/languages';
import type { PlatformClient } from '~/platform-client/client.server';
import type { Branch } from '~/contract/catalog';
import type { MenuItem } from '~/contract/menu';
import { shopRequest } from '~/utils/shop.server';
import { homePath, type Boot } from '~/utils/boot.server';
import { readCart, storeKey } from '~/features/cart/cart.server';
import {
  chosenBranchId,
  orderCardOf,
  readOrderOptions,
  scheduledMoment,
  readPendingLocation,
  writeOrderOptions,
  writePendingLocation,
} from '~/features/branches/order-options.server';
import { brandMenus } from '~/features/branches/menu.server';
import { commitSession } from '~/utils/session.server';
import { noticeSeen } from '~/utils/cookies.server';
import { matchesTitle } from '~/features/branches/home.server';
import { parseSearch } from '~/utils/request.server';
import { closedState } from '~/features/branches/branch-state.server';
import { keepForHtml } from '~/utils/html-only';
import { MENU_CARDS, menuCardText, menuLinkQuery, type MenuCardText } from '~/components/menu/MenuItemCard';
import { menuCardsHtml, type CardsSource } from '~/components/menu/cards-html.server';

const searchSchema = z.object({
  q: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.trim() ?? ''),
  view: z.enum(['list', 'grid']).optional(),
  sheet: z.enum(['categories', 'hours', 'search']).optional(),
  lng: z.string().optional(),
  // Stores near you hand over the order type and the position (SPEC §2 "query t, la, ln").
  t: z.enum(['1', '2', '3']).optional(),
  la: z.coerce.number().min(-90).max(90).optional(),
  ln: z.coerce.number().min(-180).max(180).optional(),
});

/**
 * A tap in stores near you: the position becomes the delivery location (the chosen address when it is
 * the same place) and the brand's nearest branch the branch, for the order type given.
 */
async function takeHandOver(
  client: PlatformClient,
  session: Session,
  key: string,
  boot: Boot | null,
  brandId: number,
  hand: { t: DeliveryMethodId; la: number; ln: number },
) {
  const answer = await client.nearbyBranches({ lat: hand.la, lon: hand.ln, brand_id: brandId });
  const nearest = answer.branches[0] ?? answer.far_branches[0];
  if (!nearest) return;
  const chosen = readPendingLocation(session, key);
  const same = chosen && Math.abs(chosen.lat - hand.la) < 1e-6 && Math.abs(chosen.lon - hand.ln) < 1e-6;
  const address = same
    ? chosen.address
    : await client
        .geocode({ lat: hand.la, lon: hand.ln })
        .then((g) => g.place.formatted_address)
        .catch(() => `${hand.la.toFixed(4)}, ${hand.ln.toFixed(4)}`);
  const current = readOrderOptions(session, key, boot, nearest);
  writeOrderOptions(session, key, {
    ...current,
    orderType: nearest.capabilities.delivery_method_ids.includes(hand.t) ? hand.t : current.orderType,
    branchId: nearest.id,
    location: {
      ...(same ? chosen : { placeId: null, countryCode: null }),
      address,
      lat: hand.la,
      lon: hand.ln,
      instruction: '',
      establishmentName: '',
      streetName: '',
      flatNo: '',
      additionalDetails: '',
      confirmed: false,
    },
  });
  writePendingLocation(session, key, null);
}

/** The weekdays of the store-hours sheet, Monday first, in the branch's own clock. */
/**
 * The store-hours sheet: the coming week from the branch's today — an off date closed, a day open round the
 * clock said so — and the closures (off dates) ahead, which the closed bar announces.
 */
function weekHours(branch: Branch, now: Date, lng: Language) {
  return {
    days: daysAhead(branch, now).map((d) => ({
      date: d.date,
      day: d.weekday,
      label: formatMonthDay(d.date, HTML_LANG[lng]),
      off: d.off,
      allDay: d.allDay,
      slots: d.slots.map((s) => `${hhmmText(s.start_time)} – ${hhmmText(s.end_time === 2400 ? 0 : s.end_time)}`),
    })),
    closures: closuresAhead(branch, now).map((r) => ({
      from: formatDay(r.from, HTML_LANG[lng]),
      to: r.to === r.from ? null : formatDay(r.to, HTML_LANG[lng]),
    })),
  };
}

export type ItemCard = ReturnType<typeof itemCard>;

function itemCard(i: MenuItem, state: ItemState, lng: Language, orderType: 1 | 2 | 3) {
  const { list, unit } = itemPrice(i, orderType);
  return {
    /** nothing to choose: the card's "+" adds it in one tap (issue 24), else its sheet asks */
    plain: state === 'available' && !i.groups.some((g) => g.enabled && !g.hidden),
    id: i.id,
    title: localized(i.title, i.title_v2, lng),
    description: localized(i.description, i.description_v2, lng) ?? null,
    image: i.image,
    price: list,
    discountPrice: unit < list ? unit : null,
    crossedPrice: i.crossed_price,
    state,
    allergens: i.allergens,
    halal: i.is_halal,
    alcoholic: i.alc_bevarages,
    ageRestricted: i.is_age_restricted,
  };
}

export async function loadBrandMenu(request: Request, context: AppLoadContext, brandId: number) {
  const url = new URL(request.url);
  const search = parseSearch(url, searchSchema);
  const { t, lng, boot, session, client, timings } = await shopRequest(request, context);
  const key = storeKey(boot);
  const handOver = search.t && search.la != null && search.ln != null;
  if (handOver)
    await takeHandOver(client, session, key, boot, brandId, {
      t: Number(search.t) as DeliveryMethodId,
      la: search.la!,
      ln: search.ln!,
    });
  const menus = await brandMenus(client, boot, brandId, timings, chosenBranchId(session, key));
  const { branchInfo: branch, brand, currency } = menus;
  // SPEC §4: a guest where the branch has no guest login is logged out — not by this GET: the cart pages
  // treat the guest as logged out there and the next cart change clears it (cart.server.ts guestBarred).
  const now = new Date();
  const options = readOrderOptions(session, key, boot, branch, now);
  // SPEC §5: a scheduled order's menu is the menu at its time — what cannot be had then is dimmed.
  const when = scheduledMoment(options) ?? now;

  const sections = menuAt(menus.sections, {
    timezone: branch.timezone,
    now: when,
    showUnavailable: branch.capabilities.show_unavailable_menu,
  }).map((s) => ({
    id: s.section.id,
    title: localized(s.section.title, s.section.title_v2, lng),
    categories: s.categories.map((c) => {
      let items: ItemCard[] | undefined;
      return {
        id: c.category.id,
        title: localized(c.category.title, c.category.title_v2, lng),
        popular: c.category.is_popular_category,
        ageRestricted: c.category.is_age_restricted,
        available: c.available,
        window: c.category.isAvailable
          ? `${hhmmText(c.category.isAvailable.startTime)} – ${hhmmText(c.category.isAvailable.endTime)}`
          : null,
        /** its cards, made when asked for: a document whose cards were drawn before needs none */
        items: () => (items ??= c.items.map((v) => itemCard(v.item, v.state, lng, options.orderType))),
        /**
         * what its cards are drawn from (cards-html.server.tsx): the platform's category, which the platform
         * client keeps as the same object while the menu's ETag holds, its items' states and the order type;
         * asked for only where a document's cards are kept
         */
        drawnFrom: (): CardsSource => ({
          source: c.category,
          variant: `${options.orderType}:${c.items.map((v) => `${v.item.id}.${v.state}`).join(',')}`,
        }),
      };
    }),
  }));

  // Search of items and categories (SPEC §2): titles and descriptions, case- and accent-insensitive.
  const query = search.q;
  const results = query
    ? {
        categories: sections
          .flatMap((s) => s.categories)
          .filter((c) => matchesTitle(c.title, query))
          .map((c) => ({ id: c.id, title: c.title })),
        items: sections
          .flatMap((s) => s.categories.flatMap((c) => c.items()))
          .filter((i) => matchesTitle(i.title, query) || (i.description ? matchesTitle(i.description, query) : false)),
      }
    : null;

  const cart = readCart(session, key);
  const summary = cartSummary(cart);
  /**
   * The cards' "+" (one tap for an item with nothing to choose): not while the brand is busy (SPEC §4) nor
   * when the cart holds another branch's lines (the item's sheet asks before clearing it).
   */
  const quickAdd =
    busyMinutes(brand, now) === null &&
    !(cart.lines.length > 0 && cart.lines[0]!.branch.id !== branch.id && !boot?.foodHallId);

  // A document's cards are HTML only (utils/html-only.tsx), drawn once for all who see the same menu
  // (cards-html.server.tsx): its data carries the menu's outline, and the browser keeps the cards the server
  // drew. A data request's carries the cards. (A search's page shows its results instead: its document draws
  // no category's cards.)
  const currencyOf = { code: currency.code, symbol: currency.symbol };
  const cardsInHtml = keepForHtml(context, MENU_CARDS, () => {
    if (query) return new Map();
    const cardsOf = { base: `/brand/${brand.id}`, keep: menuLinkQuery(url.search), currency: currencyOf, quickAdd };
    // the cards' words: only for cards not drawn before
    let text: MenuCardText | undefined;
    const textOf = () => (text ??= menuCardText(t));
    return new Map(
      sections.flatMap((s) =>
        s.categories.map((c) => {
          const of = { ...cardsOf, categoryAgeRestricted: c.ageRestricted };
          return [c.id, menuCardsHtml(c.drawnFrom(), c.items, of, textOf, lng)] as const;
        }),
      ),
    );
  });
  const outline = sections.map((s) => ({
    ...s,
    categories: s.categories.map(({ items, drawnFrom: _drawnFrom, ...c }) => ({
      ...c,
      items: cardsInHtml ? null : items(),
    })),
  }));

  const cartHere = cart.lines.filter(
    (l) => l.brand.id === brand.id || isFoodHallEntity((boot?.entityType ?? 0) as EntityTypeId),
  );
  const delivery = menus.campaigns.orders.find((c) => c.discount_type === 'delivery');
  const wrapped = boot?.bootType === 'wrapped';
  const noticeText = branch.notice_enabled ? (localized(null, branch.notice_description, lng) ?? null) : null;
  const noticeLive = noticeText && (!branch.notice_end_time || new Date(branch.notice_end_time) > now);
  const seen = await noticeSeen(request, branch.id, now);

  return json(
    {
      brand: { id: brand.id, title: brand.title, logo: brand.webshop_logo ?? brand.logo },
      branch: {
        id: branch.id,
        title: branch.title,
        address: branch.address,
        phone: branch.phone,
        open: branch.store_open,
        closed: closedState(branch, lng),
        busyMinutes: busyMinutes(brand, now),
        notice: noticeLive ? noticeText : null,
        showNotice: !!noticeLive && !seen,
        hours: weekHours(branch, now, lng),
        today: localMoment(now, branch.timezone).weekday,
        timezone: branch.timezone,
      },
      banners: brand.webshop_banners.map((b) => ({ id: b.id, src: b.path })),
      currency: currencyOf,
      sections: outline,
      results,
      search: { q: query, view: search.view ?? null, sheet: search.sheet ?? null },
      campaigns: [...menus.campaigns.items, ...menus.campaigns.categories, ...menus.campaigns.orders].map((c) => ({
        id: c.id,
        title: localized(c.title, c.title_v2, lng),
      })),
      orderCard: orderCardOf(options, { branch, tableNo: boot?.tableNo ?? null, lng }),
      quickAdd,
      /** the page's meta description, from the store's data (utils/meta.ts) */
      description: t('meta.brand', { brand: brand.title, branch: branch.title, address: branch.address }),
      /** the table of a table's QR code, shown under the brand's name */
      table: boot?.tableNo ?? null,
      cart: {
        count: summary.noOfItems,
        subtotal: summary.subtotal,
        lines: cartHere.map((l) => ({
          id: l.id,
          itemId: l.item_id,
          brandId: l.brand.id,
          title: localized(l.title, l.title_v2, lng),
          quantity: l.quantity,
          total: l.item_final_price,
        })),
        // SPEC §9: the free-delivery bar, for delivery orders, until the campaign's minimum is reached.
        freeDelivery:
          delivery && options.orderType === DeliveryMethod.DELIVERY
            ? { min: delivery.min_cart_amount, reached: summary.subtotal >= delivery.min_cart_amount }
            : null,
      },
      home: homePath(boot),
      // SPEC §2: change brand is not offered in-app, nor where the link has one brand.
      canChangeBrand: !!boot && !wrapped && boot.entityType !== EntityType.IN_APP && boot.brandCount > 1,
      socket: { token: context.socketToken, branchId: branch.id },
    },
    {
      headers: {
        'Server-Timing': timings.header(),
        // The one session write of this loader: the hand-over link of stores near you (`?t&la&ln`, SPEC §2).
        ...(handOver ? { 'Set-Cookie': await commitSession(session, context) } : {}),
      },
    },
  );
}

/** The brand menu page's data as its components get it. */
export type BrandMenuData = SerializeFrom<typeof loadBrandMenu>;
