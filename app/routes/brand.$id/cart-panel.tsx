// On wide screens (SPEC §9: 900 px) the cart is a side panel beside the menu.
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FreeDelivery } from '~/components/menu/CartBar';
import { formatMoney } from '~/domain/money';
import type { BrandMenuData as Data } from './brand.server';

/** On wide screens (SPEC §9: 900 px) the cart is a side panel beside the menu. */
export function CartPanel({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <aside className="cart-panel" aria-labelledby="cart-panel-title">
      <h2 id="cart-panel-title" className="cart-panel__title">
        {t('nav.cart')}
      </h2>
      {data.cart.lines.length === 0 ? (
        <p className="cart-panel__empty">{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="cart-panel__lines">
            {data.cart.lines.map((line) => (
              <li key={line.id} className="cart-panel__line">
                <span className="cart-panel__qty">{line.quantity} ×</span>
                <Link
                  to={`/brand/${line.brandId}/item/${line.itemId}?line=${line.id}`}
                  preventScrollReset={line.brandId === data.brand.id}
                >
                  {line.title}
                </Link>
                <span className="cart-panel__total">{formatMoney(line.total, data.currency)}</span>
              </li>
            ))}
          </ul>
          {data.cart.freeDelivery ? (
            <FreeDelivery
              subtotal={data.cart.subtotal}
              freeDelivery={data.cart.freeDelivery}
              currency={data.currency}
            />
          ) : null}
          <p className="cart-panel__subtotal">
            <span>{t('cart.subtotal')}</span> <strong>{formatMoney(data.cart.subtotal, data.currency)}</strong>
          </p>
          <Link to={`/cart?brandId=${data.brand.id}`} className="button button--primary button--block">
            {t('cart.view')}
          </Link>
        </>
      )}
    </aside>
  );
}
