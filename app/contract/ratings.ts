// SPEC §7 "Ratings" (§3 "Rating", "Aspect", "Rating link"): the customer rates an order once, 1 to 5 stars
// with an optional comment and aspects; a food hall's group is rated in one request (all or nothing).
//
// Gateway: the consumer gateway ({host}/v1), not the order service. SPEC §7 writes every order-service call
// with its {oms} base (POST {oms}/order, GET {oms}/order/history…) and the rating calls without one, like
// /profile: they live beside the customer's other authenticated calls. Access is `user` for all of them,
// as for the order endpoints: only a logged-in customer (a guest too) rates, and only their own orders.
import { z } from 'zod';
import { LIMITS } from '../domain/constants';
import { PLACE_IDENTIFIER, RATING_MAX, RATING_MIN, RatingProvider, type RatingProviderId } from '../domain/ratings';
import { id, idParam, isoTime } from './common';
import { endpoint } from './endpoint';

/** The platform's refusals of a rating (HTTP 409), besides the common validation and not-found ones. */
export const RatingErrorCode = {
  alreadyRated: 'already_rated',
  notRateable: 'order_not_rateable',
} as const;

/** SPEC §3 "Aspect: id, name, language" — the name in the caller's language (x-language). */
export const ratingAspectSchema = z.object({ id: z.number().int(), name: z.string(), language: z.string() });
export type RatingAspect = z.infer<typeof ratingAspectSchema>;

/** SPEC §3 "Rating link: rating_provider_id (1 google, 2 facebook), place_identifier". */
export const ratingLinkSchema = z.object({
  rating_provider_id: z.union([z.literal(RatingProvider.GOOGLE), z.literal(RatingProvider.FACEBOOK)]) as z.ZodType<
    RatingProviderId,
    z.ZodTypeDef,
    number
  >,
  place_identifier: z.string().regex(PLACE_IDENTIFIER),
});
export type RatingLink = z.infer<typeof ratingLinkSchema>;

const ratingValue = z
  .number({ required_error: 'is required', invalid_type_error: 'must be a number from 1 to 5' })
  .int('must be a whole number from 1 to 5')
  .min(RATING_MIN, 'must be from 1 to 5')
  .max(RATING_MAX, 'must be from 1 to 5');

/** SPEC §7 "POST /ratings/user-ratings (user_id, brand_ids, branch_id, order_id, rating_id, comments, rating_aspect_ids)". */
export const ratingRequestSchema = z.object({
  /** must be the caller */
  user_id: id,
  /** the brands of the order rated; all of the order's when absent */
  brand_ids: z.array(id).max(20, 'has too many brands').optional(),
  /** the order's branch; checked when given */
  branch_id: id.optional(),
  order_id: id,
  rating_id: ratingValue,
  comments: z.string().trim().max(LIMITS.ratingCommentMax, 'Maximum 500 characters').nullish(),
  rating_aspect_ids: z
    .array(id)
    .max(20, 'has too many aspects')
    .refine((ids) => new Set(ids).size === ids.length, 'names an aspect twice')
    .default([]),
});
export type RatingRequest = z.infer<typeof ratingRequestSchema>;

/** A rating as kept, with the review sites of its branch (SPEC §7 "Response may contain links"). */
export const ratingSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  user_id: z.number().int(),
  brand_ids: z.array(z.number().int()),
  branch_id: z.number().int(),
  rating_id: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comments: z.string().nullable(),
  rating_aspect_ids: z.array(z.number().int()),
  created_at: isoTime,
  links: z.array(ratingLinkSchema).default([]),
});
export type Rating = z.infer<typeof ratingSchema>;

/** GET /ratings/aspects — the aspect chips, named in the caller's language. */
export const ratingAspects = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/ratings/aspects',
  access: 'user',
  response: z.object({ results: z.array(ratingAspectSchema) }),
});

/**
 * GET /ratings/user/{userId}/orders?order_ids=comma-list — the ratings of those of the caller's orders that
 * are rated (at most 100 ids; the orders list and a group's page).
 */
export const userOrderRatings = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/ratings/user/:userId/orders',
  access: 'user',
  params: z.object({ userId: idParam }),
  query: z.object({
    order_ids: z
      .string({ required_error: 'is required' })
      .max(1200, 'has too many ids')
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'must be a comma-separated list of up to 100 order ids')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .refine((ids) => ids.every((n) => n >= 1 && n <= 2_147_483_647), 'must be order ids'),
  }),
  response: z.object({ results: z.array(ratingSchema) }),
});

/** GET /ratings/user/{userId}/order/{orderId} — the caller's rating of their order, or null while unrated. */
export const userOrderRating = endpoint({
  gateway: 'consumer',
  method: 'GET',
  path: '/ratings/user/:userId/order/:orderId',
  access: 'user',
  params: z.object({ userId: idParam, orderId: idParam }),
  response: z.object({ rating: ratingSchema.nullable() }),
});

/**
 * POST /ratings/user-ratings — rates a completed order of the caller, once: a second rating of the same order
 * (however many arrive at once) is 409.
 */
export const rateOrder = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/ratings/user-ratings',
  access: 'user',
  body: ratingRequestSchema,
  response: ratingSchema,
});

/** POST /ratings/bulk/user-ratings — several orders (a food hall's group) in one transaction: all or none. */
export const rateOrdersBulk = endpoint({
  gateway: 'consumer',
  method: 'POST',
  path: '/ratings/bulk/user-ratings',
  access: 'user',
  body: z
    .array(ratingRequestSchema, { invalid_type_error: 'must be a list of ratings' })
    .min(1, 'must rate at least one order')
    .max(20, 'may rate at most 20 orders at once')
    .refine((list) => new Set(list.map((r) => r.order_id)).size === list.length, 'rates an order twice'),
  response: z.object({ results: z.array(ratingSchema) }),
});
