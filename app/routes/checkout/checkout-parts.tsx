import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyLike } from '~/domain/money';

/** An order's lines as "quantity × title" with their price. */
export function LineList({
  lines,
  currency,
}: {
  lines: { id: string; quantity: number; title: string; total: number }[];
  currency: CurrencyLike;
}) {
  return (
    <ul className="checkout-lines">
      {lines.map((l) => (
        <li key={l.id}>
          <span>
            {l.quantity} × {l.title}
          </span>
          <span>{formatMoney(l.total, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Problem({
  problem,
}: {
  problem: { key: string; values?: Record<string, string>; why?: string; text?: string } | null;
}) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="form-message" role="alert">
      {t(problem.key, problem.values)}
      {problem.why ? ` ${t(problem.why)}` : null}
      {problem.text ? ` (${problem.text})` : null}
    </p>
  );
}

/** The payment chosen, as "method · channel", or that none is chosen yet. */
export function ChosenPayment({ payment }: { payment: { name: string | null; channelName: string | null } | null }) {
  const { t } = useTranslation();
  if (!payment?.name) return <>{t('checkout.noPayment')}</>;
  return <>{payment.channelName ? `${payment.name} · ${payment.channelName}` : payment.name}</>;
}
