import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormMessage, LoginLayout } from '~/components/LoginLayout';
import { guestAction, loadWelcome } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadWelcome(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => guestAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** Welcome step: Google, Line, mobile, guest (SPEC §2 "Login sheet"). */
export default function Login() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <LoginLayout title={t('login.title')} back={data.back}>
      <h2 className="section-title">{t('login.welcome')}</h2>
      <FormMessage text={actionData?.error ?? data.message} />
      <div className="login-options">
        {data.providers.includes('google') ? (
          <Link to="/login/social/google" className="button button--block">
            {t('login.google')}
          </Link>
        ) : null}
        {data.providers.includes('line') ? (
          <Link to="/login/social/line" className="button button--block">
            {t('login.line')}
          </Link>
        ) : null}
        <Link to="/login/phone-verify" className="button button--primary button--block">
          {t('login.mobile')}
        </Link>
      </div>
      {data.guest ? (
        <Form method="post" className="login-guest">
          <label className="checkbox">
            <input type="checkbox" name="accept_tc" required /> {t('login.terms')}
          </label>
          <button type="submit" className="button button--block">
            {t('login.guestButton')}
          </button>
        </Form>
      ) : null}
    </LoginLayout>
  );
}
