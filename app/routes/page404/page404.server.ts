// The not-found page's data (SPEC §2 /page404): the way home, answered with HTTP 404.
import { json, type AppLoadContext, type Session } from '@remix-run/node';
import { homePath, type Boot } from '~/utils/boot.server';
import { readCart, storeKey } from '~/features/cart/cart.server';
import { brandMenus } from '~/features/branches/menu.server';
import type { PlatformClient } from '~/platform-client/client.server';
import { shopRequest } from '~/utils/shop.server';

const BRAND_PATH = /^\/brand\/(\d{1,9})(?:\/|$)/;

/** The brand a shop page is about: `/brand/{id}…`, or a page for one (`/cart?brandId=`, `/address?brandId=`). */
function brandOfPage(url: URL): number | null {
  const id = BRAND_PATH.exec(url.pathname)?.[1] ?? url.searchParams.get('brandId');
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/**
 * The home of the store the customer came from (issue 12): the link's home when a link was opened; else, for
 * a customer who reached a brand's pages directly, that brand's menu — the page they came from (a same-origin
 * Referer) or the brand of their cart; the demo list (`/`) only when no store is known.
 */
export async function storeHome(
  request: Request,
  boot: Boot | null,
  session: Session,
  client: PlatformClient,
): Promise<string> {
  if (boot) return homePath(boot);
  const here = new URL(request.url);
  let from: URL | null = null;
  try {
    from = new URL(request.headers.get('Referer') ?? '');
  } catch {
    from = null;
  }
  const cameFrom = from && from.host === here.host ? brandOfPage(from) : null;
  // A page the customer came from names a brand of ours only if the catalogue has it (never a way to a 404).
  const known = cameFrom
    ? await brandMenus(client, null, cameFrom).then(
        () => cameFrom,
        () => null,
      )
    : null;
  const brand = known ?? readCart(session, storeKey(null)).lines[0]?.brand.id ?? null;
  return brand ? `/brand/${brand}` : '/';
}

export async function loadNotFound(request: Request, context: AppLoadContext) {
  const { boot, session, client, t } = await shopRequest(request, context);
  return json(
    { home: await storeHome(request, boot, session, client), title: t('notFound.pageTitle') },
    { status: 404 },
  );
}
