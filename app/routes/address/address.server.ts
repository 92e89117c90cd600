// `/address` (SPEC §2 "Address and branch selection"): address search from 3 characters, the browser's
// position, suggestions; a chosen place waits in the session for `/branch-selection`, after its details
// (rider instructions; the address parts where the country needs them).
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { DEFAULTS, LIMITS } from '~/domain/constants';
import { isFreshPosition } from '~/domain/location';
import { addressPartsRequired } from '~/domain/delivery-address';
import { readCart, storeKey } from '~/features/cart/cart.server';
import { payGoesOn } from '~/features/checkout/checkout-state.server';
import { chooseOnlyBranch } from '~/features/branches/branch-selection.server';
import {
  readPendingLocation,
  savedLocation,
  writePendingLocation,
  type DeliveryLocation,
} from '~/features/branches/order-options.server';
import { PlatformError } from '~/platform-client/client.server';
import type { Place } from '~/contract/maps';
import { commitSession } from '~/utils/session.server';
import { toastHeader } from '~/utils/toast.server';
import { shopRequest } from '~/utils/shop.server';
import { homePath } from '~/utils/boot.server';
import { parseSearch } from '~/utils/request.server';
import { readFormData } from '~/utils/form-data.server';
import { addressDetailsSchema } from './address.schema';
import { refuse } from '~/utils/refusal.server';

/** Why a place could not be taken, worded by the page (SPEC §8 "Location"). */
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional());

/** Where a chosen place leads: a brand's branch selection, or (in-app) back to stores near you. */
const targetSchema = z
  .object({
    brandId: optionalId,
    next: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['brands', 'branches']).optional()),
  })
  .refine((t) => t.brandId !== undefined || t.next !== undefined);
type Target = z.infer<typeof targetSchema>;

const querySchema = z.object({
  brandId: optionalId,
  next: z.enum(['brands', 'branches']).optional(),
  q: z.string().trim().max(100).default(''),
  type: z.enum(['1', '2', '3']).optional(),
  /** the second step: the chosen place's details (instructions, address parts) */
  step: z.enum(['details']).optional(),
  lng: z.string().optional(),
});

const targetQuery = (t: Target) => (t.brandId ? `brandId=${t.brandId}` : `next=${t.next ?? ''}`);

/**
 * SPEC §7 session-token: the provider bills a search and its pick as one session. Derived from the shop
 * session's id (every visitor has one, a row or not) and the last place taken, so nothing is stored: a pick
 * starts the next session.
 */
function mapsToken(session: Session, key: string, context: AppLoadContext): string {
  const last = readPendingLocation(session, key) ?? savedLocation(session, key);
  return createHmac('sha256', context.sessionSecrets[0] ?? '')
    .update(`maps:${session.id}:${last?.placeId ?? ''}`)
    .digest('base64url')
    .slice(0, 32);
}

export async function loadAddress(request: Request, context: AppLoadContext) {
  const query = parseSearch(new URL(request.url), querySchema);
  const { boot, session, client, t } = await shopRequest(request, context);
  if (!query.brandId && !query.next) throw redirect(homePath(boot));
  const target: Target = { brandId: query.brandId, next: query.next };
  const key = storeKey(boot);
  const tooShort = query.q.length > 0 && query.q.length < LIMITS.addressSearchMinChars;
  let predictions: { placeId: string; main: string; secondary: string }[] = [];
  let searchFailed = false;
  if (query.q.length >= LIMITS.addressSearchMinChars) {
    try {
      const answer = await client.mapAutocomplete({ term: query.q, 'session-token': mapsToken(session, key, context) });
      predictions = answer.predictions.map((p) => ({
        placeId: p.place_id,
        main: p.main_text,
        secondary: p.secondary_text,
      }));
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      searchFailed = true;
    }
  }
  const position = session.get('position') as { at: number } | undefined;
  const pending = readPendingLocation(session, key);
  if (query.step === 'details' && !pending) throw redirect(`/address?${targetQuery(target)}`);
  return json({
    step: query.step ?? null,
    details: pending
      ? {
          address: pending.address,
          parts: addressPartsRequired(pending.countryCode),
          instruction: pending.instruction,
          establishmentName: pending.establishmentName,
          streetName: pending.streetName,
          flatNo: pending.flatNo,
          additionalDetails: pending.additionalDetails,
        }
      : null,
    title: t('address.title'),
    brandId: query.brandId ?? null,
    next: query.next ?? null,
    q: query.q,
    tooShort,
    searchFailed,
    predictions,
    pending: pending?.address ?? null,
    cartHasItems: readCart(session, key).lines.length > 0,
    positionFresh: !!position && isFreshPosition(position.at, Date.now(), DEFAULTS.locationCacheMs),
    backTo: query.next ? `/menu/${query.next}` : `/brand/${query.brandId}/options?type=2`,
    /** where the back link goes, named on the link (issue 12): stores near you, or the order options */
    backKind: query.next ? ('stores' as const) : ('options' as const),
  });
}

const placeSchema = z.object({ placeId: z.string().min(1).max(300) });
const positionSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  accuracy: z.coerce.number().min(0).max(1_000_000).optional(),
});
/** The form's intent: the details of the pending place, a place picked from the search, or the position. */
const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('details') }),
  placeSchema.extend({ intent: z.literal('place') }),
  positionSchema.extend({ intent: z.literal('position') }),
]);

function fromPlace(place: Place, at?: { lat: number; lon: number }): DeliveryLocation {
  return {
    placeId: place.place_id,
    address: place.formatted_address || place.address,
    lat: at?.lat ?? place.location.lat,
    lon: at?.lon ?? place.location.lon,
    countryCode: place.country_code,
    instruction: '',
    establishmentName: '',
    streetName: '',
    flatNo: '',
    additionalDetails: '',
    confirmed: false,
  };
}

/** SPEC §8 "Location": a place the maps could not name, or a post no page of ours sends. */
const problem = (status: number, headers?: HeadersInit) =>
  refuse(status, { key: 'address.cannotIdentify' }, { headers });

export async function addressAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request);
  const shop = await shopRequest(request, context);
  const { boot, session, client } = shop;
  const target = parseWithZod(form, { schema: targetSchema });
  if (target.status !== 'success') return problem(400);
  const asked = parseWithZod(form, { schema: intentSchema });
  if (asked.status !== 'success') return problem(400);
  const key = storeKey(boot);
  const input = asked.value;

  if (input.intent === 'details') {
    const pending = readPendingLocation(session, key);
    if (!pending) return redirect(`/address?${targetQuery(target.value)}`, 303);
    // SPEC §5 "Delivery": instructions up to 255; the address parts where the country needs them.
    const submission = parseWithZod(form, { schema: addressDetailsSchema(addressPartsRequired(pending.countryCode)) });
    if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
    const place = { ...pending, ...submission.value };
    writePendingLocation(session, key, place);
    // SPEC §2: the only branch for this place is chosen now, so branch selection just hands over to the menu.
    const chosen = target.value.brandId ? await chooseOnlyBranch(shop, target.value.brandId, place) : null;
    // a paying customer (SPEC §4 checks 2–6 sent them here): with the branch chosen, the pay goes on by itself
    const paying = chosen ? payGoesOn(session, key) : null;
    const next =
      paying ??
      (target.value.next ? `/menu/${target.value.next}` : `/branch-selection?brandId=${target.value.brandId}&type=2`);
    const headers = new Headers({ 'Set-Cookie': await commitSession(session, context) });
    // A closed only branch turned "As soon as possible" into a scheduled order: the next page says so.
    if (chosen?.toast) headers.append('Set-Cookie', await toastHeader(chosen.toast, context));
    return redirect(next, { status: 303, headers });
  }

  let location: DeliveryLocation;
  if (input.intent === 'place') {
    try {
      const token = mapsToken(session, key, context);
      location = fromPlace((await client.placeDetails({ id: input.placeId, 'session-token': token })).place);
    } catch (error) {
      if (!(error instanceof PlatformError) || (error.status >= 500 && error.status !== 502)) throw error;
      return problem(422);
    }
  } else {
    const { lat, lon, accuracy } = input;
    // The position is kept for 90 minutes (SPEC §4), for stores near you, whether or not it has an address.
    session.set('position', { lat, lon, accuracy: accuracy ?? null, at: Date.now() });
    try {
      location = fromPlace((await client.geocode({ lat, lon })).place, { lat, lon });
    } catch (error) {
      if (!(error instanceof PlatformError) || (error.status >= 500 && error.status !== 502)) throw error;
      return problem(422, { 'Set-Cookie': await commitSession(session, context) });
    }
  }
  writePendingLocation(session, key, location);
  // On to the details of the place (instructions; address parts where the country needs them).
  return redirect(`/address?${targetQuery(target.value)}&step=details`, {
    status: 303,
    headers: { 'Set-Cookie': await commitSession(session, context) },
  });
}
