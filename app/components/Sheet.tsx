import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
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
  const hydrated = useHydrated();
  /** the sheet came with the page's HTML (a URL that names it, a store's notice on a first visit) */
  const fromHtml = useRef(!hydrated);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const modal = () => {
      fromHtml.current = false;
      if (!dialog.matches(':modal')) {
        dialog.close();
        dialog.showModal();
      }
      (dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>('h2'))?.focus();
    };
    // A sheet that came with the page is made modal once the hydrated page is drawn, in a task of its own
    // (ADR 0041): showModal restyles the whole page for its inert background (~50 ms of a slow phone's CPU on
    // the brand page), which at the end of hydration made one long task of the two. Until then it is the
    // page's HTML, as before the script ran. A sheet opened by a tap is made modal at once.
    let frame: number | undefined;
    let timer: number | undefined;
    if (fromHtml.current) frame = requestAnimationFrame(() => (timer = window.setTimeout(modal)));
    else modal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (close.current) close.current();
      else if (closeTo) navigate(closeTo, { preventScrollReset: true });
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.clearTimeout(timer);
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
