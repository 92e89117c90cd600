import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TopBar } from '~/components/TopBar';

/** The frame of the login pages (SPEC §2: the wrapper pages titled Login, Verify OTP, Add Details). */
export function LoginLayout({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <TopBar title={title} back={{ to: back, label: t('login.back') }} />
      <main id="main" className="page page--login">
        {children}
      </main>
    </>
  );
}
