// Where a form may send the customer after it is done (redirectTo, redirectUrl, itemUrl): a path of this
// shop, never another site. remix-utils' safeRedirect let `/<TAB>/evil.example` through — browsers drop
// tabs and newlines from URLs and read `//evil.example` — and passed characters no header may hold.
/** controls, space, backslash: a browser may read them as another host (no regex: lint forbids controls in one) */
function unsafe(to: string): boolean {
  for (let i = 0; i < to.length; i++) {
    const c = to.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}

/** `to` when it is a path of this shop (normalised, non-ASCII percent-encoded), else `fallback`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || unsafe(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, 'http://shop.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://shop.invalid') return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') ? fallback : path;
}
