import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { RouteErrorBoundary } from '~/components/shell';
import { stepPath, STEP_BACK } from '~/components/login/paths';
import { PhoneStep, stepShouldRevalidate } from '~/components/login/steps';
import { loadPhone, phoneAction } from '~/features/login/phone.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPhone(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => phoneAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** Phone step as a page. */
export default function PhonePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('login.title')} back={stepPath(STEP_BACK['/login/phone-verify']!, data.back)}>
      <PhoneStep data={data} result={actionData && 'result' in actionData ? actionData.result : undefined} />
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
