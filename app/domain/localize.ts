// Per-language text of the catalogue (title_v2, description_v2, consent messages): the chosen language
// where the data has it, else the text as the restaurant wrote it.
export type L10n = Readonly<Record<string, string | undefined>> | null | undefined;

/** Traditional and Simplified Chinese stand in for each other before falling back to the base text. */
const NEAR: Readonly<Record<string, string>> = { 'zh-tw': 'zh', zh: 'zh-tw' };

export function localized(base: string, translations: L10n, lng: string): string;
export function localized(base: string | null | undefined, translations: L10n, lng: string): string | undefined;
export function localized(base: string | null | undefined, translations: L10n, lng: string): string | undefined {
  const exact = translations?.[lng]?.trim();
  if (exact) return exact;
  const near = NEAR[lng];
  const nearText = near ? translations?.[near]?.trim() : undefined;
  if (nearText) return nearText;
  return base ?? translations?.en ?? undefined;
}
