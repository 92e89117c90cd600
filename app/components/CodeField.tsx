import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Field } from './forms/fields';
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
  return (
    <Field
      label={label}
      errors={field.errors}
      // the error comes while typing: read out when it appears
      alert
      inputProps={{
        ...getInputProps(field, { type: 'text' }),
        ref: code.input,
        className: 'otp-input',
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        onInput: code.onInput,
      }}
    />
  );
}
