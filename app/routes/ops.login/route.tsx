import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { HoneypotFields } from '~/components/HoneypotFields';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { RouteErrorBoundary } from '~/components/shell';
import { opsLoginSchema } from './login.schema';
import { loadOpsLogin, opsLoginAction } from './login.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOpsLogin(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => opsLoginAction(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

/** The kitchen's login (issue 16): the ops token, kept in an httpOnly cookie. */
export default function OpsLogin() {
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'ops-login',
    lastResult: answer?.result,
    constraint: getZodConstraint(opsLoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: opsLoginSchema }),
    shouldValidate: 'onSubmit',
  });
  const pending = useIsPending();
  return (
    <main id="main" className="ops ops--login">
      <h1 className="ops__title">{t('ops.login.title')}</h1>
      <p className="ops__lead">{t('ops.login.lead')}</p>
      <Form method="post" className="ops-login" {...getFormProps(form)}>
        <HoneypotFields />
        <Field
          label={t('ops.login.token')}
          errors={fields.token.errors}
          inputProps={{
            ...getInputProps(fields.token, { type: 'password' }),
            autoComplete: 'current-password',
            className: 'ops-input',
          }}
        />
        <StatusButton className="button button--primary ops-button" pending={pending}>
          {t('ops.login.submit')}
        </StatusButton>
      </Form>
    </main>
  );
}
