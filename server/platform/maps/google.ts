// The production maps provider: Google Places API (New) for the address search and place details, and the
// Geocoding API for positions (Places has no reverse geocoding). Chosen and explained in
// docs/decisions/0010-maps.md. Only global fetch: tests answer it with msw.
//
//   POST https://places.googleapis.com/v1/places:autocomplete      (X-Goog-Api-Key, JSON body)
//   GET  https://places.googleapis.com/v1/places/{id}               (X-Goog-Api-Key, X-Goog-FieldMask)
//   GET  https://maps.googleapis.com/maps/api/geocode/json?latlng=&language=&key=
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '../../../app/i18n/languages';
import { ApiError } from '../http';
import { fetchJson, HttpError, type JsonAnswer, type OutboundRequest } from '../http/outbound';
import {
  MAX_PREDICTIONS,
  coordinatesPlace,
  geoPlaceId,
  parseGeoPlaceId,
  roundCoordinate,
  type AutocompleteOptions,
  type DetailsOptions,
  type GeocodeOptions,
  type MapsProvider,
  type Place,
  type Prediction,
} from './provider';

export interface GoogleMapsOptions {
  apiKey: string;
  /** per request; Google usually answers in well under a second */
  timeoutMs?: number;
  placesUrl?: string;
  geocodeUrl?: string;
  /** radius of the location bias of a search, when the caller gives a point */
  biasRadiusMeters?: number;
}

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com/v1';
export const GOOGLE_GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

/** Our languages in Google's codes (BCP 47; Filipino is "fil", Chinese needs its script region). */
export const GOOGLE_LANGUAGE: Record<Language, string> = {
  en: 'en',
  es: 'es',
  id: 'id',
  ja: 'ja',
  km: 'km',
  ms: 'ms',
  th: 'th',
  tl: 'fil',
  vi: 'vi',
  zh: 'zh-CN',
  'zh-tw': 'zh-TW',
};

const DETAILS_FIELDS = 'id,displayName,formattedAddress,shortFormattedAddress,location,addressComponents';
const AUTOCOMPLETE_FIELDS =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat';

const textSchema = z.object({ text: z.string() });
const autocompleteSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: textSchema.optional(),
            structuredFormat: z
              .object({ mainText: textSchema.optional(), secondaryText: textSchema.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const detailsSchema = z.object({
  id: z.string(),
  displayName: textSchema.optional(),
  formattedAddress: z.string().optional(),
  shortFormattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  addressComponents: z
    .array(z.object({ longText: z.string().optional(), shortText: z.string().optional(), types: z.array(z.string()) }))
    .default([]),
});

const geocodeSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        address_components: z
          .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
          .default([]),
      }),
    )
    .default([]),
});

// The city a delivery belongs to: the locality, else the next administrative level that has a name.
const CITY_TYPES = ['locality', 'postal_town', 'administrative_area_level_2', 'administrative_area_level_1'];

function pick(components: { name?: string; short?: string; types: string[] }[], types: string[]) {
  for (const type of types) {
    const found = components.find((c) => c.types.includes(type));
    if (found) return found;
  }
  return undefined;
}

/**
 * Google's session tokens are URL-safe base64 of at most 36 characters (a UUID fits). Other tokens are
 * turned into one deterministically, so a search and its pick still share a session.
 */
export function googleSessionToken(token: string | undefined): string | undefined {
  if (!token) return undefined;
  if (/^[A-Za-z0-9_-]{1,36}$/.test(token)) return token;
  return createHash('sha256').update(token).digest('base64url').slice(0, 36);
}

const unavailable = (details: Record<string, unknown> = {}) =>
  new ApiError(502, 'maps_unavailable', 'The maps service is unavailable. Please try again.', details);

/** "VivoCity, 1 HarbourFront Walk…" — Google's addresses of an establishment leave its name out. */
function withName(name: string | undefined, address: string | undefined): string {
  if (!address) return name ?? '';
  if (!name || address.includes(name)) return address;
  return `${name}, ${address}`;
}

export class GoogleMapsProvider implements MapsProvider {
  private readonly timeoutMs: number;
  private readonly placesUrl: string;
  private readonly geocodeUrl: string;
  private readonly biasRadius: number;

  constructor(private readonly options: GoogleMapsOptions) {
    if (!options.apiKey) throw new Error('GoogleMapsProvider needs an API key');
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.placesUrl = (options.placesUrl ?? GOOGLE_PLACES_URL).replace(/\/+$/, '');
    this.geocodeUrl = options.geocodeUrl ?? GOOGLE_GEOCODE_URL;
    this.biasRadius = options.biasRadiusMeters ?? 50_000;
  }

  async autocomplete(term: string, options: AutocompleteOptions): Promise<Prediction[]> {
    const body = {
      input: term,
      languageCode: GOOGLE_LANGUAGE[options.language],
      sessionToken: googleSessionToken(options.sessionToken),
      includedRegionCodes: options.forceCountry ? [options.forceCountry.toLowerCase()] : undefined,
      locationBias: options.near
        ? {
            circle: {
              center: { latitude: options.near.lat, longitude: options.near.lon },
              radius: this.biasRadius,
            },
          }
        : undefined,
    };
    const data = await this.call(
      `${this.placesUrl}/places:autocomplete`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': this.options.apiKey,
          'x-goog-fieldmask': AUTOCOMPLETE_FIELDS,
        },
        body: JSON.stringify(body),
      },
      autocompleteSchema,
    );
    const predictions: Prediction[] = [];
    for (const { placePrediction: p } of data.suggestions) {
      // Query predictions ("pizza near…") name no place: only places can be picked.
      if (!p) continue;
      const main = p.structuredFormat?.mainText?.text ?? p.text?.text ?? '';
      const secondary = p.structuredFormat?.secondaryText?.text ?? '';
      predictions.push({
        place_id: p.placeId,
        description: p.text?.text ?? [main, secondary].filter(Boolean).join(', '),
        main_text: main,
        secondary_text: secondary,
      });
    }
    return predictions.slice(0, MAX_PREDICTIONS);
  }

  async placeDetails(id: string, options: DetailsOptions): Promise<Place | null> {
    const at = parseGeoPlaceId(id);
    if (at) return this.geocode(at.lat, at.lon, options);
    const url = new URL(`${this.placesUrl}/places/${encodeURIComponent(id)}`);
    url.searchParams.set('languageCode', GOOGLE_LANGUAGE[options.language]);
    const session = googleSessionToken(options.sessionToken);
    if (session) url.searchParams.set('sessionToken', session);
    const data = await this.call(
      url,
      { headers: { 'x-goog-api-key': this.options.apiKey, 'x-goog-fieldmask': DETAILS_FIELDS } },
      detailsSchema,
      'null',
    );
    if (data === null) return null;
    const components = data.addressComponents.map((c) => ({ name: c.longText, short: c.shortText, types: c.types }));
    const name = data.displayName?.text;
    return {
      place_id: data.id,
      address: withName(name, data.shortFormattedAddress ?? data.formattedAddress),
      formatted_address: withName(name, data.formattedAddress),
      location: { lat: data.location.latitude, lon: data.location.longitude },
      country_code: pick(components, ['country'])?.short?.toUpperCase() ?? null,
      city: pick(components, CITY_TYPES)?.name ?? null,
    };
  }

  async geocode(lat: number, lon: number, options: GeocodeOptions): Promise<Place> {
    const at = { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
    const url = new URL(this.geocodeUrl);
    url.searchParams.set('latlng', `${at.lat},${at.lon}`);
    url.searchParams.set('language', GOOGLE_LANGUAGE[options.language]);
    url.searchParams.set('key', this.options.apiKey);
    const data = await this.call(url, {}, geocodeSchema);
    // The Geocoding API answers 200 for its own failures (OVER_QUERY_LIMIT, REQUEST_DENIED…).
    if (data.status === 'ZERO_RESULTS') return coordinatesPlace(at.lat, at.lon);
    const first = data.results[0];
    if (data.status !== 'OK' || !first) throw unavailable({ upstream_status: data.status });
    const components = first.address_components.map((c) => ({
      name: c.long_name,
      short: c.short_name,
      types: c.types,
    }));
    return {
      // The position is the place: the same id as the gazetteer's, and place-details answers it again.
      place_id: geoPlaceId(at.lat, at.lon),
      address: first.formatted_address,
      formatted_address: first.formatted_address,
      location: at,
      country_code: pick(components, ['country'])?.short?.toUpperCase() ?? null,
      city: pick(components, CITY_TYPES)?.name ?? null,
    };
  }

  /**
   * One call with a deadline and its answer of `schema` (null for a 404 with `notFound` 'null'); no answer,
   * another status or another shape is the service being unavailable.
   */
  private async call<T>(
    url: string | URL,
    request: Omit<OutboundRequest, 'timeoutMs'>,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  ): Promise<T>;
  private async call<T>(
    url: string | URL,
    request: Omit<OutboundRequest, 'timeoutMs'>,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    notFound: 'null',
  ): Promise<T | null>;
  private async call<T>(
    url: string | URL,
    request: Omit<OutboundRequest, 'timeoutMs'>,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    notFound?: 'null',
  ): Promise<T | null> {
    let answer: JsonAnswer;
    try {
      answer = await fetchJson(url, { ...request, timeoutMs: this.timeoutMs });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 404 && notFound === 'null') return null;
      throw unavailable(error.status === null ? {} : { upstream_status: error.status });
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw unavailable({ upstream_status: answer.status });
    return parsed.data;
  }
}
