import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { RouteErrorBoundary } from '~/components/shell';
import { stepPath, STEP_BACK } from '~/components/login/paths';
import { DetailsStep, stepShouldRevalidate } from '~/components/login/steps';
import { detailsAction, loadDetails } from '~/features/login/details.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDetails(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => detailsAction(request, context);
export const shouldRevalidate = stepShouldRevalidate;
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** User details step as a page. */
export default function DetailsPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('login.detailsTitle')} back={stepPath(STEP_BACK['/login/add-user-details']!, data.back)}>
      <DetailsStep data={data} result={actionData && 'result' in actionData ? actionData.result : undefined} />
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
