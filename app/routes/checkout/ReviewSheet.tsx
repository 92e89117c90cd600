import { Form } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Sheet } from '~/components/shell';
import { useIsPending } from '~/components/forms/useIsPending';

/**
 * SPEC §2 "A review sheet has a 30 s countdown, then places the order automatically. Confirm is enabled only
 * at zero." The server timed it (`left`); with JavaScript it counts down and confirms by itself, without it
 * the page refreshes itself when the time is up (the checkout's handle).
 */
export function ReviewSheet({ left, reviewKey }: { left: number; reviewKey: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [seconds, setSeconds] = useState(left);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    setSeconds(left);
    const end = Date.now() + left * 1000;
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((end - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [left]);
  useEffect(() => {
    if (seconds === 0 && hydrated && !sent.current && form.current) {
      sent.current = true;
      form.current.requestSubmit();
    }
  }, [seconds, hydrated]);
  // Once the confirm is on its way (by itself at zero, or tapped), a second one would only repeat it.
  const confirming = useIsPending({ with: { intent: 'confirm' } });
  return (
    <Sheet title={t('checkout.reviewTitle')} closeTo="/checkout">
      <p role="timer" aria-live="off">
        {seconds > 0 ? t('checkout.reviewLeft', { count: seconds }) : t('checkout.reviewReady')}
      </p>
      <div className="sheet-actions">
        <Form
          method="post"
          ref={form}
          onSubmit={(event) => {
            if (confirming) event.preventDefault();
            sent.current = true;
          }}
        >
          <input type="hidden" name="intent" value="confirm" />
          {/* a repeat of this confirm (a double tap, a retry) leads to the order this review placed */}
          <input type="hidden" name="review" value={reviewKey} />
          <button type="submit" className="button button--primary" disabled={seconds > 0 || confirming}>
            {t('checkout.confirm')}
          </button>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="edit" className="button">
            {t('checkout.editOrder')}
          </button>
        </Form>
      </div>
    </Sheet>
  );
}
