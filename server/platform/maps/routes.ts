// SPEC §7 "Maps": address search, place details and reverse geocoding, behind any MapsProvider.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../../app/i18n/languages';
import { json, notFound, parseQuery, type Router } from '../http';
import type { Prefixes } from '../prefixes';
import { MAX_PREDICTIONS, type MapsProvider } from './provider';

/** An empty query value counts as absent (forms and clients send `force_country=`). */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
/** A required number: empty is missing (z.coerce alone would read "" as 0). */
const coordinate = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ required_error: 'is required', invalid_type_error: 'must be a number' })
      .min(-max, `must be between -${max} and ${max}`)
      .max(max, `must be between -${max} and ${max}`),
  );

const language = optional(z.enum(SUPPORTED_LANGUAGES, { errorMap: () => ({ message: 'unsupported language' }) }));
const sessionToken = optional(z.string().trim().max(200, 'must be at most 200 characters'));

const autocompleteQuery = z
  .object({
    term: z
      .string({ required_error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(200, 'must be at most 200 characters'),
    'session-token': sessionToken,
    language,
    force_country: optional(z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')),
    // Optional bias: places near this point first among equally good matches.
    lat: optional(coordinate(90)),
    lon: optional(coordinate(180)),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'lat and lon go together',
    path: ['lat'],
  });

const detailsQuery = z.object({
  id: z
    .string({ required_error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(300, 'must be at most 300 characters'),
  'session-token': sessionToken,
  language,
});

const geocodingQuery = z.object({ lat: coordinate(90), lon: coordinate(180), language });

export function mapsRoutes(router: Router, provider: MapsProvider, p: Prefixes) {
  router.get(`${p.consumer}/map/auto-complete`, async ({ url, lng }) => {
    const q = parseQuery(url, autocompleteQuery);
    const predictions = await provider.autocomplete(q.term, {
      language: q.language ?? lng,
      sessionToken: q['session-token'] || undefined,
      forceCountry: q.force_country?.toUpperCase(),
      near: q.lat !== undefined && q.lon !== undefined ? { lat: q.lat, lon: q.lon } : undefined,
    });
    return json({ predictions: predictions.slice(0, MAX_PREDICTIONS) });
  });

  router.get(`${p.consumer}/map/place-details`, async ({ url, lng }) => {
    const q = parseQuery(url, detailsQuery);
    const place = await provider.placeDetails(q.id, {
      language: q.language ?? lng,
      sessionToken: q['session-token'] || undefined,
    });
    if (!place) throw notFound('No such place');
    return json({ place });
  });

  router.get(`${p.consumer}/map/geocoding`, async ({ url, lng }) => {
    const q = parseQuery(url, geocodingQuery);
    return json({ place: await provider.geocode(q.lat, q.lon, { language: q.language ?? lng }) });
  });
}
