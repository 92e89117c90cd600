import { useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** Cookie consent sheet (SPEC §2 "Other sheets"): one Accept, remembered 730 days. */
export function CookieConsent() {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  // With JavaScript the sheet leaves at once (the POST's redirect back here reloads the page's data, which
  // has the consent); without it the POST redirects back here.
  if (fetcher.state !== 'idle') return null;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <h2 id="consent-title" className="consent__title">
        {t('consent.title')}
      </h2>
      <p className="consent__text">{t('consent.text')}</p>
      <fetcher.Form method="post" action="/actions/cookie-consent" preventScrollReset>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button--primary">
          {t('consent.accept')}
        </button>
      </fetcher.Form>
    </section>
  );
}
