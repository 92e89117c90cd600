import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '~/components/RouteErrorBoundary';
import { VerifyCode } from '~/components/VerifyCode';
import { emailVerifyAction, loadEmailVerify } from './email-verify.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadEmailVerify(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => emailVerifyAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);

/** `/profile/email-verify?nonce=` (SPEC §2 "Profile"): the code sent to the customer's email. */
export default function VerifyEmail() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <VerifyCode data={data} answer={actionData ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
