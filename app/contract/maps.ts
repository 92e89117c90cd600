// SPEC §7 "Maps": address search, place details and reverse geocoding (the embedded gazetteer or a maps
// provider behind the same calls).
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { coordinate, optionalParam } from './common';
import { endpoint } from './endpoint';

const language = optionalParam(z.enum(SUPPORTED_LANGUAGES, { errorMap: () => ({ message: 'unsupported language' }) }));
const sessionToken = optionalParam(z.string().trim().max(200, 'must be at most 200 characters'));

export const autocompleteQuery = z
  .object({
    term: z
      .string({ required_error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(200, 'must be at most 200 characters'),
    'session-token': sessionToken,
    language,
    force_country: optionalParam(z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')),
    // Optional bias: places near this point first among equally good matches.
    lat: optionalParam(coordinate(90)),
    lon: optionalParam(coordinate(180)),
  })
  .refine((q) => (q.lat === undefined) === (q.lon === undefined), {
    message: 'lat and lon go together',
    path: ['lat'],
  });

export const detailsQuery = z.object({
  id: z
    .string({ required_error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(300, 'must be at most 300 characters'),
  'session-token': sessionToken,
  language,
});

export const geocodingQuery = z.object({ lat: coordinate(90), lon: coordinate(180), language });

export const predictionsSchema = z.object({
  predictions: z.array(
    z.object({ place_id: z.string(), description: z.string(), main_text: z.string(), secondary_text: z.string() }),
  ),
});
export type Prediction = z.infer<typeof predictionsSchema>['predictions'][number];
export const placeSchema = z.object({
  place: z.object({
    place_id: z.string(),
    address: z.string(),
    formatted_address: z.string(),
    location: z.object({ lat: z.number(), lon: z.number() }),
    country_code: z.string().nullable(),
    city: z.string().nullable(),
  }),
});
export type Place = z.infer<typeof placeSchema>['place'];

/** GET /map/auto-complete (term, session-token, language, force_country). */
export const mapAutocomplete = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/map/auto-complete',
  access: 'public',
  query: autocompleteQuery,
  response: predictionsSchema,
});
/** GET /map/place-details (id, session-token, language). */
export const placeDetails = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/map/place-details',
  access: 'public',
  query: detailsQuery,
  response: placeSchema,
});
/** GET /map/geocoding (lat, lon, language). */
export const geocode = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/map/geocoding',
  access: 'public',
  query: geocodingQuery,
  response: placeSchema,
});
