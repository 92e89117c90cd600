// The order options of SPEC §3 "Cart state" (order type, schedule, branch, delivery location, pickup
// sub-type and vehicle), kept in the session per store key like the cart, and the place a customer is
// choosing a branch for (`/address` → `/branch-selection`).
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { DeliveryMethod, LIMITS, OrderTimeType, PickupType, type DeliveryMethodId } from '~/domain/constants';
import { isTableEntity, type EntityTypeId } from '~/domain/entity-types';
import { formatOpening } from '~/domain/datetime';
import { driveThruOffered, offeredOrderTypes } from '~/domain/order-types';
import { scheduleRules, scheduleTypes } from '~/domain/schedule';
import { HTML_LANG, type Language } from '~/i18n/languages';
import type { Boot } from '~/utils/boot.server';
import type { Branch } from '~/contract/catalog';
import { dropPromoForOrderType } from '~/features/promotions/applied-promo.server';

const locationSchema = z.object({
  placeId: z.string().nullable(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  countryCode: z.string().nullable().default(null),
  instruction: z.string().max(LIMITS.addressInstructionMax).default(''),
  establishmentName: z.string().default(''),
  streetName: z.string().default(''),
  flatNo: z.string().default(''),
  additionalDetails: z.string().default(''),
  /**
   * SPEC §4 check 7: the maps provider could not name this position and the customer confirmed it, typing the
   * address (then `address` is what they typed): the confirmation sheet stays open to them for changes.
   */
  confirmed: z.boolean().default(false),
});
export type DeliveryLocation = z.infer<typeof locationSchema>;

const storedSchema = z.object({
  orderType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  scheduleType: z.union([z.literal(1), z.literal(2)]),
  scheduledAt: z.string().nullable().default(null),
  branchId: z.number().int().nullable().default(null),
  location: locationSchema.nullable().default(null),
  pickupType: z.union([z.literal(1), z.literal(2)]).default(1),
  vehicleRegNo: z.string().max(LIMITS.vehicleFieldMax).default(''),
  vehicleDetails: z.string().max(LIMITS.vehicleFieldMax).default(''),
});
export type OrderOptions = z.infer<typeof storedSchema>;

function storedOptions(session: Session, key: string): OrderOptions | null {
  const all = session.get('orderOptions') as Record<string, unknown> | undefined;
  const parsed = storedSchema.safeParse(all?.[key]);
  return parsed.success ? parsed.data : null;
}

/** A table in a food hall: scheduling is always on there, four days ahead (SPEC §5). */
export function atFoodHallTable(boot: Boot | null): boolean {
  return !!boot?.foodHallId && isTableEntity(boot.entityType as EntityTypeId, !!boot.tableNo);
}

/** The natural order type: dine-in at a table, otherwise the branch's default delivery method. */
export function defaultOrderType(boot: Boot | null, branch: Pick<Branch, 'capabilities'>): DeliveryMethodId {
  const atTable = boot ? isTableEntity(boot.entityType as EntityTypeId, !!boot.tableNo) : false;
  const methods = offeredOrderTypes(branch.capabilities);
  const wanted = (
    atTable && methods.includes(DeliveryMethod.DINE_IN)
      ? DeliveryMethod.DINE_IN
      : branch.capabilities.default_delivery_method_id
  ) as DeliveryMethodId;
  return methods.includes(wanted) ? wanted : (methods[0] ?? DeliveryMethod.PICKUP);
}

/**
 * The order options in force: what the customer saved, else the natural default (ASAP). A saved order
 * type the branch does not offer falls back to the default; drive-thru only where the branch has it.
 */
export function readOrderOptions(
  session: Session,
  key: string,
  boot: Boot | null,
  branch: Pick<Branch, 'capabilities'> | Branch,
  now = new Date(),
): OrderOptions {
  const stored = storedOptions(session, key);
  const methods = offeredOrderTypes(branch.capabilities);
  const base: OrderOptions = stored ?? {
    orderType: defaultOrderType(boot, branch),
    scheduleType: OrderTimeType.ASAP,
    scheduledAt: null,
    branchId: null,
    location: null,
    pickupType: PickupType.COUNTER,
    vehicleRegNo: '',
    vehicleDetails: '',
  };
  const orderType = methods.includes(base.orderType) ? base.orderType : defaultOrderType(boot, branch);
  const driveThru = driveThruOffered(branch.capabilities, orderType);
  // SPEC §4 "Schedule type": a closed branch (or one without instant orders) switches ASAP to scheduled.
  const schedule =
    'available_times' in branch
      ? scheduleTypes(
          scheduleRules(branch, { foodHallTable: atFoodHallTable(boot) }),
          now,
          base.scheduleType,
          base.scheduledAt,
        )
      : null;
  return {
    ...base,
    orderType,
    scheduleType: schedule?.type ?? base.scheduleType,
    scheduledAt: schedule ? schedule.scheduledAt : base.scheduledAt,
    pickupType: driveThru ? base.pickupType : PickupType.COUNTER,
    ...(driveThru && base.pickupType === PickupType.DRIVE_THRU ? {} : { vehicleRegNo: '', vehicleDetails: '' }),
  };
}

/** The instant a scheduled order is for (null for ASAP): menus and items are judged at that time. */
export function scheduledMoment(options: OrderOptions): Date | null {
  if (options.scheduleType !== OrderTimeType.SCHEDULED || !options.scheduledAt) return null;
  const at = new Date(options.scheduledAt);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The schedule type the customer asked for, before SPEC §4 switched it for a closed branch: ASAP unless a
 * scheduled order was chosen (the default is ASAP).
 */
export function askedScheduleType(session: Session, key: string): 1 | 2 {
  return storedOptions(session, key)?.scheduleType ?? OrderTimeType.ASAP;
}

/**
 * What the order-type card says back (issue 12): the order type, a drive-thru, when (a scheduled order's time
 * in the branch's zone; null for ASAP), where (the delivery address, else the branch), the vehicle and the
 * table. The one source of the menu's card, /panel's and the checkout's (components/menu/OrderTypeCard.tsx).
 */
export function orderCardOf(
  options: OrderOptions,
  at: { branch: Pick<Branch, 'title' | 'timezone'> | null; tableNo: string | null; lng: Language },
) {
  const scheduled = scheduledMoment(options);
  const pickup = options.orderType === DeliveryMethod.PICKUP;
  return {
    orderType: options.orderType,
    driveThru: pickup && options.pickupType === PickupType.DRIVE_THRU,
    when: scheduled && at.branch ? formatOpening(scheduled, at.branch.timezone, HTML_LANG[at.lng]) : null,
    place:
      options.orderType === DeliveryMethod.DELIVERY ? (options.location?.address ?? null) : (at.branch?.title ?? null),
    vehicle:
      pickup && options.vehicleRegNo ? { regNo: options.vehicleRegNo, details: options.vehicleDetails || null } : null,
    table: options.orderType === DeliveryMethod.DINE_IN ? at.tableNo : null,
  };
}
export type OrderCard = ReturnType<typeof orderCardOf>;

/** The branch the customer chose for this store (null: the link's own branch). */
export function chosenBranchId(session: Session, key: string): number | null {
  return storedOptions(session, key)?.branchId ?? null;
}

/** The delivery place saved with the order options, if any. */
export function savedLocation(session: Session, key: string): DeliveryLocation | null {
  return storedOptions(session, key)?.location ?? null;
}

/** Saves the store's order options; answers the code of a promo the new order type removed (SPEC §4 dine-in). */
export function writeOrderOptions(session: Session, key: string, options: OrderOptions): string | null {
  const all = { ...((session.get('orderOptions') as Record<string, unknown> | undefined) ?? {}) };
  all[key] = storedSchema.parse(options);
  session.set('orderOptions', all);
  return dropPromoForOrderType(session, key, options.orderType);
}

/**
 * The saved delivery place changed in place (check 7's confirmation), nothing else of the saved options:
 * false when there are none to change.
 */
export function writeSavedLocation(session: Session, key: string, location: DeliveryLocation): boolean {
  const stored = storedOptions(session, key);
  if (!stored) return false;
  writeOrderOptions(session, key, { ...stored, location });
  return true;
}

/** The place picked on `/address`, waiting for a branch on `/branch-selection`. */
export function readPendingLocation(session: Session, key: string): DeliveryLocation | null {
  const all = session.get('pendingLocation') as Record<string, unknown> | undefined;
  const parsed = locationSchema.safeParse(all?.[key]);
  return parsed.success ? parsed.data : null;
}

export function writePendingLocation(session: Session, key: string, location: DeliveryLocation | null): void {
  const all = { ...((session.get('pendingLocation') as Record<string, unknown> | undefined) ?? {}) };
  if (location) all[key] = locationSchema.parse(location);
  else delete all[key];
  session.set('pendingLocation', all);
}

export { locationSchema };
