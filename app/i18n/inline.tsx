import { useTranslation } from 'react-i18next';

export const I18N_SCRIPT_ID = 'i18n-resources';

/** The current language's resources as a JSON data block, read by entry.client before hydration. */
export function InlineTranslations() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const data = JSON.stringify({ lng, resources: { [lng]: i18n.store.data[lng] ?? {} } }).replace(/</g, '\\u003c');
  return (
    <script
      id={I18N_SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data }}
    />
  );
}
