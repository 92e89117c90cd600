import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormMessage, LoginLayout } from '~/components/LoginLayout';
import { ResendNote, useResendCountdown } from '~/components/ResendTimer';
import { useCodeEntry } from '~/components/useCodeEntry';
import { loadOtp, otpAction } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtp(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => otpAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** Code step (SPEC §5: digits only, six; auto-submit after 0.5 s; a click is debounced 1 s). */
export default function OtpStep() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const code = useCodeEntry(actionData?.error ? actionData : null);
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  const busy = navigation.state !== 'idle';

  return (
    <LoginLayout title={t('login.otpTitle')} back="/login/phone-verify">
      <p>{t('login.otpSent', { phone: data.phone, channel: t(`login.channel${data.channel}`) })}</p>
      <FormMessage text={actionData?.error ?? data.message} />
      <Form method="post" ref={code.form} className="login-form" onSubmit={code.onSubmit}>
        <input type="hidden" name="intent" value="verify" />
        <div className="field">
          <label htmlFor="otp">{t('login.code')}</label>
          <input
            ref={code.input}
            id="otp"
            name="otp"
            className="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            onInput={code.onInput}
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('login.verify')}
        </button>
      </Form>
      <ResendNote resendAt={data.resendAt} left={left} hydrated={hydrated} />
      <Form method="post" className="login-resend">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="button button--block" disabled={hydrated && !ready}>
          {t('login.resend')}
        </button>
      </Form>
      {data.alternates && (ready || !hydrated) ? (
        <Link to="/login/otp-other-channels" className="link-button">
          {t('login.otherChannels')}
        </Link>
      ) : null}
    </LoginLayout>
  );
}
