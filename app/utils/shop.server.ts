// What every loader and action starts from: the language, the session and its boot state, the platform
// client, and (asked for) the customer. Made once per request — the guards, the route and the shared
// modules it calls all get the same values, so nothing is read twice.
import type { AppLoadContext } from '@remix-run/node';
import { getLanguage } from '~/i18n/i18next.server';
import { getSession } from '~/utils/session.server';
import { readBoot } from '~/utils/boot.server';
import { platformClient } from '~/platform-client/client.server';
import { fixedT } from '~/i18n/instances.server';
import { makeTimings } from '~/utils/timing.server';

async function start(request: Request, context: AppLoadContext) {
  const timings = makeTimings();
  const [lng, session] = await Promise.all([getLanguage(request), getSession(request, context)]);
  const boot = await readBoot(request, context, session);
  const client = platformClient({
    context,
    lng,
    onCall: (path, ms) => timings.record(path.split('/').slice(-2).join('-'), ms),
  });
  return { lng, session, boot, client, timings, t: fixedT(lng) };
}
export type ShopRequest = Awaited<ReturnType<typeof start>>;

const started = new WeakMap<Request, Promise<ShopRequest>>();
/** Values worked out once per request by shared modules (the brand's menu…), by key. */
const memos = new WeakMap<Request, Map<string, Promise<unknown>>>();

export function shopRequest(request: Request, context: AppLoadContext): Promise<ShopRequest> {
  let shop = started.get(request);
  if (!shop) {
    shop = start(request, context);
    started.set(request, shop);
  }
  return shop;
}

/** `work` done once per request under `key`: a second ask gets the first answer (or failure). */
export function oncePerRequest<T>(request: Request, key: string, work: () => Promise<T>): Promise<T> {
  let map = memos.get(request);
  if (!map) {
    map = new Map();
    memos.set(request, map);
  }
  let value = map.get(key) as Promise<T> | undefined;
  if (!value) {
    value = work();
    map.set(key, value);
  }
  return value;
}
