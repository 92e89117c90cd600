// The embedded gazetteer (SPEC §7 "Maps"): its data, the address search, details and reverse geocoding.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../server/platform/catalog/geo';
import { CITIES, PLACES } from '../../server/platform/maps/gazetteer-data';
import { parseGazetteer, type CityKey, type GazetteerPlace } from '../../server/platform/maps/gazetteer-schema';
import { GEOCODE_LIMIT_METERS, Gazetteer, normalize } from '../../server/platform/maps/gazetteer';
import { geoPlaceId, parseGeoPlaceId } from '../../server/platform/maps/provider';
import type { Language } from '../../app/i18n/languages';

const gazetteer = new Gazetteer();
const search = (
  term: string,
  language: Language = 'en',
  more: { forceCountry?: string; near?: { lat: number; lon: number } } = {},
) => gazetteer.autocomplete(term, { language, ...more });
const ids = async (term: string, language: Language = 'en', more = {}) =>
  (await search(term, language, more)).map((p) => p.place_id);
const cityOf = (id: string) => PLACES.find((p) => p.id === id)?.city;

const KEMANG = { lat: -6.2607, lon: 106.8135 };
const SUDIRMAN = { lat: -6.2253, lon: 106.8088 };
const KELAPA_GADING = { lat: -6.1588, lon: 106.9056 };
const JAKARTA_CENTRE = { lat: -6.2088, lon: 106.8456 };

describe('gazetteer data', () => {
  it('holds at least 200 places, at least 35 in each of the five cities', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(200);
    const counts = Object.fromEntries(Object.keys(CITIES).map((c) => [c, PLACES.filter((p) => p.city === c).length]));
    for (const city of Object.keys(CITIES)) expect(counts[city], city).toBeGreaterThanOrEqual(35);
  });

  it('keeps every place inside its city and gives each a unique slug', () => {
    const seen = new Set<string>();
    for (const p of PLACES) {
      const b = CITIES[p.city].bounds;
      expect(p.lat, p.id).toBeGreaterThanOrEqual(b.south);
      expect(p.lat, p.id).toBeLessThanOrEqual(b.north);
      expect(p.lon, p.id).toBeGreaterThanOrEqual(b.west);
      expect(p.lon, p.id).toBeLessThanOrEqual(b.east);
      expect(p.id).toMatch(/^(mnl|jkt|sg|tyo|tpe)-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(seen.has(p.id), p.id).toBe(false);
      seen.add(p.id);
      expect(p.name.en.trim(), p.id).not.toBe('');
      expect(p.district.en.trim(), p.id).not.toBe('');
      // 4–5 decimals: about 1–10 m, no false precision
      for (const v of [p.lat, p.lon]) expect(Math.abs(v * 1e5 - Math.round(v * 1e5)), p.id).toBeLessThan(1e-6);
    }
  });

  it('has no two places on the same spot', () => {
    const clashes: string[] = [];
    for (let i = 0; i < PLACES.length; i++)
      for (let j = i + 1; j < PLACES.length; j++)
        if (distanceMeters(PLACES[i]!, PLACES[j]!) < 50) clashes.push(`${PLACES[i]!.id} / ${PLACES[j]!.id}`);
    expect(clashes).toEqual([]);
  });

  it('covers the demo branches of Jakarta closely and the satellite cities 10–20 km out', () => {
    const within = (at: { lat: number; lon: number }, meters: number) =>
      PLACES.filter((p) => p.city === 'jakarta' && distanceMeters(at, p) <= meters);
    expect(within(KEMANG, 2_000).length).toBeGreaterThanOrEqual(3);
    expect(within(SUDIRMAN, 2_000).length).toBeGreaterThanOrEqual(3);
    expect(within(KELAPA_GADING, 2_000).length).toBeGreaterThanOrEqual(3);
    const far = PLACES.filter((p) => {
      const d = distanceMeters(JAKARTA_CENTRE, p);
      return p.city === 'jakarta' && d >= 10_000 && d <= 25_000;
    });
    const farText = far.map((p) => `${p.name.en} ${p.district.en}`).join(' ');
    for (const town of ['Bekasi', 'Depok', 'Tangerang']) expect(farText).toContain(town);
  });

  it('names Tokyo in Japanese and Taipei in traditional Chinese', () => {
    const tokyo = PLACES.filter((p) => p.city === 'tokyo');
    const taipei = PLACES.filter((p) => p.city === 'taipei');
    expect(tokyo.every((p) => p.name.ja && p.district.ja)).toBe(true);
    expect(taipei.every((p) => p.name['zh-tw'] && p.district['zh-tw'])).toBe(true);
    expect(taipei.every((p) => p.name.zh)).toBe(true);
  });
});

describe('gazetteer file', () => {
  const FILE = path.resolve(import.meta.dirname, '../../server/platform/maps/gazetteer-data.json');
  const raw = () => JSON.parse(fs.readFileSync(FILE, 'utf8')) as { cities: any; places: any[] };
  /** The error a broken copy of the file is refused with. */
  const refusal = (breakIt: (data: ReturnType<typeof raw>) => void) => {
    const data = raw();
    breakIt(data);
    try {
      parseGazetteer('gazetteer-data.json', data);
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('parses to exactly the cities and places the provider uses', () => {
    const parsed = parseGazetteer('gazetteer-data.json', raw());
    expect(parsed).toEqual(raw());
    expect(parsed.cities).toEqual(CITIES);
    expect(parsed.places).toEqual(PLACES);
    // the languages of a name keep the file's order (the record comes first in the schema)
    expect(Object.keys(CITIES.manila.region)).toEqual(['en', 'tl', 'es', 'ja', 'zh', 'zh-tw']);
  });

  it('refuses an unknown key, a missing English name or an unknown language, naming the path', () => {
    expect(refusal((d) => Object.assign(d.places[3], { latitude: 14.5 }))).toBe(
      "gazetteer-data.json: places.3: Unrecognized key(s) in object: 'latitude'",
    );
    expect(refusal((d) => delete d.places[0].name.en)).toBe('gazetteer-data.json: places.0.name.en: Required');
    expect(refusal((d) => Object.assign(d.cities.tokyo.country, { fr: 'Japon' }))).toMatch(
      /^gazetteer-data\.json: cities\.tokyo\.country\.fr: Invalid enum value/,
    );
  });

  it('refuses an unknown city or kind and a missing city', () => {
    expect(refusal((d) => Object.assign(d.places[0], { city: 'osaka' }))).toMatch(
      /^gazetteer-data\.json: places\.0\.city: Invalid enum value/,
    );
    expect(refusal((d) => Object.assign(d.places[0], { kind: 'temple' }))).toMatch(
      /^gazetteer-data\.json: places\.0\.kind: Invalid enum value/,
    );
    expect(refusal((d) => delete d.cities.taipei)).toBe('gazetteer-data.json: cities.taipei: Required');
  });
});

describe('address search', () => {
  it('finds by prefix, in the requested language, with the whole line as description', async () => {
    const [first] = await search('vivo');
    expect(first).toEqual({
      place_id: 'sg-vivocity',
      main_text: 'VivoCity',
      secondary_text: '1 HarbourFront Walk, HarbourFront, Singapore',
      description: 'VivoCity, 1 HarbourFront Walk, HarbourFront, Singapore',
    });
    expect(await ids('harbourfront')).toEqual(expect.arrayContaining(['sg-harbourfront-centre', 'sg-vivocity']));
    expect(await ids('sentosa')).toEqual(
      expect.arrayContaining(['sg-sentosa', 'sg-resorts-world-sentosa', 'sg-siloso-beach']),
    );
    expect(await ids('katong')).toContain('sg-katong');
    expect(await ids('orchard')).toEqual(expect.arrayContaining(['sg-orchard-road', 'sg-ion-orchard']));
  });

  it('ignores case, accents and apostrophes', async () => {
    expect(await ids('KEMANG')).toEqual(await ids('kemang'));
    expect(await ids('paranaque')).toContain('mnl-bf-homes');
    expect(await ids('Parañaque')).toContain('mnl-bf-homes');
    expect(await ids('espana')).toContain('mnl-ust');
    expect(await ids('ryogoku')).toContain('tyo-ryogoku-kokugikan');
    expect(await ids('RYŌGOKU')).toContain('tyo-ryogoku-kokugikan');
    expect((await ids('daan'))[0]).toBe('tpe-daan-station');
    expect(normalize('Da’an Ｓtation')).toBe('daan station');
  });

  it('ranks the shown name starting with the term, then other names, then words, then inside words', async () => {
    const at = { lat: 1.3, lon: 103.8 };
    const place = (id: string, name: string, street?: string): GazetteerPlace => ({
      id,
      city: 'singapore',
      kind: 'street',
      name: { en: name },
      district: { en: 'Somewhere' },
      ...(street ? { street: { en: street } } : {}),
      ...at,
    });
    const small = new Gazetteer([
      place('sg-inside', 'Scorched Lane'),
      place('sg-address', 'Blue House', 'Orchard Link'),
      place('sg-word', 'ION Orchard'),
      place('sg-prefix', 'Orchard Road'),
    ]);
    const found = await small.autocomplete('orch', { language: 'en' });
    expect(found.map((p) => p.place_id)).toEqual(['sg-prefix', 'sg-word', 'sg-address', 'sg-inside']);
    // An alias is a name too, after the shown one.
    expect((await ids('kemang'))[0]).toBe('jkt-kemang-village');
    expect((await ids('kemang')).slice(1, 3).sort()).toEqual(['jkt-kemang-raya', 'jkt-kemang-timur']);
  });

  it('searches Tokyo in Japanese and answers in Japanese address order', async () => {
    const found = await search('渋谷', 'ja');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((p) => cityOf(p.place_id) === 'tokyo')).toBe(true);
    const station = found.find((p) => p.place_id === 'tyo-shibuya-station')!;
    expect(station.main_text).toBe('渋谷駅');
    expect(station.secondary_text).toBe('日本、東京都渋谷区');
    expect(station.description).toBe('日本、東京都渋谷区渋谷駅');
    // Romaji typed in a Japanese session still finds the place, named in Japanese.
    expect((await search('shibuya station', 'ja'))[0]).toMatchObject({
      place_id: 'tyo-shibuya-station',
      main_text: '渋谷駅',
    });
    // Hiragana matches katakana.
    expect(await ids('あめ横', 'ja')).toContain('tyo-ameyoko');
    // One kanji is a word of its own.
    expect(await ids('駅', 'ja', { forceCountry: 'JP' })).toContain('tyo-tokyo-station');
  });

  it('searches Taipei in traditional and simplified Chinese', async () => {
    const [first] = await search('台北', 'zh-tw');
    expect(first).toMatchObject({ place_id: 'tpe-taipei-101', main_text: '台北101' });
    expect(first!.secondary_text).toBe('台灣台北市信義區信義路五段7號');
    expect(await ids('臺北', 'zh-tw')).toEqual(await ids('台北', 'zh-tw'));
    const [yongkang] = await search('永康', 'zh-tw');
    expect(yongkang).toMatchObject({ place_id: 'tpe-yongkang-street', description: '台灣台北市大安區永康街' });
    expect((await search('中正纪念堂', 'zh'))[0]).toMatchObject({
      place_id: 'tpe-cks-memorial-hall',
      main_text: '中正纪念堂',
      secondary_text: '台湾台北市中正区中山南路21号',
    });
    expect((await search('Taipei 101', 'en'))[0]!.main_text).toBe('Taipei 101');
  });

  it('keeps to the forced country (ISO-2, any case)', async () => {
    const sg = await ids('mall', 'en', { forceCountry: 'sg' });
    expect(sg.length).toBeGreaterThan(0);
    expect(sg.every((id) => cityOf(id) === 'singapore')).toBe(true);
    const jp = await ids('station', 'en', { forceCountry: 'JP' });
    expect(jp.length).toBeGreaterThan(3);
    expect(jp.every((id) => cityOf(id) === 'tokyo')).toBe(true);
    expect(await ids('station', 'en', { forceCountry: 'XX' })).toEqual([]);
    const everywhere = new Set((await ids('station')).map(cityOf));
    expect(everywhere.size).toBeGreaterThan(1);
  });

  it('answers at most 10, nothing for a term without letters, and puts places near a point first', async () => {
    expect(await search('a')).toHaveLength(10);
    expect(await search('!!!')).toEqual([]);
    expect(await search('zzzzqqq')).toEqual([]);
    const nearTokyoStation = await ids('station', 'en', { near: { lat: 35.6812, lon: 139.7671 } });
    expect(nearTokyoStation[0]).toBe('tyo-tokyo-station');
    const near101 = await ids('station', 'en', { near: { lat: 25.0339, lon: 121.5645 } });
    expect(near101[0]).toBe('tpe-city-hall-station');
  });

  it('falls back to a close language, then English', async () => {
    const [vivo] = await search('vivo', 'km');
    expect(vivo!.main_text).toBe('VivoCity');
    expect(vivo!.secondary_text).toBe('1 HarbourFront Walk, HarbourFront, សិង្ហបុរី');
    // Malay reads the Indonesian name before the English one.
    expect((await search('suropati', 'ms'))[0]!.main_text).toBe('Taman Suropati');
    expect((await search('suropati', 'en'))[0]!.main_text).toBe('Suropati Park');
    // Tagalog names where they exist, English otherwise.
    expect((await search('luneta', 'tl'))[0]!.main_text).toBe('Liwasang Rizal');
    expect((await search('greenbelt', 'tl'))[0]!.main_text).toBe('Greenbelt');
    // A Japanese session reading a Manila place: English name, Japanese region and country.
    expect((await search('greenbelt', 'ja'))[0]!.secondary_text).toBe(
      'Legazpi St, Ayala Center, マカティ, マニラ首都圏, フィリピン',
    );
  });
});

describe('place details', () => {
  it('answers a known place with its address, position, country and city', async () => {
    expect(await gazetteer.placeDetails('sg-vivocity', { language: 'en' })).toEqual({
      place_id: 'sg-vivocity',
      address: 'VivoCity, 1 HarbourFront Walk',
      formatted_address: 'VivoCity, 1 HarbourFront Walk, HarbourFront, Singapore',
      location: { lat: 1.2642, lon: 103.8223 },
      country_code: 'SG',
      city: 'Singapore',
    });
    const tpe = await gazetteer.placeDetails('tpe-taipei-101', { language: 'zh-tw' });
    expect(tpe).toMatchObject({
      address: '信義路五段7號台北101',
      formatted_address: '台灣台北市信義區信義路五段7號台北101',
    });
    expect(tpe).toMatchObject({ country_code: 'TW', city: 'Taipei' });
  });

  it('formats the same line as the prediction it came from', async () => {
    for (const language of ['en', 'ja', 'zh-tw', 'id'] as const) {
      for (const p of await search('station', language)) {
        const place = await gazetteer.placeDetails(p.place_id, { language });
        expect(place!.formatted_address).toBe(p.description);
      }
    }
  });

  it('answers null for an unknown id', async () => {
    expect(await gazetteer.placeDetails('sg-nowhere', { language: 'en' })).toBeNull();
    expect(await gazetteer.placeDetails('geo:95.00000,0.00000', { language: 'en' })).toBeNull();
    expect(await gazetteer.placeDetails('', { language: 'en' })).toBeNull();
  });

  it('answers a geo: id as the geocoded position', async () => {
    const geo = await gazetteer.geocode(KEMANG.lat, KEMANG.lon, { language: 'en' });
    expect(await gazetteer.placeDetails(geo.place_id, { language: 'en' })).toEqual(geo);
  });
});

describe('reverse geocoding', () => {
  it('answers the position itself, described by the nearest known place', async () => {
    const place = await gazetteer.geocode(KEMANG.lat, KEMANG.lon, { language: 'en' });
    const nearest = gazetteer.nearest(KEMANG)!;
    expect(nearest.place.id).toMatch(/^jkt-kemang-/);
    expect(place).toEqual({
      place_id: 'geo:-6.26070,106.81350',
      address: `Near ${nearest.place.name.en}`,
      formatted_address: `Near ${nearest.place.name.en}, Bangka, Mampang Prapatan, Jakarta Selatan, Jakarta, Indonesia`,
      location: KEMANG,
      country_code: 'ID',
      city: 'Jakarta',
    });
  });

  it('finds the nearest by great-circle distance', async () => {
    for (const p of PLACES.filter((_, i) => i % 7 === 0)) {
      // A few metres off a place: that place is the nearest.
      expect(gazetteer.nearest({ lat: p.lat + 0.00005, lon: p.lon - 0.00005 })!.place.id).toBe(p.id);
    }
    const kelapaGading = await gazetteer.geocode(KELAPA_GADING.lat, KELAPA_GADING.lon, { language: 'id' });
    expect(kelapaGading.address).toMatch(/^Dekat /);
    expect(kelapaGading.formatted_address).toContain('Kelapa Gading, Jakarta Utara');
    const bekasi = await gazetteer.geocode(-6.238, 107.0, { language: 'en' });
    expect(bekasi.address).toBe('Near Bekasi Station');
    expect(bekasi.formatted_address).toBe('Near Bekasi Station, Bekasi Timur, Kota Bekasi, West Java, Indonesia');
  });

  it('still names the nearest place a few kilometres away, and only coordinates far from everything', async () => {
    const out = { lat: -6.33, lon: 106.95 };
    expect(gazetteer.nearest(out)!.distance).toBeGreaterThan(2_000);
    expect((await gazetteer.geocode(out.lat, out.lon, { language: 'en' })).country_code).toBe('ID');
    const london = await gazetteer.geocode(51.5074, -0.1278, { language: 'en' });
    expect(gazetteer.nearest({ lat: 51.5074, lon: -0.1278 })!.distance).toBeGreaterThan(GEOCODE_LIMIT_METERS);
    expect(london).toEqual({
      place_id: 'geo:51.50740,-0.12780',
      address: '51.50740, -0.12780',
      formatted_address: '51.50740, -0.12780',
      location: { lat: 51.5074, lon: -0.1278 },
      country_code: null,
      city: null,
    });
  });

  it('speaks the requested language', async () => {
    const shibuya = await gazetteer.geocode(35.6586, 139.6982, { language: 'ja' });
    expect(shibuya.address).toMatch(/付近$/);
    expect(shibuya.formatted_address).toMatch(/^日本、東京都渋谷区/);
    const daan = await gazetteer.geocode(25.0325, 121.5298, { language: 'zh-tw' });
    expect(daan).toMatchObject({
      address: '永康街附近',
      formatted_address: '台灣台北市大安區永康街附近',
      country_code: 'TW',
    });
    const manila = await gazetteer.geocode(14.5691, 120.9863, { language: 'tl' });
    expect(manila.address).toMatch(/^Malapit sa /);
    expect(manila.city).toBe('Manila');
  });

  it('keeps a deterministic id of 5 decimals and reads it back', async () => {
    const a = await gazetteer.geocode(1.2653001, 103.8205004, { language: 'en' });
    const b = await gazetteer.geocode(1.26530049, 103.82049951, { language: 'en' });
    expect(a.place_id).toBe('geo:1.26530,103.82050');
    expect(b.place_id).toBe(a.place_id);
    expect(geoPlaceId(-0.000001, 0)).toBe('geo:0.00000,0.00000');
    expect(parseGeoPlaceId('geo:-6.26070,106.81350')).toEqual(KEMANG);
    expect(parseGeoPlaceId('geo:1,2,3')).toBeNull();
    expect(parseGeoPlaceId('geo:12.5,181')).toBeNull();
    expect(parseGeoPlaceId('sg-vivocity')).toBeNull();
  });

  it('describes a place of every city', async () => {
    const centres: Record<CityKey, { lat: number; lon: number }> = {
      manila: { lat: 14.5995, lon: 120.9842 },
      jakarta: JAKARTA_CENTRE,
      singapore: { lat: 1.2966, lon: 103.852 },
      tokyo: { lat: 35.6595, lon: 139.7005 },
      taipei: { lat: 25.033, lon: 121.5654 },
    };
    for (const [key, at] of Object.entries(centres) as [CityKey, { lat: number; lon: number }][]) {
      const place = await gazetteer.geocode(at.lat, at.lon, { language: 'en' });
      expect(place.city).toBe(CITIES[key].title);
      expect(place.country_code).toBe(CITIES[key].countryCode);
    }
  });
});
