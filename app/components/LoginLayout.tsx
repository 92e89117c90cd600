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
