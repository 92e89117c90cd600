// The bill of the session's cart, from the platform (the authority on every price), and its errors in
// the user's language (SPEC §8 "Bill errors").
import type { Cart } from './domain/cart';
import { DeliveryMethod } from './domain/constants';
import { isFoodHallEntity, type EntityTypeId } from './domain/entity-types';
import type { Language } from './i18n/languages';
import { HTML_LANG } from './i18n/languages';
import { fixedT } from './i18n/instances.server';
import { localized } from './domain/localize';
import type { Boot } from './boot.server';
import type { OrderOptions } from './order-options.server';
import { PlatformError } from './platform-client/client.server';
import type { Authed } from './auth.server';
import type { Bill } from './platform-client/wire.server';
import type { ScheduleError } from './domain/schedule';

export interface BillError {
  code: string;
  message: string;
  /** the address no longer works for delivery: the address sheet should open (SPEC §8) */
  coverage: boolean;
  /** the scheduled time no longer works: the order options sheet should open (SPEC §4 "Place order" 4) */
  schedule?: boolean;
}

/** The schedule error of SPEC §5 as the customer reads it. */
export function scheduleErrorText(error: ScheduleError | null, lng: Language): string | null {
  if (!error) return null;
  const t = fixedT(lng);
  switch (error.code) {
    case 'too_soon':
      return t('schedule.tooSoon', { count: error.minutes });
    case 'too_far':
      return t('schedule.tooFar', { count: error.days });
    case 'closed':
      return t('schedule.closed');
    default:
      return t('schedule.invalid');
  }
}

const scheduleCodes = new Set(['invalid', 'too_soon', 'too_far', 'closed']);

export type BillOutcome = { bill: Bill; error: null } | { bill: null; error: BillError };

/** The cart as the bill request carries it: lines with their branch's menu_version, no notice text. */
function cartBody(cart: Cart) {
  return cart.lines.map((l) => ({
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

export function billErrorText(error: PlatformError, cart: Cart, lng: Language): BillError {
  const t = fixedT(lng);
  const list = (names: string[]) => new Intl.ListFormat(HTML_LANG[lng], { type: 'conjunction' }).format(names);
  const titleOf = (itemId: string) => {
    const line = cart.lines.find((l) => String(l.item_id) === itemId);
    return line ? localized(line.title, line.title_v2, lng) : itemId;
  };
  const names = () => list([...new Set(Object.keys(error.details).map(titleOf))]);
  switch (error.code) {
    case 'item_oos':
      return { code: error.code, message: t('bill.outOfStock', { names: names() }), coverage: false };
    case 'low_stock':
      return { code: error.code, message: t('bill.lowStock', { names: names() }), coverage: false };
    case 'delivery_out_of_range':
    case 'multiple_city_delivery_not_allowed':
      return { code: error.code, message: t('bill.outOfRange'), coverage: true };
    case 'distance_sla_exceeded':
      return { code: error.code, message: t('bill.outsideProvider'), coverage: true };
    case 'brand_busy':
      return {
        code: error.code,
        message: t('brand.busy', { count: Number(error.details.busy_minutes ?? 60) }),
        coverage: false,
      };
    case 'validation_error': {
      // SPEC §8: an error about scheduled_delivery_time is the schedule error, in the user's language.
      const code = error.details.scheduled_delivery_time;
      if (typeof code === 'string' && scheduleCodes.has(code)) {
        const message = scheduleErrorText(
          {
            code,
            minutes: Number(error.details.minutes ?? 0),
            days: Number(error.details.days ?? 0),
          } as ScheduleError,
          lng,
        )!;
        return { code: error.code, message, coverage: false, schedule: true };
      }
      return { code: error.code, message: error.message || t('bill.generic'), coverage: false };
    }
    default:
      // SPEC §8: other errors show the server's text.
      return { code: error.code, message: error.message || t('bill.generic'), coverage: false };
  }
}

/**
 * The cart priced by the platform. SPEC §6: a logged-in customer's bill is the authenticated one (the
 * bearer token sent, a 401 refreshed once); a visitor's is the public one.
 */
export async function billForCart({
  authed,
  cart,
  boot,
  options,
  lng,
}: {
  authed: Pick<Authed, 'withAuth'>;
  cart: Cart;
  boot: Boot | null;
  options: OrderOptions;
  lng: Language;
}): Promise<BillOutcome | null> {
  if (cart.lines.length === 0) return null;
  const foodHall = !!boot?.foodHallId && isFoodHallEntity(boot.entityType as EntityTypeId);
  try {
    const bill = await authed.withAuth((client) =>
      client.calculateBill(
        {
          branch_id: foodHall ? undefined : cart.lines[0]!.branch.id,
          foodhall_id: foodHall ? boot!.foodHallId : null,
          cart: cartBody(cart),
          order_type: options.orderType,
          order_schedule_type: options.scheduleType,
          scheduled_delivery_time: options.scheduleType === 2 ? options.scheduledAt : null,
          table_no: boot?.tableNo ?? null,
          delivery_location:
            options.orderType === DeliveryMethod.DELIVERY && options.location
              ? {
                  latitude: options.location.lat,
                  longitude: options.location.lon,
                  address: options.location.address,
                }
              : null,
        },
        { foodHall },
      ),
    );
    return { bill, error: null };
  } catch (error) {
    if (error instanceof PlatformError && error.status < 500)
      return { bill: null, error: billErrorText(error, cart, lng) };
    throw error;
  }
}
