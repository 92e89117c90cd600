// The one toast (STYLE.md "Sessions and guards": one cookie per concern): a message for whatever page comes
// next — after a redirect, after logout, after a refused edit — in its own short-lived signed cookie, read
// and cleared by the root loader. It holds a translation key with its values, or the platform's own text
// (SPEC §8 "Other errors toast the error or message text"); being signed, nobody else can write one.
import { createCookie, redirect, type AppLoadContext, type Cookie } from '@remix-run/node';
import { z } from 'zod';
import { cookieScope } from '~/utils/cookies.server';

export const toastSchema = z
  .object({
    type: z.enum(['info', 'success', 'error']).default('info'),
    /** a key of the common namespace, translated on the page */
    key: z.string().max(100).optional(),
    values: z.record(z.union([z.string(), z.number()])).optional(),
    /** text as the platform wrote it, shown as it is */
    text: z.string().max(500).optional(),
  })
  .refine((t) => t.key || t.text, 'a toast says something');
export type Toast = z.input<typeof toastSchema>;
export type ShownToast = z.output<typeof toastSchema>;

const cookies = new WeakMap<string[], Cookie>();

// Not httpOnly: with JavaScript the page that shows the toast clears it (a data request of the root may
// belong to a navigation that redirects on, so the server cannot know it was seen).
function toastCookie(context: AppLoadContext): Cookie {
  let cookie = cookies.get(context.sessionSecrets);
  if (!cookie) {
    cookie = createCookie('toast', {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: context.secureCookies,
      secrets: context.sessionSecrets,
      maxAge: 60,
    });
    cookies.set(context.sessionSecrets, cookie);
  }
  return cookie;
}

/** The Set-Cookie value that leaves a toast for the next page. */
export function toastHeader(toast: Toast, context: AppLoadContext): Promise<string> {
  return toastCookie(context).serialize(toastSchema.parse(toast), cookieScope(context));
}

/** A 303 to `url` carrying a toast (and any other headers given). */
export async function redirectWithToast(
  url: string,
  toast: Toast,
  context: AppLoadContext,
  init: { headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await toastHeader(toast, context));
  return redirect(url, { status: 303, headers });
}

/** The waiting toast and the Set-Cookie that clears it (nulls when there is none). */
export async function takeToast(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: ShownToast | null; clear: string | null }> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('toast=')) return { toast: null, clear: null };
  const parsed = toastSchema.safeParse(await toastCookie(context).parse(header));
  // A document request shows it now: cleared here. A data request (JavaScript) leaves it to the page.
  const dataRequest = new URL(request.url).searchParams.has('_data');
  const clear = dataRequest ? null : await toastCookie(context).serialize('', { maxAge: 0, ...cookieScope(context) });
  return { toast: parsed.success ? parsed.data : null, clear };
}
