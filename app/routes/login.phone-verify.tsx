import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { PhoneStep, STEP_BACK, stepShouldRevalidate } from '~/components/login/steps';
import { loadPhone, phoneAction } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPhone(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => phoneAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** Phone step as a page. */
export default function PhonePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('login.title')} back={STEP_BACK['/login/phone-verify']!}>
      <PhoneStep data={data} errors={actionData && 'errors' in actionData ? actionData.errors : undefined} />
    </LoginLayout>
  );
}
