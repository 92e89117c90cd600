// "/" (SPEC §2): in demo mode every demo link as a QR code would open it, and the voucher codes to try (issue 26);
// otherwise a plain landing.
import { json, type AppLoadContext } from '@remix-run/node';
import { shopRequest } from '~/utils/shop.server';

export async function loadLanding(request: Request, context: AppLoadContext) {
  const { client, t } = await shopRequest(request, context);
  if (!context.demo) return json({ demo: false as const, links: [], vouchers: [], title: t('landing.title') });
  const [{ links }, { vouchers }] = await Promise.all([client.demoLinks(), client.demoVouchers()]);
  return json({ demo: true as const, links, vouchers, title: t('demo.title') });
}
