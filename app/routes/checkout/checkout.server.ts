// /checkout (SPEC §2 "Checkout", §4 "Checkout pay-button checks", "Placing the order"): the cart page's data
// (the same bill, lines and minimums), what the customer chose here (contact, notification, payment,
// consent — kept in the session per store), the 14 checks of app/domain/checkout.ts run by the page and
// again by the action, the 30 s review the server times, and the placement with one idempotency key per
// review. With `orderHash` or `parentUuid` it pays an existing order instead (POST_PAYMENT).
import { randomUUID } from 'node:crypto';
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { loadCartPage } from '~/cart-page.server';
import { readCart, storeKey, writeCart } from '~/cart.server';
import { cartBody } from '~/bill.server';
import { loginPath, requireUser, type AuthState } from '~/auth.server';
import { brandMenus } from '~/menu.server';
import { readOrderOptions, type OrderOptions } from '~/order-options.server';
import { commitSession } from '~/session.server';
import { shopCustomer, shopRequest } from '~/shop.server';
import { redirectWithToast } from '~/toast.server';
import { phoneNumber } from '~/phone-numbers.server';
import { isChosenFile, uploadImage } from '~/uploads.server';
import { PlatformError } from '~/platform-client/client.server';
import { readFormData } from '~/utils/form-data.server';
import { parseSearch } from '~/utils/request.server';
import {
  ADDRESS_PARTS_COUNTRIES,
  DEFAULTS,
  DeliveryMethod,
  LoginProvider,
  OrderTimeType,
  TIMINGS,
} from '~/domain/constants';
import {
  checkoutBlocker,
  checkoutFlow,
  payButtonDisabled,
  trxIdProblem,
  type CheckoutBlock,
  type CheckoutFacts,
  type CheckoutFlow,
} from '~/domain/checkout';
import { findMenuItem } from '~/domain/orderability';
import { localized } from '~/domain/localize';
import type { PaymentMethod, NotificationMethod } from '~/contract/orders';
import { contactSchema, paymentSchema } from './checkout.schema';

const REVIEW_MS = TIMINGS.reviewCountdownSeconds * 1000;

const stateSchema = z.object({
  contact: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      email: z.string().optional(),
      phone: z.string().optional(),
      region: z.string().optional(),
      notify: z.enum(['email', 'whatsapp', 'viber']).optional(),
    })
    .default({}),
  payment: z
    .object({ method: z.number(), channel: z.string().nullable(), trxId: z.string().nullable() })
    .nullable()
    .default(null),
  consent: z.object({ given: z.boolean(), front: z.string().nullable(), back: z.string().nullable() }).default({
    given: false,
    front: null,
    back: null,
  }),
  /** when the review began (epoch ms), the attempt's idempotency key and the delivery fee the customer saw */
  review: z.object({ startedAt: z.number(), key: z.string(), deliveryFee: z.number() }).nullable().default(null),
  /** the delivery fee changed at placement: the fee before and the new bill's amounts */
  fee: z
    .object({ previous: z.number(), next: z.number(), total: z.number(), subtotal: z.number() })
    .nullable()
    .default(null),
  /** a placement refusal to show (a translation key, or the platform's words) */
  problem: z.object({ key: z.string(), text: z.string().optional() }).nullable().default(null),
});
type CheckoutState = z.infer<typeof stateSchema>;

function readState(session: Session, key: string): CheckoutState {
  const all = session.get('checkout') as Record<string, unknown> | undefined;
  const parsed = stateSchema.safeParse(all?.[key] ?? {});
  return parsed.success ? parsed.data : stateSchema.parse({});
}
function writeState(session: Session, key: string, state: CheckoutState | null) {
  const all = { ...((session.get('checkout') as Record<string, unknown> | undefined) ?? {}) };
  if (state) all[key] = state;
  else delete all[key];
  session.set('checkout', all);
}

const querySchema = z.object({
  orderHash: z.string().max(64).optional(),
  parentUuid: z.string().max(64).optional(),
  sheet: z.enum(['payment', 'contact', 'consent', 'review', 'fee']).optional(),
  need: z.string().max(20).optional(),
});

/** What the customer's account lacks for this order (SPEC §5 "Guest payment info", phone and email rules). */
function contactNeeds(user: AuthState['user'] | null, orderType: number) {
  const phoneForType = orderType === DeliveryMethod.PICKUP || orderType === DeliveryMethod.DELIVERY;
  if (!user) return { names: false, email: false, phone: phoneForType };
  if (user.is_guest) return { names: true, email: true, phone: true };
  return {
    names: false,
    email: user.login_provider === LoginProvider.PHONE && !user.email,
    phone: (user.login_provider === LoginProvider.GOOGLE && !user.phone) || (phoneForType && !user.phone),
  };
}

/** Whether the contact card holds what it needs (each field from the account or from this checkout). */
function contactComplete(needs: ReturnType<typeof contactNeeds>, state: CheckoutState, user: AuthState['user'] | null) {
  const c = state.contact;
  if (needs.names && !(c.firstName && c.lastName)) return false;
  if (needs.email && !(c.email || user?.email)) return false;
  if (needs.phone && !(c.phone || user?.phone)) return false;
  return true;
}

type CartPage = Awaited<ReturnType<Awaited<ReturnType<typeof loadCartPage>>['json']>>;

/** Age restriction of the cart's items (SPEC §5): consent, and ID images when a category requires them. */
async function ageRules(
  request: Request,
  context: AppLoadContext,
  lines: { item_id: number; brand: { id: number }; branch: { id: number } }[],
  lng: string,
) {
  const { client, boot, timings } = await shopRequest(request, context);
  const pairs = [...new Map(lines.map((l) => [`${l.brand.id}:${l.branch.id}`, l])).values()];
  let restricted = false;
  let idRequired = false;
  const messages = new Set<string>();
  for (const p of pairs) {
    const menus = await brandMenus(client, boot, p.brand.id, timings, p.branch.id).catch(() => null);
    if (!menus) continue;
    for (const line of lines.filter((l) => l.brand.id === p.brand.id && l.branch.id === p.branch.id)) {
      const found = findMenuItem(menus.sections, line.item_id);
      if (!found) continue;
      if (found.category.is_age_restricted || found.item.is_age_restricted) {
        restricted = true;
        if (found.category.consent_message) messages.add(localized('', found.category.consent_message, lng));
      }
      if (found.category.is_id_verification_required) idRequired = true;
    }
  }
  return { restricted, idRequired: restricted && idRequired, messages: [...messages].filter(Boolean) };
}

/** Everything the page and the action judge by: the cart page's data and the checkout's own facts. */
async function gather(request: Request, context: AppLoadContext) {
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
  const state = readState(session, key);
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
  const methods: PaymentMethod[] = first
    ? await client
        .paymentMethods({ branch_id: first.branch.id, foodhall_id: boot?.foodHallId ?? undefined })
        .then((r) => r.methods)
        .catch(() => [])
    : [];
  const age = await ageRules(request, context, cart.lines, lng);
  const needs = contactNeeds(user, options?.orderType ?? 1);
  const { chosen, channel } = chosenPayment(methods, state);
  const location = options?.location ?? null;
  const facts: CheckoutFacts = {
    flow,
    orderType: options?.orderType ?? null,
    deliveryOutOfRange:
      page.billProblem?.problem.code === 'outOfRange' || page.billProblem?.problem.code === 'outsideProvider',
    scheduleInvalid: page.billProblem?.problem.code === 'schedule' || !!page.laterNotice,
    pickupDriveThru: options?.pickupType === 2,
    vehicleRegNo: options?.vehicleRegNo ?? '',
    addressInfoMissing:
      !location ||
      (ADDRESS_PARTS_COUNTRIES.includes(location.countryCode ?? '') &&
        (!location.establishmentName.trim() || !location.streetName.trim())),
    addressInvalid: false,
    loggedIn: !!user,
    consentMissing:
      age.restricted && (!state.consent.given || (age.idRequired && !(state.consent.front && state.consent.back))),
    phone: contactComplete(needs, state, user) ? (state.contact.phone ?? user?.phone ?? '-') : null,
    payment: {
      method: chosen ? chosen.method : null,
      channel: channel?.channel_code ?? null,
      trxId: state.payment?.trxId ?? null,
      trxRule: channel?.trx_id ?? null,
    },
    cardDetailsNeeded: false,
    linePayDetailsNeeded: false,
  };
  const block = checkoutBlocker(facts);
  const contactBlocks = !!user && !contactComplete(needs, state, user);
  return {
    shop,
    key,
    cart,
    page,
    cartHeaders: cartResponse.headers,
    menus,
    options,
    state,
    user,
    customer,
    flow,
    methods,
    age,
    needs,
    facts,
    block:
      contactBlocks && block.check > 10 ? ({ check: 10, step: 'phoneSheet', reason: 'phone' } as CheckoutBlock) : block,
    hall,
    chosen,
    channel,
  };
}

/** Where a blocking check sends the customer (SPEC §4: the sheet, the field, the login). */
function stepUrl(block: CheckoutBlock, g: Awaited<ReturnType<typeof gather>>): string {
  const brandId = g.cart.lines[0]?.brand.id ?? '';
  switch (block.step) {
    case 'orderTypeSheet':
      return `/brand/${brandId}/options?save=1&next=checkout`;
    case 'vehicleField':
      return `/brand/${brandId}/options?save=1&next=checkout&type=1&pickup=2#vehicleRegNo`;
    case 'addressSheet':
    case 'addressConfirm':
      return `/address?brandId=${brandId}`;
    case 'login':
      return loginPath('/checkout');
    case 'consent':
      return '/checkout?sheet=consent';
    case 'phoneSheet':
      return '/checkout?sheet=contact';
    default:
      return '/checkout?sheet=payment';
  }
}

export async function loadCheckout(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const search = parseSearch(url, querySchema);
  if (search.orderHash || search.parentUuid) return loadPostPayment(request, context, search);
  const g = await gather(request, context);
  if (!g.cart.lines.length) throw redirect('/cart');
  const { page, state, shop } = g;
  const now = Date.now();
  const reviewLeft = state.review ? Math.max(0, Math.ceil((state.review.startedAt + REVIEW_MS - now) / 1000)) : null;
  const total = page.bill?.total ?? 0;
  return json(
    {
      flow: g.flow as Exclude<CheckoutFlow, 'POST_PAYMENT'>,
      title: shop.t('checkout.title'),
      cart: page,
      brandId: g.cart.lines[0]!.brand.id,
      orderType: g.options?.orderType ?? null,
      pickupType: g.options?.pickupType ?? 1,
      vehicleRegNo: g.options?.vehicleRegNo ?? '',
      scheduled: g.options?.scheduleType === OrderTimeType.SCHEDULED ? page.scheduledFor : null,
      place:
        g.options?.orderType === DeliveryMethod.DELIVERY
          ? {
              kind: 'delivery' as const,
              address: g.options.location?.address ?? null,
              instruction: g.options.location?.instruction ?? '',
            }
          : {
              kind: 'branch' as const,
              title: g.menus?.branchInfo.title ?? '',
              address: g.menus?.branchInfo.address ?? '',
              table: shop.boot?.tableNo ?? null,
            },
      user: g.user
        ? {
            guest: g.user.is_guest,
            firstName: g.user.first_name,
            lastName: g.user.last_name,
            email: g.user.email,
            phone: g.user.phone,
          }
        : null,
      contact: state.contact,
      needs: g.needs,
      phoneRequired: g.options?.orderType === DeliveryMethod.PICKUP || g.options?.orderType === DeliveryMethod.DELIVERY,
      ...paymentView(g.methods, state, shop.lng),
      age: { ...g.age, consent: state.consent },
      block: g.block,
      payDisabled:
        !page.bill ||
        !!page.billProblem ||
        payButtonDisabled({
          flow: g.flow,
          method: g.facts.payment.method,
          trxId: g.facts.payment.trxId,
          trxRule: g.facts.payment.trxRule,
          paying: false,
          minimumError: page.minimum?.kind === 'error',
        }),
      saved: page.bill ? page.bill.discount + page.bill.deliveryDiscount : 0,
      total,
      review: state.review ? { left: reviewLeft! } : null,
      fee: state.fee,
      problem: state.problem,
      sheet: search.sheet ?? null,
    },
    { headers: g.cartHeaders.has('Set-Cookie') ? { 'Set-Cookie': g.cartHeaders.get('Set-Cookie')! } : {} },
  );
}

/** SPEC "POST_PAYMENT": paying an existing order (a dine-in table after eating) or a food-hall group. */
async function loadPostPayment(request: Request, context: AppLoadContext, search: z.infer<typeof querySchema>) {
  const customer = await requireUser(request, context);
  const { t, lng, session } = await shopRequest(request, context);
  const order = search.orderHash
    ? await customer.withAuth((c) => c.getOrder({ orderHash: search.orderHash! })).catch(notFoundAsNull)
    : null;
  const group = search.parentUuid
    ? await customer.withAuth((c) => c.getGroupOrder({ parentUuid: search.parentUuid! })).catch(notFoundAsNull)
    : null;
  const orders = order ? [order] : (group?.child_orders ?? []);
  if (!orders.length)
    throw redirect(search.orderHash ? `/order-details?orderHash=${encodeURIComponent(search.orderHash)}` : '/');
  const first = orders[0]!;
  const methods = await customer.client
    .paymentMethods({ branch_id: first.branch_id, foodhall_id: group?.foodhall_id ?? undefined })
    .then((r) => r.methods)
    .catch(() => [] as PaymentMethod[]);
  const key = `pay:${search.orderHash ?? search.parentUuid}`;
  const state = readState(session, key);
  const { chosen, channel } = chosenPayment(methods, state);
  return json({
    flow: 'POST_PAYMENT' as const,
    title: t('checkout.title'),
    orderHash: search.orderHash ?? null,
    parentUuid: search.parentUuid ?? null,
    currency: first.currency,
    orders: orders.map((o) => ({
      hash: o.order_hash,
      short: o.short_id,
      branch: o.branch.title,
      lines: o.cart.map((l) => ({
        id: l.id,
        quantity: l.quantity,
        title: localized(l.title, l.title_v2, lng),
        total: l.item_final_price_cent,
      })),
      total: o.final_price,
    })),
    total: orders.reduce((n, o) => n + o.final_price, 0),
    paid: orders.every((o) => o.payment_status_id === 1),
    ...paymentView(methods, state, lng),
    payDisabled: payButtonDisabled({
      flow: 'POST_PAYMENT',
      method: chosen?.method ?? null,
      trxId: state.payment?.trxId ?? null,
      trxRule: channel?.trx_id ?? null,
      paying: false,
      minimumError: false,
    }),
    problem: state.problem,
    sheet: search.sheet ?? null,
  });
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof PlatformError && error.status === 404) return null;
  throw error;
}

/** The method and channel the customer chose, among those the business offers now. */
function chosenPayment(methods: PaymentMethod[], state: CheckoutState) {
  const chosen = state.payment ? methods.find((m) => m.method === state.payment!.method) : undefined;
  const channel = chosen?.channels.find((c) => c.channel_code === state.payment?.channel) ?? null;
  return { chosen, channel };
}

/** The business's methods and the customer's choice as the page shows them, in the customer's language. */
function paymentView(methods: PaymentMethod[], state: CheckoutState, lng: string) {
  const { chosen, channel } = chosenPayment(methods, state);
  return {
    methods: methods.map((m) => ({
      method: m.method,
      name: localized(m.display_name, m.display_name_translation, lng),
      channels: m.channels.map((c) => ({
        code: c.channel_code,
        name: localized(c.name, c.name_translation, lng),
        bank: c.bank_name,
        account: c.account_name,
        number: c.wallet_number,
        trx: c.trx_id,
      })),
    })),
    payment: state.payment
      ? {
          ...state.payment,
          name: chosen ? localized(chosen.display_name, chosen.display_name_translation, lng) : null,
          channelName: channel ? localized(channel.name, channel.name_translation, lng) : null,
          trxRule: channel?.trx_id ?? null,
        }
      : null,
  };
}

// ---- the action -------------------------------------------------------------------------------------

async function saved(session: Session, context: AppLoadContext, to: string) {
  return redirect(to, { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
}

/** The payment methods sheet's choice, checked against what the business offers (SPEC §5 trxId rules). */
function choosePayment(
  form: FormData,
  methods: PaymentMethod[],
  state: CheckoutState,
): { ok: true; payment: CheckoutState['payment'] } | { ok: false; field: string; key: string } {
  const submission = parseWithZod(form, { schema: paymentSchema });
  if (submission.status !== 'success') return { ok: false, field: 'choice', key: 'checkout.errors.paymentRequired' };
  const [methodText, code] = submission.value.choice.split(':');
  const method = methods.find((m) => m.method === Number(methodText));
  const channel = method?.channels.find((c) => c.channel_code === code) ?? null;
  if (!method || (method.channels.length > 0 && !channel))
    return { ok: false, field: 'choice', key: 'checkout.errors.paymentRequired' };
  let trxId: string | null = null;
  if (channel?.trx_id) {
    // SPEC §5 "Once saved it cannot be updated… The custom channel cannot be switched while a trxId is saved."
    if (
      state.payment?.trxId &&
      (state.payment.channel !== channel.channel_code || state.payment.trxId !== submission.value.trxId?.trim())
    )
      return { ok: false, field: 'trxId', key: 'checkout.errors.trxLocked' };
    const problem = trxIdProblem(submission.value.trxId, channel.trx_id);
    if (problem) return { ok: false, field: 'trxId', key: `checkout.errors.trx.${problem}` };
    trxId = submission.value.trxId!.trim();
  } else if (state.payment?.trxId) {
    return { ok: false, field: 'choice', key: 'checkout.errors.trxLocked' };
  }
  return { ok: true, payment: { method: method.method, channel: channel?.channel_code ?? null, trxId } };
}

/** A refused payment choice, with what was sent, so that the sheet shows it again beside the message. */
function paymentRefused(form: FormData, refusal: { field: string; key: string }) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.slice(0, 80) : '';
  };
  return json(
    { field: refusal.field, error: refusal.key, choice: text('choice'), trxId: text('trxId') },
    { status: 400 },
  );
}

export async function checkoutAction(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const search = parseSearch(url, querySchema);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');
  if (search.orderHash || search.parentUuid) return payExistingAction(request, context, form, intent, search);
  const g = await gather(request, context);
  const { session } = g.shop;
  const state = g.state;
  const back = (sheet?: string) => `/checkout${sheet ? `?sheet=${sheet}` : ''}`;
  if (!g.cart.lines.length) return redirect('/cart', 303);

  switch (intent) {
    case 'contact': {
      const submission = parseWithZod(form, { schema: contactSchema(g.needs) });
      if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
      const v = submission.value;
      let phone = state.contact.phone;
      let region = state.contact.region;
      if (v.phone) {
        const parsed = phoneNumber(v.phone, v.region ?? g.user?.region ?? DEFAULTS.country);
        if (!parsed)
          return json(
            { result: submission.reply({ fieldErrors: { phone: ['checkout.errors.phone'] } }) },
            { status: 400 },
          );
        phone = parsed.e164;
        region = parsed.country;
      }
      writeState(session, g.key, {
        ...state,
        contact: {
          firstName: v.firstName?.trim() || state.contact.firstName,
          lastName: v.lastName?.trim() || state.contact.lastName,
          email: v.email?.trim() || state.contact.email,
          phone,
          region,
          notify: (v.notify as NotificationMethod | undefined) ?? state.contact.notify,
        },
        problem: null,
      });
      return saved(session, context, back());
    }
    case 'payment': {
      const chosen = choosePayment(form, g.methods, state);
      if (!chosen.ok) return paymentRefused(form, chosen);
      writeState(session, g.key, { ...state, payment: chosen.payment, problem: null });
      return saved(session, context, back());
    }
    case 'consent': {
      if (!g.user) return redirect(loginPath('/checkout'), 303);
      const given = form.get('consent') === 'on';
      let { front, back: backImage } = state.consent;
      for (const side of ['front', 'back'] as const) {
        const file = form.get(side);
        if (!isChosenFile(file)) continue;
        const uploaded = await uploadImage(g.customer, file, side === 'front' ? 'id_front' : 'id_back');
        if ('problem' in uploaded)
          return json(
            { field: side, error: `upload.errors.${uploaded.problem}`, text: uploaded.message },
            { status: 400 },
          );
        if (side === 'front') front = uploaded.path;
        else backImage = uploaded.path;
      }
      if (!given) return json({ field: 'consent', error: 'checkout.errors.consent' }, { status: 400 });
      writeState(session, g.key, { ...state, consent: { given, front, back: backImage }, problem: null });
      const missingId = g.age.idRequired && !(front && backImage);
      return saved(session, context, missingId ? back('consent') : back());
    }
    case 'pay': {
      if (g.block.step !== 'place') return saved(session, context, stepUrl(g.block, g));
      if (!g.page.bill || g.page.billProblem || g.page.minimum?.kind === 'error')
        return saved(session, context, back());
      // The review begins: its key makes every confirm of this review one order.
      writeState(session, g.key, {
        ...state,
        review: { startedAt: Date.now(), key: randomUUID(), deliveryFee: g.page.bill.deliveryFee },
        fee: null,
        problem: null,
      });
      return saved(session, context, back('review'));
    }
    case 'edit': {
      writeState(session, g.key, { ...state, review: null });
      return saved(session, context, back());
    }
    case 'acceptFee': {
      writeState(session, g.key, { ...state, fee: null, review: null });
      return saved(session, context, back());
    }
    case 'confirm': {
      if (!state.review) return saved(session, context, back());
      // SPEC §2: Confirm only once the 30 s countdown is over (the server timed it).
      if (Date.now() - state.review.startedAt < REVIEW_MS) return saved(session, context, back('review'));
      if (g.block.step !== 'place') {
        writeState(session, g.key, { ...state, review: null });
        return saved(session, context, stepUrl(g.block, g));
      }
      return placeFromCheckout(g, state.review, context);
    }
    default:
      return json({ error: 'checkout.errors.unknown' }, { status: 400 });
  }
}

/** SPEC §4 "Placing the order": one attempt per review key; the answer leads to the order or the group. */
async function placeFromCheckout(
  g: Awaited<ReturnType<typeof gather>>,
  review: NonNullable<CheckoutState['review']>,
  context: AppLoadContext,
) {
  const { session, boot, lng } = g.shop;
  const options = g.options!;
  const state = g.state;
  const foodHall = !!boot?.foodHallId;
  const notes = g.cart.notes ? Object.values(g.cart.notes).filter(Boolean).join('\n') : '';
  const location = options.location;
  const body = {
    idempotency_key: review.key,
    branch_id: foodHall ? undefined : g.cart.lines[0]!.branch.id,
    foodhall_id: boot?.foodHallId ?? null,
    is_foodhall_order: foodHall,
    table_no: boot?.tableNo ?? null,
    cart: cartBody(g.cart.lines),
    order_type: options.orderType,
    order_schedule_type: options.scheduleType,
    scheduled_delivery_time: options.scheduleType === OrderTimeType.SCHEDULED ? options.scheduledAt : null,
    delivery_location:
      options.orderType === DeliveryMethod.DELIVERY && location
        ? {
            latitude: location.lat,
            longitude: location.lon,
            address: location.address,
            instruction: location.instruction || null,
            establishment_name: location.establishmentName || null,
            street_name: location.streetName || null,
            flat_no: location.flatNo || null,
            additional_details: location.additionalDetails || null,
          }
        : null,
    user_info: {
      first_name: state.contact.firstName ?? g.user?.first_name ?? null,
      last_name: state.contact.lastName ?? g.user?.last_name ?? null,
      email: state.contact.email ?? g.user?.email ?? null,
      phone: state.contact.phone ?? g.user?.phone ?? null,
      region: state.contact.region ?? g.user?.region ?? null,
    },
    order_comment: notes,
    language: lng,
    store_hash: boot?.hash ?? null,
    store_mask: boot?.mask ?? null,
    pickup_order_type: options.pickupType,
    vehicle_reg_no: options.vehicleRegNo || null,
    vehicle_additional_details: options.vehicleDetails || null,
    notification_method: state.contact.notify ?? null,
    is_order_with_payment_channel: false,
    payment_method: g.flow === 'POST_PAY_ORDER' ? null : (state.payment?.method ?? null),
    payment_channel: g.flow === 'POST_PAY_ORDER' ? null : (state.payment?.channel ?? null),
    payment_trx_id: g.flow === 'POST_PAY_ORDER' ? null : (state.payment?.trxId ?? null),
    delivery_fee: review.deliveryFee,
    final_price: g.page.bill?.total,
    age_restriction_attachment: g.age.restricted
      ? { consent: state.consent.given, front: state.consent.front, back: state.consent.back }
      : null,
  };
  try {
    const placed = await g.customer.withAuth((c) => (foodHall ? c.placeOrderV2(body) : c.placeOrder(body)));
    // The order is the cart now: the cart goes (the order page clears it too, SPEC §2 clearCart).
    writeCart(session, g.key, { ...g.cart, lines: [] });
    writeState(session, g.key, { ...state, review: null, fee: null, problem: null, payment: state.payment });
    const to = placed.parent_order_uuid
      ? `/group-orders?parentUuid=${placed.parent_order_uuid}&clearCart=true`
      : `/order-details?orderHash=${placed.order_hash}&clearCart=true`;
    return redirect(to, { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.code === 'delivery_fee_updated') {
      const bill = error.details.calculate_bill_response as {
        delivery_fee_cent: number;
        total_price_cent: number;
        sub_total_cent: number;
      };
      writeState(session, g.key, {
        ...state,
        review: null,
        fee: {
          previous: Number(error.details.previous_delivery_fee ?? review.deliveryFee),
          next: bill.delivery_fee_cent,
          total: bill.total_price_cent,
          subtotal: bill.sub_total_cent,
        },
      });
      return saved(session, context, '/checkout?sheet=fee');
    }
    // SPEC §8: the order was not placed; nothing was written. A new review makes a new attempt.
    const key =
      error.status >= 500
        ? 'checkout.placeProblem'
        : error.code === 'price_updated'
          ? 'checkout.notPlaced'
          : 'checkout.placeFailed';
    writeState(session, g.key, {
      ...state,
      review: null,
      problem: { key, text: error.status < 500 && error.code !== 'price_updated' ? error.message : undefined },
    });
    if (error.code === 'price_updated')
      return redirectWithToast('/cart', { type: 'error', key }, context, {
        headers: { 'Set-Cookie': await commitSession(session, context) },
      });
    return saved(session, context, '/checkout');
  }
}

async function payExistingAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  intent: string,
  search: z.infer<typeof querySchema>,
) {
  const customer = await requireUser(request, context);
  const { session } = await shopRequest(request, context);
  const key = `pay:${search.orderHash ?? search.parentUuid}`;
  const here = search.orderHash
    ? `/checkout?orderHash=${encodeURIComponent(search.orderHash)}`
    : `/checkout?parentUuid=${encodeURIComponent(search.parentUuid!)}`;
  const state = readState(session, key);
  const order = search.orderHash
    ? await customer.withAuth((c) => c.getOrder({ orderHash: search.orderHash! })).catch(notFoundAsNull)
    : null;
  const group = search.parentUuid
    ? await customer.withAuth((c) => c.getGroupOrder({ parentUuid: search.parentUuid! })).catch(notFoundAsNull)
    : null;
  const first = order ?? group?.child_orders[0];
  if (!first) return redirect('/', 303);
  const methods = await customer.client
    .paymentMethods({ branch_id: first.branch_id, foodhall_id: group?.foodhall_id ?? undefined })
    .then((r) => r.methods);
  if (intent === 'payment') {
    const chosen = choosePayment(form, methods, state);
    if (!chosen.ok) return paymentRefused(form, chosen);
    writeState(session, key, { ...state, payment: chosen.payment, problem: null });
    return saved(session, context, here);
  }
  if (intent !== 'payExisting') return json({ error: 'checkout.errors.unknown' }, { status: 400 });
  if (!state.payment) return saved(session, context, `${here}&sheet=payment`);
  try {
    await customer.withAuth((c) =>
      c.paymentInit({
        order_hash: search.orderHash ?? null,
        parent_order_uuid: search.parentUuid ?? null,
        payment_method: state.payment!.method,
        payment_channel: state.payment!.channel,
        payment_trx_id: state.payment!.trxId,
      }),
    );
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    writeState(session, key, { ...state, problem: { key: 'checkout.payFailed', text: error.message } });
    return saved(session, context, here);
  }
  writeState(session, key, null);
  const to = search.orderHash
    ? `/order-details?orderHash=${encodeURIComponent(search.orderHash)}`
    : `/group-orders?parentUuid=${encodeURIComponent(search.parentUuid!)}`;
  return redirectWithToast(to, { type: 'success', key: 'checkout.paymentTold' }, context, {
    headers: { 'Set-Cookie': await commitSession(session, context) },
  });
}
