// /checkout (SPEC §2 "Checkout", §4 "Checkout pay-button checks", "Placing the order"): the cart page's data
// (the same bill, lines and minimums), what the customer chose here (contact, notification, payment,
// consent — kept in the session per store), the 14 checks of app/domain/checkout.ts run by the page and
// again by the action, the 30 s review the server times, and the placement with one idempotency key per
// review. With `orderHash` or `parentUuid` it pays an existing order instead (POST_PAYMENT).
import { randomUUID } from 'node:crypto';
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { loginPath } from '~/utils/auth.server';
import { countryOptions, phoneNumber } from '~/features/login/phone-numbers.server';
import { commitSession } from '~/utils/session.server';
import { isChosenFile, uploadImage } from '~/features/checkout/uploads.server';
import { readFormData } from '~/utils/form-data.server';
import { parseSearch } from '~/utils/request.server';
import { DeliveryMethod } from '~/domain/constants';
import { payButtonDisabled, phoneRequired, type CheckoutFlow } from '~/domain/checkout';
import type { NotificationMethod } from '~/contract/orders';
import { writeSavedLocation } from '~/features/branches/order-options.server';
import { addressPartsRequired, typedAddressText } from '~/domain/delivery-address';
import type { PayerDetail } from '~/domain/payer-details';
import { confirmAddressSchema, contactSchema, linePaySchema } from '~/features/checkout/checkout.schema';
import {
  reviewMs,
  choosePayment,
  type CheckoutState,
  paymentRefused,
  paymentView,
  querySchema,
  saved,
  payingNow,
  writeState,
  CONTINUE_PAY,
} from '~/features/checkout/checkout-state.server';
import {
  addressSheetData,
  deliveryPlace,
  gather,
  judge,
  linePayAsked,
  linePayView,
  payerInfo,
  stepUrl,
  type Gathered,
} from '~/features/checkout/checkout-facts.server';
import { rememberHeader } from '~/features/checkout/remembered.server';
import { placeFromCheckout } from '~/features/checkout/place-order.server';
import { paymentStanding, targetQuery, type PaymentTarget } from '~/features/payments/payments.server';
import { loadPostPayment, payExistingAction } from '~/features/checkout/pay-existing.server';
import { cardSheetData, takeCard } from '~/features/checkout/card-sheet.server';
import { seniorCardView, takeSeniorCard } from '~/features/checkout/senior-card.server';
import { refuse } from '~/utils/refusal.server';
import { chosenReward, loyaltyBanner, mayRedeem, rewardsSheetData } from '~/features/loyalty/checkout-reward.server';
import { LIMITS } from '~/domain/constants';
import { seniorCardOffered } from '~/domain/promotions';

export async function loadCheckout(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const search = parseSearch(url, querySchema);
  if (search.orderHash || search.parentUuid) return loadPostPayment(request, context, search);
  const g = await gather(request, context);
  const { page, state, shop } = g;
  if (!g.cart.lines.length) {
    // the review's page again (a reload, a retry) after its order was placed: that order, not an empty cart
    if (search.sheet === 'review' && state.placed && Date.now() - state.placed.at < PLACED_REMEMBERED_MS)
      throw redirect(state.placed.to);
    throw redirect('/cart');
  }
  // SPEC §4: the pay goes on — at once without JavaScript; with it, 1000 ms after the sheet closed (`wait`)
  if (search.continue === 'pay' && !search.wait) {
    if (!payingNow(state)) throw redirect('/checkout');
    throw await payOn(g, state, context);
  }
  // The cart's pre-payment order was paid meanwhile (a late gateway word): it is the order now, not a new one.
  if (state.pending) {
    const target: PaymentTarget = state.pending.parentUuid
      ? { parentUuid: state.pending.parentUuid }
      : { orderHash: state.pending.orderHash ?? '' };
    const standing = await paymentStanding(g.customer, target).catch(() => null);
    if (standing?.outcome === 'success') throw redirect(`/payment/success?${targetQuery(target)}`);
  }
  const now = Date.now();
  const reviewLeft = state.review
    ? Math.max(0, Math.ceil((state.review.startedAt + reviewMs(context) - now) / 1000))
    : null;
  const total = page.bill?.total ?? 0;
  const payer = payerInfo(state, g.user);
  return json(
    {
      flow: g.flow as Exclude<CheckoutFlow, 'POST_PAYMENT'>,
      title: shop.t('checkout.title'),
      cart: page,
      brandId: g.cart.lines[0]!.brand.id,
      orderType: g.options?.orderType ?? null,
      pickupType: g.options?.pickupType ?? 1,
      vehicleRegNo: g.options?.vehicleRegNo ?? '',
      place:
        g.options?.orderType === DeliveryMethod.DELIVERY
          ? {
              kind: 'delivery' as const,
              address: g.options.location?.address ?? null,
              instruction: g.options.location?.instruction ?? '',
              /** check 7: the map could not name this place, the customer has not confirmed it yet */
              toConfirm: g.facts.addressInvalid,
              /** the customer confirmed it: the confirmation stays open to changes */
              confirmed: g.options.location?.confirmed ?? false,
            }
          : {
              kind: 'branch' as const,
              title: g.menus?.branchInfo.title ?? '',
              address: g.menus?.branchInfo.address ?? '',
              table: shop.boot?.tableNo ?? null,
            },
      user: g.user
        ? {
            guest: g.user.is_guest,
            firstName: g.user.first_name,
            lastName: g.user.last_name,
            email: g.user.email,
            phone: g.user.phone,
          }
        : null,
      contact: state.contact,
      /** the contact card: each detail as this checkout was told it, else the account's */
      payer,
      needs: g.needs,
      phoneRequired: phoneRequired(g.options?.orderType),
      ...paymentView(g.methods, state, shop.lng, g.savedCards, g.user?.is_guest ?? true),
      age: { ...g.age, consent: state.consent },
      /** the senior citizen / PWD card (Philippine stores; its images only while its sheet is open) */
      senior: await seniorCardView(g, state, search.sheet === 'senior'),
      block: g.block,
      payDisabled:
        !page.bill ||
        !!page.billProblem ||
        payButtonDisabled({
          flow: g.flow,
          method: g.facts.payment.method,
          trxId: g.facts.payment.trxId,
          trxRule: g.facts.payment.trxRule,
          paying: false,
          minimumError: page.minimum?.kind === 'error',
          // issue 24: with no method yet, Pay opens the payment sheet (check 11) rather than staying grey
          opensSheet: true,
        }),
      saved: page.bill ? page.bill.discount + page.bill.deliveryDiscount + page.bill.promoDiscount : 0,
      total,
      review: state.review ? { left: reviewLeft!, key: state.review.key } : null,
      /** with JavaScript the pay goes on by itself in a moment (SPEC §4 "1000 ms after the sheet closes") */
      continuing: search.continue === 'pay' && !!search.wait && payingNow(state),
      /** the sheet was opened by Pay: its form says so, and the pay goes on once it is done */
      payFlow: search.pay === '1',
      countries: search.sheet === 'contact' || search.sheet === 'linePay' ? countryOptions(shop.lng) : [],
      /** SPEC §4 check 7, the address confirmation: what is known of the place and what was typed */
      addressSheet: search.sheet === 'address' ? addressSheetData(g) : null,
      /** SPEC §4 check 13: the chosen channel needs the payer's details (LINE Pay), and which the sheet asks */
      linePay: linePayView(g, state),
      storeCountry: g.storeCountry,
      fee: state.fee,
      problem: state.problem,
      /** SPEC §2 "promos and rewards": the chosen loyalty reward, and whether this customer may choose one */
      reward: state.reward,
      mayRedeem: mayRedeem(g),
      rewardsSheet: search.sheet === 'rewards' ? await rewardsSheetData(g) : null,
      /** SPEC §2 "loyalty points banner": what this order will earn */
      loyalty: await loyaltyBanner(g),
      sheet: search.sheet ?? null,
      card:
        search.sheet === 'card'
          ? await cardSheetData(g.customer, context, g.methods, state, {
              amount: total,
              currency: page.currency?.code ?? '',
              email: payer.email,
            })
          : null,
    },
    { headers: g.cartHeaders.has('Set-Cookie') ? { 'Set-Cookie': g.cartHeaders.get('Set-Cookie')! } : {} },
  );
}

/**
 * What every checkout post carries beside its sheet's own fields (each sheet's schema reads those): the intent,
 * the review a confirm belongs to, whether the page runs JavaScript, whether a Pay press goes on, the consent.
 */
const checkoutPostSchema = z.object({
  intent: z.string().max(40).optional(),
  review: z.string().max(100).optional(),
  js: z.string().max(1).optional(),
  continue: z.string().max(10).optional(),
  consent: z.string().max(10).optional(),
  // the consent sheet's ID images, each a File handed to the upload as it came (its checks are the upload's:
  // size, type); conform reads a file input left empty as none
  front: z.instanceof(File).optional(),
  back: z.instanceof(File).optional(),
});

/** SPEC "POST_PAYMENT": paying an existing order (a dine-in table after eating) or a food-hall group. */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const search = parseSearch(url, querySchema);
  const form = await readFormData(request);
  const post = parseWithZod(form, { schema: checkoutPostSchema });
  if (post.status !== 'success') return refuse(400, { key: 'checkout.errors.unknown' });
  const { intent = '', review, js, continue: goesOn } = post.value;
  if (search.orderHash || search.parentUuid) return payExistingAction(request, context, form, intent, search);
  const g = await gather(request, context);
  const { session } = g.shop;
  const state = g.state;
  const back = (sheet?: string) => `/checkout${sheet ? `?sheet=${sheet}` : ''}`;
  // A repeat of a confirm whose review placed its order (the auto-confirm and a tap at zero, a double tap, a
  // retry after a lost answer): the same order's page. The cart is empty by now, so this comes first.
  if (intent === 'confirm' && state.placed) {
    if (!state.review || review === state.placed.key) return redirect(state.placed.to, 303);
  }
  if (!g.cart.lines.length) return redirect('/cart', 303);
  /** with JavaScript (the form says so once the page runs): the pay goes on 1000 ms after the sheet closes */
  const script = js === '1';
  /** the customer's answer is written: the pay goes on when this sheet was opened by it, else back to the page */
  const done = async (next: CheckoutState, headers?: HeadersInit, now: Gathered = g) => {
    writeState(session, g.key, next);
    if (goesOn !== 'pay' || !payingNow(next)) return saved(session, context, back(), headers);
    if (script) return saved(session, context, `${CONTINUE_PAY}&wait=1`, headers);
    return payOn(now, next, context, headers);
  };

  switch (intent) {
    case 'contact': {
      const submission = parseWithZod(form, { schema: contactSchema(g.needs) });
      if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
      const v = submission.value;
      let phone = state.contact.phone;
      let region = v.region ?? state.contact.region;
      if (v.phone) {
        const checked = checkedPhone(submission, v, g);
        if ('refused' in checked) return checked.refused;
        ({ phone, region } = checked);
      }
      const contact = {
        firstName: v.firstName?.trim() || state.contact.firstName,
        lastName: v.lastName?.trim() || state.contact.lastName,
        email: v.email?.trim() || state.contact.email,
        phone,
        region,
        notify: (v.notify as NotificationMethod | undefined) ?? state.contact.notify,
      };
      // a guest's details stay on this device for the next order (an account keeps its own)
      const remember = !g.user || g.user.is_guest ? await rememberHeader(request, context, { contact }) : undefined;
      return done({ ...state, contact, problem: null }, remember ? { 'Set-Cookie': remember } : undefined);
    }
    case 'confirmAddress': {
      // SPEC §4 check 7: the street (and the rest) the customer typed for a place the map could not name
      const location = deliveryPlace(g);
      if (!location || !(g.facts.addressInvalid || location.confirmed)) return saved(session, context, back());
      const submission = parseWithZod(form, { schema: confirmAddressSchema(addressPartsRequired(g.storeCountry)) });
      if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
      const { intent: _intent, instruction, ...parts } = submission.value;
      const confirmed = { ...location, ...parts, instruction, address: typedAddressText(parts), confirmed: true };
      if (!writeSavedLocation(session, g.key, confirmed)) return saved(session, context, back());
      return done({ ...state, problem: null }, undefined, { ...g, options: { ...g.options!, location: confirmed } });
    }
    case 'linePay': {
      // SPEC §4 check 13: the payer details LINE Pay needs, into what this checkout was told of its payer
      const asked = linePayAsked(g, state);
      if (!asked.length) return saved(session, context, back());
      const submission = parseWithZod(form, { schema: linePaySchema(asked) });
      if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
      const v = submission.value;
      const ask = (d: PayerDetail) => asked.includes(d);
      let { phone, region } = state.contact;
      if (ask('phone')) {
        const checked = checkedPhone(submission, v, g);
        if ('refused' in checked) return checked.refused;
        ({ phone, region } = checked);
      }
      const contact = {
        ...state.contact,
        firstName: ask('first_name') ? v.firstName?.trim() : state.contact.firstName,
        lastName: ask('last_name') ? v.lastName?.trim() : state.contact.lastName,
        email: ask('email') ? v.email?.trim() : state.contact.email,
        phone,
        region,
      };
      const remember = !g.user || g.user.is_guest ? await rememberHeader(request, context, { contact }) : undefined;
      return done({ ...state, contact, problem: null }, remember ? { 'Set-Cookie': remember } : undefined);
    }
    case 'payment': {
      const chosen = choosePayment(form, g.methods, g.savedCards, state);
      if (!chosen.ok) return paymentRefused(form, chosen);
      return done(
        { ...state, payment: chosen.payment, promo: chosen.promo, problem: null },
        { 'Set-Cookie': await rememberHeader(request, context, { payment: chosen.payment }) },
      );
    }
    case 'reward': {
      // SPEC §5: rewards are only for logged-in customers who are not guests
      if (!mayRedeem(g)) return redirect(loginPath('/checkout?sheet=rewards'), 303);
      const chosen = await chosenReward(g, form);
      if ('refused' in chosen) return refuse(409, { key: 'loyalty.errors.apply' });
      return done({ ...state, reward: chosen.reward, problem: null });
    }
    case 'removeReward': {
      writeState(session, g.key, { ...state, reward: null, review: null });
      return saved(session, context, back());
    }
    case 'card': {
      const taken = takeCard(form, g.methods, state);
      if (!taken.ok) return taken.response;
      return done({ ...state, payment: taken.payment, problem: null });
    }
    case 'consent': {
      if (!g.user) return redirect(loginPath('/checkout'), 303);
      const given = post.value.consent === 'on';
      let { front, back: backImage } = state.consent;
      for (const side of ['front', 'back'] as const) {
        const file = post.value[side];
        if (!isChosenFile(file)) continue;
        const uploaded = await uploadImage(g.customer, file, side === 'front' ? 'id_front' : 'id_back');
        if ('problem' in uploaded)
          return refuse(400, {
            key: `upload.errors.${uploaded.problem}`,
            // the size's words name the limit
            values: { mb: LIMITS.uploadMaxBytes / (1024 * 1024) },
            field: side,
            text: uploaded.message,
          });
        if (side === 'front') front = uploaded.path;
        else backImage = uploaded.path;
      }
      if (!given) return refuse(400, { key: 'checkout.errors.consent', field: 'consent' });
      const next = { ...state, consent: { given, front, back: backImage }, problem: null };
      if (g.age.idRequired && !(front && backImage)) {
        writeState(session, g.key, next);
        return saved(session, context, `${back('consent')}${goesOn === 'pay' ? '&pay=1' : ''}`);
      }
      return done(next);
    }
    case 'senior': {
      // the card images are uploads of the customer's: a visitor logs in first
      if (!g.user) return redirect(loginPath('/checkout?sheet=senior'), 303);
      if (!seniorCardOffered(g.storeCountry, g.options?.orderType)) return saved(session, context, back());
      const taken = await takeSeniorCard(g, form, state);
      if (taken.refusal) {
        // images uploaded before the refused one stay with the card
        writeState(session, g.key, taken.state);
        return refuse(400, taken.refusal, { headers: { 'Set-Cookie': await commitSession(session, context) } });
      }
      // SPEC §5: the front and back of every citizen's card; the sheet stays open until they are all there
      if (!taken.complete) {
        writeState(session, g.key, taken.state);
        return saved(session, context, back('senior'));
      }
      return done(taken.state);
    }
    case 'seniorRemove': {
      return done({ ...state, senior: null, problem: null });
    }
    case 'pay': {
      const next = { ...state, paying: Date.now(), problem: null };
      // Check 8 with JavaScript: the login sheet opens over the checkout, and comes back to go on paying.
      if (script && g.block.step === 'login') {
        writeState(session, g.key, next);
        return json(
          { login: loginPath(`${CONTINUE_PAY}&wait=1`) },
          { headers: { 'Set-Cookie': await commitSession(session, context) } },
        );
      }
      return payOn(g, next, context);
    }
    case 'edit': {
      writeState(session, g.key, { ...state, review: null, paying: null });
      return saved(session, context, back());
    }
    case 'acceptFee': {
      writeState(session, g.key, { ...state, fee: null, review: null, paying: null });
      return saved(session, context, back());
    }
    case 'confirm': {
      if (!state.review) return saved(session, context, back());
      // SPEC §2: Confirm only once the 30 s countdown is over (the server timed it).
      if (Date.now() - state.review.startedAt < reviewMs(context)) return saved(session, context, back('review'));
      if (g.block.step !== 'place') {
        writeState(session, g.key, { ...state, review: null });
        return saved(session, context, stepUrl(g.block, g));
      }
      return placeFromCheckout(g, state.review, request, context);
    }
    default:
      return refuse(400, { key: 'checkout.errors.unknown' });
  }
}

/**
 * SPEC §5 "phone validated by a server call": the number the contact or the LINE Pay sheet was given, for the
 * country chosen beside it (else the customer's, else the store's) — its E.164 and country, or the sheet's
 * refusal under the phone.
 */
function checkedPhone(
  submission: Pick<Submission<unknown>, 'reply'>,
  typed: { phone?: string; region?: string },
  g: Gathered,
) {
  const parsed = phoneNumber(typed.phone ?? '', typed.region ?? g.user?.region ?? g.storeCountry);
  if (!parsed)
    return {
      refused: json(
        { result: submission.reply({ fieldErrors: { phone: ['checkout.errors.phone'] } }) },
        { status: 400 },
      ),
    };
  return { phone: parsed.e164, region: parsed.country };
}

/** How long the review's page leads to the order it placed. */
const PLACED_REMEMBERED_MS = 30 * 60_000;

/**
 * SPEC §4: the pay goes on from `state` — to the first check that still stops it (its sheet, carrying the
 * pay on), or the review begins: its key makes every confirm of this review one order.
 */
async function payOn(g: Gathered, state: CheckoutState, context: AppLoadContext, headers?: HeadersInit) {
  const { session } = g.shop;
  const { block } = judge(g, state);
  if (block.step !== 'place') {
    writeState(session, g.key, state);
    return saved(session, context, stepUrl(block, g, true), headers);
  }
  if (!g.page.bill || g.page.billProblem || g.page.minimum?.kind === 'error') {
    writeState(session, g.key, { ...state, paying: null });
    return saved(session, context, '/checkout', headers);
  }
  writeState(session, g.key, {
    ...state,
    paying: null,
    review: { startedAt: Date.now(), key: randomUUID(), deliveryFee: g.page.bill.deliveryFee },
    fee: null,
    problem: null,
  });
  return saved(session, context, '/checkout?sheet=review', headers);
}

/** SPEC §4 "Placing the order": one attempt per review key; the answer leads to the order or the group. */
