// The root route's loader (app/root.tsx): what every page and component may read through useRootData
// (./root-data.ts). A module of its own so that its type reaches components without their importing root.tsx,
// which renders them (issue 25, item 6: no circle, not even of types).
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { isSupportedLanguage } from '~/i18n/languages';
import { fixedT } from '~/i18n/instances.server';
import { readActiveSummary } from '~/features/orders/order-pages.server';
import { readAuth } from '~/utils/auth.server';
import { badRequest } from '~/utils/request.server';
import { homePath } from '~/utils/boot.server';
import { consentCookie } from '~/utils/cookies.server';
import { honeypotInputProps } from '~/utils/honeypot.server';
import { shopRequest } from '~/utils/shop.server';
import { takeToast } from '~/utils/toast.server';

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('lng');
  // A language code we don't have is a bad request, answered in the language we would otherwise use.
  if (requested !== null && !isSupportedLanguage(requested.toLowerCase())) {
    throw badRequest('unsupportedLanguage');
  }
  const [{ lng, session, boot }, consent, toast, activeOrders] = await Promise.all([
    shopRequest(request, context),
    consentCookie.parse(request.headers.get('Cookie')),
    takeToast(request, context),
    readActiveSummary(request, context),
  ]);
  const auth = readAuth(session);
  return json(
    {
      lng,
      home: homePath(boot),
      wrapped: boot?.bootType === 'wrapped',
      consentGiven: consent === 'accepted',
      demo: context.demo,
      supportUrl: context.supportUrl,
      termsUrl: context.termsUrl,
      /** for the sidebar: login or profile and logout */
      user: auth ? { firstName: auth.user.first_name, isGuest: auth.user.is_guest } : null,
      /** the customer's orders under way: the sidebar's dot and badge, the home strip (useActiveOrders) */
      activeOrders,
      toast: toast.toast,
      /** the <title> of a route's error page when its refusal carries none (RouteErrorBoundary errorMeta) */
      errorTitles: { notFound: fixedT(lng)('notFound.pageTitle'), error: fixedT(lng)('error.title') },
      /** the pages' meta description where their loader gives none (utils/meta.ts) */
      description: fixedT(lng)('meta.description'),
      /** the public forms' honeypot (components/HoneypotFields.tsx) */
      honeypot: honeypotInputProps(context),
      /** where the page clears the toast cookie (COOKIE_DOMAIN) */
      cookieDomain: context.cookieDomain ?? null,
    },
    toast.clear ? { headers: { 'Set-Cookie': toast.clear } } : undefined,
  );
}
