import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codeSchema } from '~/utils/forms.schema';
import { StatusButton } from './forms/StatusButton';
import { FormMessage } from './forms/fields';
import { useIsPending } from './forms/useIsPending';
import { useResendCountdown } from './ResendTimer';
import { CodeField } from './CodeField';
import { useCodeForms, type CodeAnswer } from './useCodeEntry';
import { TopBar } from '~/components/TopBar';

export interface VerifyCodeData {
  title: string;
  /** the masked address or number the code went to */
  to: string;
  resendAt: number;
  /** the resend time as a clock time, made by the server (pages without JavaScript) */
  resendAtText: string;
  now: number;
}

/** What the code page's action answers when it refuses: the code form's or the resend form's result. */
export type VerifyAnswer = CodeAnswer;

/**
 * The code page of an email or phone verification (SPEC §2 "Profile": a masked address, a 6-digit code
 * and resend). The server checks the resend time: without JavaScript the page names the clock time, with
 * it a countdown ticks. With JavaScript six digits submit themselves after 0.5 s (SPEC §5 "OTP").
 */
export function VerifyCode({ data, answer }: { data: VerifyCodeData; answer: VerifyAnswer | null }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const schema = useMemo(() => codeSchema(), []);
  const { code, form, fields, resendForm } = useCodeForms({
    ids: { code: 'verify-code', resend: 'verify-resend' },
    schema,
    answer,
  });
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);

  return (
    <>
      <TopBar title={data.title} back={{ to: '/profile', label: t('profile.back') }} />
      <main id="main" className="page page--login">
        <p>{t('profile.codeSent', { to: data.to })}</p>
        <FormMessage id={form.errorId} text={form.errors?.[0]} />
        <FormMessage id={resendForm.errorId} text={resendForm.errors?.[0]} />
        <Form method="post" ref={code.form} className="login-form" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="verify" />
          <CodeField label={t('profile.code')} code={code} field={fields.otp} />
          <StatusButton className="button button--primary button--block" pending={busy}>
            {t('profile.verify')}
          </StatusButton>
        </Form>
        {left > 0 ? (
          <p className="hint" role="timer" aria-live="off">
            {hydrated ? t('profile.resendIn', { seconds: left }) : t('profile.resendAt', { time: data.resendAtText })}
          </p>
        ) : null}
        <Form method="post" {...getFormProps(resendForm)}>
          <input type="hidden" name="intent" value="resend" />
          <StatusButton className="button button--block" disabled={hydrated && !ready} pending={busy}>
            {t('profile.resend')}
          </StatusButton>
        </Form>
      </main>
    </>
  );
}
