import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { consentCookie, cookieScope } from '~/utils/cookies.server';

/** Accept in the cookie consent sheet: 303 back to the page, with or without JavaScript (fetchers follow it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = { 'Set-Cookie': await consentCookie.serialize('accepted', cookieScope(context)) };
  return redirect(safeRedirect(form.get('redirectTo'), '/'), { status: 303, headers });
}

export const loader = () => redirect('/');
