// `/ops/login` (issue 16): staff type the ops token; the platform checks it (its branch list answers only to
// the token), and it goes into the staff cookie (app/features/ops/ops.server.ts). A wrong token: 401 with the message.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { checkHoneypot } from '~/utils/honeypot.server';
import { opsClient, opsLoginHeader, opsToken } from '~/features/ops/ops.server';
import { PlatformError } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';
import { opsLoginSchema } from './login.schema';
import { readFormData } from '~/utils/form-data.server';

export async function loadOpsLogin(request: Request, context: AppLoadContext) {
  // already logged in: the branch picker (the picker itself checks the token again)
  if (await opsToken(request, context)) throw redirect('/ops');
  const { t } = await shopRequest(request, context);
  return json({ title: t('ops.login.title') });
}

export async function opsLoginAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request);
  checkHoneypot(formData, context);
  const submission = parseWithZod(formData, { schema: opsLoginSchema });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const { token } = submission.value;
  const client = await opsClient(request, context, token);
  try {
    await client.opsBranches();
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401)
      return json({ result: submission.reply({ fieldErrors: { token: ['ops.login.wrong'] } }) }, { status: 401 });
    throw error;
  }
  return redirect('/ops', { status: 303, headers: { 'Set-Cookie': await opsLoginHeader(token, context) } });
}
