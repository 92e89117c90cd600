// `/order-lookup` (issue 27; ADR 0033): "Find your order" — the order number and the phone it was placed with.
// The platform answers the order's hash and a link key (the one a message's link carries), and the page sends
// the visitor to that order; anything else is one refusal that does not say whether the number exists. Counted
// by the platform per client address and per number (429 in the customer's language).
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { DEFAULTS } from '~/domain/constants';
import { orderLookupSchema } from '~/features/orders/order-lookup.schema';
import { countryOptions, isCountry } from '~/features/login/phone-numbers.server';
import { PlatformError } from '~/platform-client/client.server';
import { readFormData } from '~/utils/form-data.server';
import { checkHoneypot } from '~/utils/honeypot.server';
import { shopRequest } from '~/utils/shop.server';
import { homePath } from '~/utils/boot.server';

export async function loadOrderLookup(request: Request, context: AppLoadContext) {
  const { lng, t, boot } = await shopRequest(request, context);
  const asked = (new URL(request.url).searchParams.get('region') ?? '').toUpperCase();
  return json({
    title: t('orderLookup.title'),
    home: homePath(boot),
    region: isCountry(asked) ? asked : DEFAULTS.country,
    countries: countryOptions(lng),
  });
}

export async function orderLookupAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request);
  checkHoneypot(form, context);
  const submission = parseWithZod(form, { schema: orderLookupSchema });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const { client } = await shopRequest(request, context);
  const { number, phone, region } = submission.value;
  try {
    const found = await client.findOrder({ number, phone, region });
    const to = `/order-details?orderHash=${encodeURIComponent(found.order_hash)}&key=${encodeURIComponent(found.key)}`;
    return redirect(to, { status: 303 });
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status >= 500) throw error;
    const tooMany = error.status === 429;
    return json(
      { result: submission.reply({ formErrors: [tooMany ? 'orderLookup.tooMany' : 'orderLookup.notFound'] }) },
      { status: tooMany ? 429 : 404 },
    );
  }
}
