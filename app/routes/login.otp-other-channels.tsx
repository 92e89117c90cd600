import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { isStep, OtherChannelsStep, STEP_BACK, stepShouldRevalidate } from '~/components/login/steps';
import { loadOtherChannels } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtherChannels(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data && 'title' in data ? data.title : '' }];

/** Other channels as a page (their forms post to the code step). */
export default function OtherChannelsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!isStep(data)) return null;
  return (
    <LoginLayout title={t('login.otpTitle')} back={STEP_BACK['/login/otp-other-channels']!}>
      <OtherChannelsStep data={data} />
    </LoginLayout>
  );
}
