import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from '~/components/LoginLayout';
import { ResendNote, useResendCountdown } from '~/components/ResendTimer';
import { loadOtherChannels } from '~/login.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadOtherChannels(request, context);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

/** Other channels (SPEC §2): the code again by SMS, WhatsApp, Viber or Telegram, as the country allows. */
export default function OtherChannels() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  return (
    <LoginLayout title={t('login.otpTitle')} back="/login/otp-verify">
      <h2 className="section-title">{t('login.otherTitle')}</h2>
      <ResendNote resendAt={data.resendAt} left={left} hydrated={hydrated} />
      <ul className="choice-list">
        {data.channels.map((c) => (
          <li key={c}>
            <Form method="post" action="/login/otp-verify">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="channel" value={c} />
              <button type="submit" className="button button--block" disabled={hydrated && !ready}>
                {t('login.sendVia', { channel: t(`login.channel${c}`) })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </LoginLayout>
  );
}
