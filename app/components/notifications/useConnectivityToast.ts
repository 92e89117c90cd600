// SPEC §4 "An online/offline toast shows", §8 "You are online/offline": the browser's online and offline
// events told through the one toast (app/components/Toast.tsx). Offline stays while it lasts; online goes
// after a moment. Nothing on the server, nothing without JavaScript (the browser says it itself then).
import { useEffect, useState } from 'react';
import type { ShownToast } from '~/utils/toast.server';

/** How long "You are online" stays. */
const ONLINE_TOAST_MS = 4000;

export function useConnectivityToast(): ShownToast | null {
  const [toast, setToast] = useState<ShownToast | null>(null);
  useEffect(() => {
    const online = () => setToast({ type: 'success', key: 'push.online' });
    const offline = () => setToast({ type: 'error', key: 'push.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  useEffect(() => {
    if (toast?.key !== 'push.online') return;
    const timer = window.setTimeout(() => setToast(null), ONLINE_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return toast;
}
