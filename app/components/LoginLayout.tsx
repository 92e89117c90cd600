import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** The frame of the login pages (SPEC §2: the wrapper pages titled Login, Verify OTP, Add Details). */
export function LoginLayout({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="topbar">
        <Link to={back} className="icon-button" aria-label={t('login.back')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{title}</h1>
        </div>
      </header>
      <main id="main" className="page page--login">
        {children}
      </main>
    </>
  );
}

/** A message of the page or a form's own error (role=alert so it is read out when it appears). */
export function FormMessage({ text, id }: { text: string | null | undefined; id?: string }) {
  return text ? (
    <p id={id} className="form-message" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * A field's error under it, named by the field's aria-describedby (conform's errorId). `keyed`: the schema's
 * messages are translation keys (the checkout's and the order page's forms), worded here.
 */
export function FieldError({
  field,
  keyed = false,
}: {
  field: { errorId: string; errors?: string[] };
  keyed?: boolean;
}) {
  const { t } = useTranslation();
  return field.errors?.length ? (
    <p id={field.errorId} className="field__error">
      {keyed ? t(field.errors[0]!) : field.errors[0]}
    </p>
  ) : null;
}
