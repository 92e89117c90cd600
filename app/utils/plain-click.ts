/**
 * A plain left click (or tap): no modifier key, the main button. Anything else (a new tab, a new window, a
 * download) is the browser's, so the shop's own link handling leaves it alone, as Remix's `<Link>` does.
 */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
