// What every bill request and the placement carry of the checkout's senior citizen / PWD card (SPEC §3
// "Senior-citizen payload", §7 bill body number_of_customer / number_of_senior_citizen, order body "senior
// citizen fields"): the counts and one card per citizen as upload paths. The platform checks them each time.
import type { CheckoutState } from '~/features/checkout/checkout-state.server';

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
