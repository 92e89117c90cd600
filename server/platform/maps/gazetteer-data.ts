// The embedded gazetteer (DESIGN.md "gazetteer of demo places"): real streets, landmarks, malls, stations
// and neighbourhoods of the five demo cities, at their real approximate positions (4 decimals, about 10 m).
// Names are given in English and, where people naturally write them so, in the city's own languages; any
// other language falls back to English (see gazetteer.ts). The data is gazetteer-data.json, checked here
// once as it loads.
import data from './gazetteer-data.json';
import { parseGazetteer, type CityKey, type GazetteerCity, type GazetteerPlace } from './gazetteer-schema';

const gazetteer = parseGazetteer('server/platform/maps/gazetteer-data.json', data);

export const CITIES: Record<CityKey, GazetteerCity> = gazetteer.cities;
export const PLACES: readonly GazetteerPlace[] = gazetteer.places;
