import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod, type SubmissionResult } from '@conform-to/zod';
import { useSubmit } from '@remix-run/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { codeSchema } from '~/utils/forms.schema';
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

  /**
   * A click within the second after the last submit is dropped (a double tap); six digits typed within it are
   * sent once it is over — dropped, they sat in the field with nothing sent (a code typed at once after a refusal).
   */
  const send = (typed = false) => {
    const wait = lastSubmit.current + TIMINGS.otpSubmitDebounceMs - Date.now();
    if (wait > 0) {
      if (typed) timer.current = window.setTimeout(() => send(true), wait);
      return;
    }
    lastSubmit.current = Date.now();
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
      if (el.value.length === 6) timer.current = window.setTimeout(() => send(true), TIMINGS.otpAutoSubmitMs);
    },
  };
}

/** What a code page's action answers when it refuses: the code form's (`verify`) or the resend form's result. */
export type CodeAnswer = { intent: 'verify' | 'resend'; result: SubmissionResult<string[]> };

/**
 * The two forms of a code page (the login's code step, an email or phone verification): the code, with the
 * browser's own constraints until the page is hydrated and useCodeEntry's auto-submit, and "Resend".
 */
export function useCodeForms({
  ids,
  schema,
  answer,
  submitWith,
}: {
  ids: { code: string; resend: string };
  schema: ReturnType<typeof codeSchema>;
  answer: CodeAnswer | null | undefined;
  submitWith?: (form: HTMLFormElement) => void;
}) {
  const refused = answer?.intent === 'verify' ? answer.result : undefined;
  const code = useCodeEntry(refused ?? null, submitWith);
  const [form, fields] = useForm({
    id: ids.code,
    // Native constraints until the page is hydrated (pages work without JavaScript).
    defaultNoValidate: false,
    lastResult: refused,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onSubmit: code.onSubmit,
  });
  const [resendForm] = useForm({
    id: ids.resend,
    lastResult: answer?.intent === 'resend' ? answer.result : undefined,
  });
  return { code, form, fields, resendForm };
}
