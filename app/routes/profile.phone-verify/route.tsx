import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary } from '~/components/shell';
import { VerifyCode } from '~/components/VerifyCode';
import { loadPhoneVerify, phoneVerifyAction } from './phone-verify.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPhoneVerify(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => phoneVerifyAction(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** `/profile/phone-verify?nonce=` (SPEC §2 "Profile"): the code sent to the customer's phone. */
export default function VerifyPhone() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <VerifyCode data={data} answer={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
