// What the login steps of SPEC §2 "Login sheet" share — the five /login pages (each works without
// JavaScript) and the login sheet that asks the same loaders and actions with `?_sheet`: the login in
// progress (phone, channel, nonce; written only by the steps' actions), the way back carried in the
// steps' addresses, and the answer that leads to the next step.
import { json, redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { z } from 'zod';
import { readAuth, rotatedAuthHeaders } from '~/utils/auth.server';
import { homePath, type Boot } from '~/utils/boot.server';
import { isLoginPath } from '~/components/login/paths';
import type { PlatformClient } from '~/platform-client/client.server';
import { commitSession } from '~/utils/session.server';
import { toastHeader, type Toast } from '~/utils/toast.server';

export type Channel = 1 | 2 | 3 | 4;

// ---- the login in progress --------------------------------------------------------------------------

const pendingSchema = z.object({
  phone: z.string(),
  region: z.string(),
  channel: z.number().int().min(1).max(4),
  nonce: z.string(),
  /** epoch ms from which a resend is accepted */
  resendAt: z.number(),
  registered: z.boolean(),
});
export type Pending = z.infer<typeof pendingSchema>;

const PENDING = 'loginPending';

export function readPending(session: Session): Pending | null {
  const parsed = pendingSchema.safeParse(session.get(PENDING));
  return parsed.success ? parsed.data : null;
}

export function savePending(session: Session, pending: Pending): void {
  session.set(PENDING, pending satisfies Pending);
}

export function clearPending(session: Session): void {
  session.unset(PENDING);
}

// ---- the way back -----------------------------------------------------------------------------------

/**
 * The way back this step was given (`?redirectUrl=`), checked: a path of this shop, not a login step;
 * null when there is none (home then).
 */
export function wayBack(request: Request): string | null {
  const back = safeRedirect(new URL(request.url).searchParams.get('redirectUrl'), '');
  return back && !isLoginPath(back) ? back : null;
}

/** Where the customer goes once in: the way back, or the store's home. */
export const afterLogin = (back: string | null, boot: Boot | null) => back ?? homePath(boot);

// ---- the next step ----------------------------------------------------------------------------------

/** Where a step leads next, when the step runs in the login sheet (JavaScript): `done` closes the sheet. */
export type SheetStep = { next: string; done: boolean };

/**
 * The way to the next step. As a page: a redirect. In the login sheet (JavaScript, `?_sheet` on the step's
 * URL) the page under the sheet stays: the answer names the next step, or the page to go to when done.
 * An action passes its session, written with the answer; a loader writes nothing (but tokens the platform
 * rotated meanwhile). Logged in: the next page says so (SPEC §4 "a success modal may show").
 */
export async function goTo(
  request: Request,
  context: AppLoadContext,
  to: string,
  { session, toast }: { session?: Session; toast?: Toast } = {},
) {
  const headers = new Headers(session ? undefined : await rotatedAuthHeaders(request, context));
  if (session) headers.append('Set-Cookie', await commitSession(session, context));
  const done = !isLoginPath(to);
  const loggedIn = done && session && readAuth(session) && request.method === 'POST';
  const message = toast ?? (loggedIn ? ({ type: 'success', key: 'login.loggedIn' } satisfies Toast) : undefined);
  if (message) headers.append('Set-Cookie', await toastHeader(message, context));
  if (new URL(request.url).searchParams.has('_sheet')) return json({ next: to, done } satisfies SheetStep, { headers });
  return redirect(to, { status: 303, headers });
}

// ---- guest login ------------------------------------------------------------------------------------

/**
 * SPEC §6: guest login is per branch (guest_login_enabled) or, in a food hall, qr_order_guest_login_enabled.
 * A brand link's branch is the store's first one until the customer picks another. Null: not allowed.
 */
export async function guestLoginTarget(client: PlatformClient, boot: Boot | null) {
  if (!boot) return null;
  try {
    const lookup = await client.identify({ hash: boot.hash });
    if (boot.foodHallId)
      return lookup.foodhall_settings?.qr_order_guest_login_enabled !== false
        ? { branch_id: null, foodhall_id: boot.foodHallId }
        : null;
    const branch = lookup.branches.find((b) => b.id === boot.branchId) ?? lookup.branches[0];
    return branch?.capabilities.guest_login_enabled ? { branch_id: branch.id, foodhall_id: null } : null;
  } catch {
    return null;
  }
}
