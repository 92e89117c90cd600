import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { StoresNear } from '~/components/near/StoresNear';
import { RouteErrorBoundary, errorMeta } from '~/components/RouteErrorBoundary';
import { loadStoresNear, storesNearAction } from '~/features/branches/stores-near.server';
import { refusalOf } from '~/utils/refusal';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoresNear(request, context, 'branches');
export const action = ({ request, context }: ActionFunctionArgs) => storesNearAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);

/** /menu/branches: stores near you, by branch (SPEC §2). */
export default function StoresNearBranches() {
  const actionData = useActionData<typeof action>();
  return <StoresNear data={useLoaderData<typeof loader>()} refusal={refusalOf(actionData)} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
