// Per-language text of the catalogue (section, category, item, modifier titles, descriptions, consent
// messages, branch notices, campaign titles): the one rule that picks which text a customer reads.
export type L10n = Readonly<Record<string, string | undefined>> | null | undefined;

/** Traditional and Simplified Chinese stand in for each other before any other language. */
const NEAR: Readonly<Record<string, string>> = { 'zh-tw': 'zh', zh: 'zh-tw' };

const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The customer's language (or its Chinese sibling), then English, then the text as the store wrote it
 * (`base`, in the store's own language). A text kept only as translations (a notice) falls back to any of
 * them last, so something is shown rather than nothing.
 */
export function localized(base: string, translations: L10n, lng: string): string;
export function localized(base: string | null | undefined, translations: L10n, lng: string): string | undefined;
export function localized(base: string | null | undefined, translations: L10n, lng: string): string | undefined {
  const near = NEAR[lng];
  return (
    text(translations?.[lng]) ??
    (near ? text(translations?.[near]) : undefined) ??
    text(translations?.en) ??
    text(base) ??
    Object.values(translations ?? {})
      .map(text)
      .find((v) => v !== undefined) ??
    base ??
    undefined
  );
}
