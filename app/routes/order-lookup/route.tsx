import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useTranslation } from 'react-i18next';
import { HoneypotFields } from '~/components/HoneypotFields';
import { LoginLayout } from '~/components/LoginLayout';
import { RouteErrorBoundary } from '~/components/shell';
import { PhoneField } from '~/components/forms/PhoneField';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field, FormMessage } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { orderLookupSchema } from '~/features/orders/order-lookup.schema';
import { loadOrderLookup, orderLookupAction } from './order-lookup.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOrderLookup(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => orderLookupAction(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;

/** "Find your order" (issue 27): a guest who closed the tab finds the order by its number and phone. */
export default function OrderLookup() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const pending = useIsPending();
  const [form, fields] = useForm({
    id: 'order-lookup',
    lastResult: answer?.result,
    defaultValue: { region: data.region },
    constraint: getZodConstraint(orderLookupSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderLookupSchema }),
  });
  return (
    <LoginLayout title={t('orderLookup.title')} back={data.home}>
      <p>{t('orderLookup.intro')}</p>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <Form method="post" className="login-form" {...getFormProps(form)}>
        <HoneypotFields />
        <Field
          label={t('orderLookup.number')}
          errors={fields.number.errors}
          inputProps={{ ...getInputProps(fields.number, { type: 'text' }), autoComplete: 'off', spellCheck: false }}
        />
        <PhoneField
          region={fields.region}
          phone={fields.phone}
          labels={{ region: t('orderLookup.region'), phone: t('orderLookup.phone') }}
          countries={data.countries}
        />
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('orderLookup.submit')}
        </StatusButton>
      </Form>
    </LoginLayout>
  );
}
