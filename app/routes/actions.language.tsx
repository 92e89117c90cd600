import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { cookieScope, languageCookie } from '~/utils/cookies.server';
import { isSupportedLanguage } from '~/i18n/languages';

/** The sidebar's language picker: remembered in a cookie, then back to the page it was used on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = String(form.get('lng') ?? '').toLowerCase();
  if (!isSupportedLanguage(lng)) return json({ reason: 'unsupportedLanguage' }, { status: 400 });
  // The picked language wins over a ?lng= left in the address.
  const target = new URL(safeRedirect(form.get('redirectTo'), '/'), 'http://x');
  target.searchParams.delete('lng');
  return redirect(target.pathname + target.search, {
    status: 303,
    headers: { 'Set-Cookie': await languageCookie.serialize(lng, cookieScope(context)) },
  });
}

export const loader = () => redirect('/');
