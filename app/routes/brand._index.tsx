import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '~/components/HomePage';
import { errorMeta, RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { loadHome } from '~/features/branches/home.server';

// The home of regular businesses (ADR 0005): the brand list without the branded banner header.
export const loader = ({ request, context }: LoaderFunctionArgs) => loadHome(request, context, 'brand');

export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);

export const ErrorBoundary = RouteErrorBoundary;

export default function BrandHome() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
