// How a page asks for the login sheet (the checkout's Pay, SPEC §4 check 8), apart from the sheet's host so a
// page's code does not bring the host along (the host, in root.tsx, loads the sheet; ADR 0035).
export const OPEN_LOGIN = 'shop:open-login';

/** Opens the login sheet at `url` (a /login address with its way back), as a tap on a login link would. */
export function openLoginSheet(url: string) {
  window.dispatchEvent(new CustomEvent<string>(OPEN_LOGIN, { detail: url }));
}
