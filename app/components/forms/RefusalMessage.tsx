import { useTranslation } from 'react-i18next';
import { wordRefusal, type Refusal } from '~/utils/refusal';

/** The words of a refusal (app/utils/refusal.ts) in the page's language: the one place refusals are worded. */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t, i18n } = useTranslation();
  return (refusal) => wordRefusal(refusal, t, (key, values) => i18n.exists(key, values));
}

/** A refusal said where the form is (role=alert, so it is read out when it appears); nothing without one. */
export function RefusalMessage({
  refusal,
  id,
  className = 'form-message',
}: {
  refusal: Refusal | null | undefined;
  id?: string;
  className?: string;
}) {
  const word = useRefusalText();
  return refusal ? (
    <p id={id} className={className} role="alert">
      {word(refusal)}
    </p>
  ) : null;
}
