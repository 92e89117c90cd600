import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { RouteErrorBoundary } from '~/components/shell';
import { stepPath, STEP_BACK } from '~/components/login/paths';
import { isStep, OtpStep, stepShouldRevalidate } from '~/components/login/steps';
import { loadOtp, otpAction } from '~/features/login/otp.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtp(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => otpAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta({ ...args, data: args.data && 'title' in args.data ? args.data : undefined });

/** Code step as a page. */
export default function OtpPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (!isStep(data)) return null;
  return (
    <LoginLayout title={t('login.otpTitle')} back={stepPath(STEP_BACK['/login/otp-verify']!, data.back)}>
      <OtpStep data={data} answer={actionData && 'intent' in actionData ? actionData : undefined} />
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
