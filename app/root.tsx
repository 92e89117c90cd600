import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import stylesheet from '~/styles/app.css';
import { InlineTranslations } from '~/i18n/inline';
import { HTML_LANG, isSupportedLanguage, type Language } from '~/i18n/languages';
import { consentCookie } from '~/utils/cookies.server';
import { homePath } from '~/utils/boot.server';
import { shopRequest } from '~/utils/shop.server';
import { useRootData } from '~/utils/root-data';
import { readAuth } from '~/utils/auth.server';
import { readActiveSummary } from '~/features/orders/order-pages.server';
import { takeToast } from '~/utils/toast.server';
import { fixedT } from '~/i18n/instances.server';
import { honeypotInputProps } from '~/utils/honeypot.server';
import { Toast } from '~/components/Toast';
import { CookieConsent } from '~/components/CookieConsent';
import { LoginSheetHost } from '~/components/login/LoginSheetHost';
import { NotFound } from '~/components/NotFound';
import { ErrorFallback } from '~/components/ErrorFallback';
import { useNonce } from '~/utils/nonce';
import { RefreshWithoutScript } from '~/components/RefreshWithoutScript';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('lng');
  // A language code we don't have is a bad request, answered in the language we would otherwise use.
  if (requested !== null && !isSupportedLanguage(requested.toLowerCase())) {
    throw json({ reason: 'unsupportedLanguage' as const }, { status: 400 });
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
      /** the public forms' honeypot (components/HoneypotFields.tsx) */
      honeypot: honeypotInputProps(context),
      /** where the page clears the toast cookie (COOKIE_DOMAIN) */
      cookieDomain: context.cookieDomain ?? null,
    },
    toast.clear ? { headers: { 'Set-Cookie': toast.clear } } : undefined,
  );
}

// Language, boot and consent change only through a POST; plain navigations keep the root data.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  (formMethod !== undefined && formMethod !== 'GET') ||
  currentUrl.searchParams.get('lng') !== nextUrl.searchParams.get('lng') ||
  (nextUrl.pathname.startsWith('/menu/') && defaultShouldRevalidate);

export function Document({ children, lng, title }: { children: React.ReactNode; lng: Language; title?: string }) {
  const nonce = useNonce();
  return (
    <html lang={HTML_LANG[lng]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#c2410c" />
        {title ? <title>{title}</title> : <Meta />}
        <Links />
        <RefreshWithoutScript />
        <InlineTranslations />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  const { i18n } = useTranslation();
  const lng = data?.lng ?? (i18n.language as Language);
  return (
    <Document lng={lng}>
      <a href="#main" className="skip-link">
        {i18n.t('app.skipToContent')}
      </a>
      {/* above the page, in its flow: it never covers the page's own bar (the cart's, the checkout's Pay) */}
      {data && !data.consentGiven ? <CookieConsent /> : null}
      <Toast toast={data?.toast} cookieDomain={data?.cookieDomain} />
      <Outlet />
      <LoginSheetHost />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useTranslation();
  const lng = (isSupportedLanguage(i18n.language) ? i18n.language : 'en') as Language;
  const location = useLocation();
  const data = useRootData();
  const home = data?.home ?? '/';
  let content: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) {
    content = <NotFound home={home} />;
  } else if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    content = (
      <ErrorFallback
        home={home}
        pathname={location.pathname}
        reason={(error.data as { reason?: string } | null)?.reason ?? 'badRequest'}
      />
    );
  } else {
    if (typeof document !== 'undefined') console.error(error);
    content = <ErrorFallback home={home} pathname={location.pathname} />;
  }
  return (
    <Document
      lng={lng}
      title={i18n.t(isRouteErrorResponse(error) && error.status === 404 ? 'notFound.pageTitle' : 'error.title')}
    >
      {content}
    </Document>
  );
}
