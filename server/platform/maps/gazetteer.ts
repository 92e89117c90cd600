// The embedded maps provider: address search, place details and reverse geocoding over the gazetteer of
// gazetteer-data.json, in the caller's language. No network: the default of every install and of the tests.
import type { Language } from '../../../app/i18n/languages';
import { distanceMeters } from '../catalog/geo';
import { CITIES, PLACES } from './gazetteer-data';
import type { GazetteerPlace, Localized } from './gazetteer-schema';
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

/** Beyond this, nothing known is near enough to describe a position: its coordinates are its address. */
export const GEOCODE_LIMIT_METERS = 20_000;

/** Languages close enough to stand in for each other before English does. */
const RELATED: Partial<Record<Language, Language[]>> = {
  'zh-tw': ['zh'],
  zh: ['zh-tw'],
  ms: ['id'],
  id: ['ms'],
};

/** The text in the language itself (or a close one), without falling back to English. */
function ownText(text: Localized, lng: Language): string | undefined {
  const all = text as Partial<Record<Language, string>>;
  for (const l of [lng, ...(RELATED[lng] ?? [])]) if (all[l]) return all[l];
  return undefined;
}

/** The text in the language, else a close one, else English. */
export function localize(text: Localized, lng: Language): string {
  return ownText(text, lng) ?? text.en;
}

// Chinese and Japanese write addresses from the country down, without commas, the place's name last.
const LARGE_FIRST = new Set<Language>(['ja', 'zh', 'zh-tw']);

const NEAR: Record<Language, (name: string) => string> = {
  en: (n) => `Near ${n}`,
  es: (n) => `Cerca de ${n}`,
  id: (n) => `Dekat ${n}`,
  ms: (n) => `Berhampiran ${n}`,
  tl: (n) => `Malapit sa ${n}`,
  vi: (n) => `Gần ${n}`,
  th: (n) => `ใกล้ ${n}`,
  km: (n) => `ក្បែរ ${n}`,
  ja: (n) => `${n}付近`,
  zh: (n) => `${n}附近`,
  'zh-tw': (n) => `${n}附近`,
};

const dedupe = (parts: (string | undefined)[]): string[] =>
  parts.filter((p): p is string => !!p).filter((p, i, all) => i === 0 || all[i - 1] !== p);

/**
 * CJK parts run together; a space only where Latin letters or digits would otherwise touch. Japanese
 * sets the country off with "、" ("日本、東京都渋谷区…").
 */
function joinLargeFirst(lng: Language, parts: (string | undefined)[], countryFirst = true): string {
  const kept = dedupe(parts);
  let out = kept[0] ?? '';
  for (let i = 1; i < kept.length; i++) {
    const next = kept[i]!;
    const latin = /[A-Za-z0-9]$/.test(out) || /^[A-Za-z0-9]/.test(next);
    const sep = i === 1 && countryFirst && lng === 'ja' ? '、' : latin ? ' ' : '';
    out += sep + next;
  }
  return out;
}

interface Rendered {
  main: string;
  secondary: string;
  description: string;
  address: string;
  /** district, region and country: where the place is, without its street */
  area: (near: string) => string;
}

function render(p: GazetteerPlace, lng: Language): Rendered {
  const city = CITIES[p.city];
  const region = p.region ?? city.region;
  const ownName = ownText(p.name, lng);
  const ownDistrict = ownText(p.district, lng);
  if (LARGE_FIRST.has(lng) && ownName && ownDistrict) {
    const top = [ownText(city.country, lng), ownText(region, lng), ownDistrict];
    const street = p.street && ownText(p.street, lng);
    return {
      main: ownName,
      secondary: joinLargeFirst(lng, [...top, street]),
      description: joinLargeFirst(lng, [...top, street, ownName]),
      address: joinLargeFirst(lng, [street, ownName], false),
      area: (near) => joinLargeFirst(lng, [...top, near]),
    };
  }
  const main = localize(p.name, lng);
  const street = p.street && localize(p.street, lng);
  const top = [localize(p.district, lng), localize(region, lng), localize(city.country, lng)];
  const secondary = dedupe([street, ...top]).join(', ');
  return {
    main,
    secondary,
    description: `${main}, ${secondary}`,
    address: street ? `${main}, ${street}` : main,
    area: (near) => dedupe([near, ...top]).join(', '),
  };
}

/** Case-, accent- and kana-insensitive form for matching ("Parañaque" → "paranaque", "あめ" → "アメ"). */
export function normalize(text: string): string {
  return text
    .replace(/['’‘`´]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(/臺/g, '台');
}

const tokensOf = (text: string): string[] =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

interface Entry {
  place: GazetteerPlace;
  /** each name and alias as its tokens joined by one space, and squashed without spaces */
  names: string[];
  nameTokens: string[];
  tokens: string[];
  haystack: string;
}

function entryOf(place: GazetteerPlace): Entry {
  const city = CITIES[place.city];
  const values = (text: Localized | undefined) => (text ? Object.values(text).filter(Boolean) : []);
  const nameTexts = [...values(place.name), ...(place.aliases ?? [])];
  const addressTexts = [
    ...values(place.street),
    ...values(place.district),
    ...values(place.region ?? city.region),
    ...values(city.country),
    city.title,
  ];
  const names = nameTexts.flatMap((n) => {
    const t = tokensOf(n);
    return [t.join(' '), t.join('')];
  });
  const nameTokens = nameTexts.flatMap(tokensOf);
  const tokens = [...nameTokens, ...addressTexts.flatMap(tokensOf)];
  return { place, names, nameTokens, tokens, haystack: tokens.join(' ') };
}

/**
 * How well a place answers the words, best first: 0 the name shown starts with them, 1 another name or
 * alias does, 2 every word starts a word of a name, 3 … of a name or the address, 4 every word is inside
 * the text. Null: no match.
 */
function rankOf(entry: Entry, words: string[], substring: boolean, shown: string): number | null {
  const phrase = words.join(' ');
  const squashed = words.join('');
  const starts = (n: string) => n.startsWith(phrase) || n.startsWith(squashed);
  const own = tokensOf(shown);
  if (starts(own.join(' ')) || starts(own.join(''))) return 0;
  if (entry.names.some(starts)) return 1;
  if (words.every((w) => entry.nameTokens.some((t) => t.startsWith(w)))) return 2;
  if (words.every((w) => entry.tokens.some((t) => t.startsWith(w)))) return 3;
  if (substring && words.every((w) => entry.haystack.includes(w))) return 4;
  return null;
}

export class Gazetteer implements MapsProvider {
  private readonly entries: Entry[];
  private readonly byId: Map<string, GazetteerPlace>;

  constructor(readonly places: readonly GazetteerPlace[] = PLACES) {
    this.entries = places.map(entryOf);
    this.byId = new Map(places.map((p) => [p.id, p]));
  }

  async autocomplete(term: string, options: AutocompleteOptions): Promise<Prediction[]> {
    const words = tokensOf(term);
    if (!words.length) return [];
    // One Latin letter inside words would match nearly everything; one CJK character is a word.
    const substring = words.join('').length >= 2 || CJK_CHAR.test(term);
    const country = options.forceCountry?.toUpperCase();
    const near = options.near;
    const found: { place: GazetteerPlace; rank: number; distance: number; r: Rendered }[] = [];
    for (const entry of this.entries) {
      if (country && CITIES[entry.place.city].countryCode !== country) continue;
      const r = render(entry.place, options.language);
      const rank = rankOf(entry, words, substring, r.main);
      if (rank === null) continue;
      found.push({ place: entry.place, rank, distance: near ? distanceMeters(near, entry.place) : 0, r });
    }
    found.sort(
      (a, b) =>
        a.rank - b.rank ||
        a.distance - b.distance ||
        a.r.main.localeCompare(b.r.main) ||
        a.place.id.localeCompare(b.place.id),
    );
    return found.slice(0, MAX_PREDICTIONS).map(({ place, r }) => ({
      place_id: place.id,
      description: r.description,
      main_text: r.main,
      secondary_text: r.secondary,
    }));
  }

  async placeDetails(id: string, options: DetailsOptions): Promise<Place | null> {
    const at = parseGeoPlaceId(id);
    if (at) return this.geocode(at.lat, at.lon, options);
    const place = this.byId.get(id);
    if (!place) return null;
    const r = render(place, options.language);
    const city = CITIES[place.city];
    return {
      place_id: place.id,
      address: r.address,
      formatted_address: r.description,
      location: { lat: place.lat, lon: place.lon },
      country_code: city.countryCode,
      city: city.title,
    };
  }

  /** The position itself, described by the nearest known place ("Near Kemang Village, …"). */
  async geocode(lat: number, lon: number, options: GeocodeOptions): Promise<Place> {
    const at = { lat: roundCoordinate(lat), lon: roundCoordinate(lon) };
    const nearest = this.nearest(at);
    if (!nearest || nearest.distance > GEOCODE_LIMIT_METERS) return coordinatesPlace(at.lat, at.lon);
    const r = render(nearest.place, options.language);
    const address = NEAR[options.language](r.main);
    const city = CITIES[nearest.place.city];
    return {
      place_id: geoPlaceId(at.lat, at.lon),
      address,
      formatted_address: r.area(address),
      location: at,
      country_code: city.countryCode,
      city: city.title,
    };
  }

  /** The known place nearest to a point, by great-circle distance. */
  nearest(at: { lat: number; lon: number }): { place: GazetteerPlace; distance: number } | null {
    let best: { place: GazetteerPlace; distance: number } | null = null;
    for (const place of this.places) {
      const distance = distanceMeters(at, place);
      if (!best || distance < best.distance) best = { place, distance };
    }
    return best;
  }
}
