// The form kit's fields (issue 25 item 2; the Epic Stack's app/components/forms.tsx is the model): a label, one
// native control and its errors, wired so a screen reader hears the error with the field. Native controls
// only, so every form works without JavaScript (STYLE.md "Forms").
import {
  useId,
  type InputHTMLAttributes,
  type Key,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { wordMessage } from '~/utils/form-messages';

/** A field's messages as a schema or an action gave them: i18n keys (app/utils/form-messages.ts `message`). */
export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/** Conform's `get*Props` return a React key beside the props: it goes on the element, never in a spread. */
type WithKey<P> = P & { key?: Key | null };

/**
 * A field's errors, worded here with `t()`. `id` is what the control's aria-describedby names; `alert` reads the
 * first one out when it appears (the code fields, where the error comes while typing).
 */
export function ErrorList({ id, errors, alert = false }: { id?: string; errors?: ListOfErrors; alert?: boolean }) {
  const { t, i18n } = useTranslation();
  const word = (m: string) => wordMessage(m, t, (key, values) => i18n.exists(key, values));
  const shown = [...new Set(errors?.filter((e): e is string => Boolean(e)))];
  if (!shown.length) return null;
  return (
    <ul id={id} className="field__errors" role={alert ? 'alert' : undefined}>
      {shown.map((e) => (
        <li key={e} className="field__error">
          {word(e)}
        </li>
      ))}
    </ul>
  );
}

/** The ids and aria attributes one control needs: its own id, its hint's, its errors' (conform's `-error`). */
function useFieldWiring(id: string | undefined, errors: ListOfErrors, hint: ReactNode) {
  const fallback = useId();
  const controlId = id ?? fallback;
  const errorId = `${controlId}-error`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const invalid = Boolean(errors?.some(Boolean));
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    errorId,
    hintId,
    control: { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy },
  };
}

type FrameProps = {
  label: ReactNode;
  errors?: ListOfErrors;
  /** a line under the control that its aria-describedby names too */
  hint?: ReactNode;
  className?: string;
  /** read the errors out when they appear (a form whose answer comes while the customer stays on it) */
  alert?: boolean;
};

function Frame({
  wiring,
  label,
  hint,
  errors,
  className,
  alert,
  children,
}: FrameProps & { wiring: ReturnType<typeof useFieldWiring>; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={wiring.controlId}>{label}</label>
      {children}
      {hint ? (
        <small id={wiring.hintId} className="field__hint">
          {hint}
        </small>
      ) : null}
      <ErrorList id={wiring.errorId} errors={errors} alert={alert} />
    </div>
  );
}

/**
 * A labelled native input. `inputProps` may be conform's `getInputProps(...)` with extra attributes; `prefix`
 * stands before the input in one row (a phone's dialling code).
 */
export function Field({
  inputProps,
  prefix,
  ...frame
}: FrameProps & {
  /** the input's attributes; a ref too (the code field moves the caret) */
  inputProps: WithKey<InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>;
  prefix?: ReactNode;
}) {
  const { key, id, ...rest } = inputProps;
  const wiring = useFieldWiring(id, frame.errors, frame.hint);
  const input = <input key={key} id={wiring.controlId} {...rest} {...wiring.control} />;
  return (
    <Frame wiring={wiring} {...frame}>
      {prefix ? (
        <div className="phone-input">
          {prefix}
          {input}
        </div>
      ) : (
        input
      )}
    </Frame>
  );
}

/** A labelled native select; its options are the children. */
export function SelectField({
  selectProps,
  children,
  ...frame
}: FrameProps & { selectProps: WithKey<SelectHTMLAttributes<HTMLSelectElement>>; children: ReactNode }) {
  const { key, id, defaultValue, ...rest } = selectProps;
  const wiring = useFieldWiring(id, frame.errors, frame.hint);
  // a post that sent the field twice comes back as a list: a single select shows its first value
  const shown = Array.isArray(defaultValue) && !rest.multiple ? defaultValue[0] : defaultValue;
  return (
    <Frame wiring={wiring} {...frame}>
      <select key={key} id={wiring.controlId} defaultValue={shown} {...rest} {...wiring.control}>
        {children}
      </select>
    </Frame>
  );
}

/** A labelled native textarea. */
export function TextareaField({
  textareaProps,
  ...frame
}: FrameProps & { textareaProps: WithKey<TextareaHTMLAttributes<HTMLTextAreaElement>> }) {
  const { key, id, ...rest } = textareaProps;
  const wiring = useFieldWiring(id, frame.errors, frame.hint);
  return (
    <Frame wiring={wiring} {...frame}>
      <textarea key={key} id={wiring.controlId} {...rest} {...wiring.control} />
    </Frame>
  );
}

/**
 * A group of radios or checkboxes under a legend (the controls are the children), its errors named by the
 * fieldset's aria-describedby.
 */
export function ChoiceField({
  legend,
  errors,
  errorId,
  className,
  children,
}: {
  legend: ReactNode;
  errors?: ListOfErrors;
  /** conform's `field.errorId` */
  errorId: string;
  className?: string;
  children: ReactNode;
}) {
  const invalid = Boolean(errors?.some(Boolean));
  return (
    <fieldset className={className ? `field ${className}` : 'field'} aria-describedby={invalid ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

/** A checkbox with its label after it (the terms), and its errors. */
export function CheckboxField({
  label,
  inputProps,
  errors,
}: {
  label: ReactNode;
  inputProps: WithKey<InputHTMLAttributes<HTMLInputElement>>;
  errors?: ListOfErrors;
}) {
  const { key, id, ...rest } = inputProps;
  const wiring = useFieldWiring(id, errors, null);
  return (
    <>
      <label className="checkbox">
        <input key={key} id={wiring.controlId} type="checkbox" {...rest} {...wiring.control} /> {label}
      </label>
      <ErrorList id={wiring.errorId} errors={errors} />
    </>
  );
}

/**
 * A message of the page or a form's own error (role=alert so it is read out when it appears): a key (a `message`)
 * worded here, or a text as it came (the platform's own words).
 */
export function FormMessage({ text, id }: { text: string | null | undefined; id?: string }) {
  const { t, i18n } = useTranslation();
  return text ? (
    <p id={id} className="form-message" role="alert">
      {wordMessage(text, t, (key, values) => i18n.exists(key, values))}
    </p>
  ) : null;
}
