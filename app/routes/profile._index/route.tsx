import { CountryOptions } from '~/components/CountryOptions';
import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod, type SubmissionResult } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Icon } from '~/components/Icon';
import { FieldError, FormMessage } from '~/components/LoginLayout';
import { RouteErrorBoundary, errorMeta } from '~/components/RouteErrorBoundary';
import { Sidebar } from '~/components/Sidebar';
import { useRootData } from '~/utils/root-data';
import { loadProfile, profileAction } from './profile.server';
import { profileSchema } from './profile.schema';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadProfile(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context);
export { timingHeaders as headers } from '~/utils/headers';
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type ProfileField = 'first_name' | 'last_name' | 'email' | 'phone' | 'region';

/** The profile page (SPEC §2 "Profile"): the general info card, read-only until `?edit=1`. */
export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const root = useRootData();
  const home = root?.home ?? '/';
  return (
    <>
      <header className="topbar">
        <Link to={home} className="icon-button" aria-label={t('profile.back')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{t('profile.title')}</h1>
        </div>
        <Sidebar />
      </header>
      <main id="main" className="page page--login">
        {data.verifyPhoneFirst ? <FormMessage text={t('profile.verifyPhoneFirst')} /> : null}
        {data.loadFailed ? <FormMessage text={t('profile.loadFailed')} /> : null}
        <section className="location-card" aria-labelledby="profile-general">
          <h2 id="profile-general" className="location-card__label">
            {t('profile.generalInfo')}
          </h2>
          {data.edit ? (
            <ProfileForm data={data} result={actionData?.intent === 'update' ? actionData.result : undefined} />
          ) : (
            <ProfileView data={data} answer={actionData ?? null} />
          )}
        </section>
        {data.edit ? null : (
          <p>
            <Link to="/profile/saved-cards" className="link-button">
              {t('savedCards.title')}
            </Link>
          </p>
        )}
        {data.edit ? null : (
          <Form method="post" action="/logout" reloadDocument>
            <input type="hidden" name="redirectTo" value={home} />
            <button type="submit" className="button button--block">
              {t('profile.logout')}
            </button>
          </Form>
        )}
      </main>
    </>
  );
}

/** One line of the card: the label, the value, and for email and phone whether it is verified. */
function Row({ label, value, children }: { label: string; value: string | null; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <dt className="location-card__label">{label}</dt>
      <dd className="location-card__address">
        <span>{value || t('profile.notSet')}</span>
        {children}
      </dd>
    </div>
  );
}

type Answer = { intent: 'update' | 'verify-email' | 'verify-phone'; result: SubmissionResult<string[]> };

/** Verified, or a button that sends a code (its refusal is its form's own answer). */
function VerifyState({
  verified,
  intent,
  label,
  answer,
}: {
  verified: boolean;
  intent: 'verify-email' | 'verify-phone';
  label: string;
  answer: Answer | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form] = useForm({ id: intent, lastResult: answer?.intent === intent ? answer.result : undefined });
  if (verified) return <span className="chip">{t('profile.verified')}</span>;
  return (
    <>
      <span className="chip chip--warn">{t('profile.notVerified')}</span>
      <Form method="post" {...getFormProps(form)}>
        <button type="submit" name="intent" value={intent} className="link-button" disabled={busy}>
          {label}
        </button>
      </Form>
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
    </>
  );
}

function ProfileView({ data, answer }: { data: Data; answer: Answer | null }) {
  const { t } = useTranslation();
  const user = data.user;
  return (
    <>
      <dl>
        <Row label={t('profile.firstName')} value={user.firstName} />
        <Row label={t('profile.lastName')} value={user.lastName} />
        <Row label={t('profile.email')} value={user.email}>
          {user.email ? (
            <VerifyState
              verified={user.emailVerified}
              intent="verify-email"
              label={t('profile.verifyEmail')}
              answer={answer}
            />
          ) : null}
        </Row>
        <Row label={t('profile.phone')} value={user.phone}>
          {user.phone ? (
            <VerifyState
              verified={user.phoneVerified}
              intent="verify-phone"
              label={t('profile.verifyPhone')}
              answer={answer}
            />
          ) : null}
        </Row>
      </dl>
      <Link to="/profile?edit=1" className="button button--primary button--block" preventScrollReset>
        {t('profile.edit')}
      </Link>
    </>
  );
}

/** What the form holds now, as comparable strings (phone digits only: spaces are not a change). */
function formValues(form: HTMLFormElement): Partial<Record<ProfileField, string>> {
  const fd = new FormData(form);
  const read = (name: ProfileField) => {
    const value = fd.get(name);
    return typeof value === 'string' ? value.trim() : undefined;
  };
  return {
    first_name: read('first_name'),
    last_name: read('last_name'),
    email: read('email'),
    phone: read('phone')?.replace(/\D/g, ''),
    region: read('region'),
  };
}

/**
 * The edit form (SPEC §4 "Profile edit", §5). Without JavaScript Update is always offered and the server
 * answers "nothing changed" by showing the profile again; with it, Update waits for a valid change.
 */
function ProfileForm({ data, result }: { data: Data; result: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const ref = useRef<HTMLFormElement>(null);
  const [state, setState] = useState({ dirty: false, valid: true });
  const user = data.user;
  const schema = useMemo(
    () => profileSchema(t, { phoneRequired: data.editable.phone && user.hasPhone }),
    [t, data.editable.phone, user.hasPhone],
  );
  const [form, fields] = useForm({
    id: 'profile-edit',
    // Native constraints until the page is hydrated (it works without JavaScript).
    defaultNoValidate: false,
    lastResult: result,
    defaultValue: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phoneNational,
      region: user.region,
    },
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const stored: Partial<Record<ProfileField, string>> = {
    first_name: user.firstName,
    last_name: user.lastName,
    email: data.editable.email ? user.email : undefined,
    phone: data.editable.phone ? user.phoneNational : undefined,
    region: data.editable.phone ? user.region : undefined,
  };
  const recheck = () => {
    const el = ref.current;
    if (!el) return;
    const now = formValues(el);
    // A region alone is no change while there is no phone number.
    const dirty = (Object.keys(stored) as ProfileField[]).some(
      (k) => stored[k] !== undefined && (now[k] ?? '') !== stored[k] && !(k === 'region' && !now.phone),
    );
    setState({ dirty, valid: el.checkValidity() });
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(recheck, [result]);
  const primaryHint = t('profile.primaryHint');
  const { key: firstKey, ...first } = getInputProps(fields.first_name, { type: 'text' });
  const { key: lastKey, ...last } = getInputProps(fields.last_name, { type: 'text' });
  const { key: emailKey, ...email } = getInputProps(fields.email, { type: 'email' });
  const { key: phoneKey, ...phone } = getInputProps(fields.phone, { type: 'tel' });
  const { key: regionKey, ...region } = getSelectProps(fields.region);
  return (
    <Form method="post" ref={ref} className="login-form" onInput={recheck} onChange={recheck} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update" />
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <div className="field">
        <label htmlFor={fields.first_name.id}>{t('profile.firstName')}</label>
        <input key={firstKey} {...first} autoComplete="given-name" />
        <FieldError field={fields.first_name} />
      </div>
      <div className="field">
        <label htmlFor={fields.last_name.id}>{t('profile.lastName')}</label>
        <input key={lastKey} {...last} autoComplete="family-name" />
        <FieldError field={fields.last_name} />
      </div>
      {data.editable.email ? (
        <div className="field">
          <label htmlFor={fields.email.id}>{t('profile.emailOptional')}</label>
          <input key={emailKey} {...email} autoComplete="email" />
          <FieldError field={fields.email} />
        </div>
      ) : (
        <ReadOnlyField
          id="profile-email"
          label={t('profile.email')}
          value={user.email}
          hint={primaryHint}
          type="email"
        />
      )}
      {data.editable.phone ? (
        <>
          <div className="field">
            <label htmlFor={fields.region.id}>{t('profile.region')}</label>
            <select key={regionKey} {...region} autoComplete="country">
              <CountryOptions countries={data.countries} />
            </select>
            <FieldError field={fields.region} />
          </div>
          <div className="field">
            <label htmlFor={fields.phone.id}>{t('profile.phone')}</label>
            <input key={phoneKey} {...phone} inputMode="tel" autoComplete="tel-national" />
            <FieldError field={fields.phone} />
          </div>
        </>
      ) : (
        <ReadOnlyField
          id="profile-phone"
          label={t('profile.phone')}
          value={user.phone ?? ''}
          hint={primaryHint}
          type="tel"
        />
      )}
      <div className="sheet-actions">
        <Link to="/profile" className="button" preventScrollReset>
          {t('profile.cancel')}
        </Link>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || (hydrated && (!state.dirty || !state.valid))}
        >
          {t('profile.update')}
        </button>
      </div>
    </Form>
  );
}

/** The primary identification: shown, not editable and not sent (SPEC §5). */
function ReadOnlyField({
  id,
  label,
  value,
  hint,
  type,
}: {
  id: string;
  label: string;
  value: string;
  hint: string;
  type: 'email' | 'tel';
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} defaultValue={value} type={type} aria-describedby={`${id}-hint`} disabled />
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
