// The addresses of the login steps. The way back (SPEC §2 "After login the user goes to the redirectUrl
// query route, or home") rides along in each step's address — phone → code → details — instead of
// waiting in the session, so that no step's loader writes the session.

/** Whether a path is one of the login steps (then the customer is not in yet). */
export const isLoginPath = (to: string) => /^\/login(\/|\?|$)/.test(to);

/** A step's address with the way back, and any other query values (`region`…). */
export function stepPath(path: string, back: string | null, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  if (back) params.set('redirectUrl', back);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Where each step's back arrow leads. */
export const STEP_BACK: Record<string, string | undefined> = {
  '/login/phone-verify': '/login',
  '/login/otp-verify': '/login/phone-verify',
  '/login/otp-other-channels': '/login/otp-verify',
  '/login/add-user-details': '/login',
};
