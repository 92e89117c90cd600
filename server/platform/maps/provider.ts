// SPEC §7 "Maps": what the platform needs from a maps service. The embedded gazetteer and the Google
// adapter both implement it (DESIGN.md: embedded defaults are real implementations behind the same
// interface as the production adapter).
import type { Language } from '../../../app/i18n/languages';

/** One line of the address search (`GET {consumer}/map/auto-complete`). */
export interface Prediction {
  place_id: string;
  /** the whole line: main and secondary text in the language's order */
  description: string;
  main_text: string;
  secondary_text: string;
}

/** A place (`GET {consumer}/map/place-details` and `/map/geocoding`). */
export interface Place {
  place_id: string;
  /** short form: the place and its street */
  address: string;
  /** the whole address, down to the country */
  formatted_address: string;
  location: { lat: number; lon: number };
  /** ISO 3166-1 alpha-2, upper case ("ID"); null when unknown */
  country_code: string | null;
  city: string | null;
}

export interface AutocompleteOptions {
  language: Language;
  /** groups a search and its pick into one billed session (providers that bill per session) */
  sessionToken?: string;
  /** ISO 3166-1 alpha-2: only places in that country */
  forceCountry?: string;
  /** ranks places near this point first among equally good matches */
  near?: { lat: number; lon: number };
}

export interface DetailsOptions {
  language: Language;
  sessionToken?: string;
}

export interface GeocodeOptions {
  language: Language;
}

export interface MapsProvider {
  /** at most MAX_PREDICTIONS predictions, best first */
  autocomplete(term: string, options: AutocompleteOptions): Promise<Prediction[]>;
  /** null when the id names no place (the route answers 404); accepts the `geo:` ids of geocode */
  placeDetails(id: string, options: DetailsOptions): Promise<Place | null>;
  /** the user's own position, described by what is known around it */
  geocode(lat: number, lon: number, options: GeocodeOptions): Promise<Place>;
}

export const MAX_PREDICTIONS = 10;

/** Coordinates kept to 5 decimals (about 1 m): enough for a door, and stable as an id. */
export function roundCoordinate(value: number): number {
  // Math.round turns -0.000001 into -0, which toFixed prints as "0.00000".
  return Math.round(value * 1e5) / 1e5 || 0;
}

/** The deterministic id of a geocoded position: `geo:<lat>,<lon>` with 5 decimals. */
export function geoPlaceId(lat: number, lon: number): string {
  return `geo:${roundCoordinate(lat).toFixed(5)},${roundCoordinate(lon).toFixed(5)}`;
}

const GEO_ID = /^geo:(-?\d{1,3}(?:\.\d{1,10})?),(-?\d{1,3}(?:\.\d{1,10})?)$/;

/** The coordinates of a `geo:` id, or null when the id is not one (or out of range). */
export function parseGeoPlaceId(id: string): { lat: number; lon: number } | null {
  const match = GEO_ID.exec(id);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
}

/** A position nothing is known about: its coordinates are its address. */
export function coordinatesPlace(lat: number, lon: number): Place {
  const at = { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
  const text = `${at.lat.toFixed(5)}, ${at.lon.toFixed(5)}`;
  return {
    place_id: geoPlaceId(at.lat, at.lon),
    address: text,
    formatted_address: text,
    location: at,
    country_code: null,
    city: null,
  };
}
