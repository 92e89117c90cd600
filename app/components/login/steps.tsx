import type { SerializeFrom } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '~/components/CodeField';
import { FormMessage } from '~/components/LoginLayout';
import { ResendNote, useResendCountdown } from '~/components/ResendTimer';
import { useCodeEntry } from '~/components/useCodeEntry';
import { LIMITS } from '~/domain/constants';
import { channelsFor, defaultChannel } from '~/domain/otp-channels';
import type {
  DetailErrors,
  loadDetails,
  loadOtherChannels,
  loadOtp,
  loadPhone,
  loadWelcome,
  PhoneErrors,
  SheetStep,
} from '~/login.server';
import { useLoginNav } from './nav';

// The login steps of SPEC §2 "Login sheet", shared by the pages under /login and the sheet over the page.

/** A step's data, once the step's loader did not send the customer elsewhere. */
type StepData<F extends (...args: never[]) => unknown> = Exclude<SerializeFrom<F>, Pick<SheetStep, 'next'>>;

export function isStep<T extends object>(data: T): data is Exclude<T, Pick<SheetStep, 'next'>> {
  return !('next' in data);
}

/** Where each step's back arrow leads. */
export const STEP_BACK: Record<string, string | undefined> = {
  '/login/phone-verify': '/login',
  '/login/otp-verify': '/login/phone-verify',
  '/login/otp-other-channels': '/login/otp-verify',
  '/login/add-user-details': '/login',
};

export function WelcomeStep({ data, error }: { data: StepData<typeof loadWelcome>; error?: string }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  return (
    <>
      <h2 className="section-title">{t('login.welcome')}</h2>
      <FormMessage text={error ?? data.message} />
      <div className="login-options">
        {/* The providers leave the shop and come back: whole-page links either way. */}
        {data.providers.includes('google') ? (
          <a href="/login/social/google" className="button button--block">
            {t('login.google')}
          </a>
        ) : null}
        {data.providers.includes('line') ? (
          <a href="/login/social/line" className="button button--block">
            {t('login.line')}
          </a>
        ) : null}
        <nav.StepLink to="/login/phone-verify" className="button button--primary button--block">
          {t('login.mobile')}
        </nav.StepLink>
      </div>
      {data.guest ? (
        <nav.Form method="post" action={nav.action('/login')} className="login-guest">
          <label className="checkbox">
            <input type="checkbox" name="accept_tc" required /> {t('login.terms')}
          </label>
          <button type="submit" className="button button--block" disabled={nav.busy}>
            {t('login.guestButton')}
          </button>
        </nav.Form>
      ) : null}
    </>
  );
}

/** Phone step: country, number and the channel the code is sent by (SPEC §4 channel rules). */
export function PhoneStep({ data, errors = {} }: { data: StepData<typeof loadPhone>; errors?: PhoneErrors }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  // The country decides the channels: without JavaScript a GET form asks the server again; with it the
  // same rule (app/domain/otp-channels.ts) runs here.
  const [region, setRegion] = useState(data.region);
  useEffect(() => setRegion(data.region), [data.region]);
  const channels = nav.hydrated ? (channelsFor(region) as number[]).filter((c) => c !== 4) : data.channels;
  const channel = nav.hydrated ? defaultChannel(region) : data.channel;
  const dial = data.countries.find((c) => c.code === region)?.dial ?? '';
  return (
    <>
      <FormMessage text={errors.form ?? data.message} />
      <nav.Form
        method="get"
        action={nav.action('/login/phone-verify')}
        className="field"
        onSubmit={(e: React.FormEvent<HTMLFormElement>) => e.preventDefault()}
      >
        <label htmlFor="login-region">{t('login.country')}</label>
        <select
          id="login-region"
          name="region"
          value={region}
          onChange={(e) => setRegion(e.currentTarget.value)}
          autoComplete="country"
        >
          {data.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dial})
            </option>
          ))}
        </select>
        {nav.hydrated ? null : (
          <button type="submit" className="button">
            {t('login.changeCountry')}
          </button>
        )}
      </nav.Form>
      <nav.Form method="post" action={nav.action('/login/phone-verify')} className="login-form">
        <input type="hidden" name="region" value={region} />
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
        {/* key: the default channel follows the country */}
        <fieldset key={region} className="field" aria-describedby={errors.channel ? 'login-channel-error' : undefined}>
          <legend>{t('login.channel')}</legend>
          {channels.map((c) => (
            <label key={c} className="radio">
              <input type="radio" name="channel" value={c} defaultChecked={c === channel} /> {t(`login.channel${c}`)}
            </label>
          ))}
          {errors.channel ? (
            <p id="login-channel-error" className="field__error">
              {errors.channel}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className="button button--primary button--block" disabled={nav.busy}>
          {t('login.sendCode')}
        </button>
      </nav.Form>
    </>
  );
}

/** Code step (SPEC §5: digits only, six; auto-submit after 0.5 s; a click is debounced 1 s). */
export function OtpStep({ data, failure }: { data: StepData<typeof loadOtp>; failure?: { error: string } | null }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const code = useCodeEntry(failure ?? null, nav.submit);
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  const action = nav.action('/login/otp-verify');
  return (
    <>
      <p>{t('login.otpSent', { phone: data.phone, channel: t(`login.channel${data.channel}`) })}</p>
      <FormMessage text={failure?.error ?? data.message} />
      <nav.Form method="post" action={action} ref={code.form} className="login-form" onSubmit={code.onSubmit}>
        <input type="hidden" name="intent" value="verify" />
        <CodeField id="otp" label={t('login.code')} code={code} />
        <button type="submit" className="button button--primary button--block" disabled={nav.busy}>
          {t('login.verify')}
        </button>
      </nav.Form>
      <ResendNote resendAt={data.resendAt} left={left} hydrated={hydrated} />
      <nav.Form method="post" action={action} className="login-resend">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className="button button--block" disabled={(hydrated && !ready) || nav.busy}>
          {t('login.resend')}
        </button>
      </nav.Form>
      {data.alternates && (ready || !hydrated) ? (
        <nav.StepLink to="/login/otp-other-channels" className="link-button">
          {t('login.otherChannels')}
        </nav.StepLink>
      ) : null}
    </>
  );
}

/** Other channels (SPEC §2): the code again by SMS, WhatsApp, Viber or Telegram, as the country allows. */
export function OtherChannelsStep({ data, error }: { data: StepData<typeof loadOtherChannels>; error?: string }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  return (
    <>
      <h2 className="section-title">{t('login.otherTitle')}</h2>
      <FormMessage text={error} />
      <ResendNote resendAt={data.resendAt} left={left} hydrated={hydrated} />
      <ul className="choice-list">
        {data.channels.map((c) => (
          <li key={c}>
            <nav.Form method="post" action={nav.action('/login/otp-verify')}>
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="channel" value={c} />
              <button type="submit" className="button button--block" disabled={(hydrated && !ready) || nav.busy}>
                {t('login.sendVia', { channel: t(`login.channel${c}`) })}
              </button>
            </nav.Form>
          </li>
        ))}
      </ul>
    </>
  );
}

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
export function DetailsStep({ data, errors = {} }: { data: StepData<typeof loadDetails>; errors?: DetailErrors }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  return (
    <>
      <FormMessage text={errors.form} />
      <nav.Form method="post" action={nav.action('/login/add-user-details')} className="login-form">
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
        <button type="submit" className="button button--primary button--block" disabled={nav.busy}>
          {t('login.save')}
        </button>
      </nav.Form>
    </>
  );
}

/**
 * The steps' loaders are not asked again after the sheet's own posts (the sheet asks for the next step
 * itself; the code step asked again after a good code would answer "no code asked yet").
 */
export const stepShouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.includes('_sheet') ? false : defaultShouldRevalidate;
