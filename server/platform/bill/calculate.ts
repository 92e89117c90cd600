// SPEC §7 "Bill (POST)": re-prices a cart from the menu (never from the client), checks every line, and
// runs the bill engine of app/domain/bill.ts. Errors have the SPEC body {code, error, message, details}.
import { z } from 'zod';
import {
  calculateBill,
  type BillCampaign,
  type BillLine,
  type BillResult,
  type BranchFees,
} from '../../../app/domain/bill';
import { categoryAvailable, itemState, sectionAvailable } from '../../../app/domain/availability';
import { busyMinutes } from '../../../app/domain/busy';
import { BUSY_WINDOW_MINUTES, DeliveryMethod, LIMITS, type DeliveryMethodId } from '../../../app/domain/constants';
import { choicesPrice, validateChoices, type ChosenGroup } from '../../../app/domain/modifiers';
import { itemPrice } from '../../../app/domain/prices';
import { localMoment } from '../../../app/domain/store-hours';
import { scheduleErrorEnglish, scheduleRules, validateScheduled } from '../../../app/domain/schedule';
import type * as W from '../../../app/platform-client/wire.server';
import { ApiError } from '../http';
import type { Catalog } from '../catalog/catalog';
import { distanceMeters } from '../catalog/geo';

const chosenGroup: z.ZodType<ChosenGroup> = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive(),
      modifiers: z
        .array(
          z
            .object({ id: z.number().int().positive(), qty: z.number(), groups: z.array(chosenGroup).max(50) })
            .passthrough(),
        )
        .max(100),
    })
    .passthrough(),
);

const cartItem = z
  .object({
    id: z.string().max(64).optional(),
    item_id: z.number().int().positive(),
    quantity: z.number().int().min(1).max(LIMITS.stepperMax),
    groups: z.array(chosenGroup).max(50).default([]),
    comment: z.string().max(LIMITS.itemNoteMax).default(''),
    brand: z.object({ id: z.number().int().positive() }).passthrough(),
    branch: z.object({ id: z.number().int().positive(), menu_version: z.number().int().optional() }).passthrough(),
    /** the client's idea of one item's price with modifiers: a change is reported */
    price: z.number().int().optional(),
  })
  .passthrough();

export const billRequestSchema = z
  .object({
    branch_id: z.number().int().positive().optional(),
    foodhall_id: z.number().int().positive().nullable().optional(),
    business_id: z.number().int().positive().nullable().optional(),
    currency: z.string().max(8).optional(),
    cart: z.array(cartItem).max(200),
    order_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    order_schedule_type: z.union([z.literal(1), z.literal(2)]).default(1),
    scheduled_delivery_time: z.string().max(40).nullable().optional(),
    table_no: z.string().max(20).nullable().optional(),
    applied_promo: z.unknown().optional(),
    number_of_customer: z.number().int().min(0).max(1000).optional(),
    number_of_senior_citizen: z.number().int().min(0).max(20).optional(),
    reward_point_id: z.union([z.number(), z.string()]).nullable().optional(),
    is_order_with_payment_channel: z.boolean().default(false),
    payment_method: z.number().int().nullable().optional(),
    payment_channel: z.string().max(64).nullable().optional(),
    ignore_calc_bill_fees: z.boolean().default(false),
    applied_campaigns: z.array(z.unknown()).optional(),
    external_voucher_code: z.string().max(64).nullable().optional(),
    voucher_provider_id: z.number().int().nullable().optional(),
    for_maxim: z.boolean().optional(),
    delivery_location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        address: z.string().max(500).optional(),
        city_id: z.number().int().positive().optional(),
      })
      .nullable()
      .optional(),
  })
  .passthrough();
export type BillRequest = z.infer<typeof billRequestSchema>;

function feesOf(settings: Record<string, unknown> | null, caps: W.Capabilities): BranchFees {
  const f = (settings?.fees ?? {}) as Partial<Record<string, number>>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
  return {
    delivery_base: n(f.delivery_base),
    delivery_per_km: n(f.delivery_per_km),
    service_percent: n(f.service_percent),
    service_by_customer: caps.service_fee_by_customer_enabled,
    gateway_percent: n(f.gateway_percent),
    gateway_by_customer: caps.gateway_fee_by_customer_enabled,
    packaging_fee: n(f.packaging_fee),
    restaurant_service_percent: n(f.restaurant_service_percent),
  };
}

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export interface BillResponseExtras {
  currency: W.Currency;
  vat_label: string | null;
  price_updated: boolean;
  updated_items: { id: string | null; item_id: number; previous_price: number | null; price: number }[];
  menu_versions: { branch_id: number; menu_version: number }[];
  minimum_basket: { order_type: number; min_cent: number; met: boolean };
  merged_fee_title: string | null;
  delivery_distance: number | null;
}

/** Amount fields of SPEC §3 "Bill", each with its _cent twin (major units = minor / 100). */
const AMOUNTS = [
  'sub_total',
  'discount_amount',
  'discounted_subtotal',
  'vat_price',
  'delivery_fee',
  'delivery_fee_discount',
  'service_fee',
  'gateway_fee',
  'total_service_gateway_fee',
  'custom_fee',
  'restaurant_service_fee',
  'additional_fee',
  'reward_price',
  'total_promo_discount',
  'rounded_off',
  'total_price',
] as const;

export function billWire(bill: BillResult, extras: BillResponseExtras) {
  const amounts: Record<string, number> = {};
  for (const key of AMOUNTS) {
    amounts[key] = bill[key] / 100;
    amounts[`${key}_cent`] = bill[key];
  }
  amounts.total_display_price = bill.total_price / 100;
  amounts.total_display_price_cent = bill.total_price;
  return {
    ...amounts,
    is_vat_included: bill.is_vat_included,
    is_large_order: bill.is_large_order,
    applied_promo: null,
    applied_campaigns: bill.applied_campaigns,
    items: bill.items.map((i) => ({
      ...i,
      campaign_discount_cent: i.campaign_discount,
      item_final_price_cent: i.item_final_price,
    })),
    cart_bills: bill.cart_bills.map((b) => ({
      branch_id: b.branch_id,
      sub_total_cent: b.sub_total,
      total_price_cent: b.total_price,
    })),
    ...extras,
  };
}

/**
 * A scheduled order's time, checked with the shop's own rules (app/domain/schedule.ts); a bad one answers
 * 400 with the SPEC §5 text under scheduled_delivery_time, which the shop shows as the schedule error.
 */
function checkScheduledTime(request: BillRequest, branch: W.Branch, now: Date): Date | null {
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

export async function calculateBillFor(
  catalog: Catalog,
  request: BillRequest,
  options: { foodHall: boolean; now: Date },
) {
  const { now } = options;
  if (request.cart.length === 0) throw new ApiError(400, 'validation_error', 'cart: must not be empty');
  const branchIds = [...new Set(request.cart.map((l) => l.branch.id))];
  if (!options.foodHall && branchIds.length > 1) {
    throw new ApiError(400, 'validation_error', 'cart: one branch per bill; a food-hall cart uses /calculate/bill/v2');
  }
  if (!options.foodHall && request.branch_id && branchIds[0] !== request.branch_id) {
    throw new ApiError(400, 'validation_error', 'branch_id: the cart belongs to another branch');
  }
  if (options.foodHall) {
    if (!request.foodhall_id) throw new ApiError(400, 'validation_error', 'foodhall_id: required');
    const hall = await catalog.foodHallBranch({ foodhallId: request.foodhall_id });
    if (branchIds.some((id) => !hall.foodhall.branch_ids.includes(id)))
      throw new ApiError(400, 'validation_error', 'cart: a line is not from this food hall');
  }

  const orderType = request.order_type as DeliveryMethodId;
  const lines: BillLine[] = [];
  const campaigns: BillCampaign[] = [];
  const branches = [];
  const soldOut: { id: number; title: string }[] = [];
  const lowStock: { id: number; title: string; left: number }[] = [];
  const updated: BillResponseExtras['updated_items'] = [];
  const versions: BillResponseExtras['menu_versions'] = [];
  let currency: W.Currency | null = null;
  let vatLabel: string | null = null;
  let minimum = { order_type: orderType, min_cent: 0, met: true };
  let mergedTitle: string | null = null;
  let distance: number | null = null;

  for (const branchId of branchIds) {
    const branchLines = request.cart.filter((l) => l.branch.id === branchId);
    let branch: W.Branch | null = null;
    let settings: Record<string, unknown> | null = null;
    let scheduledFor: Date | null = null;
    for (const brandId of [...new Set(branchLines.map((l) => l.brand.id))]) {
      const menus = await catalog.storeMenus({ brandId, branchId }).catch((error) => {
        if (error instanceof ApiError && error.status === 404)
          throw new ApiError(400, 'validation_error', 'cart: a brand is not served at this branch');
        throw error;
      });
      const checkSchedule = branch === null;
      branch = menus.branchInfo;
      if (checkSchedule) scheduledFor = checkScheduledTime(request, branch, now);
      currency ??= menus.currency;
      settings = await catalog.businessSettingsOf(menus.business.id);
      if (menus.brand.is_busy) {
        const minutes = busyMinutes(menus.brand, now) ?? BUSY_WINDOW_MINUTES;
        throw new ApiError(
          409,
          'brand_busy',
          `This restaurant is not accepting orders now. Try again in ${minutes} minutes.`,
          { busy_minutes: minutes, brand_id: brandId },
        );
      }
      for (const c of [...menus.campaigns.items, ...menus.campaigns.categories, ...menus.campaigns.orders]) {
        campaigns.push({ ...c, brand_id: brandId });
      }
      // A scheduled order's items are checked for the time it is for (SPEC §5).
      const at = localMoment(scheduledFor ?? now, branch.timezone);
      const stock = await catalog.cache.stockAt(branchId);
      for (const line of branchLines.filter((l) => l.brand.id === brandId)) {
        let found: { item: W.MenuItem; section: W.MenuSection; category: W.MenuCategory } | undefined;
        for (const section of menus.sections)
          for (const category of section.sub_sections)
            for (const item of category.items) if (item.id === line.item_id) found = { item, section, category };
        if (!found || found.item.hidden) {
          soldOut.push({ id: line.item_id, title: String((line as { title?: unknown }).title ?? line.item_id) });
          continue;
        }
        const { item, section, category } = found;
        const state = itemState(item, sectionAvailable(section, at) && categoryAvailable(category, at), now);
        const later = request.order_schedule_type === 2 && branch.capabilities.scheduled_order_enabled;
        const addable =
          state === 'available' ||
          (later &&
            (state === 'notNow' || (state === 'snoozed' && branch.capabilities.scheduled_order_oos_item_allowed)));
        if (!addable) {
          soldOut.push({ id: item.id, title: item.title });
          continue;
        }
        const left = stock.get(item.id)?.quantity;
        const sameItem = branchLines.filter((l) => l.item_id === item.id).reduce((n, l) => n + l.quantity, 0);
        if (left != null && sameItem > left) lowStock.push({ id: item.id, title: item.title, left });
        if (validateChoices(item.groups, line.groups).length) {
          // The item's choices changed on the menu since the line was made: it cannot be ordered as it is.
          soldOut.push({ id: item.id, title: item.title });
          continue;
        }
        const unit = itemPrice(item, orderType).unit + choicesPrice(item.groups, line.groups);
        const stale = line.branch.menu_version != null && line.branch.menu_version !== branch.menu_version;
        if (stale || (line.price != null && line.price !== unit)) {
          updated.push({ id: line.id ?? null, item_id: item.id, previous_price: line.price ?? null, price: unit });
        }
        lines.push({
          id: line.id ?? `${branchId}:${item.id}:${lines.length}`,
          item_id: item.id,
          category_id: category.id,
          brand_id: brandId,
          branch_id: branchId,
          quantity: line.quantity,
          unit_price: unit,
          vat_rate: item.vat,
        });
      }
    }
    if (!branch) continue;
    versions.push({ branch_id: branch.id, menu_version: branch.menu_version });
    if (branch.vat_label) vatLabel ??= branch.vat_label;
    // Delivery: within the branch's radius, in its city, and within its courier's reach (SPEC §8 delivery errors).
    let distanceM: number | null = null;
    if (orderType === DeliveryMethod.DELIVERY && request.delivery_location) {
      distanceM = Math.round(
        distanceMeters({ lat: request.delivery_location.latitude, lon: request.delivery_location.longitude }, branch),
      );
      distance = Math.max(distance ?? 0, distanceM);
      if (request.delivery_location.city_id && branch.city_id && request.delivery_location.city_id !== branch.city_id) {
        throw new ApiError(
          422,
          'multiple_city_delivery_not_allowed',
          "This address is outside the restaurant's delivery area. Please use a different one.",
        );
      }
      if (distanceM > branch.delivery_radius) {
        throw new ApiError(
          422,
          'delivery_out_of_range',
          "This address is outside the restaurant's delivery area. Please use a different one.",
          { distance: distanceM, radius: branch.delivery_radius },
        );
      }
      // A 3PL branch's deliveries go with a courier provider, only as far as its couriers go (SPEC §8).
      const courier = branch.three_pl_enabled ? await catalog.branchThreePl(branch.id) : null;
      if (courier?.enabled && courier.max_distance_meter != null && distanceM > courier.max_distance_meter) {
        throw new ApiError(
          422,
          'distance_sla_exceeded',
          'The provided address is outside the service area of our delivery provider',
          { distance: distanceM, max_distance: courier.max_distance_meter, provider: courier.provider },
        );
      }
    }
    const vatConfig = branch.custom_vat_config;
    branches.push({
      branch_id: branch.id,
      vat: vatConfig
        ? {
            rate: vatConfig.rate,
            included: vatConfig.included,
            label: vatConfig.label ?? branch.vat_label ?? undefined,
          }
        : null,
      fees: feesOf(settings, branch.capabilities),
      distance_m: distanceM,
    });
    const min = {
      1: branch.capabilities.min_pickup_basket_cent,
      2: branch.capabilities.min_delivery_basket_cent,
      3: branch.capabilities.min_dinein_basket_cent,
    }[orderType];
    if (min > minimum.min_cent) minimum = { order_type: orderType, min_cent: min, met: true };
  }

  if (soldOut.length) {
    throw new ApiError(
      409,
      'item_oos',
      `${joinNames([...new Set(soldOut.map((s) => s.title))])} out of stock!`,
      Object.fromEntries(soldOut.map((s) => [s.id, s.title])),
    );
  }
  if (lowStock.length) {
    throw new ApiError(
      409,
      'low_stock',
      `Stock unavailable for ${joinNames(lowStock.map((s) => s.title))}!`,
      Object.fromEntries(lowStock.map((s) => [s.id, s.left])),
    );
  }
  if (options.foodHall && request.foodhall_id) {
    const hall = await catalog.foodHallBranch({ foodhallId: request.foodhall_id });
    if (hall.foodhall_settings.merge_fees_enabled) mergedTitle = hall.foodhall_settings.merge_fees_title;
  }

  const bill = calculateBill({
    currency: currency!.code,
    order_type: orderType,
    lines,
    branches,
    campaigns,
    payment_method: request.is_order_with_payment_channel ? (request.payment_method ?? null) : null,
    ignore_fees: request.ignore_calc_bill_fees,
    // Promos, vouchers and rewards are accepted now and applied when the promotions issue lands.
    reward: 0,
    promo: 0,
  });
  minimum.met = bill.discounted_subtotal >= minimum.min_cent;
  return billWire(bill, {
    currency: currency!,
    vat_label: bill.vat_label ?? vatLabel,
    price_updated: updated.length > 0,
    updated_items: updated,
    menu_versions: versions,
    minimum_basket: minimum,
    merged_fee_title: mergedTitle,
    delivery_distance: distance,
  });
}
