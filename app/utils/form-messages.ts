// A form's messages as i18n keys (issue 25 item 2 "messages as keys"): what a schema writes and what the form
// kit's ErrorList words. A module without zod, so that a page showing fields does not ship zod to the
// browser for them (issue 28); the schemas that use these are in utils/forms.schema.ts and beside each form.

/**
 * A schema's message as one string: an i18n key, with values that are keys too (`{label: 'login.phone'}`), so the
 * form kit's ErrorList words it in the page's language (issue 25 item 2 "messages as keys").
 */
export const message = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

/** The key and values of a `message` (a plain key has none). */
export function readMessage(text: string): { key: string; values: Record<string, string | number> } {
  const bar = text.indexOf('|{');
  if (bar < 0) return { key: text, values: {} };
  try {
    return { key: text.slice(0, bar), values: JSON.parse(text.slice(bar + 1)) as Record<string, string | number> };
  } catch {
    return { key: text, values: {} };
  }
}

/**
 * A message in words: a key (a `message`) through `t`, its values through `t` too; a key the locales do not have
 * says its `text` value (the platform's own words for an error code the shop has none for); a text that is no key
 * (the platform's own validation text, SPEC §8, passed on by an action) as it came.
 */
export function wordMessage(text: string, t: Translate, exists: KeyExists): string {
  const { key, values } = readMessage(text);
  if (!exists(key, values)) return typeof values.text === 'string' ? values.text : text;
  // a value is a key (a field's label) or a value as it is (a time, a count)
  return t(
    key,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && exists(value) ? t(value) : value,
      ]),
    ),
  );
}

/** Whether i18next has words for a key (with its values: a `count` finds the plural forms). */
export type KeyExists = (key: string, values?: Record<string, unknown>) => boolean;

/** What a schema needs of i18next (the server's fixed `t` and the page's `t` both fit). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "<label> is required", the label a key. */
export const requiredMessage = (label: string) => message('forms.required', { label });
