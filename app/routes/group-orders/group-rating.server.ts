// SPEC §2 "Group orders": "The bulk rating sheet opens automatically when all children are completed,
// cancelled or failed, at least one is completed, and none is rated" — rendered open by the server (so it is
// there without JavaScript); `&rate=0` is the customer closing it. One rating for every completed stall, sent
// in one request (POST /ratings/bulk/user-ratings, all or nothing); then `&rate=thanks` with each stall's
// review sites. §8 "Rating fetch error opens the rating sheet".
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { requireUser, type AuthState, type Authed } from '~/utils/auth.server';
import type { GroupOrder } from '~/contract/orders';
import type { Rating } from '~/contract/ratings';
import { OrderStatus } from '~/domain/constants';
import { bulkRatingSheetOpens, impressionOf, type RatingValue } from '~/domain/ratings';
import { PlatformError } from '~/platform-client/client.server';
import { orderKey, readOwnOrder } from '~/features/orders/order-pages.server';
import {
  isRatingPost,
  ratingAspects,
  ratingRefusal,
  ratingRequest,
  ratingView,
  readRatingForm,
  reviewLinks,
} from '~/features/orders/ratings.server';
import { badRequest, notFound } from '~/utils/request.server';
import { refuse } from '~/utils/refusal.server';
import { readFormData } from '~/utils/form-data.server';

type Customer = Authed & { auth: AuthState };

const pageOf = (group: Pick<GroupOrder, 'parent_order_uuid'>) =>
  `/group-orders?parentUuid=${encodeURIComponent(group.parent_order_uuid)}`;
const completed = (group: GroupOrder) => group.child_orders.filter((c) => c.status_id === OrderStatus.COMPLETED);
const stallOf = (child: GroupOrder['child_orders'][number]) => child.brands.map((b) => b.title).join(', ');

/** The group page's ratings: the bulk sheet (open by the SPEC rule), the thank-you screen, or the ratings given. */
export async function groupRating(request: Request, customer: Customer, group: GroupOrder) {
  const rate = new URL(request.url).searchParams.get('rate');
  const ids = group.child_orders.map((c) => c.order_id);
  let ratings: Rating[] = [];
  let failed = false;
  try {
    ({ results: ratings } = await customer.withAuth((c) =>
      c.userOrderRatings({ userId: customer.auth.user.id, order_ids: ids.join(',') }),
    ));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    failed = true;
  }
  const rated = new Set(ratings.map((r) => r.order_id));
  const opens = bulkRatingSheetOpens(group.child_orders, rated);
  const here = pageOf(group);
  const sheet =
    (opens || (failed && completed(group).length > 0)) && rate !== '0'
      ? 'form'
      : rate === 'thanks' && ratings.length
        ? 'thanks'
        : null;
  const aspects =
    sheet === 'form' || ratings.some((r) => r.rating_aspect_ids.length) ? await ratingAspects(customer) : [];
  const titleOf = new Map(group.child_orders.map((c) => [c.order_id, stallOf(c)]));
  const first = ratings[0];
  return {
    here,
    /** the sheet again after closing it, while the rule still holds */
    rateHref: opens ? here : null,
    sheet: sheet as 'form' | 'thanks' | null,
    aspects: sheet === 'form' ? aspects : [],
    /** the stalls the sheet rates */
    stalls: completed(group).map(stallOf),
    rated: ratings.map((r) => ({ ...ratingView(r, aspects), title: titleOf.get(r.order_id) ?? '' })),
    thanks:
      sheet === 'thanks' && first
        ? {
            stars: first.rating_id,
            impression: impressionOf(first.rating_id as RatingValue),
            places: ratings.map((r) => ({ key: r.order_id, title: titleOf.get(r.order_id), links: reviewLinks(r) })),
          }
        : null,
  };
}

/** The bulk sheet's post: every completed stall rated at once, then the thank-you screen. */
export async function rateGroupAction(form: FormData, customer: Customer, group: GroupOrder) {
  const submission = readRatingForm(form);
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const children = completed(group);
  if (!children.length)
    return refuse(409, { key: 'rating.notRateable', field: 'rating' }, { extra: { result: submission.reply() } });
  try {
    await customer.withAuth((c) =>
      c.rateOrdersBulk(children.map((child) => ratingRequest(child, customer.auth.user.id, submission.value))),
    );
  } catch (error) {
    const { status, refusal } = ratingRefusal(error);
    return refuse(status, refusal, { extra: { result: submission.reply() } });
  }
  return redirect(`${pageOf(group)}&rate=thanks`, 303);
}

/** The group page's only form: the bulk rating sheet. */
export async function groupOrdersAction(request: Request, context: AppLoadContext) {
  const customer = await requireUser(request, context);
  const uuid = orderKey(new URL(request.url).searchParams.get('parentUuid'));
  const group = uuid
    ? await readOwnOrder(request, context, customer, (c) => c.getGroupOrder({ parentUuid: uuid }))
    : null;
  if (!group) return notFound();
  const form = await readFormData(request);
  if (!isRatingPost(form)) throw badRequest();
  return rateGroupAction(form, customer, group);
}
