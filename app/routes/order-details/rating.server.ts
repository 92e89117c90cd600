// SPEC §4 "The rating prompt shows for a completed, paid order when logged in. An existing rating is fetched
// and shown read-only", §2 "Rating sheet", §8 "Rating fetch error opens the rating sheet". The sheet is URL
// state: `&rate=1` the form, `&rate=thanks` the thank-you screen after the post (POST → redirect → GET).
import { json, redirect } from '@remix-run/node';
import type { AuthState, Authed } from '~/utils/auth.server';
import type { Order } from '~/contract/orders';
import type { Rating } from '~/contract/ratings';
import { ratingPromptShows } from '~/domain/ratings';
import { PlatformError } from '~/platform-client/client.server';
import {
  ratingAspects,
  ratingRefusal,
  ratingRequest,
  ratingView,
  readRatingForm,
} from '~/features/orders/ratings.server';
import { refuse } from '~/utils/refusal.server';

export { isRatingPost } from '~/features/orders/ratings.server';

type Customer = Authed & { auth: AuthState };
type RatedOrder = Pick<Order, 'order_id' | 'order_hash' | 'branch_id' | 'brands' | 'status_id' | 'payment_status_id'>;

const pageOf = (order: RatedOrder) => `/order-details?orderHash=${encodeURIComponent(order.order_hash)}`;

/** The order page's rating: null when no prompt shows; else the prompt, the sheet, or the rating read-only. */
export async function orderRating(request: Request, customer: Customer, order: RatedOrder) {
  if (!ratingPromptShows(order, !!customer.auth)) return null;
  const rate = new URL(request.url).searchParams.get('rate');
  let rating: Rating | null = null;
  let failed = false;
  try {
    ({ rating } = await customer.withAuth((c) =>
      c.userOrderRating({ userId: customer.auth.user.id, orderId: order.order_id }),
    ));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    // SPEC §8 "Rating fetch error opens the rating sheet"
    failed = true;
  }
  const sheet = rating ? (rate === 'thanks' ? 'thanks' : null) : rate === '1' || failed ? 'form' : null;
  const aspects = sheet === 'form' || rating?.rating_aspect_ids.length ? await ratingAspects(customer) : [];
  const here = pageOf(order);
  return {
    here,
    rateHref: `${here}&rate=1`,
    sheet: sheet as 'form' | 'thanks' | null,
    aspects: sheet === 'form' ? aspects : [],
    rating: rating ? ratingView(rating, aspects) : null,
  };
}

/** The rating sheet's post: the order rated, then its thank-you screen; a refusal is said in the sheet. */
export async function rateOrderAction(form: FormData, customer: Customer, order: RatedOrder) {
  const submission = readRatingForm(form);
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  if (!ratingPromptShows(order, true))
    return refuse(409, { key: 'rating.notRateable', field: 'rating' }, { extra: { result: submission.reply() } });
  try {
    await customer.withAuth((c) => c.rateOrder(ratingRequest(order, customer.auth.user.id, submission.value)));
  } catch (error) {
    const { status, refusal } = ratingRefusal(error);
    return refuse(status, refusal, { extra: { result: submission.reply() } });
  }
  return redirect(`${pageOf(order)}&rate=thanks`, 303);
}
