import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { RouteErrorBoundary } from '~/components/shell';
import { stepShouldRevalidate, WelcomeStep } from '~/components/login/steps';
import { guestAction, loadWelcome } from '~/features/login/welcome.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadWelcome(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => guestAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** Welcome step as a page: Google, Line, mobile, guest (SPEC §2 "Login sheet"). */
export default function Login() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('login.title')} back={data.leave}>
      <WelcomeStep data={data} result={actionData && 'result' in actionData ? actionData.result : undefined} />
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
