import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '~/components/HomePage';
import { RouteErrorBoundary } from '~/components/shell';
import { loadHome } from '~/features/branches/home.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHome(request, context, 'menu');

export { timingHeaders as headers } from '~/utils/headers';

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorBoundary;

export default function MenuHome() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
