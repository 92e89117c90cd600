// Branch selection (SPEC §2 "Address and branch selection", §5 "Delivery"): the branches of a brand for the
// chosen place and order type, nearest first, beyond the delivery radius dimmed and refused — or, on
// `/food-hall-branch-selection`, a food hall's stalls. Both routes are this one page over two scopes, and the
// `/address` action chooses a place's only branch with it, so it stays at the top of app/.
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { EMPTY_CART } from '~/domain/cart';
import { DeliveryMethod, OrderTimeType, TIMINGS, type DeliveryMethodId } from '~/domain/constants';
import { formatOpening } from '~/domain/datetime';
import { isTableEntity, type EntityTypeId } from '~/domain/entity-types';
import { homePath, type Boot } from '~/utils/boot.server';
import { readCart, storeKey, writeCart } from '~/features/cart/cart.server';
import { listedState } from '~/features/branches/branch-state.server';
import {
  askedScheduleType,
  readOrderOptions,
  scheduledMoment,
  readPendingLocation,
  savedLocation,
  writeOrderOptions,
  writePendingLocation,
  type DeliveryLocation,
} from '~/features/branches/order-options.server';
import type { PlatformClient } from '~/platform-client/client.server';
import type { AvailableBranch } from '~/contract/discovery';
import { HTML_LANG, type Language } from '~/i18n/languages';
import { commitSession } from '~/utils/session.server';
import { redirectWithToast, type Toast } from '~/utils/toast.server';
import { payGoesOn } from '~/features/checkout/checkout-state.server';
import { shopRequest, type ShopRequest } from '~/utils/shop.server';
import { parseSearch } from '~/utils/request.server';
import { readFormData } from '~/utils/form-data.server';
import { refuse } from '~/utils/refusal.server';

const orderType = z.coerce.number().int().min(1).max(3) as unknown as z.ZodType<DeliveryMethodId>;

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional());

const querySchema = z.object({
  brandId: optionalId,
  type: orderType.optional(),
  q: z.string().trim().max(100).default(''),
  confirm: z.enum(['clear']).optional(),
  branchId: z.coerce.number().int().positive().optional(),
  lng: z.string().optional(),
});

/** The place a delivery is for: the one just picked on /address, else the one already saved. */
function placeFor(session: Session, key: string): DeliveryLocation | null {
  return readPendingLocation(session, key) ?? savedLocation(session, key);
}

function rows(
  branches: AvailableBranch[],
  type: DeliveryMethodId,
  atTable: boolean,
  state: { brandId: number | undefined; lng: Language; now: Date },
) {
  return branches.map((b) => {
    const lacksType = !b.order_type_available;
    const outOfRange = type === DeliveryMethod.DELIVERY && b.in_range === false;
    return {
      id: b.id,
      title: b.title,
      address: b.address,
      // SPEC §2: distance shown except for food-hall tables.
      distanceKm: atTable ? null : b.user_distance,
      open: b.store_open,
      // Closed (with its reopening) or busy (with its wait), for the brand the choice leads to.
      state: listedState(b, b.brand_ids.length ? brandOf(b, state.brandId) : null, state.lng, state.now),
      outOfRange,
      lacksType,
      selectable: !lacksType && !outOfRange,
      brandIds: b.brand_ids,
    };
  });
}

/** Where the list comes from: a brand's branches, or (`/food-hall-branch-selection`) a food hall's stalls. */
interface SelectionScope {
  foodHallId: number | null;
  path: string;
}

async function branchesFor(
  client: PlatformClient,
  scope: SelectionScope,
  brandId: number | undefined,
  type: DeliveryMethodId,
  place: DeliveryLocation | null,
) {
  const { branches } = await client.branchAvailability({
    ...(scope.foodHallId ? { foodhall_id: scope.foodHallId } : { brand_id: brandId }),
    order_type: type,
    lat: place?.lat,
    lon: place?.lon,
  });
  // In a food hall, a brand's own stalls when one is asked for, else every stall.
  return scope.foodHallId && brandId ? branches.filter((b) => b.brand_ids.includes(brandId)) : branches;
}

/** The scope of the request: food-hall selection needs a food-hall link, else it goes home. */
function scopeOf(boot: Boot | null, hall: boolean): SelectionScope {
  if (!hall) return { foodHallId: null, path: '/branch-selection' };
  if (!boot?.foodHallId) throw redirect(homePath(boot));
  return { foodHallId: boot.foodHallId, path: '/food-hall-branch-selection' };
}

/** The menu a chosen branch leads to: the asked brand, or in a food hall the stall's own brand. */
function brandOf(branch: { brand_ids: number[] }, brandId: number | undefined): number {
  return brandId && branch.brand_ids.includes(brandId) ? brandId : branch.brand_ids[0]!;
}

const atTableOf = (boot: Boot | null) => !!boot && isTableEntity(boot.entityType as EntityTypeId, !!boot.tableNo);

/** A cart of another branch would be cleared by this choice (a food-hall cart holds several stalls). */
function cartConflict(session: Session, key: string, scope: SelectionScope, branchId: number): boolean {
  const cart = readCart(session, key);
  return !scope.foodHallId && cart.lines.length > 0 && cart.lines[0]!.branch.id !== branchId;
}

/**
 * Is the only branch's choice already in the order options, so the menu can simply be opened? The brand has
 * no other branch to show; what must agree is the order type (and, for delivery, a place already saved).
 * In a food hall, whose stalls are fixed, any pickup or dine-in the customer has will do unless a type was
 * asked for.
 */
function choiceSaved(
  session: Session,
  key: string,
  boot: Boot | null,
  branch: AvailableBranch,
  type: DeliveryMethodId,
  hallDefault: boolean,
): boolean {
  const { orderType } = readOrderOptions(session, key, boot, branch);
  if (type === DeliveryMethod.DELIVERY)
    return orderType === type && !readPendingLocation(session, key) && !!savedLocation(session, key);
  return hallDefault ? orderType !== DeliveryMethod.DELIVERY : orderType === type;
}

export async function loadBranchSelection(request: Request, context: AppLoadContext, hall = false) {
  const query = parseSearch(new URL(request.url), querySchema);
  const { lng, boot, session, client, t } = await shopRequest(request, context);
  const scope = scopeOf(boot, hall);
  if (!query.brandId && !scope.foodHallId) throw redirect(homePath(boot));
  const key = storeKey(boot);
  const atTable = atTableOf(boot);
  // A food hall's stalls are for pickup or, at a table, dine-in; a brand's branches default to delivery.
  const type =
    query.type ??
    (scope.foodHallId ? (atTable ? DeliveryMethod.DINE_IN : DeliveryMethod.PICKUP) : DeliveryMethod.DELIVERY);
  const place = type === DeliveryMethod.DELIVERY ? placeFor(session, key) : null;
  if (type === DeliveryMethod.DELIVERY && !place) throw redirect(`/address?brandId=${query.brandId ?? ''}`);
  const available = await branchesFor(client, scope, query.brandId, type, place);
  const all = rows(available, type, atTable, { brandId: query.brandId, lng, now: new Date() });
  const needle = query.q.toLocaleLowerCase(lng);
  const list = needle ? all.filter((b) => b.title.toLocaleLowerCase(lng).includes(needle)) : all;
  const cart = readCart(session, key);
  // SPEC §2: one branch and no query → on to the menu after 2 s (the page says so meanwhile). A loader
  // writes nothing: the choice was saved by the action before (the address details), or is the customer's
  // already; otherwise the one branch waits for its Select.
  let autoTo: string | null = null;
  const only = all.length === 1 && all[0]!.selectable ? available[0]! : null;
  if (only && !needle && !query.confirm && !cartConflict(session, key, scope, only.id)) {
    const hallDefault = !!scope.foodHallId && query.type === undefined;
    if (choiceSaved(session, key, boot, only, type, hallDefault)) autoTo = `/brand/${brandOf(only, query.brandId)}`;
  }
  return json({
    title: t('branch.title'),
    path: scope.path,
    home: homePath(boot),
    brandId: query.brandId ?? null,
    type,
    q: query.q,
    place: place?.address ?? null,
    branches: list,
    none: all.length === 0,
    autoTo,
    autoSeconds: TIMINGS.redirectDelayMs / 1000,
    currentBranchId: cart.lines[0]?.branch.id ?? null,
    confirm: query.confirm && query.branchId ? { branchId: query.branchId } : null,
  });
}

/**
 * Saves the chosen branch with the order options. When the choice turns the customer's "As soon as
 * possible" into a scheduled order (SPEC §4 "Schedule type": a closed branch), answers the toast that says so.
 */
async function saveChoice(
  shop: ShopRequest,
  brandId: number,
  branchId: number,
  type: DeliveryMethodId,
  place: DeliveryLocation | null,
): Promise<Toast | null> {
  const { session, boot, client, lng } = shop;
  const key = storeKey(boot);
  const branch = (await client.storeMenusPublic({ brandID: brandId, branchID: branchId })).branchInfo;
  const asked = askedScheduleType(session, key);
  const current = readOrderOptions(session, key, boot, branch);
  writeOrderOptions(session, key, {
    ...current,
    orderType: type,
    branchId,
    location: type === DeliveryMethod.DELIVERY ? place : current.location,
  });
  writePendingLocation(session, key, null);
  const at = scheduledMoment(current);
  return asked === OrderTimeType.ASAP && at
    ? {
        type: 'info',
        key: 'branchState.scheduledInstead',
        values: { branch: branch.title, time: formatOpening(at, branch.timezone, HTML_LANG[lng]) },
      }
    : null;
}

/**
 * For the `/address` action: when one branch of the brand serves the place (and no cart of another branch
 * is in the way), it is chosen with the place, as its Select would. Says whether it was.
 */
export async function chooseOnlyBranch(
  shop: ShopRequest,
  brandId: number,
  place: DeliveryLocation,
): Promise<{ toast: Toast | null } | null> {
  const scope = scopeOf(shop.boot, false);
  const type = DeliveryMethod.DELIVERY;
  const all = rows(await branchesFor(shop.client, scope, brandId, type, place), type, atTableOf(shop.boot), {
    brandId,
    lng: shop.lng,
    now: new Date(),
  });
  const only = all.length === 1 && all[0]!.selectable ? all[0]! : null;
  if (!only || cartConflict(shop.session, storeKey(shop.boot), scope, only.id)) return null;
  return { toast: await saveChoice(shop, brandOf({ brand_ids: only.brandIds }, brandId), only.id, type, place) };
}

const actionSchema = z.object({
  brandId: optionalId,
  branchId: z.coerce.number().int().positive(),
  type: orderType,
  confirm: z.enum(['clear']).optional(),
});

export async function branchSelectionAction(request: Request, context: AppLoadContext, hall = false) {
  const form = await readFormData(request);
  const shop = await shopRequest(request, context);
  const { boot, session, client } = shop;
  const scope = scopeOf(boot, hall);
  const parsed = parseWithZod(form, { schema: actionSchema });
  if (parsed.status !== 'success') return refuse(400, { key: 'branch.none' });
  const input = parsed.value;
  const key = storeKey(boot);
  const place = input.type === DeliveryMethod.DELIVERY ? placeFor(session, key) : null;
  if (input.type === DeliveryMethod.DELIVERY && !place) return redirect(`/address?brandId=${input.brandId ?? ''}`, 303);
  const chosen = rows(await branchesFor(client, scope, input.brandId, input.type, place), input.type, atTableOf(boot), {
    brandId: input.brandId,
    lng: shop.lng,
    now: new Date(),
  }).find((b) => b.id === input.branchId);
  if (!chosen) return refuse(404, { key: 'branch.none' });
  // SPEC §8: beyond the radius, or a branch without the order type, is refused with its text.
  if (chosen.outOfRange) return refuse(422, { key: 'bill.outOfRange' });
  if (chosen.lacksType)
    return refuse(422, {
      key: input.type === DeliveryMethod.DELIVERY ? 'branch.deliveryUnavailable' : 'branch.none',
    });
  const conflict = cartConflict(session, key, scope, chosen.id);
  if (conflict && !input.confirm) {
    const back = new URLSearchParams({
      ...(input.brandId ? { brandId: String(input.brandId) } : {}),
      type: String(input.type),
      confirm: 'clear',
      branchId: String(chosen.id),
    });
    return redirect(`${scope.path}?${back}`, 303);
  }
  if (conflict) writeCart(session, key, EMPTY_CART);
  const brandId = brandOf({ brand_ids: chosen.brandIds }, input.brandId);
  const toast = await saveChoice(shop, brandId, chosen.id, input.type, place);
  // a paying customer sent to choose the delivery place (SPEC §4 checks 2–6): with its cart kept, the pay goes on
  const to = (!conflict && input.type === DeliveryMethod.DELIVERY && payGoesOn(session, key)) || `/brand/${brandId}`;
  const headers = { 'Set-Cookie': await commitSession(session, context) };
  return toast ? redirectWithToast(to, toast, context, { headers }) : redirect(to, { status: 303, headers });
}
