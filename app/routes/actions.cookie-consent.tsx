import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { consentCookie, cookieScope } from '~/cookies.server';

/** Accept in the cookie consent sheet: JSON to a fetcher, 303 back to the page for a plain POST. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = { 'Set-Cookie': await consentCookie.serialize('accepted', cookieScope(context)) };
  if (request.headers.get('accept')?.includes('text/html')) {
    return redirect(safeRedirect(form.get('redirectTo'), '/'), { status: 303, headers });
  }
  return json({ ok: true }, { headers });
}

export const loader = () => redirect('/');
