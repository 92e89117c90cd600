// The shape of the embedded gazetteer (gazetteer-data.json), checked when it loads; the types are inferred
// from these schemas so each shape is written once. Every object is strict: a misspelt key is an error.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../../app/i18n/languages';

/**
 * A name in English and, where people naturally write it so, in other languages (gazetteer.ts falls back
 * to English). The record comes first so the parsed text keeps the data's order of languages.
 */
export const localizedSchema = z.record(z.enum(SUPPORTED_LANGUAGES), z.string()).and(z.object({ en: z.string() }));
export type Localized = z.infer<typeof localizedSchema>;

export const placeKindSchema = z.enum([
  'street',
  'neighbourhood',
  'landmark',
  'mall',
  'station',
  'market',
  'park',
  'airport',
  'campus',
]);
export type PlaceKind = z.infer<typeof placeKindSchema>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const gazetteerCitySchema = z
  .object({
    /** the platform's city (the demo cities' titles): what `city` answers */
    title: z.string().min(1),
    /** ISO 3166-1 alpha-2 */
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'not an ISO 3166-1 alpha-2 code'),
    country: localizedSchema,
    /** the region written after the district (Metro Manila, Tokyo…), unless a place names its own */
    region: localizedSchema,
    /** every place of the city lies inside (checked by tests) */
    bounds: z.object({ south: latitude, west: longitude, north: latitude, east: longitude }).strict(),
  })
  .strict();
export type GazetteerCity = z.infer<typeof gazetteerCitySchema>;

// Written out (not a record) so every city is required and CITIES[place.city] is always defined.
export const gazetteerCitiesSchema = z
  .object({
    manila: gazetteerCitySchema,
    jakarta: gazetteerCitySchema,
    singapore: gazetteerCitySchema,
    tokyo: gazetteerCitySchema,
    taipei: gazetteerCitySchema,
  })
  .strict();
export const cityKeySchema = gazetteerCitiesSchema.keyof();
export type CityKey = z.infer<typeof cityKeySchema>;

// Fields in the data's order, so a parsed place has its keys in the same order as the file.
export const gazetteerPlaceSchema = z
  .object({
    /** stable slug, the place_id */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'not a lower-case slug'),
    city: cityKeySchema,
    kind: placeKindSchema,
    name: localizedSchema,
    /** district / ward / neighbourhood, as written in addresses */
    district: localizedSchema,
    lat: latitude,
    lon: longitude,
    /** street and number, when the place has one */
    street: localizedSchema.optional(),
    /** a region other than the city's (Bekasi is in West Java, Banqiao in New Taipei) */
    region: localizedSchema.optional(),
    /** other names people search for (abbreviations, older names); searched, never shown */
    aliases: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type GazetteerPlace = z.infer<typeof gazetteerPlaceSchema>;

export const gazetteerSchema = z
  .object({ cities: gazetteerCitiesSchema, places: z.array(gazetteerPlaceSchema) })
  .strict();
export type GazetteerData = z.infer<typeof gazetteerSchema>;

/** Parses the gazetteer file's content; the error names the file and the path of the first problem. */
export function parseGazetteer(file: string, data: unknown): GazetteerData {
  const parsed = gazetteerSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
}
