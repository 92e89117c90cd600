import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { FormMessage, LoginLayout } from '~/components/LoginLayout';
import { loadPhone, phoneAction, type PhoneErrors } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPhone(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => phoneAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** Phone step: country, number and the channel the code is sent by (SPEC §4 channel rules). */
export default function PhoneStep() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors: PhoneErrors = actionData?.errors ?? {};
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const dial = data.countries.find((c) => c.code === data.region)?.dial ?? '';
  return (
    <LoginLayout title={t('login.title')} back="/login">
      <FormMessage text={errors.form ?? data.message} />
      {/* The country decides the channels: a GET form, sent on change with JavaScript. */}
      <Form method="get" className="field" onChange={(e) => submit(e.currentTarget, { replace: true })}>
        <label htmlFor="login-region">{t('login.country')}</label>
        <select id="login-region" name="region" defaultValue={data.region} autoComplete="country">
          {data.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dial})
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="button">
            {t('login.changeCountry')}
          </button>
        )}
      </Form>
      <Form method="post" className="login-form">
        <input type="hidden" name="region" value={data.region} />
        <div className="field">
          <label htmlFor="login-phone">{t('login.phone')}</label>
          <div className="phone-input">
            <span className="phone-input__dial">{dial}</span>
            <input
              id="login-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={20}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'login-phone-error' : undefined}
            />
          </div>
          {errors.phone ? (
            <p id="login-phone-error" className="field__error">
              {errors.phone}
            </p>
          ) : null}
        </div>
        <fieldset className="field" aria-describedby={errors.channel ? 'login-channel-error' : undefined}>
          <legend>{t('login.channel')}</legend>
          {data.channels.map((c) => (
            <label key={c} className="radio">
              <input type="radio" name="channel" value={c} defaultChecked={c === data.channel} />{' '}
              {t(`login.channel${c}`)}
            </label>
          ))}
          {errors.channel ? (
            <p id="login-channel-error" className="field__error">
              {errors.channel}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('login.sendCode')}
        </button>
      </Form>
    </LoginLayout>
  );
}
