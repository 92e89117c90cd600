// `/address` (SPEC §2 "Address and branch selection"): address search from 3 characters, the browser's
// position, suggestions; a chosen place waits in the session for `/branch-selection`.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import type { Session } from '@remix-run/node';
import { z } from 'zod';
import { ADDRESS_PARTS_COUNTRIES, DEFAULTS, LIMITS } from './domain/constants';
import { isFreshPosition } from './domain/location';
import { readCart, storeKey } from './cart.server';
import { readPendingLocation, writePendingLocation, type DeliveryLocation } from './order-options.server';
import { PlatformError } from './platform-client/client.server';
import type { Place } from './platform-client/wire.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';
import { homePath } from './boot.server';
import { parseSearch } from './utils/request.server';

const querySchema = z.object({
  brandId: z.coerce.number().int().positive().optional(),
  /** in-app discovery: back to stores near you instead of a brand's branches */
  next: z.enum(['brands', 'branches']).optional(),
  q: z.string().trim().max(100).default(''),
  type: z.enum(['1', '2', '3']).optional(),
  /** the second step: the chosen place's details (instructions, address parts) */
  step: z.enum(['details']).optional(),
  lng: z.string().optional(),
});

/** Does a delivery to this country need the establishment and street names (SPEC §5 "Delivery")? */
export const needsParts = (countryCode: string | null) =>
  !!countryCode && ADDRESS_PARTS_COUNTRIES.includes(countryCode.toUpperCase());

/** One maps session per shop session: the provider bills a search and its pick as one (SPEC §7 session-token). */
function mapsToken(session: Session): string {
  const known = session.get('mapsToken') as string | undefined;
  if (known) return known;
  const token = randomUUID();
  session.set('mapsToken', token);
  return token;
}

export async function loadAddress(request: Request, context: AppLoadContext) {
  const query = parseSearch(new URL(request.url), querySchema);
  const { lng, boot, session, client } = await shopRequest(request, context);
  if (!query.brandId && !query.next) throw redirect(homePath(boot));
  const key = storeKey(boot);
  const t = fixedT(lng);
  const tooShort = query.q.length > 0 && query.q.length < LIMITS.addressSearchMinChars;
  let predictions: { placeId: string; main: string; secondary: string }[] = [];
  let searchFailed = false;
  if (query.q.length >= LIMITS.addressSearchMinChars) {
    try {
      const answer = await client.mapAutocomplete({ term: query.q, 'session-token': mapsToken(session) });
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
  if (query.step === 'details' && !pending) throw redirect(`/address?${targetQuery(query)}`);
  return json(
    {
      step: query.step ?? null,
      details: pending
        ? {
            address: pending.address,
            parts: needsParts(pending.countryCode),
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
    },
    { headers: { 'Set-Cookie': await commitSession(session, context) } },
  );
}

const target = {
  brandId: z.coerce.number().int().positive().optional(),
  next: z.enum(['brands', 'branches']).optional(),
};
const targetQuery = (t: { brandId?: number; next?: string }) =>
  t.brandId ? `brandId=${t.brandId}` : `next=${t.next ?? ''}`;
const part = z.string().trim().max(LIMITS.addressPartMax).default('');
const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('place'), ...target, placeId: z.string().min(1) }),
  z.object({
    intent: z.literal('position'),
    ...target,
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    accuracy: z.coerce.number().min(0).max(1_000_000).optional(),
  }),
  z.object({
    intent: z.literal('details'),
    ...target,
    instruction: z.string().trim().default(''),
    establishmentName: part,
    streetName: part,
    flatNo: part,
    additionalDetails: part,
  }),
]);

export type DetailErrors = Partial<Record<'instruction' | 'establishmentName' | 'streetName', string>>;

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
  };
}

export async function addressAction(request: Request, context: AppLoadContext) {
  const { lng, boot, session, client } = await shopRequest(request, context);
  const t = fixedT(lng);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success || (!parsed.data.brandId && !parsed.data.next))
    return json({ error: t('address.cannotIdentify'), errors: null }, { status: 400 });
  const input = parsed.data;
  const key = storeKey(boot);
  const afterDetails = input.next ? `/menu/${input.next}` : `/branch-selection?brandId=${input.brandId}&type=2`;
  if (input.intent === 'details') {
    // SPEC §4 "Quantity and notes", §5 "Delivery": instructions up to 255; address parts where required.
    const pending = readPendingLocation(session, key);
    if (!pending) return redirect(`/address?${targetQuery(input)}`, 303);
    const errors: DetailErrors = {};
    if (input.instruction.length > LIMITS.addressInstructionMax)
      errors.instruction = t('address.instructionTooLong', { count: LIMITS.addressInstructionMax });
    if (needsParts(pending.countryCode)) {
      if (!input.establishmentName)
        errors.establishmentName = t('address.required', { label: t('address.establishment') });
      if (!input.streetName) errors.streetName = t('address.required', { label: t('address.street') });
    }
    if (Object.keys(errors).length) return json({ errors, error: null }, { status: 422 });
    const { intent: _intent, brandId: _brandId, next: _next, ...details } = input;
    writePendingLocation(session, key, { ...pending, ...details });
    return redirect(afterDetails, { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
  }
  let location: DeliveryLocation;
  try {
    if (input.intent === 'place') {
      const { place } = await client.placeDetails({ id: input.placeId, 'session-token': mapsToken(session) });
      location = fromPlace(place);
    } else {
      session.set('position', { lat: input.lat, lon: input.lon, accuracy: input.accuracy ?? null, at: Date.now() });
      const { place } = await client.geocode({ lat: input.lat, lon: input.lon });
      location = fromPlace(place, input);
    }
  } catch (error) {
    if (!(error instanceof PlatformError) || (error.status >= 500 && error.status !== 502)) throw error;
    return json(
      { error: t('address.cannotIdentify'), errors: null },
      { status: 422, headers: { 'Set-Cookie': await commitSession(session, context) } },
    );
  }
  writePendingLocation(session, key, location);
  // A new search starts a new maps session.
  session.unset('mapsToken');
  // On to the details of the place (instructions; address parts where the country needs them).
  return redirect(`/address?${targetQuery(input)}&step=details`, {
    status: 303,
    headers: { 'Set-Cookie': await commitSession(session, context) },
  });
}
