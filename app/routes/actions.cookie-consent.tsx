import { parseWithZod } from '@conform-to/zod';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { consentCookie, cookieScope } from '~/utils/cookies.server';
import { readFormData } from '~/utils/form-data.server';
import { safeRedirect } from '~/utils/safe-redirect';

const consentSchema = z.object({ redirectTo: z.string().optional() });

/** Accept in the cookie consent sheet: 303 back to the page, with or without JavaScript (fetchers follow it). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: consentSchema });
  // a redirectTo that is not one string is no page of ours: home (safeRedirect's fallback)
  const redirectTo = submission.status === 'success' ? submission.value.redirectTo : undefined;
  const headers = { 'Set-Cookie': await consentCookie.serialize('accepted', cookieScope(context)) };
  return redirect(safeRedirect(redirectTo, '/'), { status: 303, headers });
}

export const loader = () => redirect('/');
