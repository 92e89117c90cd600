import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFound } from '~/components/NotFound';
import { errorMeta, RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { loadNotFound } from './page404.server';

/** The not-found page (SPEC §2 /page404), answered with HTTP 404; the catch-all renders the same. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNotFound(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);

export const ErrorBoundary = RouteErrorBoundary;

export default function Page404() {
  return <NotFound home={useLoaderData<typeof loader>().home} />;
}
