import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, LoginLayout } from '~/components/LoginLayout';
import { ResendNote, useResendCountdown } from '~/components/ResendTimer';
import { TIMINGS } from '~/domain/constants';
import { loadOtp, otpAction } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtp(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => otpAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** Code step (SPEC §5: digits only, six; auto-submit after 0.5 s; a click is debounced 1 s). */
export default function OtpStep() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number>();
  const lastSubmit = useRef(0);
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  const busy = navigation.state !== 'idle';

  // SPEC §8: the code clears after a failure.
  useEffect(() => {
    if (actionData?.error && input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }, [actionData]);

  const send = () => {
    const now = Date.now();
    if (now - lastSubmit.current < TIMINGS.otpSubmitDebounceMs) return;
    lastSubmit.current = now;
    submit(form.current);
  };

  return (
    <LoginLayout title={t('login.otpTitle')} back="/login/phone-verify">
      <p>{t('login.otpSent', { phone: data.phone, channel: t(`login.channel${data.channel}`) })}</p>
      <FormMessage text={actionData?.error ?? data.message} />
      <Form
        method="post"
        ref={form}
        className="login-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <input type="hidden" name="intent" value="verify" />
        <div className="field">
          <label htmlFor="otp">{t('login.code')}</label>
          <input
            ref={input}
            id="otp"
            name="otp"
            className="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            onInput={(e) => {
              const el = e.currentTarget;
              el.value = el.value.replace(/\D/g, '').slice(0, 6);
              window.clearTimeout(timer.current);
              if (el.value.length === 6) timer.current = window.setTimeout(send, TIMINGS.otpAutoSubmitMs);
            }}
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
