import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { StoresNear } from '~/components/near/StoresNear';
import { loadStoresNear } from '~/stores-near.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStoresNear(request, context, 'brands');

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** /menu/brands: stores near you, by brand (SPEC §2). */
export default function StoresNearBrands() {
  return <StoresNear data={useLoaderData<typeof loader>()} />;
}
