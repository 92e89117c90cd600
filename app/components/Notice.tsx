import { useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A one-time notice from the root loader (app/notice.server.ts), such as "You are logged out.". The root
 * data is not reloaded on a plain navigation, so with JavaScript the notice is shown only on the page it
 * came with.
 */
export function Notice({
  messageKey,
  cookieDomain,
}: {
  messageKey: string | null | undefined;
  cookieDomain?: string | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [shown, setShown] = useState({ key: messageKey, at: location.key });
  if (shown.key !== messageKey) setShown({ key: messageKey, at: location.key });
  // A navigation that carries the notice on (the login sheet going to the page the customer came for).
  else if (shown.at !== location.key && (location.state as { keepNotice?: boolean } | null)?.keepNotice)
    setShown({ key: messageKey, at: location.key });
  // Seen: the notice cookie goes (app/notice.server.ts), so the next page does not repeat it.
  useEffect(() => {
    if (messageKey)
      document.cookie = `notice=; Max-Age=0; path=/; SameSite=Lax${cookieDomain ? `; Domain=${cookieDomain}` : ''}`;
  }, [messageKey, cookieDomain]);
  if (!messageKey || shown.at !== location.key) return null;
  return (
    <p className="notice-box" role="status">
      {t(messageKey)}
    </p>
  );
}
