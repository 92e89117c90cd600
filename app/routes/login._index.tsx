import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { isStep, WelcomeStep, stepShouldRevalidate } from '~/components/login/steps';
import { guestAction, loadWelcome } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadWelcome(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => guestAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data && 'title' in data ? data.title : '' }];

/** Welcome step as a page: Google, Line, mobile, guest (SPEC §2 "Login sheet"). */
export default function Login() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  if (!isStep(data)) return null;
  return (
    <LoginLayout title={t('login.title')} back={data.back}>
      <WelcomeStep data={data} error={actionData && 'error' in actionData ? actionData.error : undefined} />
    </LoginLayout>
  );
}
