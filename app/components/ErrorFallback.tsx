import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { StateArt } from './StateArt';

const REASONS = ['badRequest', 'unsupportedLanguage', 'invalidLink'] as const;
type Reason = (typeof REASONS)[number];

/** SPEC §2 error fallback: "Oops, there is an error!" with Go Back and Go Home. */
export function ErrorFallback({ home, pathname, reason }: { home: string; pathname: string; reason?: string }) {
  const { t } = useTranslation();
  const known = REASONS.includes(reason as Reason) ? (reason as Reason) : null;
  // Without JavaScript "back" is the parent path; with it, the browser's own history.
  const parent = pathname.replace(/\/[^/]*\/?$/, '') || '/';
  return (
    <main className="state-page" id="main">
      <StateArt />
      <h1 className="state-page__title">{t('error.title')}</h1>
      <p className="state-page__text">{known ? t(`error.${known}`) : t('error.text')}</p>
      <div className="state-page__actions">
        <a
          href={parent}
          className="button"
          onClick={(event) => {
            if (window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          {t('error.back')}
        </a>
        <Link to={home} className="button button--primary" reloadDocument>
          {t('error.home')}
        </Link>
      </div>
    </main>
  );
}
