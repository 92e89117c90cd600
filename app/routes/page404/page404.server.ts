// The not-found page's data (SPEC §2 /page404): the way home, answered with HTTP 404.
import { json, type AppLoadContext } from '@remix-run/node';
import { homePath } from '~/boot.server';
import { shopRequest } from '~/shop.server';

export async function loadNotFound(request: Request, context: AppLoadContext) {
  const { boot, t } = await shopRequest(request, context);
  return json({ home: homePath(boot), title: t('notFound.pageTitle') }, { status: 404 });
}
