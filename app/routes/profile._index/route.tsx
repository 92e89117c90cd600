import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod, type SubmissionResult } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { PhoneField } from '~/components/forms/PhoneField';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field, FormMessage } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { RouteErrorBoundary } from '~/components/shell';
import { useRootData } from '~/utils/root-data';
import { loadProfile, profileAction } from './profile.server';
import { profileSchema } from './profile.schema';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadProfile(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context);
export { timingHeaders as headers } from '~/utils/headers';
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

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
      <TopBar title={t('profile.title')} back={{ to: home, label: t('profile.back') }} sidebar />
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
  const busy = useIsPending({ state: 'submitting' });
  const [form] = useForm({ id: intent, lastResult: answer?.intent === intent ? answer.result : undefined });
  if (verified) return <span className="chip">{t('profile.verified')}</span>;
  return (
    <>
      <span className="chip chip--warn">{t('profile.notVerified')}</span>
      <Form method="post" {...getFormProps(form)}>
        <StatusButton name="intent" value={intent} className="link-button" pending={busy}>
          {label}
        </StatusButton>
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
  const busy = useIsPending({ state: 'submitting' });
  const ref = useRef<HTMLFormElement>(null);
  const [state, setState] = useState({ dirty: false, valid: true });
  const user = data.user;
  const schema = useMemo(
    () => profileSchema({ phoneRequired: data.editable.phone && user.hasPhone }),
    [data.editable.phone, user.hasPhone],
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
  return (
    <Form method="post" ref={ref} className="login-form" onInput={recheck} onChange={recheck} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update" />
      <FormMessage id={form.errorId} text={form.errors?.[0]} />
      <Field
        label={t('profile.firstName')}
        errors={fields.first_name.errors}
        inputProps={{ ...getInputProps(fields.first_name, { type: 'text' }), autoComplete: 'given-name' }}
      />
      <Field
        label={t('profile.lastName')}
        errors={fields.last_name.errors}
        inputProps={{ ...getInputProps(fields.last_name, { type: 'text' }), autoComplete: 'family-name' }}
      />
      {data.editable.email ? (
        <Field
          label={t('profile.emailOptional')}
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        />
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
        <PhoneField
          region={fields.region}
          phone={fields.phone}
          labels={{ region: t('profile.region'), phone: t('profile.phone') }}
          countries={data.countries}
        />
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
        <StatusButton
          className="button button--primary"
          disabled={hydrated && (!state.dirty || !state.valid)}
          pending={busy}
        >
          {t('profile.update')}
        </StatusButton>
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
  return <Field label={label} hint={hint} inputProps={{ id, defaultValue: value, type, disabled: true }} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
