// SPEC §3 "Senior-citizen payload", §5 "Senior/PWD": the counts and the cards a bill request or an order body
// carries, checked before anything is priced (a refusal writes nothing), and whether every citizen's card has
// both images that are the caller's own uploads of their kind (a senior promo needs them: app/domain/promotions.ts).
import type { Kysely } from 'kysely';
import type { BillRequest } from '../../../app/contract/bill';
import { ErrorCode } from '../../../app/contract/errors';
import type { SeniorCard } from '../../../app/contract/uploads';
import { LIMITS } from '../../../app/domain/constants';
import { seniorCardsComplete, seniorCountsProblem } from '../../../app/domain/promotions';
import type { DB } from '../db/schema';
import { ApiError } from '../http';
import { seniorCardsOwned } from '../uploads/store';

export interface SeniorDetails {
  customers: number;
  seniors: number;
  /** one per citizen, in order (at most `seniors`) */
  cards: SeniorCard[];
}

type SeniorFields = Pick<BillRequest, 'number_of_customer' | 'number_of_senior_citizen' | 'senior_citizen_attachment'>;

/**
 * The request's senior details, or null when it carries none. Counts SPEC §5 refuses (no customer, more
 * citizens than customers or than 20, more cards than citizens) are a 400 naming the field.
 */
export function seniorDetailsOf(request: SeniorFields): SeniorDetails | null {
  const customers = request.number_of_customer;
  const seniors = request.number_of_senior_citizen ?? 0;
  const cards = request.senior_citizen_attachment ?? [];
  if (customers == null && request.number_of_senior_citizen == null && cards.length === 0) return null;
  const problem = seniorCountsProblem(customers, seniors) ?? (cards.length > seniors ? 'tooMany' : null);
  if (problem === 'invalid')
    throw new ApiError(400, ErrorCode.validation, 'number_of_customer: must be a whole number of at least 1', {
      number_of_customer: 'invalid',
    });
  if (problem === 'tooMany')
    throw new ApiError(
      400,
      ErrorCode.validation,
      `number_of_senior_citizen: at most the number of customers and ${LIMITS.seniorCardsMax}, one card each`,
      { number_of_senior_citizen: 'too_many' },
    );
  return { customers: customers!, seniors, cards };
}

/**
 * Whether every citizen has a card with both images. Every image named must be the caller's own upload of its
 * side's kind (senior_front, senior_back), else 400: nobody sends another customer's card.
 */
export async function seniorImagesComplete(
  db: Kysely<DB>,
  userId: number | null,
  details: SeniorDetails,
): Promise<boolean> {
  if (!(await seniorCardsOwned(db, userId, details.cards)))
    throw new ApiError(400, ErrorCode.validation, 'senior_citizen_attachment: must be your own card images', {
      senior_citizen_attachment: 'not_yours',
    });
  return seniorCardsComplete(details.seniors, details.cards);
}
