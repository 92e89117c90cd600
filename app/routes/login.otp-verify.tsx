import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { isStep, OtpStep, STEP_BACK, stepShouldRevalidate } from '~/components/login/steps';
import { loadOtp, otpAction } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtp(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => otpAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data && 'title' in data ? data.title : '' }];

/** Code step as a page. */
export default function OtpPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (!isStep(data)) return null;
  return (
    <LoginLayout title={t('login.otpTitle')} back={STEP_BACK['/login/otp-verify']!}>
      <OtpStep data={data} failure={actionData && 'error' in actionData ? actionData : null} />
    </LoginLayout>
  );
}
