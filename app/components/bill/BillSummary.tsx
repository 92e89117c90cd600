import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyLike } from '~/domain/money';

/** A bill's figures in minor units, as the cart's bill and a placed order both have them. */
export interface BillFigures {
  subtotal: number;
  discount: number;
  /** the loyalty reward's discount (orders) */
  rewardDiscount?: number;
  deliveryFee: number;
  deliveryDiscount: number;
  serviceFee: number;
  gatewayFee: number;
  /** one title for the service and processing fees together, when the business merges them */
  mergedFeeTitle: string | null;
  packagingFee: number;
  restaurantService: number;
  vat: number;
  vatIncluded: boolean;
  vatLabel: string | null;
  rounding: number;
  /** SPEC §3 Bill total_promo_discount: what the applied promo or voucher took off, and its code */
  promoDiscount?: number;
  promoCode?: string | null;
  total: number;
  /** what was given back (orders) */
  refunded?: number;
}

/**
 * The bill's rows (SPEC §2 "Cart page", "Order details"): every fee with its label, then the total. The
 * cart and the order page both show it; `children` adds rows of the page's own after the total.
 */
export function BillSummary({
  bill,
  currency,
  title,
  children,
}: {
  bill: BillFigures;
  currency: CurrencyLike;
  title?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney(n, currency);
  const fees = bill.mergedFeeTitle
    ? [{ label: bill.mergedFeeTitle, amount: bill.serviceFee + bill.gatewayFee }]
    : [
        { label: t('cart.serviceFee'), amount: bill.serviceFee },
        { label: t('cart.processingFee'), amount: bill.gatewayFee },
      ];
  return (
    <section className="bill" aria-labelledby="bill-title">
      <h2 id="bill-title" className="bill__title">
        {title ?? t('cart.summary')}
      </h2>
      <dl className="bill__rows">
        <BillRow label={t('cart.subtotal')} value={money(bill.subtotal)} />
        {bill.discount ? <BillRow label={t('cart.discount')} value={`−${money(bill.discount)}`} deal /> : null}
        {bill.promoDiscount ? (
          <BillRow
            label={bill.promoCode ? t('promo.discountRow', { code: bill.promoCode }) : t('promo.discount')}
            value={`−${money(bill.promoDiscount)}`}
            deal
          />
        ) : null}
        {bill.rewardDiscount ? (
          <BillRow label={t('order.rewardDiscount')} value={`−${money(bill.rewardDiscount)}`} deal />
        ) : null}
        {bill.deliveryFee ? <BillRow label={t('cart.deliveryFee')} value={money(bill.deliveryFee)} /> : null}
        {bill.deliveryDiscount ? (
          <BillRow label={t('cart.deliveryDiscount')} value={`−${money(bill.deliveryDiscount)}`} deal />
        ) : null}
        {fees
          .filter((f) => f.amount > 0)
          .map((f) => (
            <BillRow key={f.label} label={f.label} value={money(f.amount)} />
          ))}
        {bill.packagingFee ? <BillRow label={t('cart.packagingFee')} value={money(bill.packagingFee)} /> : null}
        {bill.restaurantService ? (
          <BillRow label={t('cart.restaurantService')} value={money(bill.restaurantService)} />
        ) : null}
        {bill.vat ? (
          <BillRow
            label={
              bill.vatIncluded
                ? t('cart.vatIncludedRow', { label: bill.vatLabel ?? t('cart.vat') })
                : (bill.vatLabel ?? t('cart.vat'))
            }
            value={money(bill.vat)}
          />
        ) : null}
        {bill.rounding ? <BillRow label={t('cart.rounding')} value={money(bill.rounding)} /> : null}
        <BillRow label={t('cart.total')} value={money(bill.total)} strong />
        {bill.refunded ? <BillRow label={t('order.refunded')} value={money(bill.refunded)} /> : null}
        {children}
      </dl>
    </section>
  );
}

/** One row of a bill: a label and its value (`deal`: a saving; `strong`: the total). */
export function BillRow({
  label,
  value,
  strong,
  deal,
}: {
  label: string;
  value: string;
  strong?: boolean;
  deal?: boolean;
}) {
  return (
    <div className={`bill__row${strong ? ' bill__row--total' : ''}${deal ? ' bill__row--deal' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
