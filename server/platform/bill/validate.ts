// The bill's checks (SPEC §5 scheduling, §8 delivery and stock errors): the scheduled time, the delivery
// address against each branch (radius, city, the courier's reach), what is out of stock or too few, and
// the minimum basket. Each refusal keeps the SPEC body {code, error, message, details}.
import { DeliveryMethod, type DeliveryMethodId } from '../../../app/domain/constants';
import { validateChoices } from '../../../app/domain/modifiers';
import { scheduleErrorEnglish, scheduleRules, scheduleTypes, validateScheduled } from '../../../app/domain/schedule';
import type { Bill, BillRequest } from '../../../app/contract/bill';
import type { Branch } from '../../../app/contract/catalog';
import { ApiError } from '../http';
import { lowStockError, outOfStockError } from '../cart/refusals';
import type { Catalog } from '../catalog/catalog';
import { distanceMeters } from '../catalog/geo';
import type { GatheredLine } from './gathered';

/**
 * A scheduled order's time, checked with the shop's own rules (app/domain/schedule.ts); a bad one answers
 * 400 with the SPEC §5 text under scheduled_delivery_time, which the shop shows as the schedule error.
 */
export function checkScheduledTime(request: BillRequest, branch: Branch, now: Date): Date | null {
  if (request.order_schedule_type !== 2) return null;
  const rules = scheduleRules(branch, { foodHallTable: !!request.foodhall_id && !!request.table_no });
  const error = validateScheduled(rules, request.scheduled_delivery_time, now);
  if (error) {
    throw new ApiError(400, 'validation_error', `scheduled_delivery_time: ${scheduleErrorEnglish(error)}`, {
      scheduled_delivery_time: error.code,
      ...('minutes' in error ? { minutes: error.minutes } : {}),
      ...('days' in error ? { days: error.days } : {}),
    });
  }
  return new Date(request.scheduled_delivery_time!);
}

/**
 * SPEC §4 "ASAP is disabled when the branch is closed or instant delivery is unavailable", by the shop's own
 * rule (scheduleTypes): an ASAP order placed then is refused with SPEC §5's text under scheduled_delivery_time,
 * as a scheduled time at a closed hour is. Placement only — a bill may still be shown for a closed store.
 */
export function checkAsapOpen(
  request: Pick<BillRequest, 'order_schedule_type' | 'foodhall_id' | 'table_no'>,
  branch: Branch,
  now: Date,
): void {
  if (request.order_schedule_type === 2) return;
  const rules = scheduleRules(branch, { foodHallTable: !!request.foodhall_id && !!request.table_no });
  if (scheduleTypes(rules, now, 1, null).asapEnabled) return;
  throw new ApiError(400, 'validation_error', `scheduled_delivery_time: ${scheduleErrorEnglish({ code: 'closed' })}`, {
    scheduled_delivery_time: 'closed',
  });
}

const OUTSIDE_AREA = "This address is outside the restaurant's delivery area. Please use a different one.";

/**
 * A delivery goes within the branch's radius, in its city, and within its courier's reach (SPEC §8
 * delivery errors). Answers the distance in metres (null when nothing is delivered).
 */
export async function checkDelivery(
  catalog: Catalog,
  request: BillRequest,
  branch: Branch,
  orderType: DeliveryMethodId,
): Promise<number | null> {
  if (orderType !== DeliveryMethod.DELIVERY || !request.delivery_location) return null;
  const { latitude, longitude, city_id } = request.delivery_location;
  const distance = Math.round(distanceMeters({ lat: latitude, lon: longitude }, branch));
  if (city_id && branch.city_id && city_id !== branch.city_id) {
    throw new ApiError(422, 'multiple_city_delivery_not_allowed', OUTSIDE_AREA);
  }
  if (distance > branch.delivery_radius) {
    throw new ApiError(422, 'delivery_out_of_range', OUTSIDE_AREA, { distance, radius: branch.delivery_radius });
  }
  // A 3PL branch's deliveries go with a courier provider, only as far as its couriers go (SPEC §8).
  const courier = branch.three_pl_enabled ? await catalog.branchThreePl(branch.id) : null;
  if (courier?.enabled && courier.max_distance_meter != null && distance > courier.max_distance_meter) {
    throw new ApiError(
      422,
      'distance_sla_exceeded',
      'The provided address is outside the service area of our delivery provider',
      { distance, max_distance: courier.max_distance_meter, provider: courier.provider },
    );
  }
  return distance;
}

/**
 * Every line can be had: what cannot be ordered (gone, sold out, closed then, or whose choices changed on
 * the menu since the line was made) answers item_oos with all their names, then too few left answers
 * low_stock.
 */
export function checkStock(lines: readonly GatheredLine[], options: { counted?: boolean } = {}): void {
  const counted = options.counted ?? true;
  const soldOut: { id: number; title: string }[] = [];
  const lowStock: { id: number; title: string; left: number }[] = [];
  for (const { line, found, verdict, stock, sameItem } of lines) {
    if (!verdict.ok) {
      soldOut.push({ id: line.item_id, title: found?.item.title ?? line.title ?? String(line.item_id) });
      continue;
    }
    const { item } = found!;
    const left = stock.get(item.id)?.quantity;
    if (counted && left != null && sameItem > left) lowStock.push({ id: item.id, title: item.title, left });
    if (validateChoices(item.groups, line.groups).length) soldOut.push({ id: item.id, title: item.title });
  }
  if (soldOut.length) throw outOfStockError(soldOut);
  if (lowStock.length) throw lowStockError(lowStock);
}

/** The highest minimum basket of the cart's branches for the order type (met is known once priced). */
export function minimumBasket(branches: readonly Branch[], orderType: DeliveryMethodId): Bill['minimum_basket'] {
  let minimum = { order_type: orderType, min_cent: 0, met: true };
  for (const branch of branches) {
    const min = {
      1: branch.capabilities.min_pickup_basket_cent,
      2: branch.capabilities.min_delivery_basket_cent,
      3: branch.capabilities.min_dinein_basket_cent,
    }[orderType];
    if (min > minimum.min_cent) minimum = { order_type: orderType, min_cent: min, met: true };
  }
  return minimum;
}
