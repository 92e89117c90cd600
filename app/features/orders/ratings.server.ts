// What the order page, the group's page and the orders list share about ratings (SPEC §2 "Rating sheet",
// §4 "The rating prompt", §7 "Ratings"): the aspects in the customer's language, a rating as the pages show
// it (stars, impression, comment, aspect names, review links), and the rating form's post.
import { parseWithZod } from '@conform-to/zod';
import type { AuthState, Authed } from '~/utils/auth.server';
import type { Order } from '~/contract/orders';
import type { Rating, RatingRequest } from '~/contract/ratings';
import { impressionOf, RATING_PROVIDER_NAMES, reviewUrl, type Impression, type RatingValue } from '~/domain/ratings';
import { PlatformError } from '~/platform-client/client.server';
import { rateSchema } from '~/features/orders/rating.schema';
import type { Refusal } from '~/utils/refusal';

export interface RatingLinkView {
  site: string;
  url: string;
}
export interface RatingView {
  orderId: number;
  stars: number;
  impression: Impression;
  comment: string | null;
  aspects: string[];
  links: RatingLinkView[];
}

type Customer = Authed & { auth: AuthState };

/** The aspect chips in the customer's language (the client sends x-language). */
export async function ratingAspects(customer: Customer): Promise<{ id: number; name: string }[]> {
  const { results } = await customer.withAuth((c) => c.ratingAspects({}));
  return results.map((a) => ({ id: a.id, name: a.name }));
}

/** The review sites as links the customer taps (SPEC §2 "thank-you screen with links to external review sites"). */
export function reviewLinks(rating: Pick<Rating, 'links'>): RatingLinkView[] {
  return rating.links.map((l) => ({
    site: RATING_PROVIDER_NAMES[l.rating_provider_id],
    url: reviewUrl(l.rating_provider_id, l.place_identifier),
  }));
}

export function ratingView(rating: Rating, aspects: readonly { id: number; name: string }[]): RatingView {
  const names = new Map(aspects.map((a) => [a.id, a.name]));
  return {
    orderId: rating.order_id,
    stars: rating.rating_id,
    impression: impressionOf(rating.rating_id as RatingValue),
    comment: rating.comments,
    aspects: rating.rating_aspect_ids.map((id) => names.get(id)).filter((n): n is string => !!n),
    links: reviewLinks(rating),
  };
}

/** Whether a post (its form, read once by the action with readFormData) is the rating sheet's: its `intent`. */
export function isRatingPost(form: FormData): boolean {
  return form.get('intent') === 'rate';
}

/** The rating form as posted: the checked values, or the submission to answer with (400). */
export function readRatingForm(form: FormData) {
  return parseWithZod(form, { schema: rateSchema });
}

/** SPEC §7 "POST /ratings/user-ratings": one order's rating as the form gave it (the bulk sends one per order). */
export function ratingRequest(
  order: Pick<Order, 'order_id' | 'branch_id' | 'brands'>,
  userId: number,
  form: { rating: number; comments?: string | null; aspects: number[] },
): RatingRequest {
  return {
    user_id: userId,
    order_id: order.order_id,
    branch_id: order.branch_id,
    brand_ids: order.brands.map((b) => b.id),
    rating_id: form.rating,
    comments: form.comments || null,
    rating_aspect_ids: form.aspects,
  };
}

/**
 * The platform's refusal of a rating as a translation key (SPEC §8 "Error body"), or the error again when it
 * is not a refusal (a 500 goes to the error boundary).
 */
export function ratingRefusal(error: unknown): { status: number; refusal: Refusal } {
  if (!(error instanceof PlatformError) || error.status >= 500) throw error;
  const key =
    error.code === 'already_rated'
      ? 'rating.alreadyRated'
      : error.code === 'order_not_rateable'
        ? 'rating.notRateable'
        : 'rating.failed';
  return { status: error.status, refusal: { key, field: 'rating' } };
}
