// The cart page's data (SPEC §2 "Cart page"), shared by /cart and /panel: the session's cart, priced by the
// platform's bill — the one it was priced with when it was written, while it still prices it, else a new
// one — and grouped by brand, or by branch then brand at a food-hall table.
import { json, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { choicesText, type Cart } from '~/domain/cart';
import { DeliveryMethod, OrderTimeType, TIMINGS } from '~/domain/constants';
import { isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import { localized } from '~/domain/localize';
import { minimumBasketState } from '~/domain/minimum';
import { findMenuItem, orderability } from '~/domain/orderability';
import { homePath, type Boot } from '~/utils/boot.server';
import {
  billChoices,
  billFingerprint,
  billForCart,
  type BillChoices,
  type BillCustomer,
  type BillProblem,
} from '~/features/cart/bill.server';
import { guestBarred, readCart, readKeptBill, storeKey, type KeptBill } from '~/features/cart/cart.server';
import {
  chosenBranchId,
  orderCardOf,
  readOrderOptions,
  scheduledMoment,
  type OrderOptions,
} from '~/features/branches/order-options.server';
import { brandMenus } from '~/features/branches/menu.server';
import { guestLoginTarget } from '~/features/login/login.server';
import type { PlatformClient } from '~/platform-client/client.server';
import { commitSession } from '~/utils/session.server';
import { promoState } from '~/features/promotions/applied-promo.server';
import { shopRequest } from '~/utils/shop.server';
import { shopCustomer } from '~/utils/auth.server';
import type { StoreMenus } from '~/contract/catalog';
import { parseSearch } from '~/utils/request.server';
import { billRefusal } from '~/features/cart/cart-refusal';

const querySchema = z.object({
  brandId: z.coerce.number().int().positive().optional(),
  confirm: z.enum(['clear']).optional(),
  lng: z.string().optional(),
});

/**
 * The kept bill, if it still prices the cart: younger than SPEC §9's stale time, for the same lines, order
 * options, customer and menu versions (read from the menus as they are now, so a new price is never
 * hidden), and every line still orderable now by the rule the platform applies (stock, busy, hours).
 */
function stillPrices(
  kept: KeptBill | null,
  at: {
    cart: Cart;
    options: OrderOptions;
    choices: BillChoices;
    boot: Boot | null;
    menus: StoreMenus[];
    customerId: number | null;
    now: Date;
  },
): boolean {
  if (!kept || at.now.getTime() - kept.at >= TIMINGS.staleTimeMs || kept.at > at.now.getTime()) return false;
  const versions = new Map(at.menus.map((m) => [m.branchInfo.id, m.branchInfo.menu_version]));
  if (at.cart.lines.some((l) => !versions.has(l.branch.id))) return false;
  const fingerprint = billFingerprint({
    cart: at.cart,
    options: at.options,
    choices: at.choices,
    boot: at.boot,
    customerId: at.customerId,
    versions: [...versions].map(([branch_id, menu_version]) => ({ branch_id, menu_version })),
  });
  if (fingerprint !== kept.fingerprint) return false;
  const scheduledFor = scheduledMoment(at.options);
  return at.cart.lines.every((line) => {
    const menus = at.menus.find((m) => m.branchInfo.id === line.branch.id && m.brand.id === line.brand.id);
    if (!menus) return false;
    const verdict = orderability(findMenuItem(menus.sections, line.item_id), {
      now: at.now,
      scheduledFor,
      timezone: menus.branchInfo.timezone,
      capabilities: menus.branchInfo.capabilities,
      brand: menus.brand,
    });
    return verdict.ok;
  });
}

/** Where the customer can mend a bill problem (SPEC §8): the address search, or the order options. */
function fixFor(problem: BillProblem, brandId: number | undefined) {
  if (problem.code === 'outOfRange' || problem.code === 'outsideProvider')
    return { to: `/address?brandId=${brandId ?? ''}`, label: 'branch.changeAddress' as const };
  if (problem.code === 'schedule')
    return { to: `/brand/${brandId ?? ''}/options?save=1`, label: 'options.change' as const };
  return null;
}

/** What the login carousel offers: nothing to a logged-in customer, Unlock to a guest, Guest too to a visitor. */
async function loginOffer(customer: BillCustomer, client: PlatformClient, boot: Boot | null) {
  const user = customer.auth?.user;
  if (user && !user.is_guest) return null;
  if (user) return { guest: true, guestButton: false };
  return { guest: false, guestButton: !!(await guestLoginTarget(client, boot)) };
}

export async function loadCartPage(request: Request, context: AppLoadContext) {
  const search = parseSearch(new URL(request.url), querySchema);
  const { lng, boot, session, client, timings, t } = await shopRequest(request, context);
  // A loader writes the session only when the platform rotated or revoked the customer's tokens.
  const authBefore = JSON.stringify(session.get('auth') ?? null);
  const key = storeKey(boot);
  const cart = readCart(session, key);
  const first = cart.lines[0];
  const now = new Date();

  // The menus of the cart's brands at their branches: the order options, campaigns and time zone of the
  // first, each branch's menu version and each line's item for the kept bill. An empty cart: the asked brand's.
  const pairs = [
    ...new Map(
      cart.lines.map((l) => [`${l.brand.id}:${l.branch.id}`, { brand: l.brand.id, branch: l.branch.id }]),
    ).values(),
  ];
  const [menus, ...more] = await Promise.all(
    (pairs.length
      ? pairs
      : search.brandId
        ? [{ brand: search.brandId, branch: chosenBranchId(session, key) }]
        : []
    ).map((p) => brandMenus(client, boot, p.brand, timings, p.branch).catch(() => null)),
  );
  const options = readOrderOptions(
    session,
    key,
    boot,
    menus?.branchInfo ?? { capabilities: { delivery_method_ids: [1, 2, 3], default_delivery_method_id: 1 } as never },
    now,
  );
  const customer = await shopCustomer(request, context);
  // SPEC §4: a guest where the branch has no guest login is treated as logged out here (see cart.server.ts).
  const barred = !!menus && guestBarred(customer.auth, menus.branchInfo);
  const payer: BillCustomer = barred ? { auth: null, withAuth: (call) => call(client) } : customer;
  const kept = readKeptBill(session, key);
  const choices = billChoices(session, key);
  const keptPrices =
    cart.lines.length > 0 &&
    stillPrices(kept, {
      cart,
      options,
      choices,
      boot,
      menus: [menus, ...more].filter((m): m is StoreMenus => !!m),
      customerId: payer.auth?.user.id ?? null,
      now,
    });
  const outcome = keptPrices
    ? { bill: kept!.bill, problem: null }
    : await timings.time('bill', () => billForCart({ customer: payer, cart, boot, options, choices, lng }));
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
  const authChanged = JSON.stringify(session.get('auth') ?? null) !== authBefore;

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
      /** the order options in force, said as the menu's order-type card says them */
      orderCard: orderCardOf(options, { branch: menus?.branchInfo ?? null, tableNo: boot?.tableNo ?? null, lng }),
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
            promoDiscount: bill.total_promo_discount_cent,
            rewardDiscount: bill.reward_price_cent,
            /** the chosen reward did not apply (SPEC §8 "Failed to apply loyalty. Please try again.") */
            rewardRefused: !!bill.reward_refusal,
            promoCode: bill.applied_promo?.code ?? null,
            total: bill.total_price_cent,
            priceUpdated: bill.price_updated,
          }
        : null,
      subtotal,
      /** the applied promo and the bill's word on it (SPEC §8 promo warnings) */
      promo: promoState(bill, choices.promo),
      /** the brand the cart's promos are searched for (the menu's chip, /promo) */
      brandId: first?.brand.id ?? search.brandId ?? null,
      // SPEC §8 "Cart": lines only orderable later, on an ASAP order — schedule it or remove them.
      laterNotice:
        options.scheduleType === OrderTimeType.ASAP && cart.lines.some((l) => l.for_later)
          ? { to: `/brand/${first?.brand.id ?? ''}/options?save=1` }
          : null,
      billProblem: outcome?.problem
        ? {
            problem: outcome.problem,
            refusal: billRefusal(outcome.problem, lng),
            fix: fixFor(outcome.problem, first?.brand.id),
          }
        : null,
      minimum,
      freeDelivery:
        delivery && options.orderType === DeliveryMethod.DELIVERY && !(bill && bill.delivery_fee_discount_cent > 0)
          ? { min: delivery.min_cart_amount, reached: discounted >= delivery.min_cart_amount, amount: discounted }
          : null,
      // Guests and visitors see the login carousel (SPEC §2 "Cart page"); the Guest button only for a
      // visitor where the branch has guest login (SPEC §5 "Guest login button shows only if…").
      login: await loginOffer(customer, client, boot),
    },
    {
      headers: {
        'Server-Timing': timings.header(),
        ...(authChanged ? { 'Set-Cookie': await commitSession(session, context) } : {}),
      },
    },
  );
}
