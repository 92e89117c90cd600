// The checkout's senior citizen / PWD card (issue 26; SPEC §3 seniorCitizenAttachment, §5 "Senior/PWD"), for
// Philippine stores: the sheet's post — the number of customers and of citizens, and each citizen's card front
// and back uploaded as the customer — and the card as the page shows it, its images looked up through
// POST /get-sc-image (the customer's own only). The rules are app/domain/promotions.ts's.
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { seniorCardOffered, seniorCardsComplete, seniorCountsProblem } from '~/domain/promotions';
import { PlatformError } from '~/platform-client/client.server';
import { loginPath } from '~/utils/auth.server';
import type { Refusal } from '~/utils/refusal';
import type { CheckoutState } from '~/features/checkout/checkout-state.server';
import type { Gathered } from '~/features/checkout/checkout-facts.server';
import { isChosenFile, uploadImage } from '~/features/checkout/uploads.server';
import { ownSenior } from '~/features/checkout/senior.server';

/** The sheet's counts (SPEC §9 stepper 0 to 99; cards at most LIMITS.seniorCardsMax). */
const seniorCountsSchema = z.object({
  customers: z
    .number({ required_error: 'customers', invalid_type_error: 'customers' })
    .int('customers')
    .min(1, 'customers')
    .max(LIMITS.stepperMax, 'customers'),
  seniors: z
    .number({ required_error: 'seniors', invalid_type_error: 'seniors' })
    .int('seniors')
    .min(0, 'seniors')
    .max(LIMITS.stepperMax, 'seniors'),
});

const SIDES = ['front', 'back'] as const;

/** A file field of the sheet: `front-0`, `back-0`, `front-1`, … (one pair per citizen). */
export const seniorFileField = (side: (typeof SIDES)[number], index: number) => `${side}-${index}`;

/**
 * The sheet's post: the new state (with the images uploaded so far, even when one is refused), why it is refused
 * (counts SPEC §5 refuses write nothing), and whether every citizen's card is complete.
 */
export async function takeSeniorCard(
  g: Pick<Gathered, 'customer' | 'user'>,
  form: FormData,
  state: CheckoutState,
): Promise<{ state: CheckoutState; refusal: Refusal | null; complete: boolean }> {
  const refused = (refusal: Refusal) => ({ state, refusal, complete: false });
  const submission = parseWithZod(form, { schema: seniorCountsSchema });
  if (submission.status !== 'success') {
    const field = submission.error?.customers ? 'customers' : 'seniors';
    return refused({ key: `checkout.senior.errors.${field}`, field });
  }
  const { customers, seniors } = submission.value;
  if (seniorCountsProblem(customers, seniors))
    return refused({
      key: 'checkout.senior.errors.tooMany',
      values: { max: Math.min(customers, LIMITS.seniorCardsMax) },
      field: 'seniors',
    });
  const owner = g.user?.id ?? null;
  // the images kept so far, when they are this customer's
  const kept = ownSenior(state.senior, owner)?.cards ?? [];
  const cards = Array.from({ length: seniors }, (_, i) => ({ ...(kept[i] ?? { front: null, back: null }) }));
  let next: CheckoutState = { ...state, senior: { owner, customers, seniors, cards }, problem: null };
  for (const [i, card] of cards.entries()) {
    for (const side of SIDES) {
      const file = form.get(seniorFileField(side, i));
      if (!isChosenFile(file)) continue;
      // the image's checks are the upload's (size, type by its bytes)
      const uploaded = await uploadImage(g.customer, file, side === 'front' ? 'senior_front' : 'senior_back');
      if ('problem' in uploaded)
        return {
          state: next,
          refusal: {
            key: `upload.errors.${uploaded.problem}`,
            values: { mb: LIMITS.uploadMaxBytes / (1024 * 1024) },
            field: seniorFileField(side, i),
            text: uploaded.message,
          },
          complete: false,
        };
      card[side] = uploaded.path;
      next = { ...next, senior: { owner, customers, seniors, cards } };
    }
  }
  return { state: next, refusal: null, complete: seniorCardsComplete(seniors, cards) };
}

/**
 * The card as the checkout shows it, or null where it is not offered (not a Philippine store, or dine-in). With
 * `images` (the sheet is open), each card's images as the platform serves them to their owner.
 */
export async function seniorCardView(
  g: Pick<Gathered, 'customer' | 'user' | 'storeCountry' | 'options'>,
  state: CheckoutState,
  images: boolean,
) {
  if (!seniorCardOffered(g.storeCountry, g.options?.orderType)) return null;
  const senior = ownSenior(state.senior, g.user?.id);
  let shown = (senior?.cards ?? []).map(() => ({ front: null as string | null, back: null as string | null }));
  if (images && senior && g.user && senior.cards.some((c) => c.front || c.back)) {
    const answer = await g.customer
      .withAuth((client) => client.seniorCardImages(senior.cards))
      .catch((error: unknown) => {
        // cards that are not this customer's (another login on this device) show no images
        if (error instanceof PlatformError && error.status < 500) return null;
        throw error;
      });
    if (answer) shown = answer.map((c) => ({ front: c.front?.signed_url ?? null, back: c.back?.signed_url ?? null }));
  }
  return {
    /** the images are uploads of the customer's: a visitor logs in first */
    login: !g.user,
    href: g.user ? '/checkout?sheet=senior' : loginPath('/checkout?sheet=senior'),
    customers: senior?.customers ?? null,
    seniors: senior?.seniors ?? 0,
    cards: shown,
    complete: senior ? seniorCardsComplete(senior.seniors, senior.cards) : false,
  };
}
