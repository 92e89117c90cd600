import { isRouteErrorResponse, useLocation, useRouteError, type MetaDescriptor } from '@remix-run/react';
import { ErrorFallback } from './ErrorFallback';
import { NotFound } from './NotFound';
import { refusalOf, type Refusal } from '~/utils/refusal';
import { useRootData } from '~/utils/root-data';

const BAD_REQUEST: Refusal = { key: 'error.badRequest' };

/**
 * A route's own error boundary (STYLE.md "Data loading"): the page's error inside the shop's document, as
 * the root boundary shows it — not found, a refused request with its reason, or the generic fallback.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const home = useRootData()?.home ?? '/';
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound home={home} />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return <ErrorFallback home={home} pathname={location.pathname} refusal={refusalOf(error.data) ?? BAD_REQUEST} />;
  }
  if (typeof document !== 'undefined') console.error(error);
  return <ErrorFallback home={home} pathname={location.pathname} />;
}

/**
 * The <title> of a route's error page: the one its refused body carries (a `title` beside the refusal, in
 * refuse()'s extra), else the root's (not found, or "Oops, there is an error!") in the customer's language —
 * never none.
 */
export function errorMeta(error: unknown, matches: readonly { id: string; data?: unknown }[]): MetaDescriptor[] {
  const title = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : null;
  if (typeof title === 'string') return [{ title }];
  const root = matches.find((m) => m.id === 'root')?.data as { errorTitles?: { notFound: string; error: string } };
  const fallback =
    isRouteErrorResponse(error) && error.status === 404 ? root?.errorTitles?.notFound : root?.errorTitles?.error;
  return fallback ? [{ title: fallback }] : [];
}
