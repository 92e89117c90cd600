import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '~/components/HomePage';
import { RouteErrorBoundary } from '~/components/shell';
import { loadHome } from '~/features/branches/home.server';
import { pageMeta } from '~/utils/meta';

// The home of regular businesses (ADR 0005): the brand list without the branded banner header.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadHome(request, context, 'brand');

export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorBoundary;

export default function BrandHome() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
