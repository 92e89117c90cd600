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
import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { rootLoader } from '~/utils/root-loader.server';
import { Toast } from '~/components/Toast';
import { CookieConsent } from '~/components/CookieConsent';
import { useNonce } from '~/utils/nonce';
import { RefreshWithoutScript } from '~/components/RefreshWithoutScript';
import {
  ErrorFallback,
  HTML_LANG,
  isSupportedLanguage,
  NotFound,
  refusalOf,
  Stylesheet,
  TranslationsLink,
  useRootData,
} from '~/components/shell';
import type { Language } from '~/i18n/languages';
import { LoginSheetHost } from '~/components/login/LoginSheetHost';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The root's data (language, boot, consent, toast, honeypot…): utils/root-loader.server.ts, read through
 * useRootData. */
export async function loader(args: LoaderFunctionArgs) {
  return rootLoader(args);
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
        <Stylesheet />
        <Links />
        <RefreshWithoutScript />
        <TranslationsLink />
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
        refusal={refusalOf(error.data) ?? { key: 'error.badRequest' }}
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
