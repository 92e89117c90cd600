// The maps endpoints of SPEC §7 through the platform's handler: the embedded gazetteer by default, any
// MapsProvider when given one, and the checks of every query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSchema, predictionsSchema, type Prediction } from '~/contract/maps';
import { demoDatabase } from '../fixtures/database';
import { OPS_TOKEN, TOKEN_SECRET } from '../fixtures/platform-server';
import { createPlatform, type Platform } from '../../server/platform/index';
import { ApiError } from '../../server/platform/http';
import type { Database } from '../../server/platform/db/index';
import type { MapsProvider } from '../../server/platform/maps/provider';

let database: Database;
let platform: Platform;
const C = '/api/consumer/v1';

beforeAll(async () => {
  database = await demoDatabase();
  platform = createPlatform({ db: database.db, opsToken: OPS_TOKEN, tokenSecret: TOKEN_SECRET });
});
afterAll(async () => {
  await database?.close();
});

async function get(path: string, query: Record<string, string>, headers: Record<string, string> = {}, on = platform) {
  const url = new URL(`http://shop.test${C}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await on.handle(new Request(url, { headers }));
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET {consumer}/map/auto-complete', () => {
  it('answers predictions of the wire format, best first', async () => {
    const res = await get('/map/auto-complete', { term: 'vivo', 'session-token': 'a-session', language: 'en' });
    expect(res.status).toBe(200);
    const { predictions } = predictionsSchema.parse(res.body);
    expect(predictions[0]).toMatchObject({ place_id: 'sg-vivocity', main_text: 'VivoCity' });
  });

  it('speaks the language of the query, else of x-language', async () => {
    const header = await get('/map/auto-complete', { term: '渋谷駅' }, { 'x-language': 'ja' });
    expect(header.body.predictions[0]).toMatchObject({ place_id: 'tyo-shibuya-station', main_text: '渋谷駅' });
    const query = await get('/map/auto-complete', { term: '渋谷駅', language: 'zh-tw' }, { 'x-language': 'ja' });
    expect(query.body.predictions[0].main_text).toBe('澀谷站');
    const english = await get('/map/auto-complete', { term: 'taipei 101' });
    expect(english.body.predictions[0].main_text).toBe('Taipei 101');
  });

  it('keeps to force_country, and reads an empty one as none', async () => {
    const jp = await get('/map/auto-complete', { term: 'station', force_country: 'jp', language: 'en' });
    expect(jp.status).toBe(200);
    expect(jp.body.predictions.length).toBeGreaterThan(0);
    expect(jp.body.predictions.every((p: Prediction) => p.place_id.startsWith('tyo-'))).toBe(true);
    const id = await get('/map/auto-complete', { term: 'mall', force_country: 'ID' });
    expect(id.body.predictions.every((p: Prediction) => p.place_id.startsWith('jkt-'))).toBe(true);
    const none = await get('/map/auto-complete', { term: 'station', force_country: '' });
    expect(none.status).toBe(200);
    expect(new Set(none.body.predictions.map((p: Prediction) => p.place_id.split('-')[0])).size).toBeGreaterThan(1);
  });

  it('answers at most 10', async () => {
    const res = await get('/map/auto-complete', { term: 'a' });
    expect(res.body.predictions).toHaveLength(10);
  });

  it('refuses bad input with 400 validation_error naming the field', async () => {
    for (const [query, field] of [
      [{}, 'term'],
      [{ term: '   ' }, 'term'],
      [{ term: 'x'.repeat(201) }, 'term'],
      [{ term: 'vivo', 'session-token': 't'.repeat(201) }, 'session-token'],
      [{ term: 'vivo', force_country: 'SGP' }, 'force_country'],
      [{ term: 'vivo', force_country: '1a' }, 'force_country'],
      [{ term: 'vivo', language: 'fr' }, 'language'],
      [{ term: 'vivo', lat: '1.3' }, 'lat'],
    ] as const) {
      const res = await get('/map/auto-complete', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.message.startsWith(`${field}:`), res.body.message).toBe(true);
    }
    const language = await get('/map/auto-complete', { term: 'vivo' }, { 'x-language': 'fr' });
    expect(language.status).toBe(400);
  });
});

describe('GET {consumer}/map/place-details', () => {
  it('answers a known place in the wire format', async () => {
    const res = await get('/map/place-details', { id: 'jkt-kemang-village', 'session-token': 's', language: 'id' });
    expect(res.status).toBe(200);
    expect(placeSchema.parse(res.body).place).toEqual({
      place_id: 'jkt-kemang-village',
      address: 'Kemang Village, Jl. Pangeran Antasari No. 36',
      formatted_address:
        'Kemang Village, Jl. Pangeran Antasari No. 36, Bangka, Mampang Prapatan, Jakarta Selatan, Jakarta, Indonesia',
      location: { lat: -6.2606, lon: 106.8104 },
      country_code: 'ID',
      city: 'Jakarta',
    });
  });

  it('answers 404 not_found for an unknown id, 400 without one', async () => {
    const unknown = await get('/map/place-details', { id: 'nowhere-at-all' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const missing = await get('/map/place-details', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^id:/);
  });

  it('answers the geo: id of a geocoded position', async () => {
    const geo = await get('/map/geocoding', { lat: '1.2653', lon: '103.8205' });
    const again = await get('/map/place-details', { id: geo.body.place.place_id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(geo.body);
  });
});

describe('GET {consumer}/map/geocoding', () => {
  it('answers the position described by the nearest known place', async () => {
    const res = await get('/map/geocoding', { lat: '-6.2607', lon: '106.8135', language: 'en' });
    expect(res.status).toBe(200);
    const { place } = placeSchema.parse(res.body);
    expect(place.place_id).toBe('geo:-6.26070,106.81350');
    expect(place.location).toEqual({ lat: -6.2607, lon: 106.8135 });
    expect(place.address).toMatch(/^Near .*Kemang/);
    expect(place.formatted_address).toContain('Jakarta Selatan');
    expect(place).toMatchObject({ country_code: 'ID', city: 'Jakarta' });
    const taipei = await get('/map/geocoding', { lat: '25.0325', lon: '121.5298' }, { 'x-language': 'zh-tw' });
    expect(taipei.body.place.formatted_address).toBe('台灣台北市大安區永康街附近');
  });

  it('refuses a bad position with 400', async () => {
    for (const [query, field] of [
      [{ lat: '91', lon: '0' }, 'lat'],
      [{ lat: '-90.5', lon: '0' }, 'lat'],
      [{ lat: 'abc', lon: '0' }, 'lat'],
      [{ lat: '', lon: '0' }, 'lat'],
      [{ lon: '0' }, 'lat'],
      [{ lat: '0', lon: '180.1' }, 'lon'],
      [{ lat: '0' }, 'lon'],
    ] as const) {
      const res = await get('/map/geocoding', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.message.startsWith(`${field}:`), res.body.message).toBe(true);
    }
  });
});

describe('another maps provider', () => {
  it('receives the checked query and its failures answer as they are', async () => {
    const calls: unknown[] = [];
    const failing: MapsProvider = {
      autocomplete: async (term, options) => {
        calls.push({ term, ...options });
        return [];
      },
      placeDetails: async () => {
        throw new ApiError(502, 'maps_unavailable', 'The maps service is unavailable. Please try again.');
      },
      geocode: async () => {
        throw new Error('boom');
      },
    };
    const errors: unknown[] = [];
    const other = createPlatform({
      db: database.db,
      opsToken: OPS_TOKEN,
      tokenSecret: TOKEN_SECRET,
      maps: failing,
      onError: (error) => errors.push(error),
    });
    const search = await get(
      '/map/auto-complete',
      { term: '  vivo  ', 'session-token': 'tok', force_country: 'sg', lat: '1.3', lon: '103.8' },
      { 'x-language': 'th' },
      other,
    );
    expect(search).toEqual({ status: 200, body: { predictions: [] } });
    expect(calls).toEqual([
      { term: 'vivo', language: 'th', sessionToken: 'tok', forceCountry: 'SG', near: { lat: 1.3, lon: 103.8 } },
    ]);
    const details = await get('/map/place-details', { id: 'ChIJx' }, {}, other);
    expect(details.status).toBe(502);
    expect(details.body).toMatchObject({
      code: 'maps_unavailable',
      message: 'The maps service is unavailable. Please try again.',
    });
    const geocode = await get('/map/geocoding', { lat: '1', lon: '2' }, {}, other);
    expect(geocode.status).toBe(500);
    expect(errors).toHaveLength(1);
  });
});
