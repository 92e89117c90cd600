import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { StateArt } from './StateArt';

/** SPEC §2: "Pheww! There's nothing here", with a link back home. */
export function NotFound({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <main className="state-page" id="main">
      <StateArt />
      <h1 className="state-page__title">{t('notFound.title')}</h1>
      <p className="state-page__text">{t('notFound.text')}</p>
      <Link to={home} className="button button--primary">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
