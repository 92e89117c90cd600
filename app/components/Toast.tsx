import { useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownToast } from '~/utils/toast.server';
import { useConnectivityToast } from '~/components/notifications/useConnectivityToast';

/**
 * The one toast (app/utils/toast.server.ts): "You are logged out.", a refused cart edit, a code sent again. The
 * root data is not reloaded on a plain navigation, so with JavaScript the toast is shown only on the page
 * it came with. A page's script may give one with a navigation (`state.toast`), shown on that entry.
 */
export function Toast({ toast, cookieDomain }: { toast: ShownToast | null | undefined; cookieDomain?: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [shown, setShown] = useState({ toast, at: location.key });
  // the browser going offline or online again (SPEC §8) takes the place of the page's toast, for good
  const connectivity = useConnectivityToast();
  const [coveredAt, setCoveredAt] = useState<string | null>(null);
  if (connectivity && coveredAt !== location.key) setCoveredAt(location.key);
  if (shown.toast !== toast) setShown({ toast, at: location.key });
  // A navigation that carries the toast on (the login sheet going to the page the customer came for).
  else if (shown.at !== location.key && (location.state as { keepToast?: boolean } | null)?.keepToast)
    setShown({ toast, at: location.key });
  // Seen: the toast cookie goes, so the next page does not repeat it.
  useEffect(() => {
    if (toast)
      document.cookie = `toast=; Max-Age=0; path=/; SameSite=Lax${cookieDomain ? `; Domain=${cookieDomain}` : ''}`;
  }, [toast, cookieDomain]);
  // A toast a page's script gave with a navigation (a live event: "Your order has been updated").
  const given = (location.state as { toast?: ShownToast } | null)?.toast;
  const current =
    connectivity ?? given ?? (toast && shown.at === location.key && coveredAt !== location.key ? toast : null);
  if (!current) return null;
  const text = current.key ? t(current.key, current.values) : current.text;
  return (
    <p className={`toast toast--${current.type}`} role={current.type === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
