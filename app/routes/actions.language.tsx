import { parseWithZod } from '@conform-to/zod';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { isSupportedLanguage } from '~/i18n/languages';
import { cookieScope, languageCookie } from '~/utils/cookies.server';
import { readFormData } from '~/utils/form-data.server';
import { badRequest } from '~/utils/request.server';
import { safeRedirect } from '~/utils/safe-redirect';

const languageSchema = z.object({
  lng: z
    .string()
    .transform((lng) => lng.toLowerCase())
    .refine(isSupportedLanguage),
  redirectTo: z.string().optional(),
});

/** The sidebar's language picker: remembered in a cookie, then back to the page it was used on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: languageSchema });
  if (submission.status !== 'success') return badRequest('unsupportedLanguage');
  const { lng, redirectTo } = submission.value;
  // The picked language wins over a ?lng= left in the address.
  const target = new URL(safeRedirect(redirectTo, '/'), 'http://x');
  target.searchParams.delete('lng');
  return redirect(target.pathname + target.search, {
    status: 303,
    headers: { 'Set-Cookie': await languageCookie.serialize(lng, cookieScope(context)) },
  });
}

export const loader = () => redirect('/');
