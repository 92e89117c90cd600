import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StoresNear } from '~/components/near/StoresNear';
import { RouteErrorBoundary } from '~/components/shell';
import { loadStoresNear, storesNearAction } from '~/features/branches/stores-near.server';
import { refusalOf } from '~/utils/refusal';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoresNear(request, context, 'branches');
export const action = ({ request, context }: ActionFunctionArgs) => storesNearAction(request, context);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** /menu/branches: stores near you, by branch (SPEC §2). */
export default function StoresNearBranches() {
  const actionData = useActionData<typeof action>();
  return <StoresNear data={useLoaderData<typeof loader>()} refusal={refusalOf(actionData)} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
