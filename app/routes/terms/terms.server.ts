// `/terms`: the demo's own terms page, the default of TERMS_URL. A shop configured with other terms sends
// this address there, so no customer reads the demo's text in its place.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { homePath } from '~/utils/boot.server';
import { shopRequest } from '~/utils/shop.server';

export const TERMS_PATH = '/terms';

export async function loadTerms(request: Request, context: AppLoadContext) {
  if (context.termsUrl !== TERMS_PATH) throw redirect(context.termsUrl);
  const { boot, t } = await shopRequest(request, context);
  return json({ title: t('terms.title'), home: homePath(boot) });
}
