import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary } from '~/components/shell';
import { VerifyCode } from '~/components/VerifyCode';
import { emailVerifyAction, loadEmailVerify } from './email-verify.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadEmailVerify(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => emailVerifyAction(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** `/profile/email-verify?nonce=` (SPEC §2 "Profile"): the code sent to the customer's email. */
export default function VerifyEmail() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <VerifyCode data={data} answer={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
