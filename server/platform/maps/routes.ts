// SPEC §7 "Maps": address search, place details and reverse geocoding, behind any MapsProvider.
import * as M from '../../../app/contract/maps';
import { notFound, type Router } from '../http';
import { MAX_PREDICTIONS, type MapsProvider } from './provider';

export function mapsRoutes<U>(router: Router<U>, provider: MapsProvider) {
  router.serve(M.mapAutocomplete, async ({ query, lng }) => {
    const predictions = await provider.autocomplete(query.term, {
      language: query.language ?? lng,
      sessionToken: query['session-token'] || undefined,
      forceCountry: query.force_country?.toUpperCase(),
      near: query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined,
    });
    return { predictions: predictions.slice(0, MAX_PREDICTIONS) };
  });

  router.serve(M.placeDetails, async ({ query, lng }) => {
    const place = await provider.placeDetails(query.id, {
      language: query.language ?? lng,
      sessionToken: query['session-token'] || undefined,
    });
    if (!place) throw notFound('No such place');
    return { place };
  });

  router.serve(M.geocode, async ({ query, lng }) => ({
    place: await provider.geocode(query.lat, query.lon, { language: query.language ?? lng }),
  }));
}
