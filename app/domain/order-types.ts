// SPEC §3 branch capabilities (delivery_method_ids, pickup_only, pickup_drive_thru) and §4 "Pickup" (counter
// clears the vehicle; drive-thru only if pickup_drive_thru, and it needs the vehicle registration): which
// order types a branch takes and whether an order's type, pickup sub-type and vehicle can be had there. The
// shop's order options offer and keep by these; the platform refuses an order by them.
import { DeliveryMethod, PickupType, type DeliveryMethodId, type PickupTypeId } from './constants';

export interface OrderTypeCapabilities {
  delivery_method_ids: readonly number[];
  /** a branch that hands everything over the counter: pickup alone, whatever else it lists */
  pickup_only?: boolean;
  pickup_drive_thru?: boolean;
}

const METHODS: readonly number[] = Object.values(DeliveryMethod);

/** The order types the branch takes, in its own order. */
export function offeredOrderTypes(capabilities: OrderTypeCapabilities): DeliveryMethodId[] {
  const known = capabilities.delivery_method_ids.filter((m): m is DeliveryMethodId => METHODS.includes(m));
  return capabilities.pickup_only ? known.filter((m) => m === DeliveryMethod.PICKUP) : known;
}

/** Whether an order of this type can be a drive-thru pickup here. */
export function driveThruOffered(capabilities: OrderTypeCapabilities, orderType: DeliveryMethodId): boolean {
  return orderType === DeliveryMethod.PICKUP && !!capabilities.pickup_drive_thru;
}

export interface OrderTypeChoice {
  orderType: DeliveryMethodId;
  pickupType: PickupTypeId;
  vehicleRegNo: string | null | undefined;
}

/** A drive-thru pickup without the vehicle's registration (blank counts as none). */
export function vehicleMissing(choice: OrderTypeChoice): boolean {
  return (
    choice.orderType === DeliveryMethod.PICKUP &&
    choice.pickupType === PickupType.DRIVE_THRU &&
    !choice.vehicleRegNo?.trim()
  );
}

export type OrderTypeProblem = 'typeUnavailable' | 'driveThruUnavailable' | 'vehicleRequired';

/** Why the branch cannot take this order type, pickup sub-type and vehicle; null when it can. */
export function orderTypeProblem(
  capabilities: OrderTypeCapabilities,
  choice: OrderTypeChoice,
): OrderTypeProblem | null {
  if (!offeredOrderTypes(capabilities).includes(choice.orderType)) return 'typeUnavailable';
  const driveThru = choice.orderType === DeliveryMethod.PICKUP && choice.pickupType === PickupType.DRIVE_THRU;
  if (driveThru && !driveThruOffered(capabilities, choice.orderType)) return 'driveThruUnavailable';
  if (vehicleMissing(choice)) return 'vehicleRequired';
  return null;
}
