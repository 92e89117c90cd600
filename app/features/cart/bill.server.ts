// The bill of a cart, from the platform (the authority on every price), its errors as typed values the page
// words (SPEC §8 "Bill errors"), the applied promo in every request (SPEC §7), and the fingerprint a kept bill is recognised by (SPEC §3 "Cart state": bill).
import type { Cart } from '~/domain/cart';
import { DeliveryMethod, OrderTimeType } from '~/domain/constants';
import { isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import type { ChosenGroup } from '~/domain/modifiers';
import type { ScheduleError } from '~/domain/schedule';
import type { Language } from '~/i18n/languages';
import { localized } from '~/domain/localize';
import type { Boot } from '~/utils/boot.server';
import type { OrderOptions } from '~/features/branches/order-options.server';
import { PlatformError } from '~/platform-client/client.server';
import type { Authed } from '~/utils/auth.server';
import type { Bill } from '~/contract/bill';
import { promoBillFields, type AppliedPromo } from '~/features/promotions/applied-promo.server';
import type { Session } from '@remix-run/node';
import { readState, type CheckoutState } from '~/features/checkout/checkout-state.server';
import { ownSenior, seniorBillFields } from '~/features/checkout/senior.server';
import { readAuth } from '~/utils/auth.server';

/**
 * What the customer chose at the checkout that the bill answers to: the payment (SPEC §7
 * is_order_with_payment_channel — a business that passes its gateway fee on charges it for the chosen channel)
 * and the applied promo (SPEC §7 "applied_promo" in every bill request).
 */
export interface BillChoices {
  payment: { method: number; channel: string | null } | null;
  promo: AppliedPromo | null;
  /** the senior citizen / PWD counts and cards (SPEC §7 bill body number_of_customer, number_of_senior_citizen) */
  senior: CheckoutState['senior'];
  /** the loyalty reward chosen at checkout (its id: SPEC §7 reward_point_id) */
  reward: number | null;
}

/** The checkout's choices of this cart (its state in the session), as the bill is asked for them. */
export function billChoices(session: Session, key: string): BillChoices {
  const { payment, promo, senior, reward } = readState(session, key);
  return {
    payment: payment ? { method: payment.method, channel: payment.channel } : null,
    promo,
    senior: ownSenior(senior, readAuth(session)?.user.id),
    reward: reward?.id ?? null,
  };
}

/**
 * A bill refusal (SPEC §8), as a value: the page turns it into words. `coverage` and `schedule` errors
 * say what the customer can change (the address, the order time).
 */
export type BillProblem =
  | { kind: 'bill'; code: 'outOfStock' | 'lowStock'; names: string[] }
  | { kind: 'bill'; code: 'outOfRange' | 'outsideProvider' }
  | { kind: 'bill'; code: 'busy'; minutes: number }
  | { kind: 'bill'; code: 'schedule'; error: ScheduleError }
  /** any other refusal: the platform's own text (SPEC §8 "other errors show the server's text") */
  | { kind: 'bill'; code: 'other'; errorCode: string; message: string };

const scheduleCodes = new Set(['invalid', 'too_soon', 'too_far', 'closed']);

export type BillOutcome = { bill: Bill; problem: null } | { bill: null; problem: BillProblem };

/**
 * A line as the bill is asked to price it: a cart line, or the line being added or edited (no price and
 * no menu_version yet: the platform prices it from the menu and does not report it as a price change).
 */
export interface DraftLine {
  id: string;
  item_id: number;
  title?: string;
  title_v2?: Record<string, string> | null;
  quantity: number;
  comment: string;
  groups: ChosenGroup[];
  price?: number;
  brand: { id: number };
  branch: { id: number; menu_version?: number };
}

/** The lines as the bill request carries them: each with its branch's menu_version, no notice text. */
export function cartBody(lines: readonly DraftLine[]) {
  return lines.map((l) => ({
    id: l.id,
    item_id: l.item_id,
    title: l.title,
    quantity: l.quantity,
    comment: l.comment,
    groups: l.groups,
    price: l.price,
    brand: { id: l.brand.id },
    branch: { id: l.branch.id, menu_version: l.branch.menu_version },
  }));
}

/** The platform's refusal as a typed problem; item names in the customer's language where the cart has them. */
export function billProblem(error: PlatformError, lines: readonly DraftLine[], lng: Language): BillProblem {
  const titleOf = (itemId: string) => {
    const line = lines.find((l) => String(l.item_id) === itemId);
    return line?.title ? localized(line.title, line.title_v2 ?? null, lng) : itemId;
  };
  const names = () => [...new Set(Object.keys(error.details).map(titleOf))];
  switch (error.code) {
    case 'item_oos':
      return { kind: 'bill', code: 'outOfStock', names: names() };
    case 'low_stock':
      return { kind: 'bill', code: 'lowStock', names: names() };
    case 'delivery_out_of_range':
    case 'multiple_city_delivery_not_allowed':
      return { kind: 'bill', code: 'outOfRange' };
    case 'distance_sla_exceeded':
      return { kind: 'bill', code: 'outsideProvider' };
    case 'brand_busy':
      return { kind: 'bill', code: 'busy', minutes: Number(error.details.busy_minutes ?? 60) };
    case 'validation_error': {
      // SPEC §8: an error about scheduled_delivery_time is the schedule error, in the user's language.
      const code = error.details.scheduled_delivery_time;
      if (typeof code === 'string' && scheduleCodes.has(code)) {
        const schedule = {
          code,
          minutes: Number(error.details.minutes ?? 0),
          days: Number(error.details.days ?? 0),
        } as ScheduleError;
        return { kind: 'bill', code: 'schedule', error: schedule };
      }
      return { kind: 'bill', code: 'other', errorCode: error.code, message: error.message };
    }
    default:
      return { kind: 'bill', code: 'other', errorCode: error.code, message: error.message };
  }
}

/** The customer a bill is asked for: authenticated (bearer token, a 401 refreshed once) or public. */
export type BillCustomer = Pick<Authed, 'withAuth' | 'auth'>;

/**
 * The lines priced by the platform. SPEC §6: a logged-in customer's bill is the authenticated one (the
 * bearer token sent, a 401 refreshed once); a visitor's is the public one.
 */
export async function priceLines({
  customer,
  lines,
  boot,
  options,
  choices,
  lng,
}: {
  customer: BillCustomer;
  lines: readonly DraftLine[];
  boot: Boot | null;
  options: OrderOptions;
  choices: BillChoices;
  lng: Language;
}): Promise<BillOutcome | null> {
  if (lines.length === 0) return null;
  const foodHall = !!boot?.foodHallId && isFoodHallEntity(boot.entityType as EntityTypeId);
  try {
    // SPEC §7 "Bill (POST)": authenticated or public, for one branch or a food-hall table (v2).
    const bill = await customer.withAuth((client) =>
      (client.authenticated
        ? foodHall
          ? client.calculateBillV2
          : client.calculateBill
        : foodHall
          ? client.calculateBillPublicV2
          : client.calculateBillPublic)({
        branch_id: foodHall ? undefined : lines[0]!.branch.id,
        foodhall_id: foodHall ? boot!.foodHallId : null,
        cart: cartBody(lines),
        order_type: options.orderType,
        order_schedule_type: options.scheduleType,
        scheduled_delivery_time: options.scheduleType === OrderTimeType.SCHEDULED ? options.scheduledAt : null,
        table_no: boot?.tableNo ?? null,
        delivery_location:
          options.orderType === DeliveryMethod.DELIVERY && options.location
            ? {
                latitude: options.location.lat,
                longitude: options.location.lon,
                address: options.location.address,
              }
            : null,
        ...promoBillFields(choices.promo),
        // SPEC §4: no senior citizen attachments on dine-in (a table's link sets it without saving the options)
        ...seniorBillFields(options.orderType === DeliveryMethod.DINE_IN ? null : choices.senior),
        reward_point_id: choices.reward,
        is_order_with_payment_channel: !!choices.payment,
        payment_method: choices.payment?.method ?? null,
        payment_channel: choices.payment?.channel ?? null,
      }),
    );
    return { bill, problem: null };
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return { bill: null, problem: billProblem(error, lines, lng) };
    throw error;
  }
}

/** The cart's bill (see priceLines). */
export function billForCart(args: {
  customer: BillCustomer;
  cart: Cart;
  boot: Boot | null;
  options: OrderOptions;
  choices: BillChoices;
  lng: Language;
}): Promise<BillOutcome | null> {
  return priceLines({ ...args, lines: args.cart.lines });
}

/**
 * What a bill depends on, as one string: the lines (item, choices and note by their key, quantity, the
 * price and menu_version they were priced at), the order options, who asks, and the branches' menu
 * versions, and the checkout's choices. A kept bill whose fingerprint equals the cart's now still prices the
 * cart (SPEC §3 "Cart state": bill). Notes are not in it: they do not change a price.
 */
export function billFingerprint({
  cart,
  options,
  choices,
  boot,
  customerId,
  versions,
}: {
  cart: Cart;
  options: OrderOptions;
  choices: BillChoices;
  boot: Boot | null;
  customerId: number | null;
  versions: readonly { branch_id: number; menu_version: number }[];
}): string {
  const scheduled = options.scheduleType === OrderTimeType.SCHEDULED;
  const delivery = options.orderType === DeliveryMethod.DELIVERY && options.location;
  return JSON.stringify({
    lines: cart.lines.map((l) => [l.id, l.key, l.quantity, l.price, l.branch.id, l.branch.menu_version]),
    options: [
      options.orderType,
      options.scheduleType,
      scheduled ? options.scheduledAt : null,
      delivery ? [options.location!.lat, options.location!.lon] : null,
    ],
    place: [boot?.foodHallId ?? null, boot?.tableNo ?? null],
    payment: choices.payment ? [choices.payment.method, choices.payment.channel] : null,
    customer: customerId,
    promo: choices.promo ? [choices.promo.id, choices.promo.code, choices.promo.voucher_provider_id] : null,
    senior: choices.senior ? [choices.senior.customers, choices.senior.seniors, choices.senior.cards] : null,
    reward: choices.reward,
    versions: [...versions].sort((a, b) => a.branch_id - b.branch_id).map((v) => [v.branch_id, v.menu_version]),
  });
}
