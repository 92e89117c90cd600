import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { StateArt } from './StateArt';
import { useRefusalText } from './forms/RefusalMessage';
import type { Refusal } from '~/utils/refusal';

/** The refusals the error page words (utils/request.server.ts `badRequest`); any other says the generic text. */
const KNOWN = ['error.badRequest', 'error.unsupportedLanguage', 'error.invalidLink'];

/** SPEC §2 error fallback: "Oops, there is an error!" with Go Back and Go Home. */
export function ErrorFallback({
  home,
  pathname,
  refusal,
}: {
  home: string;
  pathname: string;
  refusal?: Refusal | null;
}) {
  const { t } = useTranslation();
  const word = useRefusalText();
  // Without JavaScript "back" is the parent path; with it, the browser's own history.
  const parent = pathname.replace(/\/[^/]*\/?$/, '') || '/';
  return (
    <main className="state-page" id="main">
      <StateArt />
      <h1 className="state-page__title">{t('error.title')}</h1>
      <p className="state-page__text">{refusal && KNOWN.includes(refusal.key) ? word(refusal) : t('error.text')}</p>
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
