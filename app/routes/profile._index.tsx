import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Icon } from '~/components/Icon';
import { Sidebar } from '~/components/Sidebar';
import { LIMITS } from '~/domain/constants';
import { loadProfile, profileAction, type ProfileErrors, type ProfileField } from '~/profile.server';
import { useRootData } from '~/root';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadProfile(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context);
export { timingHeaders as headers } from '~/utils/headers';
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

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
        {data.message ? (
          data.message.tone === 'ok' ? (
            <p className="notice-box" role="status">
              {data.message.text}
            </p>
          ) : (
            <p className="form-message" role="alert">
              {data.message.text}
            </p>
          )
        ) : null}
        {data.loadError ? (
          <p className="form-message" role="alert">
            {data.loadError}
          </p>
        ) : null}
        <section className="location-card" aria-labelledby="profile-general">
          <h2 id="profile-general" className="location-card__label">
            {t('profile.generalInfo')}
          </h2>
          {data.edit ? (
            <ProfileForm
              data={data}
              errors={actionData?.errors ?? {}}
              values={actionData?.values ?? null}
              error={actionData?.error ?? null}
            />
          ) : (
            <ProfileView data={data} />
          )}
        </section>
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

function VerifyState({ verified, intent, label }: { verified: boolean; intent: string; label: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  if (verified) return <span className="chip">{t('profile.verified')}</span>;
  return (
    <>
      <span className="chip chip--warn">{t('profile.notVerified')}</span>
      <Form method="post">
        <button type="submit" name="intent" value={intent} className="link-button" disabled={busy}>
          {label}
        </button>
      </Form>
    </>
  );
}

function ProfileView({ data }: { data: Data }) {
  const { t } = useTranslation();
  const user = data.user;
  return (
    <>
      <dl>
        <Row label={t('profile.firstName')} value={user.firstName} />
        <Row label={t('profile.lastName')} value={user.lastName} />
        <Row label={t('profile.email')} value={user.email}>
          {user.email ? (
            <VerifyState verified={user.emailVerified} intent="verify-email" label={t('profile.verifyEmail')} />
          ) : null}
        </Row>
        <Row label={t('profile.phone')} value={user.phone}>
          {user.phone ? (
            <VerifyState verified={user.phoneVerified} intent="verify-phone" label={t('profile.verifyPhone')} />
          ) : null}
        </Row>
      </dl>
      <Link to="/profile?edit=1" className="button button--primary button--block" preventScrollReset>
        {t('profile.edit')}
      </Link>
    </>
  );
}

function Field({
  name,
  label,
  error,
  hint,
  ...input
}: {
  name: ProfileField;
  label: string;
  error?: string;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const described = [error ? `profile-${name}-error` : null, hint ? `profile-${name}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={`profile-${name}`}>{label}</label>
      <input
        id={`profile-${name}`}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`profile-${name}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`profile-${name}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
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
function ProfileForm({
  data,
  errors,
  values,
  error,
}: {
  data: Data;
  errors: ProfileErrors;
  values: Record<ProfileField, string> | null;
  error: string | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const form = useRef<HTMLFormElement>(null);
  const [state, setState] = useState({ dirty: false, valid: true });
  const user = data.user;
  const stored: Partial<Record<ProfileField, string>> = {
    first_name: user.firstName,
    last_name: user.lastName,
    email: data.editable.email ? user.email : undefined,
    phone: data.editable.phone ? user.phoneNational : undefined,
    region: data.editable.phone ? user.region : undefined,
  };
  const recheck = () => {
    const el = form.current;
    if (!el) return;
    const now = formValues(el);
    // A region alone is no change while there is no phone number.
    const dirty = (Object.keys(stored) as ProfileField[]).some(
      (k) => stored[k] !== undefined && (now[k] ?? '') !== stored[k] && !(k === 'region' && !now.phone),
    );
    setState({ dirty, valid: el.checkValidity() });
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(recheck, [values]);
  const value = (name: ProfileField, fallback: string) => values?.[name] ?? fallback;
  const primaryHint = t('profile.primaryHint');
  return (
    <Form method="post" ref={form} className="login-form" onInput={recheck} onChange={recheck}>
      <input type="hidden" name="intent" value="update" />
      {error ? (
        <p className="form-message" role="alert">
          {error}
        </p>
      ) : null}
      <Field
        name="first_name"
        label={t('profile.firstName')}
        error={errors.first_name}
        defaultValue={value('first_name', user.firstName)}
        autoComplete="given-name"
        maxLength={LIMITS.nameMax}
        pattern=".*\S.*"
        required
      />
      <Field
        name="last_name"
        label={t('profile.lastName')}
        error={errors.last_name}
        defaultValue={value('last_name', user.lastName)}
        autoComplete="family-name"
        maxLength={LIMITS.nameMax}
        pattern=".*\S.*"
        required
      />
      <Field
        name="email"
        label={t(data.editable.email ? 'profile.emailOptional' : 'profile.email')}
        error={errors.email}
        hint={data.editable.email ? undefined : primaryHint}
        defaultValue={data.editable.email ? value('email', user.email) : user.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        disabled={!data.editable.email}
      />
      {data.editable.phone ? (
        <>
          <div className="field">
            <label htmlFor="profile-region">{t('profile.region')}</label>
            <select
              id="profile-region"
              name="region"
              defaultValue={value('region', user.region)}
              autoComplete="country"
              aria-invalid={errors.region ? true : undefined}
              aria-describedby={errors.region ? 'profile-region-error' : undefined}
            >
              {data.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.dial})
                </option>
              ))}
            </select>
            {errors.region ? (
              <p id="profile-region-error" className="field__error">
                {errors.region}
              </p>
            ) : null}
          </div>
          <Field
            name="phone"
            label={t('profile.phone')}
            error={errors.phone}
            defaultValue={value('phone', user.phoneNational)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            required={!!user.phone}
          />
        </>
      ) : (
        <Field
          name="phone"
          label={t('profile.phone')}
          hint={primaryHint}
          defaultValue={user.phone ?? ''}
          type="tel"
          disabled
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
