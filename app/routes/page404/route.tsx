import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NotFound } from '~/components/NotFound';
import { RouteErrorBoundary } from '~/components/shell';
import { loadNotFound } from './page404.server';
import { pageMeta } from '~/utils/meta';

/** The not-found page (SPEC §2 /page404), answered with HTTP 404; the catch-all renders the same. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNotFound(request, context);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorBoundary;

export default function Page404() {
  return <NotFound home={useLoaderData<typeof loader>().home} />;
}
