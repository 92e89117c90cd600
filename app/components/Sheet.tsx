import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/**
 * A bottom sheet (SPEC §2: at most 480 px wide) whose open state is the URL. Without JavaScript it is a
 * <dialog open> over the page with a link that closes it; with JavaScript it becomes modal (focus stays
 * inside, the page behind is inert, Escape closes it) and focus returns where it was.
 */
export function Sheet({
  title,
  closeTo,
  onClose,
  children,
  className = '',
  wide = false,
}: {
  title: React.ReactNode;
  /** where closing leads (the URL without the sheet) */
  closeTo?: string;
  /** or, for a sheet that only exists with JavaScript (the login sheet), what closing does */
  onClose?: () => void;
  children: React.ReactNode;
  className?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    (dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>('h2'))?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (close.current) close.current();
      else if (closeTo) navigate(closeTo, { preventScrollReset: true });
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [closeTo, navigate]);

  return (
    <dialog ref={ref} open className={`sheet${wide ? ' sheet--wide' : ''} ${className}`} aria-labelledby={titleId}>
      <div className="sheet__header">
        <h2 id={titleId} className="sheet__title" tabIndex={-1}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="icon-button" aria-label={t('sheet.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        ) : (
          <Link to={closeTo ?? '.'} className="icon-button" aria-label={t('sheet.close')} preventScrollReset replace>
            <Icon name="close" />
          </Link>
        )}
      </div>
      <div className="sheet__body">{children}</div>
      {/* the sheet is drawn once the browser has read this far (app.css .sheet:not(:has(> .sheet__end))) */}
      <span className="sheet__end" hidden />
    </dialog>
  );
}
