import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { VerifyCode } from '~/components/VerifyCode';
import { loadVerify, verifyAction } from '~/profile.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadVerify('email', request, context);
export const action = ({ request, context }: ActionFunctionArgs) => verifyAction('email', request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** `/profile/email-verify?nonce=` (SPEC §2 "Profile"): the code sent to the customer's email. */
export default function VerifyEmail() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <VerifyCode data={data} error={actionData?.error ?? null} />;
}
