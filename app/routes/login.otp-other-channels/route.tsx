import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { RouteErrorBoundary } from '~/components/shell';
import { stepPath, STEP_BACK } from '~/components/login/paths';
import { isStep, OtherChannelsStep, stepShouldRevalidate } from '~/components/login/steps';
import { loadOtherChannels } from '~/features/login/other-channels.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtherChannels(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta({ ...args, data: args.data && 'title' in args.data ? args.data : undefined });

/** Other channels as a page (its form posts to the code step). */
export default function OtherChannelsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!isStep(data)) return null;
  return (
    <LoginLayout title={t('login.otpTitle')} back={stepPath(STEP_BACK['/login/otp-other-channels']!, data.back)}>
      <OtherChannelsStep data={data} />
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
