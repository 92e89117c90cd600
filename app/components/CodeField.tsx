import type { useCodeEntry } from './useCodeEntry';

/** The six-digit code field of the login and verification pages (SPEC §5 "OTP"), driven by useCodeEntry. */
export function CodeField({
  id,
  label,
  code,
  error,
}: {
  id: string;
  label: string;
  code: ReturnType<typeof useCodeEntry>;
  /** a refusal of the code itself, shown under the field */
  error?: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={code.input}
        id={id}
        name="otp"
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        minLength={6}
        maxLength={6}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={code.onInput}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
