// `/promo` (SPEC §2 "Promo page", §5 promo and voucher rules, §7 "Promo and loyalty", §9 promo expiry): the
// store's promos and first-time promos, a promo selectable only when available at the order's time, Apply
// (refused with nothing chosen), the voucher field (refused for visitors and guests, a wrong code said so),
// removing the applied promo — plain forms answered with 303 back to where the customer came from.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { promoAvailableAt, voucherRefusal } from '~/domain/promotions';
import { formatMoney } from '~/domain/money';
import { VoucherProvider, type Promo } from '~/contract/promos';
import { loginPath, rotatedAuthHeaders, shopCustomer, type Authed } from '~/utils/auth.server';
import { homePath } from '~/utils/boot.server';
import { readFormData } from '~/utils/form-data.server';
import { parseSearch } from '~/utils/request.server';
import { safeRedirect } from '~/utils/safe-redirect';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { redirectWithToast } from '~/utils/toast.server';
import { PlatformError, type PlatformClient } from '~/platform-client/client.server';
import { promoStore, type PromoStore } from './promo-store.server';
import { appliedFrom, readAppliedPromo, writeAppliedPromo } from './applied-promo.server';
import { formatPromoExpiry } from './promo-expiry';
import { applyPromoSchema, promoIntentSchema, removePromoSchema, voucherSchema } from './promo.schema';

const querySchema = z.object({
  brandId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  redirectTo: z.string().max(500).optional(),
  lng: z.string().optional(),
});

/** SPEC §7's query of a promo search for this store at the order's time. */
function searchQuery(store: PromoStore) {
  return {
    country: store.countryId,
    business: store.businessId,
    product_type: 'web_shop' as const,
    brands: store.brandIds.join(','),
    timezone: store.timezone,
    ...(store.branchIds.length === 1 ? { branch: store.branchIds[0] } : { branches: store.branchIds.join(',') }),
    order_type: store.orderType,
    scheduled_delivery_time: store.scheduled ? store.at.toISOString() : undefined,
  };
}

/**
 * SPEC §7: a logged-in customer's search (their cohorts, first-time promos only before a first order), else the
 * common one of visitors and guests.
 */
function searchPromos(customer: Authed, store: PromoStore) {
  const user = customer.auth?.user;
  return customer.withAuth((client) =>
    user && !user.is_guest ? client.promoSearch(searchQuery(store)) : client.promoCommonSearch(searchQuery(store)),
  );
}

/** Where the customer goes back to: the page they came from (a path of this shop), else the brand or home. */
function backTo(asked: unknown, store: PromoStore | null, home: string) {
  return safeRedirect(typeof asked === 'string' ? asked : null, store ? `/brand/${store.brandId}` : home);
}

export async function loadPromoPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const search = parseSearch(url, querySchema);
  const { lng, t, session, boot } = await shopRequest(request, context);
  const customer = await shopCustomer(request, context);
  const store = await promoStore(request, context, search.brandId);
  const back = backTo(search.redirectTo, store, homePath(boot));
  const base = {
    title: t('promo.title'),
    back,
    /** SPEC §5: a visitor or guest refused a voucher logs in, and comes back here */
    loginTo: loginPath(`/promo?redirectTo=${encodeURIComponent(back)}`),
  };
  if (!store)
    return json(
      { ...base, store: false as const, failed: false, promos: [], firstTime: [], applied: null },
      { headers: await rotatedAuthHeaders(request, context) },
    );
  const found = await searchPromos(customer, store).catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });
  const applied = readAppliedPromo(session, store.key);
  const view = (p: Promo) => ({
    id: p.id,
    code: p.code,
    description: p.description,
    minimum: p.min_order_amount > 0 ? formatMoney(p.min_order_amount, store.currency) : null,
    expiry: p.end_time ? formatPromoExpiry(p.end_time, store.timezone, lng) : null,
    // SPEC §5 "A promo is selectable only if available now" (or at the order's scheduled time)
    selectable: promoAvailableAt(p, store.at, store.timezone),
    applied: !!applied && !applied.voucher_provider_id && applied.id === p.id,
  });
  return json(
    {
      ...base,
      store: true as const,
      failed: !found,
      scheduled: store.scheduled,
      promos: (found?.promos ?? []).map(view),
      firstTime: (found?.first_user_promos ?? []).map(view),
      applied: applied
        ? { code: applied.code, description: applied.description, voucher: !!applied.voucher_provider_id }
        : null,
    },
    { headers: await rotatedAuthHeaders(request, context) },
  );
}

export async function promoAction(request: Request, context: AppLoadContext) {
  const search = parseSearch(new URL(request.url), querySchema);
  const form = await readFormData(request);
  const intent = parseWithZod(form, { schema: promoIntentSchema });
  if (intent.status !== 'success') return json({ form: null, result: intent.reply() }, { status: 400 });
  const { session, boot } = await shopRequest(request, context);
  const customer = await shopCustomer(request, context);
  const store = await promoStore(request, context, search.brandId);
  const back = backTo(intent.value.redirectTo ?? search.redirectTo, store, homePath(boot));
  const done = async (toast: boolean) => {
    const headers = { 'Set-Cookie': await commitSession(session, context) };
    return toast
      ? redirectWithToast(back, { type: 'success', key: 'promo.appliedToast' }, context, { headers })
      : redirect(back, { status: 303, headers });
  };

  switch (intent.value.intent) {
    case 'remove': {
      const submission = parseWithZod(form, { schema: removePromoSchema });
      if (submission.status !== 'success' || !store)
        return json({ form: 'remove' as const, result: submission.reply() }, { status: 400 });
      writeAppliedPromo(session, store.key, null);
      return done(false);
    }
    case 'apply': {
      const submission = parseWithZod(form, { schema: applyPromoSchema });
      if (submission.status !== 'success')
        return json({ form: 'apply' as const, result: submission.reply() }, { status: 400 });
      if (!store)
        return json(
          { form: 'apply' as const, result: submission.reply({ formErrors: ['promo.errors.noStore'] }) },
          { status: 400 },
        );
      // the promo as the platform lists it now: never what the form says of it
      const found = await searchPromos(customer, store);
      const promo = [...found.promos, ...found.first_user_promos].find((p) => p.id === submission.value.promoId);
      const refusal = !promo
        ? 'promo.errors.gone'
        : !promoAvailableAt(promo, store.at, store.timezone)
          ? 'promo.errors.notAvailableNow'
          : null;
      if (refusal || !promo)
        return json(
          { form: 'apply' as const, result: submission.reply({ fieldErrors: { promoId: [refusal!] } }) },
          { status: 400 },
        );
      writeAppliedPromo(session, store.key, appliedFrom(promo));
      return done(true);
    }
    case 'voucher': {
      const submission = parseWithZod(form, { schema: voucherSchema });
      if (submission.status !== 'success')
        return json({ form: 'voucher' as const, result: submission.reply() }, { status: 400 });
      // SPEC §5: visitors and guests cannot apply a voucher
      const refused = voucherRefusal(customer.auth?.user ?? null);
      if (refused || !store)
        return json(
          {
            form: 'voucher' as const,
            result: submission.reply({
              fieldErrors: {
                voucher: [refused ? `promo.errors.voucher.${refused}` : 'promo.errors.noStore'],
              },
            }),
          },
          { status: 400 },
        );
      const code = submission.value.voucher;
      const refuse = (message: string, status = 400) =>
        json(
          { form: 'voucher' as const, result: submission.reply({ fieldErrors: { voucher: [message] } }) },
          { status },
        );
      let found: Awaited<ReturnType<PlatformClient['voucherSearch']>> | null = null;
      try {
        found = await customer.withAuth((client) =>
          client.voucherSearch({ ...searchQuery(store), voucher_code: code }),
        );
      } catch (error) {
        if (!(error instanceof PlatformError) || error.status >= 500) throw error;
        // too many codes that name no voucher (the platform counts them): said in the customer's language, 429
        if (error.status === 429) return refuse('promo.errors.voucher.tooMany', 429);
      }
      const voucher = found?.promos.find((p) => p.code.toLowerCase() === code.toLowerCase()) ?? found?.promos[0];
      if (!voucher) return refuse('promo.errors.voucher.wrong');
      writeAppliedPromo(session, store.key, {
        ...appliedFrom(voucher, true),
        voucher_provider_id: voucher.voucher_provider_id ?? VoucherProvider.GENERAL,
      });
      return done(true);
    }
  }
}
