// SPEC §7 "Branch and menu", the finding of stores: a food hall's stalls, countries, nearby branches and
// their availability, third-party delivery (threepl), in-app store discovery (maxim), and the demo's links.
import { z } from 'zod';
import {
  coordinate,
  countrySchema,
  deliveryMethodId,
  entityType,
  idParam,
  optionalParam,
  queryBoolean,
} from './common';
import { endpoint } from './endpoint';
import {
  branchSchema,
  brandSchema,
  foodHallSchema,
  foodHallSettingsSchema,
  tableSchema,
  threePlSchema,
} from './catalog';

const optionalId = optionalParam(idParam);

export const foodHallBranchSchema = z.object({
  foodhall: foodHallSchema,
  foodhall_settings: foodHallSettingsSchema,
  branch: branchSchema.nullable(),
  branches: z.array(branchSchema),
  brands: z.array(brandSchema),
  table: tableSchema.nullable(),
});

export const countryCodesSchema = z.object({
  country_code: z.string(),
  countries: z.array(countrySchema),
});

export const nearbySchema = z.object({
  branches: z.array(branchSchema),
  far_branches: z.array(branchSchema),
});

export const availabilitySchema = z.object({
  branches: z.array(
    branchSchema.extend({
      order_type_available: z.boolean(),
      in_range: z.boolean().nullable(),
      /** the branch's brands in busy mode now, since when (issue 12: lists mark busy branches) */
      busy_brands: z
        .array(z.object({ brand_id: z.number().int(), busy_mode_updated_at: z.string().nullable() }))
        .default([]),
    }),
  ),
});
export type AvailabilityAnswer = z.infer<typeof availabilitySchema>;
export type AvailableBranch = AvailabilityAnswer['branches'][number];

// SPEC §7 threepl and maxim: a branch's 3PL facts, the nearest branch whose couriers reach a point, and the
// in-app (maxim) store discovery.
export const threePlBranchSchema = z.object({
  branch_id: z.number().int(),
  entity_type: z.number().int().nullable(),
  three_pl: threePlSchema.extend({ max_distance_meter: z.number().int().nullable() }),
});
export type ThreePlBranchAnswer = z.infer<typeof threePlBranchSchema>;

export const threePlNearestSchema = z.object({
  branch: branchSchema.nullable(),
  distance_meter: z.number().int().nullable(),
  three_pl: threePlSchema.nullable(),
});
export type ThreePlNearestAnswer = z.infer<typeof threePlNearestSchema>;

export const maximDiscoverySchema = z.object({
  stores: z.array(
    z.object({
      brand: brandSchema,
      branch: branchSchema,
      distance_meter: z.number().int(),
      /** within the branch's delivery radius */
      near: z.boolean(),
    }),
  ),
});
export type MaximDiscoveryAnswer = z.infer<typeof maximDiscoverySchema>;
export type DiscoveredStore = MaximDiscoveryAnswer['stores'][number];

export const demoLinksSchema = z.object({
  links: z.array(
    z.object({
      hash: z.string(),
      mask: z.string().nullable(),
      entity_type: z.number().int(),
      title: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type DemoLinks = z.infer<typeof demoLinksSchema>;

// ---- calls ---------------------------------------------------------------------------------------------

/** GET {enterprise}/foodhall/branch (branch_id, foodhall_id, table). */
export const foodHallBranch = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/foodhall/branch',
  access: 'public',
  query: z.object({
    foodhall_id: idParam,
    branch_id: optionalId,
    table: optionalParam(z.string().trim().min(1).max(20)),
  }),
  response: foodHallBranchSchema,
});

/** GET {consumer}/country-code. */
export const countryCodes = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/country-code',
  access: 'public',
  response: countryCodesSchema,
});

/** Nearby branches (SPEC §7: lat, lon, brand_id, is_foodhall, foodhall_id, filterByDeliveryMethod). */
export const nearbyBranches = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/webshop/branches/nearby',
  access: 'public',
  query: z
    .object({
      lat: coordinate(90),
      lon: coordinate(180),
      brand_id: optionalId,
      foodhall_id: optionalId,
      is_foodhall: optionalParam(queryBoolean),
      filterByDeliveryMethod: optionalParam(z.coerce.number().pipe(deliveryMethodId)),
    })
    .refine((q) => q.brand_id != null || q.foodhall_id != null, {
      message: 'brand_id or foodhall_id is required',
      path: ['brand_id'],
    }),
  response: nearbySchema,
});

/** Branch availability (SPEC §7: brand_id, order_type, optional lat and lon). */
export const branchAvailability = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/webshop/branches/availability',
  access: 'public',
  query: z
    .object({
      lat: optionalParam(coordinate(90)),
      lon: optionalParam(coordinate(180)),
      brand_id: optionalId,
      foodhall_id: optionalId,
      order_type: optionalParam(z.coerce.number().pipe(deliveryMethodId)),
    })
    .refine((q) => q.brand_id != null || q.foodhall_id != null, {
      message: 'brand_id or foodhall_id is required',
      path: ['brand_id'],
    }),
  response: availabilitySchema,
});

/** GET {enterprise}/threepl/branch (branch_id, entity_type): a branch's courier facts. */
export const threePlBranch = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/threepl/branch',
  access: 'public',
  query: z.object({ branch_id: idParam, entity_type: optionalParam(z.coerce.number().pipe(entityType)) }),
  response: threePlBranchSchema,
});

/** GET {enterprise}/threepl/nearest/branch: the nearest branch whose couriers reach a point. */
export const threePlNearestBranch = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/threepl/nearest/branch',
  access: 'public',
  query: z.object({ lat: coordinate(90), lon: coordinate(180), brand_id: optionalId, foodhall_id: optionalId }),
  response: threePlNearestSchema,
});

/** GET {enterprise}/maxim/stores/discovery: in-app store discovery around a point. */
export const maximDiscovery = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/maxim/stores/discovery',
  access: 'public',
  query: z.object({
    lat: coordinate(90),
    lon: coordinate(180),
    country: optionalParam(
      z
        .string()
        .trim()
        .regex(/^([A-Za-z]{2}|\d{1,9})$/, 'must be a country code or id'),
    ),
  }),
  response: maximDiscoverySchema,
});

/** The demo stores' links (demo data only; listed on the shop's `/`). */
export const demoLinks = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/demo/links',
  access: 'public',
  response: demoLinksSchema,
});
