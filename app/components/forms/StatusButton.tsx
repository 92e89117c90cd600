import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button that shows its form is on its way (issue 25 item 2; the Epic Stack's
 * ui/status-button.tsx is the model). It stays a native submit button, so the form posts without JavaScript;
 * while pending it is busy (aria-busy, a spinner) and disabled, so a second tap does not post again.
 */
export function StatusButton({
  pending = false,
  className = 'button',
  disabled,
  type = 'submit',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean }) {
  const classes = [className, pending ? 'button--pending' : null].filter(Boolean).join(' ');
  return (
    <button {...props} type={type} className={classes} disabled={disabled || pending} aria-busy={pending || undefined}>
      {children}
    </button>
  );
}
