import { useTranslation } from 'react-i18next';
import type { PreData } from './checkout.types';

/** SPEC §9 "Five logos then +N": the methods' logos on the payment card. */
export function PaymentLogos({ logos }: { logos: PreData['logos'] }) {
  const { t } = useTranslation();
  if (!logos.shown.length) return null;
  return (
    <p className="pay-logos">
      {logos.shown.map((src, i) => (
        <img key={`${src}-${i}`} src={src} alt="" width={32} height={20} className="pay-logo" />
      ))}
      {logos.more ? <span className="muted">{t('checkout.moreMethods', { count: logos.more })}</span> : null}
    </p>
  );
}
