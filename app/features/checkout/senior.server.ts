// What every bill request and the placement carry of the checkout's senior citizen / PWD card (SPEC §3
// "Senior-citizen payload", §7 bill body number_of_customer / number_of_senior_citizen, order body "senior
// citizen fields"): the counts and one card per citizen as upload paths. The platform checks them each time.
import type { CheckoutState } from '~/features/checkout/checkout-state.server';

/**
 * The checkout's card if it is the logged-in customer's — its images are their uploads; after a logout or another
 * login on this device it is not sent (nor shown).
 */
export function ownSenior(senior: CheckoutState['senior'], userId: number | null | undefined): CheckoutState['senior'] {
  return senior && userId != null && senior.owner === userId ? senior : null;
}

export function seniorBillFields(senior: CheckoutState['senior']): {
  number_of_customer?: number;
  number_of_senior_citizen?: number;
  senior_citizen_attachment?: { front: string | null; back: string | null }[];
} {
  if (!senior) return {};
  return {
    number_of_customer: senior.customers,
    number_of_senior_citizen: senior.seniors,
    senior_citizen_attachment: senior.cards.slice(0, senior.seniors).map((c) => ({ front: c.front, back: c.back })),
  };
}
