// "Get notified about your order" (issue 16; SPEC §4 "Push notifications", "Service worker registration is
// for notifications"; why here and not on load: docs/decisions/0018-web-push.md). Offered on the page of an
// order under way, in a browser that can take pushes and was never asked; nothing is rendered on the server,
// so without JavaScript there is no prompt and the page works as before. The customer's tap registers the
// service worker (public/sw.js), asks the browser's permission, subscribes with the platform's VAPID key and
// hands the subscription to the shop (/actions/push-subscription), which forwards it with the customer's token.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type State = 'hidden' | 'ask' | 'working' | 'enabled' | 'denied' | 'failed';

const ACTION = '/actions/push-subscription';
/** "Not now" is remembered this long on this browser. */
const DISMISS_DAYS = 7;
const DISMISSED_KEY = 'push-prompt-dismissed-at';
/** How long "Notifications are on" (or off) stays shown. */
const ANSWER_SHOWN_MS = 8000;

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function dismissedRecently(): boolean {
  try {
    const at = Number(window.localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_DAYS * 86_400_000;
  } catch {
    return false;
  }
}

/** A base64url VAPID key as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = window.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function publicKey(): Promise<string> {
  const res = await fetch(ACTION, { headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as { publicKey?: string | null } | null;
  if (!res.ok || !body?.publicKey) throw new Error('web push is not available');
  return body.publicKey;
}

/** The browser's subscription with this key: the one it has, or a new one (made again if its key changed). */
async function subscription(registration: ServiceWorkerRegistration, key: string): Promise<PushSubscription> {
  const applicationServerKey = keyBytes(key);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    const had = existing.options.applicationServerKey;
    const same =
      had != null &&
      new Uint8Array(had).length === applicationServerKey.length &&
      new Uint8Array(had).every((b, i) => b === applicationServerKey[i]);
    if (same) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Registers the worker, subscribes and hands the subscription to the shop; throws when any step fails. */
async function subscribeThisBrowser(registering: Promise<ServiceWorkerRegistration>): Promise<void> {
  const [registration, key] = await Promise.all([registering, publicKey()]);
  await navigator.serviceWorker.ready;
  const sub = (await subscription(registration, key)).toJSON();
  const form = new URLSearchParams({
    endpoint: sub.endpoint ?? '',
    p256dh: sub.keys?.p256dh ?? '',
    auth: sub.keys?.auth ?? '',
    expirationTime: sub.expirationTime != null ? String(sub.expirationTime) : '',
  });
  const res = await fetch(ACTION, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`the shop refused the subscription (${res.status})`);
}

const register = () => navigator.serviceWorker.register('/sw.js', { scope: '/' });

export function PushPrompt() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('hidden');

  useEffect(() => {
    if (!pushSupported()) return;
    // Allowed before (another order, another login on this browser): keep this customer subscribed, quietly.
    if (Notification.permission === 'granted') {
      subscribeThisBrowser(register()).catch(() => undefined);
      return;
    }
    if (Notification.permission === 'default' && !dismissedRecently()) setState('ask');
  }, []);

  async function enable() {
    setState('working');
    // registration starts at once; the permission is asked within the tap (browsers want a user gesture)
    const registering = register();
    registering.catch(() => undefined);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'ask');
        return;
      }
      await subscribeThisBrowser(registering);
      setState('enabled');
    } catch {
      setState('failed');
    }
  }

  function dismiss() {
    try {
      window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    } catch {
      // storage refused (private mode): hidden for this page only
    }
    setState('hidden');
  }

  // the answer goes after a while (last on the page, its going moves nothing)
  const answered = state === 'enabled' || state === 'denied';
  useEffect(() => {
    if (!answered) return;
    const timer = window.setTimeout(() => setState('hidden'), ANSWER_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [answered]);

  if (state === 'hidden') return null;
  if (answered)
    return (
      <p className="push-prompt push-prompt--done" role="status">
        {t(state === 'enabled' ? 'push.prompt.enabled' : 'push.prompt.denied')}
      </p>
    );
  return (
    <section className="push-prompt" aria-labelledby="push-prompt-title">
      <h2 id="push-prompt-title" className="push-prompt__title">
        {t('push.prompt.title')}
      </h2>
      <p className="push-prompt__text">{t('push.prompt.text')}</p>
      {state === 'failed' ? (
        <p className="push-prompt__problem" role="alert">
          {t('push.prompt.failed')}
        </p>
      ) : null}
      <div className="push-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void enable()}
          disabled={state === 'working'}
        >
          {t('push.prompt.enable')}
        </button>
        <button type="button" className="button" onClick={dismiss} disabled={state === 'working'}>
          {t('push.prompt.dismiss')}
        </button>
      </div>
    </section>
  );
}
