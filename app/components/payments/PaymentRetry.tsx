import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** A failed payment's ways on (SPEC §2 "Try Again"): pay the same order again while it is open, or read it. */
export function PaymentRetry({ retry, orderPage }: { retry: string | null; orderPage: string }) {
  const { t } = useTranslation();
  return (
    <p>
      {retry ? (
        <Link to={retry} replace className="button button--primary">
          {t('payment.tryAgain')}
        </Link>
      ) : null}{' '}
      <Link to={orderPage} replace className="link-button">
        {t('payment.viewOrder')}
      </Link>
    </p>
  );
}
