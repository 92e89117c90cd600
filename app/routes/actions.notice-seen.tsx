import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { z } from 'zod';
import { markNoticeSeen } from '~/utils/cookies.server';

/** Dismissing a branch's notice sheet; it opens again after the notice interval (ADR 0008). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = z.object({ branchId: z.coerce.number().int().positive() }).safeParse(Object.fromEntries(form));
  if (!parsed.success) return json({ reason: 'badRequest' }, { status: 400 });
  return redirect(safeRedirect(form.get('redirectTo'), '/'), {
    status: 303,
    headers: { 'Set-Cookie': await markNoticeSeen(request, context, parsed.data.branchId, new Date()) },
  });
}

export const loader = () => redirect('/');
