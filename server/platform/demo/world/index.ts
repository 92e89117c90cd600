// The demo world, read from ./*.json and checked against ./schema.ts once as it loads; then the keys one entry
// names another by are checked across the files, so the seed (../seed.ts) never meets a key that points at
// nothing. Menus come from ../menus (one file per brand).
import type { BranchCapabilities, FoodHallSettings } from '../../db/schema';
import { parseDemoFile } from '../schema';
import {
  businessSchema,
  campaignSchema,
  demoPromoSchema,
  demoLoyaltySchema,
  defaultsSchema,
  foodHallSchema,
  inAppStoreSchema,
  linkSchema,
  paymentMethodsSchema,
  placesSchema,
} from './schema';
import placesJson from './places.json';
import businessesJson from './businesses.json';
import foodHallsJson from './food-halls.json';
import inAppStoresJson from './in-app-stores.json';
import linksJson from './links.json';
import defaultsJson from './defaults.json';
import paymentMethodsJson from './payment-methods.json';
import campaignsJson from './campaigns.json';
import promosJson from './promos.json';
import loyaltyJson from './loyalty.json';

const file = (name: string) => `server/platform/demo/world/${name}.json`;

export const { currencies, countries, cities } = parseDemoFile(placesSchema, file('places'), placesJson);
export const businesses = parseDemoFile(businessSchema.array(), file('businesses'), businessesJson);
export const foodHalls = parseDemoFile(foodHallSchema.array(), file('food-halls'), foodHallsJson);
export const inAppStores = parseDemoFile(inAppStoreSchema.array(), file('in-app-stores'), inAppStoresJson);
/** Links as printed on QR codes and shared; the hashes are fixed so demo links stay the same. */
export const links = parseDemoFile(linkSchema.array(), file('links'), linksJson);
export const campaigns = parseDemoFile(campaignSchema.array(), file('campaigns'), campaignsJson);
export const promos = parseDemoFile(demoPromoSchema.array(), file('promos'), promosJson);
export const loyalty = parseDemoFile(demoLoyaltySchema, file('loyalty'), loyaltyJson);
const defaults = parseDemoFile(defaultsSchema, file('defaults'), defaultsJson);
export const defaultCapabilities: BranchCapabilities = defaults.branchCapabilities;
export const defaultFoodHallSettings: FoodHallSettings = defaults.foodHallSettings;

/**
 * The demo businesses' online payments (issue 15): a realistic mix per country, each channel taken by the
 * sandbox gateway (the embedded default; a real deployment names stripe, xendit or tappay per channel), and a
 * card channel at a provider where the platform has that provider's keys (payments/methods.ts).
 */
const paymentMethods = parseDemoFile(paymentMethodsSchema, file('payment-methods'), paymentMethodsJson);
export const gatewayMethodsByCountry: Record<string, unknown[]> = Object.fromEntries(
  Object.entries(paymentMethods.countries).map(([country, methods]) => [
    country,
    methods.map(({ kind, channels }) => {
      const { method, logo, display_name_translation } = paymentMethods.kinds[kind]!;
      return { method, display_name: display_name_translation.en, display_name_translation, logo, channels };
    }),
  ]),
);

/** A country's payment channel codes of one kind of method (a payment-based demo promo's channels). */
export function channelsOf(country: string, kind: string): string[] {
  return (paymentMethods.countries[country] ?? [])
    .filter((m) => m.kind === kind)
    .flatMap((m) => m.channels.map((c) => c.channel_code));
}

/** The keys one entry names another by, each checked to name something (and each key used once). */
function checkReferences() {
  const problems: string[] = [];
  const keys = (what: string, list: { key: string }[]) => {
    const seen = new Set<string>();
    for (const { key } of list) {
      if (seen.has(key)) problems.push(`${what} ${key} is written twice`);
      seen.add(key);
    }
    return seen;
  };
  const refer = (where: string, what: string, known: Set<string>, key: string) => {
    if (!known.has(key)) problems.push(`${where}: no ${what} ${key}`);
  };
  const currencyCodes = new Set(currencies.map((c) => c.code));
  const countryCodes = new Set(countries.map((c) => c.code));
  for (const c of countries) refer(`country ${c.code}`, 'currency', currencyCodes, c.currency);
  for (const c of cities) refer(`city ${c.key}`, 'country', countryCodes, c.country);
  const cityKeys = keys('city', cities);
  const branches = businesses.flatMap((b) => b.branches);
  const targets: Record<number, Set<string>> = {
    1: keys('business', businesses),
    2: keys(
      'brand',
      businesses.flatMap((b) => b.brands),
    ),
    3: keys('branch', branches),
    4: keys('food hall', foodHalls),
    6: keys('in-app store', inAppStores),
  };
  for (const b of businesses) refer(`business ${b.key}`, 'country', countryCodes, b.country);
  for (const b of branches) refer(`branch ${b.key}`, 'city', cityKeys, b.city);
  for (const fh of foodHalls) {
    refer(`food hall ${fh.key}`, 'city', cityKeys, fh.city);
    for (const b of fh.branches) refer(`food hall ${fh.key}`, 'branch', targets[3]!, b);
  }
  for (const s of inAppStores) refer(`in-app store ${s.key}`, 'country', countryCodes, s.country);
  keys(
    'link',
    links.map((l) => ({ key: l.hash })),
  );
  for (const l of links) {
    const type = l.type === 5 ? 4 : l.type === 7 ? 3 : l.type;
    refer(`link ${l.hash}`, 'target', targets[type]!, l.target);
  }
  for (const country of Object.keys(paymentMethods.countries))
    refer('payment methods', 'country', countryCodes, country);
  for (const p of promos) {
    for (const c of p.countries ?? []) refer(`promo ${p.code}`, 'country', countryCodes, c);
    if (p.payment && !paymentMethods.kinds[p.payment]) problems.push(`promo ${p.code}: no payment kind ${p.payment}`);
  }
  const businessKeys = new Set(businesses.map((b) => b.key));
  for (const p of loyalty.programmes) refer('loyalty programme', 'business', businessKeys, p.business);
  for (const p of loyalty.customer.points) refer('loyalty customer', 'business', businessKeys, p.business);
  if (problems.length) throw new Error(`the demo world: ${problems.join('; ')}`);
}
checkReferences();
