// `/branch-selection` (SPEC §2 "Address and branch selection", §5 "Delivery"): the branches of a brand for
// the chosen place and order type, nearest first; beyond the delivery radius dimmed and refused.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { EMPTY_CART } from './domain/cart';
import { DeliveryMethod, TIMINGS, type DeliveryMethodId } from './domain/constants';
import { isTableEntity, type EntityTypeId } from './domain/entity-types';
import { homePath } from './boot.server';
import { readCart, storeKey, writeCart } from './cart.server';
import {
  readOrderOptions,
  readPendingLocation,
  savedLocation,
  writeOrderOptions,
  writePendingLocation,
  type DeliveryLocation,
} from './order-options.server';
import type { PlatformClient } from './platform-client/client.server';
import type { AvailableBranch } from './platform-client/wire.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';
import { parseSearch } from './utils/request.server';
import type { Session } from '@remix-run/node';
import type { Boot } from './boot.server';

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

function rows(branches: AvailableBranch[], type: DeliveryMethodId, atTable: boolean) {
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
      outOfRange,
      lacksType,
      selectable: !lacksType && !outOfRange,
      brandIds: b.brand_ids,
    };
  });
}

/** Where the list comes from: a brand's branches, or (`/food-hall-branch-selection`) a food hall's stalls. */
export interface SelectionScope {
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

export async function loadBranchSelection(request: Request, context: AppLoadContext, hall = false) {
  const query = parseSearch(new URL(request.url), querySchema);
  const { lng, boot, session, client } = await shopRequest(request, context);
  const scope = scopeOf(boot, hall);
  if (!query.brandId && !scope.foodHallId) throw redirect(homePath(boot));
  const key = storeKey(boot);
  const t = fixedT(lng);
  const atTable = !!boot && isTableEntity(boot.entityType as EntityTypeId, !!boot.tableNo);
  // A food hall's stalls are for pickup or, at a table, dine-in; a brand's branches default to delivery.
  const type =
    query.type ??
    (scope.foodHallId ? (atTable ? DeliveryMethod.DINE_IN : DeliveryMethod.PICKUP) : DeliveryMethod.DELIVERY);
  const place = type === DeliveryMethod.DELIVERY ? placeFor(session, key) : null;
  if (type === DeliveryMethod.DELIVERY && !place) throw redirect(`/address?brandId=${query.brandId ?? ''}`);
  const all = rows(await branchesFor(client, scope, query.brandId, type, place), type, atTable);
  const needle = query.q.toLocaleLowerCase(lng);
  const list = needle ? all.filter((b) => b.title.toLocaleLowerCase(lng).includes(needle)) : all;
  const cart = readCart(session, key);
  const selectable = all.filter((b) => b.selectable);
  // SPEC §2: one branch and no query → on to the menu after 2 s (the page says so meanwhile).
  let autoTo: string | null = null;
  if (!needle && !query.confirm && selectable.length === 1 && all.length === 1) {
    const conflict = !scope.foodHallId && cart.lines.length > 0 && cart.lines[0]!.branch.id !== selectable[0]!.id;
    if (!conflict) {
      const brandId = brandOf({ brand_ids: selectable[0]!.brandIds }, query.brandId);
      await saveChoice(session, key, boot, client, brandId, selectable[0]!.id, type, place);
      autoTo = `/brand/${brandId}`;
    }
  }
  return json(
    {
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
    },
    { headers: { 'Set-Cookie': await commitSession(session, context) } },
  );
}

async function saveChoice(
  session: Session,
  key: string,
  boot: Boot | null,
  client: PlatformClient,
  brandId: number,
  branchId: number,
  type: DeliveryMethodId,
  place: DeliveryLocation | null,
) {
  const branch = (await client.storeMenus({ brandID: brandId, branchID: branchId })).branchInfo;
  const current = readOrderOptions(session, key, boot, branch);
  writeOrderOptions(session, key, {
    ...current,
    orderType: type,
    branchId,
    location: type === DeliveryMethod.DELIVERY ? place : current.location,
  });
  writePendingLocation(session, key, null);
}

const actionSchema = z.object({
  brandId: optionalId,
  branchId: z.coerce.number().int().positive(),
  type: orderType,
  confirm: z.enum(['clear']).optional(),
});

export async function branchSelectionAction(request: Request, context: AppLoadContext, hall = false) {
  const { lng, boot, session, client } = await shopRequest(request, context);
  const scope = scopeOf(boot, hall);
  const t = fixedT(lng);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ error: t('branch.none') }, { status: 400 });
  const input = parsed.data;
  const key = storeKey(boot);
  const place = input.type === DeliveryMethod.DELIVERY ? placeFor(session, key) : null;
  if (input.type === DeliveryMethod.DELIVERY && !place) return redirect(`/address?brandId=${input.brandId ?? ''}`, 303);
  const atTable = !!boot && isTableEntity(boot.entityType as EntityTypeId, !!boot.tableNo);
  const chosen = rows(await branchesFor(client, scope, input.brandId, input.type, place), input.type, atTable).find(
    (b) => b.id === input.branchId,
  );
  if (!chosen) return json({ error: t('branch.none') }, { status: 404 });
  // SPEC §8: beyond the radius, or a branch without delivery, is refused with its text.
  if (chosen.outOfRange) return json({ error: t('bill.outOfRange') }, { status: 422 });
  if (chosen.lacksType)
    return json(
      { error: t(input.type === DeliveryMethod.DELIVERY ? 'branch.deliveryUnavailable' : 'branch.none') },
      { status: 422 },
    );
  const cart = readCart(session, key);
  // A food-hall cart holds several stalls: choosing one never clears it.
  const conflict = !scope.foodHallId && cart.lines.length > 0 && cart.lines[0]!.branch.id !== chosen.id;
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
  await saveChoice(session, key, boot, client, brandId, chosen.id, input.type, place);
  return redirect(`/brand/${brandId}`, {
    status: 303,
    headers: { 'Set-Cookie': await commitSession(session, context) },
  });
}
