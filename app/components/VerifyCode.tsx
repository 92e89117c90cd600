import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { useResendCountdown } from './ResendTimer';
import { CodeField } from './CodeField';
import { useCodeEntry } from './useCodeEntry';

export interface VerifyCodeData {
  title: string;
  /** the masked address or number the code went to */
  to: string;
  resendAt: number;
  /** the resend time as a clock time, made by the server (pages without JavaScript) */
  resendAtText: string;
  now: number;
  message: { tone: 'ok' | 'error'; text: string } | null;
}

/**
 * The code page of an email or phone verification (SPEC §2 "Profile": a masked address, a 6-digit code
 * and resend). The server checks the resend time: without JavaScript the page names the clock time, with
 * it a countdown ticks. With JavaScript six digits submit themselves after 0.5 s (SPEC §5 "OTP").
 */
export function VerifyCode({ data, error }: { data: VerifyCodeData; error: { text: string; code: boolean } | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const code = useCodeEntry(error?.code ? error : null);
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);

  return (
    <>
      <header className="topbar">
        <Link to="/profile" className="icon-button" aria-label={t('profile.back')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{data.title}</h1>
        </div>
      </header>
      <main id="main" className="page page--login">
        <p>{t('profile.codeSent', { to: data.to })}</p>
        {data.message ? (
          <p
            className={data.message.tone === 'ok' ? 'notice-box' : 'form-message'}
            role={data.message.tone === 'ok' ? 'status' : 'alert'}
          >
            {data.message.text}
          </p>
        ) : null}
        {error && !error.code ? (
          <p className="form-message" role="alert">
            {error.text}
          </p>
        ) : null}
        <Form method="post" ref={code.form} className="login-form" onSubmit={code.onSubmit}>
          <input type="hidden" name="intent" value="verify" />
          <CodeField id="verify-otp" label={t('profile.code')} code={code} error={error?.code ? error.text : null} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('profile.verify')}
          </button>
        </Form>
        {left > 0 ? (
          <p className="hint">
            {hydrated ? t('profile.resendIn', { seconds: left }) : t('profile.resendAt', { time: data.resendAtText })}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className="button button--block" disabled={busy || (hydrated && !ready)}>
            {t('profile.resend')}
          </button>
        </Form>
      </main>
    </>
  );
}
