// The loyalty pages (SPEC §2 "Promo, vouchers and loyalty"; §7 `/loyalit/...`; §8 loyalty texts; §9 "Other business
// points 4 then Show More", dates "dd MMM yyyy", times "hh:mm aaa"): `/loyalty` (the points card of the store's
// business, the customer's points at other businesses, how to earn and redeem), `/loyalty/list?business` (the
// rewards and the points each needs) and `/loyalty/history?business` (tabs Earned and Claimed, as links). Only a
// registered customer has loyalty (SPEC §5, §6): visitors and guests go to login (requireRegistered).
import { json, type AppLoadContext } from '@remix-run/node';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { HistoryType, LoyaltyReward, PointsRecord } from '~/contract/loyalty';
import { requireRegistered, rotatedAuthHeaders, type Authed } from '~/utils/auth.server';
import { parseSearch } from '~/utils/request.server';
import { shopRequest } from '~/utils/shop.server';
import { PlatformError } from '~/platform-client/client.server';
import { promoStore } from '~/features/promotions/promo-store.server';

/** SPEC §9 "Other business points 4 then Show More". */
export const OTHER_POINTS_SHOWN = 4;
const HISTORY_PAGE_SIZE = 20;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** What a platform refusal shows: SPEC §8 "404 shows empty states …; other errors show Something went wrong". */
type LoadProblem = 'empty' | 'failed' | 'missing';
async function attempt<T>(call: () => Promise<T>): Promise<T | LoadProblem> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return error.status === 404 ? 'empty' : 'failed';
  }
}
const isProblem = <T>(v: T | LoadProblem): v is LoadProblem => v === 'empty' || v === 'failed' || v === 'missing';

const recordView = (r: PointsRecord) => ({
  key: r.business_ids.join('-'),
  businessId: r.business_ids[0]!,
  countryId: r.country_ids[0]!,
  points: r.points,
  programName: r.settings.program_name,
  pointName: r.settings.point_name,
  color: r.settings.color,
  logo: r.settings.logo ?? r.businesses[0]?.logo ?? null,
  countryLevel: r.binding_level_id === 2,
  businesses: r.businesses.map((b) => b.title),
  /** SPEC §9 "Brand logos strip 4 then +N": where the points count */
  logos: r.businesses.map((b) => ({ id: b.id, title: b.title, logo: b.logo })),
  country: r.countries[0]?.title ?? null,
});
export type PointsCardView = ReturnType<typeof recordView>;

/** A reward as the pages show it: its discount in words' parts, what it costs, whether the balance covers it. */
export function rewardView(r: LoyaltyReward, currency: CurrencyLike) {
  return {
    id: r.id,
    title: r.title,
    kind:
      r.discount_type === 'FLAT' ? ('flat' as const) : r.upto != null ? ('percentUpto' as const) : ('percent' as const),
    amount: formatMoney(r.discount_type === 'FLAT' ? r.rate : (r.upto ?? 0), currency),
    percent: r.discount_type === 'PERCENTAGE' ? r.rate / 100 : 0,
    points: r.points,
    canRedeem: r.can_redeemable,
    needed: r.points_needed_to_redeem_reward,
  };
}
export type RewardView = ReturnType<typeof rewardView>;

async function customerAndStore(request: Request, context: AppLoadContext) {
  const customer = await requireRegistered(request, context);
  const { t } = await shopRequest(request, context);
  const store = await promoStore(request, context, undefined).catch(() => null);
  return { customer, t, store };
}

/** The customer's points records, the asked business's first (null when the platform failed). */
async function recordsOf(customer: Authed, businessId: number | undefined) {
  const found = await attempt(() => customer.withAuth((c) => c.loyaltyUser({ business_id: businessId })));
  return isProblem(found) ? null : found.results;
}

const homeQuery = z.object({
  more: z.enum(['1']).optional(),
  /** SPEC §2 "country select sheet": the other businesses' points of one country */
  country: id.optional(),
  sheet: z.enum(['country']).optional(),
});

export async function loadLoyaltyHome(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { more: showAll, country, sheet } = parseSearch(url, homeQuery);
  const { customer, t, store } = await customerAndStore(request, context);
  const records = await recordsOf(customer, store?.businessId);
  const views = (records ?? []).map(recordView);
  const current = (store && views.find((v) => v.key.split('-').includes(String(store.businessId)))) ?? views[0] ?? null;
  const countries = [
    ...new Map(
      views.filter((v) => v.country).map((v) => [v.countryId, { id: v.countryId, title: v.country! }]),
    ).values(),
  ];
  const others = views.filter((v) => v !== current && (country == null || v.countryId === country));
  let earn: { points: number; amount: string; pointName: string }[] = [];
  if (current) {
    const place = { country_id: current.countryId, business_id: current.businessId };
    const actions = await attempt(() => customer.withAuth((c) => c.loyaltyActions(place)));
    if (!isProblem(actions))
      earn = actions.results.map((a) => ({
        points: a.points,
        amount: formatMoney(a.rate, actions.currency),
        pointName: actions.settings.point_name,
      }));
  }
  return json(
    {
      title: t('loyalty.title'),
      failed: records === null,
      current,
      others: showAll ? others : others.slice(0, OTHER_POINTS_SHOWN),
      hiddenOthers: showAll ? 0 : Math.max(0, others.length - OTHER_POINTS_SHOWN),
      earn,
      countries,
      country: countries.find((c) => c.id === country) ?? null,
      countrySheet: sheet === 'country',
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

/** The business a list or history page is for (`?business`), with its programme's card. */
async function askedBusiness(request: Request, context: AppLoadContext, extra: z.AnyZodObject) {
  const url = new URL(request.url);
  const query = parseSearch(url, z.object({ business: id.optional() }).merge(extra));
  const { customer, t, store } = await customerAndStore(request, context);
  const businessId = (query.business as number | undefined) ?? store?.businessId;
  const records = businessId != null ? await recordsOf(customer, businessId) : [];
  const card = (records ?? []).map(recordView).find((v) => v.key.split('-').includes(String(businessId))) ?? null;
  return { query, customer, t, store, businessId, card, failed: records === null };
}

export async function loadLoyaltyList(request: Request, context: AppLoadContext) {
  const { customer, t, businessId, card, failed } = await askedBusiness(request, context, z.object({}));
  let rewards: RewardView[] = [];
  // SPEC §8 "Either business ID or country ID is missing!" when no business is named nor shown
  let problem: LoadProblem | null = businessId == null ? 'missing' : failed ? 'failed' : card ? null : 'empty';
  if (card && businessId != null) {
    const answer = await attempt(() =>
      customer.withAuth((c) => c.loyaltyRewards({ country_id: card.countryId, business_id: businessId })),
    );
    if (isProblem(answer)) problem = answer;
    else rewards = answer.results.map((r) => rewardView(r, answer.currency));
  }
  return json(
    { title: t('loyalty.rewardsTitle'), businessId: businessId ?? null, card, rewards, problem },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

const historyQuery = z.object({
  tab: z.enum(['earned', 'claimed']).default('earned'),
  /** how many pages of 20 are shown (a Show More link adds one; 5 is the platform's largest page, 100) */
  page: z.coerce.number().int().min(1).max(5).default(1),
});

export async function loadLoyaltyHistory(request: Request, context: AppLoadContext) {
  const { query, customer, t, store, businessId, card, failed } = await askedBusiness(request, context, historyQuery);
  const { tab, page } = historyQuery.parse(query);
  const type: HistoryType = tab === 'earned' ? 'GAINED' : 'CLAIMED';
  const zone = store?.timezone ?? 'UTC';
  let entries: {
    id: number;
    title: string;
    iso: string;
    date: string;
    time: string;
    points: number;
    orderHash: string | null;
  }[] = [];
  // SPEC §8 "Either business ID or country ID is missing!" when no business is named nor shown
  let problem: LoadProblem | null = businessId == null ? 'missing' : failed ? 'failed' : card ? null : 'empty';
  let hasMore = false;
  if (card && businessId != null) {
    const answer = await attempt(() =>
      customer.withAuth((c) =>
        c.loyaltyHistories({
          country_id: card.countryId,
          business_id: businessId,
          type,
          page: 1,
          size: page * HISTORY_PAGE_SIZE,
        }),
      ),
    );
    if (isProblem(answer)) problem = answer;
    else {
      hasMore = answer.total > answer.results.length;
      entries = answer.results.map((e) => {
        const at = new TZDate(new Date(e.created_at).getTime(), zone);
        return {
          id: e.id,
          title: e.title,
          iso: e.created_at,
          // SPEC §9 loyalty dates "dd MMM yyyy", times "hh:mm aaa"
          date: format(at, 'dd MMM yyyy'),
          time: format(at, 'hh:mm aaa'),
          points: e.points,
          orderHash: e.order_hash,
        };
      });
    }
  }
  return json(
    { title: t('loyalty.historyTitle'), businessId: businessId ?? null, card, tab, page, entries, hasMore, problem },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}
