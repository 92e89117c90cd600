// The rules of rating an order (app/domain/ratings.ts): SPEC §5 "Rating", §9 impressions, §4 the prompt,
// §2 the group's bulk rating sheet, and the review links of SPEC §3 "Rating link".
import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentStatus } from '~/domain/constants';
import {
  bulkRatingSheetOpens,
  impressionOf,
  isRatingValue,
  ratingComment,
  ratingPromptShows,
  reviewUrl,
} from '~/domain/ratings';
import { rateSchema } from '~/features/orders/rating.schema';

describe('rating values and impressions (SPEC §5, §9)', () => {
  it('takes whole numbers from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isRatingValue)).toBe(true);
    for (const v of [0, 6, -1, 2.5, NaN, '3', null]) expect(isRatingValue(v)).toBe(false);
  });
  it('says 5 excellent, 4 and 3 good, 2 and 1 bad', () => {
    expect([5, 4, 3, 2, 1].map((v) => impressionOf(v as 1))).toEqual(['excellent', 'good', 'good', 'bad', 'bad']);
  });
  it('keeps a comment of up to 500 characters, trimmed; blank is none', () => {
    expect(ratingComment('  tasty  ')).toEqual({ ok: true, value: 'tasty' });
    expect(ratingComment('   ')).toEqual({ ok: true, value: null });
    expect(ratingComment(undefined)).toEqual({ ok: true, value: null });
    expect(ratingComment('x'.repeat(500))).toEqual({ ok: true, value: 'x'.repeat(500) });
    expect(ratingComment('x'.repeat(501))).toEqual({ ok: false });
  });
});

describe('the rating prompt (SPEC §4)', () => {
  const completedPaid = { status_id: OrderStatus.COMPLETED, payment_status_id: PaymentStatus.PAID };
  it('shows for a completed, paid order when logged in', () => {
    expect(ratingPromptShows(completedPaid, true)).toBe(true);
  });
  it('not for a visitor, an unpaid or an unfinished order', () => {
    expect(ratingPromptShows(completedPaid, false)).toBe(false);
    expect(ratingPromptShows({ ...completedPaid, payment_status_id: PaymentStatus.PENDING }, true)).toBe(false);
    for (const status of [OrderStatus.PLACED, OrderStatus.ACCEPTED, OrderStatus.READY, OrderStatus.CANCELLED])
      expect(ratingPromptShows({ ...completedPaid, status_id: status }, true)).toBe(false);
  });
});

describe('the bulk rating sheet of a group (SPEC §2)', () => {
  const child = (order_id: number, status_id: number) => ({ order_id, status_id });
  it('opens when every child is finished, one is completed and none is rated', () => {
    expect(bulkRatingSheetOpens([child(1, OrderStatus.COMPLETED), child(2, OrderStatus.CANCELLED)], new Set())).toBe(
      true,
    );
    expect(bulkRatingSheetOpens([child(1, OrderStatus.COMPLETED), child(2, OrderStatus.FAILED)], new Set())).toBe(true);
  });
  it('stays closed while a child is under way, when none is completed, or once one is rated', () => {
    expect(bulkRatingSheetOpens([child(1, OrderStatus.COMPLETED), child(2, OrderStatus.READY)], new Set())).toBe(false);
    expect(bulkRatingSheetOpens([child(1, OrderStatus.CANCELLED), child(2, OrderStatus.FAILED)], new Set())).toBe(
      false,
    );
    expect(bulkRatingSheetOpens([child(1, OrderStatus.COMPLETED), child(2, OrderStatus.COMPLETED)], new Set([2]))).toBe(
      false,
    );
    expect(bulkRatingSheetOpens([], new Set())).toBe(false);
  });
});

describe('review links (SPEC §3 "Rating link")', () => {
  it('lead to the providers’ public review pages', () => {
    expect(reviewUrl(1, 'ChIJabc-123')).toBe('https://search.google.com/local/writereview?placeid=ChIJabc-123');
    expect(reviewUrl(2, 'lolaskusina')).toBe('https://www.facebook.com/lolaskusina/reviews');
  });
});

describe('the rating form (SPEC §5 "Rating")', () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return Object.fromEntries(
      [...data.keys()].map((k) => [k, data.getAll(k).length > 1 ? data.getAll(k) : data.get(k)]),
    );
  };
  it('needs stars from 1 to 5, takes aspects and a comment up to 500', () => {
    expect(rateSchema.safeParse(form([['rating', '4']])).success).toBe(true);
    const full = rateSchema.parse(
      form([
        ['rating', '4'],
        ['comments', ' nice '],
        ['aspects', '1'],
        ['aspects', '3'],
      ]),
    );
    expect(full).toMatchObject({ rating: 4, comments: 'nice', aspects: [1, 3] });
    expect(rateSchema.safeParse(form([])).success).toBe(false);
    expect(rateSchema.safeParse(form([['rating', '6']])).success).toBe(false);
    expect(rateSchema.safeParse(form([['rating', '0']])).success).toBe(false);
    const long = rateSchema.safeParse(
      form([
        ['rating', '3'],
        ['comments', 'x'.repeat(501)],
      ]),
    );
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('rating.commentTooLong');
  });
});
