import { CountryOptions } from '~/components/CountryOptions';
import { getCollectionProps, getFormProps, getInputProps, useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod, type SubmissionResult } from '@conform-to/zod';
import type { SerializeFrom } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z, ZodTypeAny } from 'zod';
import { CodeField } from '~/components/CodeField';
import { HoneypotFields } from '~/components/HoneypotFields';
import { PhoneField } from '~/components/forms/PhoneField';
import { StatusButton } from '~/components/forms/StatusButton';
import { CheckboxField, ChoiceField, Field, FormMessage, SelectField } from '~/components/forms/fields';
import { ResendNote, useResendCountdown } from '~/components/ResendTimer';
import { useCodeForms, type CodeAnswer } from '~/components/useCodeEntry';
import { channelsFor, defaultChannel } from '~/domain/otp-channels';
import type { SheetStep } from '~/features/login/login.server';
import { detailsSchema, guestSchema, otpSchema, phoneSchema } from '~/features/login/login.schema';
import type { loadWelcome } from '~/features/login/welcome.server';
import type { loadDetails } from '~/features/login/details.server';
import type { loadOtherChannels } from '~/features/login/other-channels.server';
import type { loadOtp } from '~/features/login/otp.server';
import type { loadPhone } from '~/features/login/phone.server';
import { useRootData } from '~/utils/root-data';
import { useLoginNav } from './nav';
import { stepPath } from './paths';
import { fieldBeforeScript, useChangedBeforeScript } from '~/components/forms/before-script';

// The login steps of SPEC §2 "Login sheet", shared by the pages under /login and the sheet over the page.
// Each form is a conform form on a plain form element: its schema (app/features/login/login.schema.ts) gives the native
// constraints, so the browser checks the same without JavaScript; the action answers its `result`.

/** A step's data, once the step's loader did not send the customer elsewhere. */
type StepData<F extends (...args: never[]) => unknown> = Exclude<SerializeFrom<F>, Pick<SheetStep, 'next'>>;

/** What a step's action answers when it refuses: its form's result. */
export type StepResult = SubmissionResult<string[]>;
/** The code step's forms post to one action: the code (`verify`) or a new code (`resend`). */
export type { CodeAnswer };

/**
 * "I accept the terms and conditions", the terms a link to TERMS_URL — in a new tab, so the form keeps what
 * was typed (with or without JavaScript). Each language marks the link's words `<terms>…</terms>` (where they
 * stand differs: 利用規約に同意します). react-i18next's Trans would place them, but esbuild then puts Trans and its
 * HTML parser (3.4 KB gzip) in the chunk every page loads, for this one sentence (ADR 0035).
 */
function TermsText() {
  const { t } = useTranslation();
  const termsUrl = useRootData()?.termsUrl ?? '/terms';
  const [before, words, after] = t('login.terms').split(/<\/?terms>/);
  return (
    <>
      {before}
      <a href={termsUrl} target="_blank" rel="noreferrer">
        {words}
      </a>
      {after}
    </>
  );
}

export function isStep<T extends object>(data: T): data is Exclude<T, Pick<SheetStep, 'next'>> {
  return !('next' in data);
}

/** The form's own checks in the page (the server checks the same and more). */
function useStepForm<Schema extends ZodTypeAny>(
  id: string,
  schema: Schema,
  lastResult: StepResult | undefined,
  options: {
    defaultValue?: DefaultValue<z.input<Schema>>;
    onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  } = {},
) {
  return useForm<z.input<Schema>>({
    id,
    // Native constraints until the page is hydrated (the pages work without JavaScript).
    defaultNoValidate: false,
    lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onSubmit: options.onSubmit,
  });
}

export function WelcomeStep({ data, result }: { data: StepData<typeof loadWelcome>; result?: StepResult }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const [form, fields] = useStepForm('login-guest', guestSchema, result);
  return (
    <>
      <h2 className="section-title">{t('login.welcome')}</h2>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <div className="login-options">
        {/* The providers leave the shop and come back: whole-page forms either way (the POST keeps the state). */}
        {data.providers.includes('google') ? (
          <form method="post" action={stepPath('/login/social/google', data.back)}>
            <button type="submit" className="button button--block">
              {t('login.google')}
            </button>
          </form>
        ) : null}
        {data.providers.includes('line') ? (
          <form method="post" action={stepPath('/login/social/line', data.back)}>
            <button type="submit" className="button button--block">
              {t('login.line')}
            </button>
          </form>
        ) : null}
        <nav.StepLink to={stepPath('/login/phone-verify', data.back)} className="button button--primary button--block">
          {t('login.mobile')}
        </nav.StepLink>
      </div>
      {data.guest ? (
        <nav.Form
          method="post"
          action={nav.action(stepPath('/login', data.back))}
          className="login-guest"
          {...getFormProps(form)}
        >
          <HoneypotFields />
          <CheckboxField
            label={<TermsText />}
            inputProps={getInputProps(fields.accept_tc, { type: 'checkbox' })}
            errors={fields.accept_tc.errors}
          />
          <StatusButton className="button button--block" pending={nav.busy}>
            {t('login.guestButton')}
          </StatusButton>
        </nav.Form>
      ) : null}
    </>
  );
}

/** Phone step: country, number and the channel the code is sent by (SPEC §4 channel rules). */
export function PhoneStep({ data, result }: { data: StepData<typeof loadPhone>; result?: StepResult }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const [form, fields] = useStepForm('login-phone', phoneSchema, result, {
    defaultValue: { region: data.region, channel: String(data.channel) },
  });
  // The country decides the channels: without JavaScript a GET form asks the server again; with it the
  // same rule (app/domain/otp-channels.ts) runs here.
  const [region, setRegion] = useState<string>(data.region);
  useEffect(() => setRegion(data.region), [data.region]);
  // a country chosen before the script ran stays when the script takes the list over
  useChangedBeforeScript(() => {
    const chosen = fieldBeforeScript('login-region');
    if (chosen) setRegion(chosen);
  });
  const channels = nav.hydrated ? (channelsFor(region) as number[]).filter((c) => c !== 4) : data.channels;
  // The channel sent last stays chosen while its country does; else the country's default.
  const sent = Number(fields.channel.initialValue);
  const chosen =
    fields.region.initialValue === region && channels.includes(sent)
      ? sent
      : nav.hydrated
        ? defaultChannel(region)
        : data.channel;
  const dial = data.countries.find((c) => c.code === region)?.dial ?? '';
  return (
    <>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      {/* One row: the button asks the server for the country's channels until the script does it here; it
          leaves the row when the script runs, and nothing under it moves (a tap on "Send code" then lands). */}
      <nav.Form
        method="get"
        action={nav.action('/login/phone-verify')}
        className="login-country"
        onSubmit={(e: React.FormEvent<HTMLFormElement>) => e.preventDefault()}
      >
        {data.back ? <input type="hidden" name="redirectUrl" value={data.back} /> : null}
        <SelectField
          label={t('login.country')}
          selectProps={{
            id: 'login-region',
            name: 'region',
            value: region,
            onChange: (e) => setRegion(e.currentTarget.value),
            autoComplete: 'country',
          }}
        >
          <CountryOptions countries={data.countries} />
        </SelectField>
        {nav.hydrated ? null : (
          <button type="submit" className="button">
            {t('login.changeCountry')}
          </button>
        )}
      </nav.Form>
      <nav.Form
        method="post"
        action={nav.action(stepPath('/login/phone-verify', data.back, { region }))}
        className="login-form"
        {...getFormProps(form)}
      >
        <HoneypotFields />
        <input type="hidden" name={fields.region.name} value={region} />
        <Field
          label={t('login.phone')}
          errors={fields.phone.errors}
          prefix={<span className="phone-input__dial">{dial}</span>}
          inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), inputMode: 'tel', autoComplete: 'tel' }}
        />
        {/* key: the default channel follows the country */}
        <ChoiceField
          key={region}
          legend={t('login.channel')}
          errors={fields.channel.errors}
          errorId={fields.channel.errorId}
        >
          {getCollectionProps(fields.channel, { type: 'radio', options: channels.map(String), value: false }).map(
            ({ key, ...radio }) => (
              <label key={key} className="radio">
                <input {...radio} defaultChecked={Number(radio.value) === chosen} /> {t(`login.channel${radio.value}`)}
              </label>
            ),
          )}
        </ChoiceField>
        <StatusButton className="button button--primary button--block" pending={nav.busy}>
          {t('login.sendCode')}
        </StatusButton>
      </nav.Form>
    </>
  );
}

/** Code step (SPEC §5: digits only, six; auto-submit after 0.5 s; a click is debounced 1 s). */
export function OtpStep({ data, answer }: { data: StepData<typeof loadOtp>; answer?: CodeAnswer }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const { code, form, fields, resendForm } = useCodeForms({
    ids: { code: 'login-otp', resend: 'login-resend' },
    schema: otpSchema,
    answer,
    submitWith: nav.submit,
  });
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  const action = nav.action(stepPath('/login/otp-verify', data.back));
  return (
    <>
      <p>{t('login.otpSent', { phone: data.phone, channel: t(`login.channel${data.channel}`) })}</p>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <nav.Form method="post" action={action} ref={code.form} className="login-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="verify" />
        <CodeField label={t('login.code')} code={code} field={fields.otp} />
        <StatusButton className="button button--primary button--block" pending={nav.busy}>
          {t('login.verify')}
        </StatusButton>
      </nav.Form>
      <ResendNote resendAt={data.resendAt} left={left} hydrated={hydrated} />
      <FormMessage id={resendForm.errorId} text={resendForm.errors?.[0]} />
      <nav.Form method="post" action={action} className="login-resend" {...getFormProps(resendForm)}>
        <input type="hidden" name="intent" value="resend" />
        <StatusButton className="button button--block" disabled={hydrated && !ready} pending={nav.busy}>
          {t('login.resend')}
        </StatusButton>
      </nav.Form>
      {data.alternates && (ready || !hydrated) ? (
        <nav.StepLink to={stepPath('/login/otp-other-channels', data.back)} className="link-button">
          {t('login.otherChannels')}
        </nav.StepLink>
      ) : null}
    </>
  );
}

/** Other channels (SPEC §2): the code again by SMS, WhatsApp, Viber or Telegram, as the country allows. */
export function OtherChannelsStep({ data, answer }: { data: StepData<typeof loadOtherChannels>; answer?: CodeAnswer }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const [form] = useForm({ id: 'login-channels', lastResult: answer?.intent === 'resend' ? answer.result : undefined });
  const { hydrated, left, ready } = useResendCountdown(data.resendAt, data.now);
  return (
    <>
      <h2 className="section-title">{t('login.otherTitle')}</h2>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <ResendNote resendAt={data.resendAt} left={left} hydrated={hydrated} />
      {/* One form: each button sends its channel. */}
      <nav.Form method="post" action={nav.action(stepPath('/login/otp-verify', data.back))} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="resend" />
        <ul className="choice-list">
          {data.channels.map((c) => (
            <li key={c}>
              <StatusButton
                name="channel"
                value={c}
                className="button button--block"
                disabled={hydrated && !ready}
                pending={nav.busy}
              >
                {t('login.sendVia', { channel: t(`login.channel${c}`) })}
              </StatusButton>
            </li>
          ))}
        </ul>
      </nav.Form>
    </>
  );
}

/** User details step (SPEC §2: first and last name, email, phone, terms). */
export function DetailsStep({ data, result }: { data: StepData<typeof loadDetails>; result?: StepResult }) {
  const { t } = useTranslation();
  const nav = useLoginNav();
  const schema = useMemo(() => detailsSchema({ needsPhone: data.needsPhone }), [data.needsPhone]);
  const [form, fields] = useStepForm('login-details', schema, result, {
    defaultValue: {
      first_name: data.user.firstName,
      last_name: data.user.lastName,
      email: data.user.email,
      region: data.user.region,
    },
  });
  return (
    <>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <nav.Form
        method="post"
        action={nav.action(stepPath('/login/add-user-details', data.back))}
        className="login-form"
        {...getFormProps(form)}
      >
        <HoneypotFields />
        <Field
          label={t('login.firstName')}
          errors={fields.first_name.errors}
          inputProps={{ ...getInputProps(fields.first_name, { type: 'text' }), autoComplete: 'given-name' }}
        />
        <Field
          label={t('login.lastName')}
          errors={fields.last_name.errors}
          inputProps={{ ...getInputProps(fields.last_name, { type: 'text' }), autoComplete: 'family-name' }}
        />
        <Field
          label={t('login.email')}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        />
        {data.needsPhone ? (
          <PhoneField
            region={fields.region}
            phone={fields.phone}
            labels={{ region: t('login.country'), phone: t('login.phone') }}
            countries={data.countries}
          />
        ) : (
          <p className="hint">{data.user.phone}</p>
        )}
        <CheckboxField
          label={<TermsText />}
          inputProps={getInputProps(fields.accept_tc, { type: 'checkbox' })}
          errors={fields.accept_tc.errors}
        />
        <StatusButton className="button button--primary button--block" pending={nav.busy}>
          {t('login.save')}
        </StatusButton>
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
