// Intl's date formats, made once (a module of its own, without date-fns: the brand page's store hours need only
// this in the browser).

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale and options, made once: making one costs tens of microseconds, and a
 * brand page formats its week of store hours on every request. The keys are few (11 languages, the
 * branches' zones); the map is emptied if it ever grows past a thousand.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 1000) formats.clear();
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
