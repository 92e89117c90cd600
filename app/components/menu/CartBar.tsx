import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import { Icon } from '../Icon';

export interface CartBarData {
  count: number;
  subtotal: number;
  freeDelivery: { min: number; reached: boolean } | null;
}

/** The sticky cart bar (SPEC §2): item count, subtotal, and the free-delivery progress for delivery orders. */
export function CartBar({ cart, currency, href }: { cart: CartBarData; currency: CurrencyLike; href: string }) {
  const { t } = useTranslation();
  if (cart.count === 0) return null;
  return (
    <div className="cart-bar" role="region" aria-label={t('nav.cart')}>
      {cart.freeDelivery ? (
        <FreeDelivery subtotal={cart.subtotal} freeDelivery={cart.freeDelivery} currency={currency} />
      ) : null}
      <Link to={href} className="cart-bar__button">
        <span className="cart-bar__count">
          <Icon name="cart" size={18} /> {t('cart.items', { count: cart.count })}
        </span>
        <span className="cart-bar__label">{t('cart.view')}</span>
        <span className="cart-bar__total">{formatMoney(cart.subtotal, currency)}</span>
      </Link>
    </div>
  );
}

export function FreeDelivery({
  subtotal,
  freeDelivery,
  currency,
}: {
  subtotal: number;
  freeDelivery: { min: number; reached: boolean };
  currency: CurrencyLike;
}) {
  const { t } = useTranslation();
  const ratio = freeDelivery.min > 0 ? Math.min(1, subtotal / freeDelivery.min) : 1;
  return (
    <div className="free-delivery">
      <p className="free-delivery__text">
        {freeDelivery.reached
          ? t('cart.freeDeliveryReached')
          : t('cart.freeDeliveryMore', { amount: formatMoney(freeDelivery.min - subtotal, currency) })}
      </p>
      <progress
        className="free-delivery__bar"
        max={100}
        value={Math.round(ratio * 100)}
        aria-label={t('cart.freeDeliveryProgress')}
      />
    </div>
  );
}
