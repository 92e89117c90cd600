// "/" (SPEC §2): in demo mode every demo link as a QR code would open it; otherwise a plain landing.
import { json, type AppLoadContext } from '@remix-run/node';
import { shopRequest } from '~/utils/shop.server';

export async function loadLanding(request: Request, context: AppLoadContext) {
  const { client, t } = await shopRequest(request, context);
  if (!context.demo) return json({ demo: false as const, links: [], title: t('landing.title') });
  const { links } = await client.demoLinks();
  return json({ demo: true as const, links, title: t('demo.title') });
}
