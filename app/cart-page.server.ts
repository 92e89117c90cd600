// The cart page's data (SPEC §2 "Cart page"), shared by /cart and /panel: the session's cart, priced by the
// platform's bill, grouped by brand — or by branch, then brand, at a food-hall table.
import { json, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import type { LineGroup } from './domain/cart';
import { isFoodHallEntity, type EntityTypeId } from './domain/entity-types';
import { localized } from './domain/localize';
import { minimumBasketState } from './domain/minimum';
import { homePath } from './boot.server';
import { billForCart } from './bill.server';
import { authed } from './auth.server';
import { OrderTimeType } from './domain/constants';
import { readCart, storeKey } from './cart.server';
import { readOrderOptions } from './order-options.server';
import { brandMenus } from './menu.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';
import { parseSearch } from './utils/request.server';

function choicesText(groups: LineGroup[], lng: string): string[] {
  return groups.flatMap((g) =>
    g.modifiers.flatMap((m) => [
      `${m.qty > 1 ? `${m.qty} × ` : ''}${localized(m.title, m.title_v2, lng)}`,
      ...choicesText(m.groups, lng),
    ]),
  );
}

const querySchema = z.object({
  brandId: z.coerce.number().int().positive().optional(),
  confirm: z.enum(['clear']).optional(),
  lng: z.string().optional(),
});

export async function loadCartPage(request: Request, context: AppLoadContext) {
  const search = parseSearch(new URL(request.url), querySchema);
  const { lng, boot, session, client, timings } = await shopRequest(request, context);
  const key = storeKey(boot);
  const cart = readCart(session, key);
  const message = (session.get('cartMessage') as string | undefined) ?? null;
  const first = cart.lines[0];
  const menus = first
    ? await brandMenus(client, boot, first.brand.id, timings, first.branch.id).catch(() => null)
    : null;
  const options = readOrderOptions(
    session,
    key,
    boot,
    menus?.branchInfo ?? { capabilities: { delivery_method_ids: [1, 2, 3], default_delivery_method_id: 1 } as never },
  );
  const auth = await authed(session, context, lng, boot, client);
  const outcome = await timings.time('bill', () => billForCart({ authed: auth, cart, boot, options, lng }));
  const bill = outcome?.bill ?? null;
  const foodHall = !!boot && isFoodHallEntity(boot.entityType as EntityTypeId);
  const billOf = (id: string) => bill?.items.find((i) => i.id === id);

  const lines = cart.lines.map((l) => ({
    id: l.id,
    itemId: l.item_id,
    brandId: l.brand.id,
    branchId: l.branch.id,
    branchTitle: l.branch.title,
    title: localized(l.title, l.title_v2, lng),
    choices: choicesText(l.groups, lng),
    comment: l.comment,
    quantity: l.quantity,
    unit: l.price,
    total: billOf(l.id)?.item_final_price_cent ?? l.item_final_price,
    before: l.item_final_price,
    discount: billOf(l.id)?.campaign_discount_cent ?? 0,
  }));
  const brandsOf = (ls: typeof lines) =>
    [
      ...new Map(cart.lines.filter((l) => ls.some((x) => x.id === l.id)).map((l) => [l.brand.id, l.brand])).values(),
    ].map((brand) => ({
      id: brand.id,
      title: brand.title,
      logo: brand.webshop_logo ?? brand.logo,
      note: cart.notes?.[String(brand.id)] ?? '',
      lines: ls.filter((x) => x.brandId === brand.id),
    }));
  // SPEC §2: by brand, or by branch then brand at a food-hall table.
  const branches = foodHall
    ? [...new Map(lines.map((l) => [l.branchId, l.branchTitle])).entries()].map(([id, title]) => ({
        id,
        title,
        brands: brandsOf(lines.filter((l) => l.branchId === id)),
      }))
    : [{ id: first?.branch.id ?? 0, title: null as string | null, brands: brandsOf(lines) }];

  const delivery = menus?.campaigns.orders.find((c) => c.discount_type === 'delivery');
  // The bottom bar's subtotal is the summary's (before campaigns); free delivery counts what is paid for.
  const subtotal = bill?.sub_total_cent ?? lines.reduce((n, l) => n + l.before, 0);
  const discounted = bill?.discounted_subtotal_cent ?? subtotal;
  const minimum = bill
    ? minimumBasketState({
        min: bill.minimum_basket.min_cent,
        subtotal: bill.discounted_subtotal_cent,
        total: bill.total_price_cent,
      })
    : null;
  // Back to the brand the cart is for (or the one asked), the single brand, or home.
  const brandIds = [...new Set(cart.lines.map((l) => l.brand.id))];
  const backTo = search.brandId
    ? `/brand/${search.brandId}`
    : brandIds.length === 1
      ? `/brand/${brandIds[0]}`
      : homePath(boot);

  const t = fixedT(lng);
  return json(
    {
      titles: { cart: t('nav.cart'), panel: t('panel.title') },
      backTo,
      home: homePath(boot),
      foodHall,
      tableNo: boot?.tableNo ?? null,
      confirmClear: search.confirm === 'clear' && cart.lines.length > 0,
      clearTo: brandIds.length === 1 ? `/brand/${brandIds[0]}` : homePath(boot),
      currency:
        bill?.currency ?? (first ? { code: first.prices[0]?.code ?? '', symbol: first.prices[0]?.symbol ?? '' } : null),
      count: lines.reduce((n, l) => n + l.quantity, 0),
      singleUnitLeft: cart.lines.length === 1 && cart.lines[0]!.quantity === 1,
      branches,
      orderType: options.orderType,
      bill: bill
        ? {
            subtotal: bill.sub_total_cent,
            discount: bill.discount_amount_cent,
            deliveryFee: bill.delivery_fee_cent,
            deliveryDiscount: bill.delivery_fee_discount_cent,
            serviceFee: bill.service_fee_cent,
            gatewayFee: bill.gateway_fee_cent,
            mergedFeeTitle: bill.merged_fee_title,
            packagingFee: bill.custom_fee_cent,
            restaurantService: bill.restaurant_service_fee_cent,
            vat: bill.vat_price_cent,
            vatIncluded: bill.is_vat_included,
            vatLabel: bill.vat_label,
            rounding: bill.rounded_off_cent,
            total: bill.total_price_cent,
            priceUpdated: bill.price_updated,
          }
        : null,
      subtotal,
      // SPEC §8 "Cart": lines only orderable later, on an ASAP order — schedule it or remove them.
      laterNotice:
        options.scheduleType === OrderTimeType.ASAP && cart.lines.some((l) => l.for_later)
          ? {
              message: t('cart.availableLater'),
              to: `/brand/${first?.brand.id ?? ''}/options?save=1`,
              label: t('options.change'),
            }
          : null,
      billError: outcome?.error
        ? {
            ...outcome.error,
            // SPEC §8: a delivery address that no longer works reopens the address search; a bad time the options.
            fix: outcome.error.coverage
              ? { to: `/address?brandId=${first?.brand.id ?? ''}`, label: t('branch.changeAddress') }
              : outcome.error.schedule
                ? { to: `/brand/${first?.brand.id ?? ''}/options?save=1`, label: t('options.change') }
                : null,
          }
        : null,
      message,
      minimum,
      freeDelivery:
        delivery && options.orderType === 2 && !(bill && bill.delivery_fee_discount_cent > 0)
          ? { min: delivery.min_cart_amount, reached: discounted >= delivery.min_cart_amount, amount: discounted }
          : null,
      // Guests and visitors see the login carousel (SPEC §2 "Cart page").
      loggedIn: !!auth.auth && !auth.auth.user.is_guest,
    },
    { headers: { 'Set-Cookie': await commitSession(session, context), 'Server-Timing': timings.header() } },
  );
}
