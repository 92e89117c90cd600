// The rating sheet's form (SPEC §2 "Rating sheet", §5 "Rating: value 1 to 5. Comment max 500"): shared by the
// sheet (native constraints, checks before posting with JavaScript) and the actions of the order page and
// the group's page (the bulk sheet). Messages are translation keys.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { RATING_MAX, RATING_MIN } from '~/domain/ratings';

const stars = z.coerce
  .number({ required_error: 'rating.starsRequired', invalid_type_error: 'rating.starsRequired' })
  .int('rating.starsRequired')
  .min(RATING_MIN, 'rating.starsRequired')
  .max(RATING_MAX, 'rating.starsRequired');

/** Checkboxes of one name: none, one (a single value) or several. */
const aspects = z.preprocess(
  (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(20),
);

export const rateSchema = z.object({
  rating: stars,
  comments: z.string().trim().max(LIMITS.ratingCommentMax, 'rating.commentTooLong').optional(),
  aspects,
});
export type RateForm = z.infer<typeof rateSchema>;
