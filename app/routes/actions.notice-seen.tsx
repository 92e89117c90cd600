import { parseWithZod } from '@conform-to/zod';
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { markNoticeSeen } from '~/utils/cookies.server';
import { readFormData } from '~/utils/form-data.server';
import { badRequest } from '~/utils/request.server';
import { safeRedirect } from '~/utils/safe-redirect';

const noticeSchema = z.object({ branchId: z.number().int().positive(), redirectTo: z.string().optional() });

async function dismissed(
  request: Request,
  context: AppLoadContext,
  { branchId, redirectTo }: z.infer<typeof noticeSchema>,
) {
  return redirect(safeRedirect(redirectTo, '/'), {
    status: 303,
    headers: { 'Set-Cookie': await markNoticeSeen(request, context, branchId, new Date()) },
  });
}

/** Dismissing a branch's notice sheet by its button; it opens again after the notice interval (ADR 0008). */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: noticeSchema });
  if (submission.status !== 'success') return badRequest();
  return dismissed(request, context, submission.value);
}

/**
 * Its close link and Escape (branch-status.tsx): a link, so that a page without JavaScript closes it too, and
 * the same dismissal — a close that led back to the page would open the sheet again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const submission = parseWithZod(new URL(request.url).searchParams, { schema: noticeSchema });
  if (submission.status !== 'success') return redirect('/');
  return dismissed(request, context, submission.value);
}
