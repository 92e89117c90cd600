import { useSubmit } from '@remix-run/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { TIMINGS } from '~/domain/constants';

/**
 * A one-time code field with JavaScript (SPEC §5 "OTP"): digits only, six of them submit themselves after
 * 0.5 s, a click submits at most once a second, and the field empties after a failure (SPEC §8). Without
 * JavaScript the same form posts as it is.
 */
/**
 * `failure`: the action's answer when the code was refused (a new object each time), else null;
 * `submitWith`: how the form is sent when not by the page's own navigation (the login sheet's fetcher).
 */
export function useCodeEntry(failure: object | null, submitWith?: (form: HTMLFormElement) => void) {
  const remixSubmit = useSubmit();
  const submit = submitWith ?? remixSubmit;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number>();
  const lastSubmit = useRef(0);

  useEffect(() => {
    if (failure && input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }, [failure]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = () => {
    const now = Date.now();
    if (now - lastSubmit.current < TIMINGS.otpSubmitDebounceMs) return;
    lastSubmit.current = now;
    if (form.current) submit(form.current);
  };

  return {
    form,
    input,
    onSubmit(e: FormEvent<HTMLFormElement>) {
      e.preventDefault();
      window.clearTimeout(timer.current);
      send();
    },
    onInput(e: FormEvent<HTMLInputElement>) {
      const el = e.currentTarget;
      el.value = el.value.replace(/\D/g, '').slice(0, 6);
      window.clearTimeout(timer.current);
      if (el.value.length === 6) timer.current = window.setTimeout(send, TIMINGS.otpAutoSubmitMs);
    },
  };
}
