import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { dateFormat } from '~/domain/date-format';

/**
 * When a new code may be asked for. The server checks the time; without JavaScript the page says the
 * clock time, with it a countdown ticks (SPEC §9: 60 s) and `onReady` fires at zero.
 */
export function useResendCountdown(resendAt: number, serverNow: number) {
  const hydrated = useHydrated();
  // The server's clock, not the phone's: the difference at render is kept.
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((resendAt - serverNow) / 1000)));
  useEffect(() => {
    const skew = Date.now() - serverNow;
    const tick = () => setLeft(Math.max(0, Math.ceil((resendAt + skew - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [resendAt, serverNow]);
  return { hydrated, left, ready: left === 0 };
}

export function ResendNote({ resendAt, left, hydrated }: { resendAt: number; left: number; hydrated: boolean }) {
  const { t, i18n } = useTranslation();
  if (left === 0) return null;
  // a timer, not a live region: a screen reader is not told each second (the order's and the review's
  // countdowns are timers too)
  return (
    <p className="hint" role="timer" aria-live="off">
      {hydrated
        ? t('login.resendIn', { seconds: left })
        : t('login.resendAt', {
            time: dateFormat(i18n.language, { timeStyle: 'medium' }).format(new Date(resendAt)),
          })}
    </p>
  );
}
