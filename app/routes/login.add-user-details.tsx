import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormMessage, LoginLayout } from '~/components/LoginLayout';
import { LIMITS } from '~/domain/constants';
import { detailsAction, loadDetails, type DetailErrors } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDetails(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => detailsAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

function Field({
  name,
  label,
  error,
  ...input
}: { name: keyof DetailErrors; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={`details-${name}`}>{label}</label>
      <input
        id={`details-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `details-${name}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`details-${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** User details step (SPEC §2: first and last name, email, phone, terms). */
export default function AddDetails() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: DetailErrors = actionData?.errors ?? {};
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <LoginLayout title={t('login.detailsTitle')} back="/login">
      <FormMessage text={errors.form} />
      <Form method="post" className="login-form" noValidate={false}>
        <Field
          name="first_name"
          label={t('login.firstName')}
          error={errors.first_name}
          defaultValue={data.user.firstName}
          autoComplete="given-name"
          maxLength={LIMITS.nameMax}
          required
        />
        <Field
          name="last_name"
          label={t('login.lastName')}
          error={errors.last_name}
          defaultValue={data.user.lastName}
          autoComplete="family-name"
          maxLength={LIMITS.nameMax}
          required
        />
        <Field
          name="email"
          label={t('login.email')}
          error={errors.email}
          defaultValue={data.user.email}
          type="email"
          autoComplete="email"
        />
        {data.needsPhone ? (
          <>
            <div className="field">
              <label htmlFor="details-region">{t('login.country')}</label>
              <select id="details-region" name="region" defaultValue={data.user.region}>
                {data.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} ({c.dial})
                  </option>
                ))}
              </select>
            </div>
            <Field name="phone" label={t('login.phone')} error={errors.phone} type="tel" autoComplete="tel" required />
          </>
        ) : (
          <p className="hint">{data.user.phone}</p>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            name="accept_tc"
            required
            aria-invalid={errors.accept_tc ? true : undefined}
            aria-describedby={errors.accept_tc ? 'details-terms-error' : undefined}
          />{' '}
          {t('login.terms')}
        </label>
        {errors.accept_tc ? (
          <p id="details-terms-error" className="field__error">
            {errors.accept_tc}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('login.save')}
        </button>
      </Form>
    </LoginLayout>
  );
}
