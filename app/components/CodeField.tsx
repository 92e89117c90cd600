import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { ErrorList } from './forms';
import type { useCodeEntry } from './useCodeEntry';

/**
 * The six-digit code field of the login and verification pages (SPEC §5 "OTP"), driven by useCodeEntry;
 * its native constraints (required, six digits) come from the form's schema, so they hold without
 * JavaScript.
 */
export function CodeField({
  label,
  code,
  field,
}: {
  label: string;
  code: ReturnType<typeof useCodeEntry>;
  field: FieldMetadata<string>;
}) {
  const { key, ...input } = getInputProps(field, { type: 'text' });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        key={key}
        ref={code.input}
        {...input}
        className="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        onInput={code.onInput}
      />
      <ErrorList id={field.errorId} errors={field.errors} alert />
    </div>
  );
}
