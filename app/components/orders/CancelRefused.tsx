import { useTranslation } from 'react-i18next';
import { useRefusalText } from '~/components/forms/RefusalMessage';
import type { Refusal } from '~/utils/refusal';

/**
 * SPEC §8 "Cancel error: server message plus Please try again!, or Something went wrong." — the refusal in the
 * sheet, or on the page once the order moved on and the sheet is gone.
 */
export function CancelRefused({
  refusal,
  className = 'form-message',
}: {
  refusal: Refusal | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const word = useRefusalText();
  if (!refusal) return null;
  return (
    <p role="alert" className={className}>
      {word(refusal)}
      {refusal.text ? ` ${t('order.cancelTryAgain')}` : null}
    </p>
  );
}
