import { Form, Link, useFetcher } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import { BillSummary } from '../bill/BillSummary';
import type { CartRefusal } from '~/features/cart/cart-actions.server';
import { FreeDelivery } from '../menu/CartBar';
import { CartLineRow } from './CartLineRow';
import type { Brand, CartData } from './cart-data';
import { GroupNote } from './GroupNote';
import { Sheet } from '../Sheet';
import { LoginCarousel } from './LoginCarousel';
import { RefusalMessage, useRefusalText } from '~/components/forms/RefusalMessage';
import { PromoNotice, promoPageLink } from '../promo/PromoNotice';

/**
 * The cart's content, bill and actions; /cart and /panel both show it (ADR 0009). Every form posts to the
 * page itself (`here`): a change comes back here, a refusal (`refused`) is shown here, beside its line.
 */
export function CartView({ data, here, refused }: { data: CartData; here: string; refused: CartRefusal | null }) {
  const { t } = useTranslation();
  const word = useRefusalText();
  if (!data.currency || data.count === 0) {
    return (
      <div className="state-page">
        <h2 className="state-page__title">{t('cart.emptyTitle')}</h2>
        <Link to={data.backTo} className="button button--primary">
          {t('cart.browse')}
        </Link>
      </div>
    );
  }
  const currency = data.currency;
  const checkoutBlocked = !!data.billProblem || !!data.laterNotice || data.minimum?.kind === 'error' || !data.bill;
  const lineIds = data.branches.flatMap((b) => b.brands.flatMap((g) => g.lines.map((l) => l.id)));
  // A refusal about a line is shown on it, a note form's under its field; any other at the top.
  const pageRefusal =
    refused && !refused.result && !(refused.lineId && lineIds.includes(refused.lineId)) ? refused : null;
  return (
    <>
      {data.login ? (
        <LoginCarousel
          variants={[data.login.guest ? 'guest' : data.login.guestButton ? 'global' : 'checkout', 'promo', 'reward']}
          guestButton={data.login.guestButton}
        />
      ) : null}
      <RefusalMessage refusal={pageRefusal?.refusal} />
      {data.laterNotice ? (
        <p className="form-message" role="alert">
          {t('cart.availableLater')} <Link to={data.laterNotice.to}>{t('options.change')}</Link>
        </p>
      ) : null}
      {data.billProblem ? (
        <p className="form-message" role="alert">
          {word(data.billProblem.refusal)}{' '}
          {data.billProblem.fix ? <Link to={data.billProblem.fix.to}>{t(data.billProblem.fix.label)}</Link> : null}
        </p>
      ) : null}
      {data.branches.map((branch) => (
        <section key={branch.id} className="cart-branch" aria-label={branch.title ?? undefined}>
          {branch.title ? <h2 className="cart-branch__title">{branch.title}</h2> : null}
          {branch.brands.map((brand) => (
            <BrandGroup
              key={brand.id}
              brand={brand}
              currency={currency}
              here={here}
              singleUnitLeft={data.singleUnitLeft}
              refused={refused}
              level={branch.title ? 3 : 2}
            />
          ))}
        </section>
      ))}
      {data.freeDelivery ? (
        <FreeDelivery subtotal={data.freeDelivery.amount} freeDelivery={data.freeDelivery} currency={currency} />
      ) : null}
      {data.minimum ? (
        <p className={`form-message${data.minimum.kind === 'warning' ? ' form-message--warn' : ''}`} role="status">
          {data.minimum.kind === 'error'
            ? t('cart.minimumError', {
                amount: formatMoney(data.minimum.min, currency),
                type: t(`orderType.${data.orderType}`),
              })
            : t('cart.minimumWarning', {
                amount: formatMoney(data.minimum.min, currency),
                type: t(`orderType.${data.orderType}`),
              })}
        </p>
      ) : null}
      {data.promo ? (
        <PromoNotice promo={data.promo} currency={currency} here={here} brandId={data.brandId} />
      ) : (
        <p>
          <Link to={promoPageLink(data.brandId, here)}>{t('promo.choose')}</Link>
        </p>
      )}
      {data.bill ? <BillSummary bill={data.bill} currency={currency} /> : null}
      <div className="checkout-bar">
        <p className="checkout-bar__subtotal">
          <span>{t('cart.subtotal')}</span> <strong>{formatMoney(data.subtotal, currency)}</strong>
          {data.bill?.vatIncluded ? (
            <span className="checkout-bar__vat">
              {t('cart.vatIncluded', { label: data.bill.vatLabel ?? t('cart.vat') })}
            </span>
          ) : null}
        </p>
        {checkoutBlocked ? (
          <button type="button" className="button button--primary" disabled>
            {t('cart.checkout')}
          </button>
        ) : (
          <Link to="/checkout" className="button button--primary">
            {t('cart.checkout')}
          </Link>
        )}
      </div>
      {data.bill?.priceUpdated ? (
        <Sheet title={t('cart.priceUpdateTitle')} closeTo={here}>
          <p>{t('cart.priceUpdateText')}</p>
          <Form method="post" action={here}>
            <input type="hidden" name="intent" value="acceptPrices" />
            <input type="hidden" name="redirectTo" value={here} />
            <button type="submit" className="button button--primary button--block">
              {t('cart.priceUpdateOk')}
            </button>
          </Form>
        </Sheet>
      ) : null}
      {data.confirmClear ? (
        <Sheet title={t('cart.clearTitle')} closeTo={here.replace(/[?&]confirm=clear/, '')}>
          <p>{t('cart.clearText')}</p>
          <Form method="post" action={here} className="sheet-actions">
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="redirectTo" value={data.clearTo} />
            <button type="submit" className="button button--primary">
              {t('cart.clearConfirm')}
            </button>
            <Link to={here.replace(/[?&]confirm=clear/, '')} className="button">
              {t('cart.cancel')}
            </Link>
          </Form>
        </Sheet>
      ) : null}
    </>
  );
}

function BrandGroup({
  brand,
  currency,
  here,
  singleUnitLeft,
  refused,
  level,
}: {
  brand: Brand;
  currency: CurrencyLike;
  here: string;
  singleUnitLeft: boolean;
  refused: CartRefusal | null;
  /** under its branch's heading when the cart has several branches, else right under the page's */
  level: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="cart-group" aria-labelledby={`cart-brand-${brand.id}`}>
      <div className="cart-group__head">
        <Heading id={`cart-brand-${brand.id}`} className="cart-group__title">
          {brand.logo ? <img src={brand.logo} alt="" width={32} height={32} /> : null}
          {brand.title}
        </Heading>
        <RemovePopover brand={brand} here={here} />
      </div>
      <ul className="cart-lines">
        {brand.lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            brandId={brand.id}
            currency={currency}
            here={here}
            confirmInstead={singleUnitLeft}
            refused={refused?.lineId === line.id ? refused : null}
            level={level === 2 ? 3 : 4}
          />
        ))}
      </ul>
      <Link to={`/brand/${brand.id}`} className="button">
        {t('cart.addItem')}
      </Link>
      <GroupNote brandId={brand.id} note={brand.note} here={here} refused={refused} />
    </section>
  );
}

/** Remove several lines at once: a native disclosure with checkboxes (SPEC §2 "remove-items popover"). */
function RemovePopover({ brand, here }: { brand: Brand; here: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `cart-remove-${brand.id}` });
  return (
    <details className="popover">
      <summary className="link-button">{t('cart.removeItems')}</summary>
      <fetcher.Form method="post" action={here} className="popover__panel" preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="redirectTo" value={here} />
        <fieldset>
          <legend>{t('cart.removeWhich', { brand: brand.title })}</legend>
          {brand.lines.map((line) => (
            <label key={line.id} className="popover__option">
              <input type="checkbox" name="lineId" value={line.id} /> {line.quantity} × {line.title}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary button--block">
          {t('cart.removeSelected')}
        </button>
      </fetcher.Form>
    </details>
  );
}
