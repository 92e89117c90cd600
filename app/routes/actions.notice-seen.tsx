import { parseWithZod } from '@conform-to/zod';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { markNoticeSeen } from '~/utils/cookies.server';
import { readFormData } from '~/utils/form-data.server';
import { badRequest } from '~/utils/request.server';
import { safeRedirect } from '~/utils/safe-redirect';

const noticeSchema = z.object({ branchId: z.number().int().positive(), redirectTo: z.string().optional() });

/** Dismissing a branch's notice sheet; it opens again after the notice interval (ADR 0008). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: noticeSchema });
  if (submission.status !== 'success') return badRequest();
  const { branchId, redirectTo } = submission.value;
  return redirect(safeRedirect(redirectTo, '/'), {
    status: 303,
    headers: { 'Set-Cookie': await markNoticeSeen(request, context, branchId, new Date()) },
  });
}

export const loader = () => redirect('/');
