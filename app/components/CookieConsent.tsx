import { useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/**
 * Cookie consent (SPEC §2 "Other sheets"): one Accept, remembered 730 days. A strip at the top of the page,
 * in its flow, rather than a sheet over its bottom, where every page keeps its main action (issue 24).
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  // With JavaScript the sheet leaves at once (the POST's redirect back here reloads the page's data, which
  // has the consent); without it the POST redirects back here.
  if (fetcher.state !== 'idle') return null;
  return (
    <section className="consent" aria-labelledby="consent-title">
      <p className="consent__text">
        <strong id="consent-title" className="consent__title">
          {t('consent.title')}
        </strong>{' '}
        {t('consent.text')}
      </p>
      <fetcher.Form method="post" action="/actions/cookie-consent" preventScrollReset>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button button--primary">
          {t('consent.accept')}
        </button>
      </fetcher.Form>
    </section>
  );
}
