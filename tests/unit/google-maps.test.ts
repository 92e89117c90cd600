// The Google maps adapter (Places API (New) + Geocoding API) against msw: what it sends, how it reads the
// answers, and how Google's failures become 502 maps_unavailable.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { ApiError } from '../../server/platform/http';
import {
  GOOGLE_GEOCODE_URL,
  GOOGLE_LANGUAGE,
  GOOGLE_PLACES_URL,
  GoogleMapsProvider,
  googleSessionToken,
} from '../../server/platform/maps/google';

const KEY = 'test-google-key-0123456789';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const google = new GoogleMapsProvider({ apiKey: KEY });
const AUTOCOMPLETE = `${GOOGLE_PLACES_URL}/places:autocomplete`;
const DETAILS = `${GOOGLE_PLACES_URL}/places/:id`;

/** Runs the call and answers the ApiError it throws (or fails). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a failure');
}

const vivoSuggestions = {
  suggestions: [
    {
      placePrediction: {
        placeId: 'ChIJK7xLl1gZ2jER1w',
        text: { text: '怡丰城, 港湾道1号, 新加坡' },
        structuredFormat: { mainText: { text: '怡丰城' }, secondaryText: { text: '港湾道1号, 新加坡' } },
      },
    },
    { queryPrediction: { text: { text: 'vivo 餐厅' } } },
    { placePrediction: { placeId: 'ChIJ2', text: { text: 'Vivo Bar' } } },
  ],
};

describe('Google autocomplete (Places API New)', () => {
  it('sends the key, session token, mapped language and country restriction', async () => {
    let seen: { request: Request; body: any } | null = null;
    server.use(
      http.post(AUTOCOMPLETE, async ({ request }) => {
        seen = { request, body: await request.clone().json() };
        return HttpResponse.json(vivoSuggestions);
      }),
    );
    const predictions = await google.autocomplete('vivo', {
      language: 'zh',
      sessionToken: '5f0c1a2e-8d7b-4c1e-9f3a-2b6d8e4a1c90',
      forceCountry: 'SG',
    });
    expect(seen).not.toBeNull();
    const { request, body } = seen!;
    expect(request.headers.get('x-goog-api-key')).toBe(KEY);
    expect(request.headers.get('x-goog-fieldmask')).toContain('suggestions.placePrediction.placeId');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(new URL(request.url).search).toBe(''); // the key never travels in the URL
    expect(body).toEqual({
      input: 'vivo',
      languageCode: 'zh-CN',
      sessionToken: '5f0c1a2e-8d7b-4c1e-9f3a-2b6d8e4a1c90',
      includedRegionCodes: ['sg'],
    });
    // Query predictions name no place and are left out.
    expect(predictions).toEqual([
      {
        place_id: 'ChIJK7xLl1gZ2jER1w',
        description: '怡丰城, 港湾道1号, 新加坡',
        main_text: '怡丰城',
        secondary_text: '港湾道1号, 新加坡',
      },
      { place_id: 'ChIJ2', description: 'Vivo Bar', main_text: 'Vivo Bar', secondary_text: '' },
    ]);
  });

  it('maps our languages to Google codes and biases towards a point when given one', async () => {
    expect(GOOGLE_LANGUAGE).toMatchObject({ zh: 'zh-CN', 'zh-tw': 'zh-TW', tl: 'fil', en: 'en', ja: 'ja', id: 'id' });
    const bodies: any[] = [];
    server.use(
      http.post(AUTOCOMPLETE, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    expect(await google.autocomplete('ayala', { language: 'tl' })).toEqual([]);
    await google.autocomplete('台北', { language: 'zh-tw', near: { lat: 25.033, lon: 121.5654 } });
    expect(bodies[0]).toEqual({ input: 'ayala', languageCode: 'fil' });
    expect(bodies[1]).toEqual({
      input: '台北',
      languageCode: 'zh-TW',
      locationBias: { circle: { center: { latitude: 25.033, longitude: 121.5654 }, radius: 50_000 } },
    });
  });

  it('turns a session token Google would refuse into a stable one of its shape', () => {
    const odd = 'session.token/with:odd chars that is much longer than thirty-six characters';
    const token = googleSessionToken(odd)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{36}$/);
    expect(googleSessionToken(odd)).toBe(token);
    expect(googleSessionToken('abc_DEF-123')).toBe('abc_DEF-123');
    expect(googleSessionToken(undefined)).toBeUndefined();
  });

  it('answers 502 maps_unavailable when Google refuses, is over quota or fails', async () => {
    for (const [status, error] of [
      [403, { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' }],
      [429, { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' }],
      [500, { code: 500, message: 'Internal error', status: 'INTERNAL' }],
      [400, { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' }],
    ] as const) {
      server.use(http.post(AUTOCOMPLETE, () => HttpResponse.json({ error }, { status })));
      const e = await failure(google.autocomplete('vivo', { language: 'en' }));
      expect(e).toMatchObject({ status: 502, code: 'maps_unavailable', details: { upstream_status: status } });
      expect(e.message).toBe('The maps service is unavailable. Please try again.');
      expect(e.message).not.toContain(KEY);
    }
  });

  it('answers 502 on a malformed answer, a network failure or a timeout', async () => {
    server.use(http.post(AUTOCOMPLETE, () => HttpResponse.text('<html>oops</html>')));
    expect((await failure(google.autocomplete('vivo', { language: 'en' }))).status).toBe(502);
    server.use(http.post(AUTOCOMPLETE, () => HttpResponse.json({ suggestions: [{ placePrediction: { text: 1 } }] })));
    expect((await failure(google.autocomplete('vivo', { language: 'en' }))).code).toBe('maps_unavailable');
    server.use(http.post(AUTOCOMPLETE, () => HttpResponse.error()));
    expect((await failure(google.autocomplete('vivo', { language: 'en' }))).code).toBe('maps_unavailable');
    const impatient = new GoogleMapsProvider({ apiKey: KEY, timeoutMs: 50 });
    server.use(
      http.post(AUTOCOMPLETE, async () => {
        await delay(2_000);
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    expect((await failure(impatient.autocomplete('vivo', { language: 'en' }))).code).toBe('maps_unavailable');
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('Google place details (Places API New)', () => {
  it('asks for the fields it reads, with the language and the session token, and maps the answer', async () => {
    let seen: Request | null = null;
    server.use(
      http.get(DETAILS, ({ request }) => {
        seen = request;
        return HttpResponse.json({
          id: 'ChIJK7xLl1gZ2jER1w',
          displayName: { text: 'VivoCity', languageCode: 'en' },
          formattedAddress: '1 HarbourFront Walk, Singapore 098585',
          shortFormattedAddress: '1 HarbourFront Walk, Singapore',
          location: { latitude: 1.2642, longitude: 103.8223 },
          addressComponents: [
            { longText: '1', shortText: '1', types: ['street_number'] },
            { longText: 'HarbourFront Walk', shortText: 'HarbourFront Walk', types: ['route'] },
            { longText: 'Singapore', shortText: 'Singapore', types: ['locality', 'political'] },
            { longText: 'Singapore', shortText: 'SG', types: ['country', 'political'] },
            { longText: '098585', shortText: '098585', types: ['postal_code'] },
          ],
        });
      }),
    );
    const place = await google.placeDetails('ChIJK7xLl1gZ2jER1w', { language: 'ja', sessionToken: 'tok-123' });
    const url = new URL(seen!.url);
    expect(url.pathname).toBe('/v1/places/ChIJK7xLl1gZ2jER1w');
    expect(url.searchParams.get('languageCode')).toBe('ja');
    expect(url.searchParams.get('sessionToken')).toBe('tok-123');
    expect(url.searchParams.has('key')).toBe(false);
    expect(seen!.headers.get('x-goog-api-key')).toBe(KEY);
    expect(seen!.headers.get('x-goog-fieldmask')!.split(',')).toEqual(
      expect.arrayContaining(['id', 'displayName', 'formattedAddress', 'location', 'addressComponents']),
    );
    expect(place).toEqual({
      place_id: 'ChIJK7xLl1gZ2jER1w',
      address: 'VivoCity, 1 HarbourFront Walk, Singapore',
      formatted_address: 'VivoCity, 1 HarbourFront Walk, Singapore 098585',
      location: { lat: 1.2642, lon: 103.8223 },
      country_code: 'SG',
      city: 'Singapore',
    });
  });

  it('does not repeat a name the address already holds, and reads the city from a lower level', async () => {
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json({
          id: 'ChIJkemang',
          displayName: { text: 'Jl. Kemang Raya' },
          formattedAddress: 'Jl. Kemang Raya, Bangka, Kec. Mampang Prpt., Kota Jakarta Selatan, Indonesia',
          location: { latitude: -6.262, longitude: 106.8138 },
          addressComponents: [
            {
              longText: 'Kota Jakarta Selatan',
              shortText: 'Kota Jakarta Selatan',
              types: ['administrative_area_level_2'],
            },
            { longText: 'Indonesia', shortText: 'id', types: ['country'] },
          ],
        }),
      ),
    );
    expect(await google.placeDetails('ChIJkemang', { language: 'id' })).toMatchObject({
      address: 'Jl. Kemang Raya, Bangka, Kec. Mampang Prpt., Kota Jakarta Selatan, Indonesia',
      formatted_address: 'Jl. Kemang Raya, Bangka, Kec. Mampang Prpt., Kota Jakarta Selatan, Indonesia',
      country_code: 'ID',
      city: 'Kota Jakarta Selatan',
    });
  });

  it('answers null for a place Google does not know, 502 for other failures', async () => {
    server.use(
      http.get(DETAILS, () =>
        HttpResponse.json({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }, { status: 404 }),
      ),
    );
    expect(await google.placeDetails('ChIJgone', { language: 'en' })).toBeNull();
    server.use(http.get(DETAILS, () => HttpResponse.json({ error: { code: 429 } }, { status: 429 })));
    expect(await failure(google.placeDetails('ChIJx', { language: 'en' }))).toMatchObject({
      status: 502,
      code: 'maps_unavailable',
    });
  });
});

describe('Google reverse geocoding (Geocoding API)', () => {
  const jakartaAnswer = {
    status: 'OK',
    results: [
      {
        formatted_address:
          'Jl. Kemang Raya No.18, Bangka, Kec. Mampang Prpt., Kota Jakarta Selatan, Jakarta 12730, Indonesia',
        place_id: 'ChIJkemang18',
        address_components: [
          {
            long_name: 'Kota Jakarta Selatan',
            short_name: 'Kota Jakarta Selatan',
            types: ['administrative_area_level_2'],
          },
          { long_name: 'Indonesia', short_name: 'ID', types: ['country', 'political'] },
        ],
        geometry: { location: { lat: -6.26071, lng: 106.81352 } },
      },
    ],
  };

  it('sends the position, the mapped language and the key, and answers the position itself', async () => {
    let seen: URL | null = null;
    server.use(
      http.get(GOOGLE_GEOCODE_URL, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(jakartaAnswer);
      }),
    );
    const place = await google.geocode(-6.2607, 106.8135, { language: 'zh-tw' });
    expect(seen!.searchParams.get('latlng')).toBe('-6.2607,106.8135');
    expect(seen!.searchParams.get('language')).toBe('zh-TW');
    expect(seen!.searchParams.get('key')).toBe(KEY);
    expect(place).toEqual({
      place_id: 'geo:-6.26070,106.81350',
      address: jakartaAnswer.results[0]!.formatted_address,
      formatted_address: jakartaAnswer.results[0]!.formatted_address,
      location: { lat: -6.2607, lon: 106.8135 },
      country_code: 'ID',
      city: 'Kota Jakarta Selatan',
    });
  });

  it('answers a geo: id of place details by geocoding it again', async () => {
    server.use(http.get(GOOGLE_GEOCODE_URL, () => HttpResponse.json(jakartaAnswer)));
    const place = await google.placeDetails('geo:-6.26070,106.81350', { language: 'en' });
    expect(place!.place_id).toBe('geo:-6.26070,106.81350');
    expect(place!.location).toEqual({ lat: -6.2607, lon: 106.8135 });
  });

  it('answers coordinates where Google knows nothing, 502 when it refuses', async () => {
    server.use(http.get(GOOGLE_GEOCODE_URL, () => HttpResponse.json({ status: 'ZERO_RESULTS', results: [] })));
    expect(await google.geocode(0, -150, { language: 'en' })).toMatchObject({
      place_id: 'geo:0.00000,-150.00000',
      address: '0.00000, -150.00000',
      country_code: null,
      city: null,
    });
    for (const status of ['OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'UNKNOWN_ERROR']) {
      server.use(
        http.get(GOOGLE_GEOCODE_URL, () =>
          HttpResponse.json({ status, error_message: `denied for ${KEY}`, results: [] }),
        ),
      );
      const e = await failure(google.geocode(1.3, 103.8, { language: 'en' }));
      expect(e).toMatchObject({ status: 502, code: 'maps_unavailable', details: { upstream_status: status } });
      expect(JSON.stringify({ message: e.message, details: e.details })).not.toContain(KEY);
    }
    server.use(http.get(GOOGLE_GEOCODE_URL, () => new HttpResponse(null, { status: 503 })));
    expect((await failure(google.geocode(1.3, 103.8, { language: 'en' }))).status).toBe(502);
  });

  it('needs a key', () => {
    expect(() => new GoogleMapsProvider({ apiKey: '' })).toThrow(/API key/);
  });
});
