import { useTranslation } from 'react-i18next';

export const I18N_SCRIPT_ID = 'i18n-resources';

/** The JSON of each language's resources, made once per resources object (40 KB: ~0.5 ms a page otherwise). */
const serialized = new WeakMap<object, string>();

/** The current language's resources as a JSON data block, read by entry.client before hydration. */
export function InlineTranslations() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const resources = i18n.store.data[lng] ?? {};
  let data = serialized.get(resources);
  if (data === undefined) {
    data = JSON.stringify({ lng, resources: { [lng]: resources } }).replace(/</g, '\\u003c');
    serialized.set(resources, data);
  }
  return (
    <script
      id={I18N_SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data }}
    />
  );
}
