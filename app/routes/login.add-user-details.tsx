import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { DetailsStep, STEP_BACK, stepShouldRevalidate } from '~/components/login/steps';
import { detailsAction, loadDetails } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDetails(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => detailsAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** User details step as a page. */
export default function DetailsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('login.detailsTitle')} back={STEP_BACK['/login/add-user-details']!}>
      <DetailsStep data={data} errors={actionData && 'errors' in actionData ? actionData.errors : undefined} />
    </LoginLayout>
  );
}
