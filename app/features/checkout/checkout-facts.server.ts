// What the checkout judges by (SPEC §4 "Checkout pay-button checks"): the cart page's data and the
// checkout's own facts, gathered once per request for the page and again for the action, and where each
// blocking check sends the customer.
import { type AppLoadContext } from '@remix-run/node';
import { loadCartPage } from '~/features/cart/cart-page.server';
import { readCart, storeKey } from '~/features/cart/cart.server';
import { loginPath, type AuthState, shopCustomer } from '~/utils/auth.server';
import { brandMenus } from '~/features/branches/menu.server';
import { readOrderOptions, type OrderOptions } from '~/features/branches/order-options.server';
import { shopRequest } from '~/utils/shop.server';
import { DEFAULTS, DeliveryMethod } from '~/domain/constants';
import {
  checkoutBlocker,
  checkoutFlow,
  contactComplete,
  contactNeeds,
  type CheckoutBlock,
  type CheckoutFacts,
} from '~/domain/checkout';
import { ageRule, findMenuItem, isAgeRestricted } from '~/domain/orderability';
import type { MenuCategory, MenuItem, MenuSection } from '~/contract/menu';
import { cardDetailsNeeded } from '~/domain/payments';
import { addressInfoMissing, addressNeedsConfirmation, addressPartsRequired } from '~/domain/delivery-address';
import { missingPayerDetails, payerDetailsFor, payerOf, type Payer, type PayerDetail } from '~/domain/payer-details';
import { localized } from '~/domain/localize';
import type { SavedCard } from '~/contract/payments';
import type { PaymentMethod } from '~/contract/payment-methods';
import { chosenPayment, CONTINUE_PAY, readState, type CheckoutState } from '~/features/checkout/checkout-state.server';
import { readRemembered, withRemembered } from '~/features/checkout/remembered.server';

/** Who pays, as the order's user_info says it (SPEC §5): what this checkout was told, else the account's. */
export function payerInfo(state: CheckoutState, user: AuthState['user'] | null): Required<Payer> {
  const c = state.contact;
  return payerOf(
    { first_name: c.firstName, last_name: c.lastName, email: c.email, phone: c.phone, region: c.region },
    user,
  );
}

export type CartPage = Awaited<ReturnType<Awaited<ReturnType<typeof loadCartPage>>['json']>>;

/** Age restriction of the cart's items (SPEC §5): consent, and ID images when a category requires them. */
export async function ageRules(
  request: Request,
  context: AppLoadContext,
  lines: { item_id: number; brand: { id: number }; branch: { id: number } }[],
  lng: string,
) {
  const { client, boot, timings } = await shopRequest(request, context);
  const pairs = [...new Map(lines.map((l) => [`${l.brand.id}:${l.branch.id}`, l])).values()];
  const items: { item: MenuItem; category: MenuCategory }[] = [];
  for (const p of pairs) {
    const menus = await brandMenus(client, boot, p.brand.id, timings, p.branch.id).catch(() => null);
    if (!menus) continue;
    for (const line of lines.filter((l) => l.brand.id === p.brand.id && l.branch.id === p.branch.id)) {
      const found = findMenuItem<MenuSection, MenuCategory, MenuItem>(menus.sections, line.item_id);
      if (found) items.push(found);
    }
  }
  const messages = new Set(
    items
      .filter((found) => isAgeRestricted(found.item, found.category) && found.category.consent_message)
      .map((found) => localized('', found.category.consent_message, lng)),
  );
  return { ...ageRule(items), messages: [...messages].filter(Boolean) };
}

/** Everything the page and the action judge by: the cart page's data and the checkout's own facts. */
export async function gather(request: Request, context: AppLoadContext) {
  const data = await gatherData(request, context);
  // What this device remembers of the customer fills what this checkout was not told yet.
  const state = withRemembered(readState(data.shop.session, data.key), await readRemembered(request, context), {
    contact: !data.user || data.user.is_guest,
    methods: data.methods,
  });
  return { ...data, state, ...judge(data, state) };
}

async function gatherData(request: Request, context: AppLoadContext) {
  const shop = await shopRequest(request, context);
  const { session, boot, client, lng } = shop;
  const key = storeKey(boot);
  const cart = readCart(session, key);
  const customer = await shopCustomer(request, context);
  const cartResponse = await loadCartPage(request, context);
  const page = (await cartResponse.json()) as CartPage;
  const first = cart.lines[0];
  const menus = first ? await brandMenus(client, boot, first.brand.id, shop.timings, first.branch.id) : null;
  const options: OrderOptions | null = menus ? readOrderOptions(session, key, boot, menus.branchInfo) : null;
  const user = customer.auth?.user ?? null;
  const hall = boot?.foodHallId
    ? await client.foodHallBranch({ foodhall_id: boot.foodHallId }).catch(() => null)
    : null;
  const settings = hall?.foodhall_settings ?? null;
  const atTable = !!boot?.tableNo && options?.orderType === DeliveryMethod.DINE_IN;
  const flow = checkoutFlow({
    dineInAtTable: atTable,
    prePaymentRequired: !!settings && settings.qr_order_payment_enabled && settings.qr_order_pre_payment_enabled,
  });
  // with the customer's token: the answer holds their saved cards
  const offered = first
    ? await customer.client
        .paymentMethods({ branch_id: first.branch.id, foodhall_id: boot?.foodHallId ?? undefined })
        .catch(() => ({ methods: [] as PaymentMethod[], saved_cards: [] as SavedCard[] }))
    : { methods: [] as PaymentMethod[], saved_cards: [] as SavedCard[] };
  const methods = offered.methods;
  const savedCards = offered.saved_cards;
  const age = await ageRules(request, context, cart.lines, lng);
  const needs = contactNeeds(user, options?.orderType ?? 1);
  const storeCountry = boot
    ? ((await client.identify({ hash: boot.hash }).catch(() => null))?.country?.code ?? DEFAULTS.country)
    : DEFAULTS.country;
  return {
    shop,
    key,
    cart,
    page,
    cartHeaders: cartResponse.headers,
    menus,
    options,
    user,
    customer,
    flow,
    methods,
    savedCards,
    age,
    needs,
    hall,
    storeCountry,
  };
}

type GatheredData = Awaited<ReturnType<typeof gatherData>>;

/**
 * The facts of SPEC §4's checks for a state of the checkout, and the first check that stops the pay: again
 * after a sheet's answer is written, so that the pay goes on from there.
 */
export function judge(g: GatheredData, state: CheckoutState) {
  const { chosen, channel } = chosenPayment(g.methods, state);
  const location = g.options?.location ?? null;
  const { page, user, needs, age } = g;
  const payer = payerInfo(state, user);
  const facts: CheckoutFacts = {
    flow: g.flow,
    orderType: g.options?.orderType ?? null,
    deliveryOutOfRange:
      page.billProblem?.problem.code === 'outOfRange' || page.billProblem?.problem.code === 'outsideProvider',
    scheduleInvalid: page.billProblem?.problem.code === 'schedule' || !!page.laterNotice,
    pickupDriveThru: g.options?.pickupType === 2,
    vehicleRegNo: g.options?.vehicleRegNo ?? '',
    addressInfoMissing: addressInfoMissing(location),
    // check 7: a position the maps provider could not name, not confirmed with a typed street yet
    addressInvalid: !!location && addressNeedsConfirmation(location),
    loggedIn: !!user,
    consentMissing:
      age.restricted && (!state.consent.given || (age.idRequired && !(state.consent.front && state.consent.back))),
    phone: contactComplete(needs, payer) ? (payer.phone ?? '-') : null,
    payment: {
      method: chosen ? chosen.method : null,
      channel: channel?.channel_code ?? null,
      trxId: state.payment?.trxId ?? null,
      trxRule: channel?.trx_id ?? null,
    },
    cardDetailsNeeded: cardDetailsNeeded({
      method: chosen?.method ?? null,
      platform: channel?.platform,
      savedCardId: state.payment?.savedCardId ?? null,
      cardToken: state.payment?.card?.token ?? null,
    }),
    // check 13: LINE Pay without the payer's details (from this checkout or the account)
    linePayDetailsNeeded: missingPayerDetails(channel?.channel_code, payer).length > 0,
  };
  const block = checkoutBlocker(facts);
  const contactBlocks = !!user && !contactComplete(needs, payer);
  return {
    facts,
    block:
      contactBlocks && block.check > 10 ? ({ check: 10, step: 'phoneSheet', reason: 'phone' } as CheckoutBlock) : block,
    chosen,
    channel,
  };
}

/**
 * Where a blocking check sends the customer (SPEC §4: the sheet, the field, the login). `paying`: the pay goes
 * on once that step is done (the sheets say so with `pay=1`, the login comes back to `continue=pay`).
 */
export function stepUrl(block: CheckoutBlock, g: Pick<Gathered, 'cart'>, paying = false): string {
  const brandId = g.cart.lines[0]?.brand.id ?? '';
  const sheet = (name: string) => `/checkout?sheet=${name}${paying ? '&pay=1' : ''}`;
  const options = `/brand/${brandId}/options?save=1&next=${paying ? 'pay' : 'checkout'}`;
  switch (block.step) {
    case 'orderTypeSheet':
      return options;
    case 'vehicleField':
      return `${options}&type=1&pickup=2#vehicleRegNo`;
    case 'addressSheet':
      return `/address?brandId=${brandId}`;
    case 'addressConfirm':
      return sheet('address');
    case 'login':
      return loginPath(paying ? CONTINUE_PAY : '/checkout');
    case 'consent':
      return sheet('consent');
    case 'phoneSheet':
      return sheet('contact');
    case 'cardSheet':
      return sheet('card');
    case 'linePaySheet':
      return sheet('linePay');
    default:
      return sheet('payment');
  }
}

/**
 * The LINE Pay sheet's fields (SPEC §2 "line-pay user details"): what the chosen channel needs and the payer
 * lacks — or, when nothing lacks (the sheet opened by its link), all it needs, to be changed. Empty for a
 * channel that needs none.
 */
export function linePayAsked(g: Pick<Gathered, 'methods' | 'user'>, state: CheckoutState): PayerDetail[] {
  const code = chosenPayment(g.methods, state).channel?.channel_code;
  const missing = missingPayerDetails(code, payerInfo(state, g.user));
  return missing.length ? missing : payerDetailsFor(code);
}

/** The delivery place of this checkout, if it is a delivery. */
export const deliveryPlace = (g: Pick<Gathered, 'options'>) =>
  g.options?.orderType === DeliveryMethod.DELIVERY ? g.options.location : null;

export type Gathered = Awaited<ReturnType<typeof gather>>;

/** The address confirmation's data (check 7): only for a delivery place the map could not name. */
export function addressSheetData(g: Gathered) {
  const location = deliveryPlace(g);
  if (!location || !(g.facts.addressInvalid || location.confirmed)) return null;
  return {
    coordinates: `${location.lat.toFixed(5)}, ${location.lon.toFixed(5)}`,
    /** SPEC §5 "Delivery": the building too where the store's country needs the address parts */
    partsRequired: addressPartsRequired(g.storeCountry),
    establishmentName: location.establishmentName,
    streetName: location.streetName,
    flatNo: location.flatNo,
    additionalDetails: location.additionalDetails,
    instruction: location.instruction,
  };
}

/** LINE Pay's payer details (check 13), when the chosen channel needs them: the channel and what the sheet asks. */
export function linePayView(g: Gathered, state: CheckoutState) {
  const asked = linePayAsked(g, state);
  return asked.length ? { asked, missing: g.facts.linePayDetailsNeeded } : null;
}
