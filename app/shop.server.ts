// What every page's loader starts from: the language, the session and its boot state, the platform client.
import type { AppLoadContext } from '@remix-run/node';
import { getLanguage } from './i18next.server';
import { getSession } from './session.server';
import { readBoot } from './boot.server';
import { platformClient } from './platform-client/client.server';
import { makeTimings } from './utils/timing.server';

export async function shopRequest(request: Request, context: AppLoadContext) {
  const timings = makeTimings();
  const [lng, session] = await Promise.all([getLanguage(request), getSession(request, context)]);
  const boot = readBoot(session);
  const client = platformClient({
    context,
    lng,
    onCall: (path, ms) => timings.record(path.split('/').slice(-2).join('-'), ms),
  });
  return { lng, session, boot, client, timings };
}
