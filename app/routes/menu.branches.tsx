import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StoresNear } from '~/components/near/StoresNear';
import { loadStoresNear } from '~/stores-near.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoresNear(request, context, 'branches');

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** /menu/branches: stores near you, by branch (SPEC §2). */
export default function StoresNearBranches() {
  return <StoresNear data={useLoaderData<typeof loader>()} />;
}
