import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '~/utils/root-data';

/**
 * The honeypot of a public form (app/utils/honeypot.server.ts): a text field people never see, which bots fill,
 * and the sealed time the page was made. Our own markup of remix-utils' fields: ids unique on the page
 * (the login sheet can sit over another form) and valid HTML.
 */
export function HoneypotFields() {
  const { t } = useTranslation();
  const id = useId();
  const honeypot = useRootData()?.honeypot;
  if (!honeypot) return null;
  return (
    <div hidden aria-hidden="true">
      <label htmlFor={id}>{t('forms.leaveBlank')}</label>
      <input id={id} name={honeypot.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {honeypot.validFromFieldName ? (
        <input type="hidden" name={honeypot.validFromFieldName} value={honeypot.encryptedValidFrom} />
      ) : null}
    </div>
  );
}
