import { useEffect, useRef } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

/**
 * What the customer changed in a form before the page's script ran (on a slow phone the page is shown, and used,
 * well before its script). A field the script controls would start from the server's value and, at its first render after
 * hydration, replace what the customer typed or chose. The page is hydrated as the server drew it (React
 * compares a text area's text), then, in hydration's effects, before that render, each change is handed to the
 * field's state. A component first drawn after a navigation had nothing changed before the script.
 */
export function useChangedBeforeScript(read: () => void) {
  const fromHtml = useRef(!useHydrated());
  useEffect(() => {
    // once, as the script takes the form over
    if (fromHtml.current) read();
  }, []);
}

/** The value of this field (a text, a number, a list to choose from), when it is no longer the HTML's. */
export function changedFromHtml(field: Element | null | undefined): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    const html = (options.find((option) => option.defaultSelected) ?? options[0])?.value;
    return field.value !== html ? field.value : undefined;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
}

/** The value of the field with this id, when it is no longer the HTML's. */
export const fieldBeforeScript = (id: string) => changedFromHtml(document.getElementById(id));

/** The value of the checked radio button of this name, when the HTML had another one checked. */
export function checkedBeforeScript(name: string): string | undefined {
  const radios = [...document.getElementsByName(name)].filter(
    (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'radio',
  );
  return radios.some((radio) => radio.checked !== radio.defaultChecked)
    ? radios.find((radio) => radio.checked)?.value
    : undefined;
}
