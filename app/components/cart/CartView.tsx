import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { LIMITS, TIMINGS } from '~/domain/constants';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { loadCartPage } from '~/cart-page.server';
import { FreeDelivery } from '../menu/CartBar';
import { Sheet } from '../Sheet';
import { LoginCarousel } from './LoginCarousel';

export type CartData = Awaited<ReturnType<typeof loadCartPage>> extends { json(): Promise<infer D> } ? D : never;
type Brand = CartData['branches'][number]['brands'][number];
type Line = Brand['lines'][number];

/** The cart's content, bill and actions; /cart and /panel both show it (ADR 0009). */
export function CartView({ data, here }: { data: CartData; here: string }) {
  const { t } = useTranslation();
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
  const checkoutBlocked = !!data.billError || !!data.laterNotice || data.minimum?.kind === 'error' || !data.bill;
  return (
    <>
      {!data.loggedIn ? <LoginCarousel variants={['global', 'promo', 'reward']} /> : null}
      {data.message ? (
        <p className="form-message" role="alert">
          {data.message}
        </p>
      ) : null}
      {data.laterNotice ? (
        <p className="form-message" role="alert">
          {data.laterNotice.message} <Link to={data.laterNotice.to}>{data.laterNotice.label}</Link>
        </p>
      ) : null}
      {data.billError ? (
        <p className="form-message" role="alert">
          {data.billError.message}{' '}
          {data.billError.fix ? <Link to={data.billError.fix.to}>{data.billError.fix.label}</Link> : null}
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
          <Form method="post" action="/cart">
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
          <Form method="post" action="/cart" className="sheet-actions">
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
}: {
  brand: Brand;
  currency: CurrencyLike;
  here: string;
  singleUnitLeft: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="cart-group" aria-labelledby={`cart-brand-${brand.id}`}>
      <div className="cart-group__head">
        <h3 id={`cart-brand-${brand.id}`} className="cart-group__title">
          {brand.logo ? <img src={brand.logo} alt="" width={32} height={32} /> : null}
          {brand.title}
        </h3>
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
          />
        ))}
      </ul>
      <Link to={`/brand/${brand.id}`} className="button">
        {t('cart.addItem')}
      </Link>
      <GroupNote brandId={brand.id} note={brand.note} here={here} />
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
      <fetcher.Form method="post" action="/cart" className="popover__panel">
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

function GroupNote({ brandId, note, here }: { brandId: number; note: string; here: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(note);
  const id = `note-${brandId}`;
  return (
    <Form method="post" action="/cart" className="group-note" preventScrollReset>
      <input type="hidden" name="intent" value="groupNote" />
      <input type="hidden" name="brandId" value={brandId} />
      <input type="hidden" name="redirectTo" value={here} />
      <label htmlFor={id}>{t('cart.orderNote')}</label>
      <textarea
        id={id}
        name="note"
        rows={2}
        maxLength={LIMITS.orderNoteMax}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('cart.orderNotePlaceholder')}
      />
      <div className="group-note__row">
        <span className="field-hint">{t('item.noteCount', { count: value.length, max: LIMITS.orderNoteMax })}</span>
        <button type="submit" className="button">
          {t('cart.saveNote')}
        </button>
      </div>
    </Form>
  );
}

/**
 * One line with its own fetcher (STYLE.md "Cart"): − / + change the shown quantity at once and are sent
 * after 300 ms of calm, the last tap winning; without JavaScript each tap posts and redirects back.
 * Taking the only remaining item below one asks to clear the cart instead (SPEC §4).
 */
function CartLineRow({
  line,
  brandId,
  currency,
  here,
  confirmInstead,
}: {
  line: Line;
  brandId: number;
  currency: CurrencyLike;
  here: string;
  confirmInstead: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ message?: string }>({ key: `cart-line-${line.id}` });
  const [wanted, setWanted] = useState<number | null>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (fetcher.state === 'idle') setWanted(null);
  }, [fetcher.state, line.quantity]);
  const pending = fetcher.formData;
  const removing = pending?.get('intent') === 'remove';
  const quantity = wanted ?? (pending?.get('intent') === 'quantity' ? Number(pending.get('quantity')) : line.quantity);
  if (removing || quantity === 0) return null;
  const confirmHref = `${here}${here.includes('?') ? '&' : '?'}confirm=clear`;
  const change = (next: number) => {
    setWanted(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () =>
        fetcher.submit(
          { intent: 'quantity', lineId: line.id, quantity: String(next), redirectTo: here },
          { method: 'post', action: '/cart' },
        ),
      TIMINGS.billDebounceMs,
    );
  };
  const each = Math.round(line.total / line.quantity);
  return (
    <li className="cart-line" aria-busy={pending || wanted !== null ? true : undefined}>
      <div className="cart-line__main">
        <h4 className="cart-line__title">{line.title}</h4>
        {line.choices.length ? <p className="cart-line__choices">{line.choices.join(', ')}</p> : null}
        {line.comment ? <p className="cart-line__note">“{line.comment}”</p> : null}
        <Link to={`/brand/${brandId}/item/${line.itemId}?line=${line.id}`} className="cart-line__edit">
          {t('cart.edit')}
        </Link>
        {fetcher.data?.message ? (
          <p className="form-message" role="alert">
            {fetcher.data.message}
          </p>
        ) : null}
      </div>
      <div className="cart-line__side">
        <strong>{formatMoney(wanted !== null ? each * quantity : line.total, currency)}</strong>
        {line.discount > 0 && wanted === null ? (
          <s className="price__was">{formatMoney(line.before, currency)}</s>
        ) : null}
        <fetcher.Form method="post" action="/cart" className="stepper stepper--inline" preventScrollReset>
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="lineId" value={line.id} />
          <input type="hidden" name="redirectTo" value={here} />
          {confirmInstead && quantity === 1 ? (
            <Link
              to={confirmHref}
              className="stepper__button"
              aria-label={t('item.decrease', { name: line.title })}
              preventScrollReset
            >
              −
            </Link>
          ) : (
            <button
              type={hydrated ? 'button' : 'submit'}
              name="quantity"
              value={quantity - 1}
              className="stepper__button"
              aria-label={t('item.decrease', { name: line.title })}
              onClick={hydrated ? () => change(quantity - 1) : undefined}
            >
              −
            </button>
          )}
          <output className="stepper__value" aria-label={t('item.quantityOf', { name: line.title })}>
            {quantity}
          </output>
          <button
            type={hydrated ? 'button' : 'submit'}
            name="quantity"
            value={quantity + 1}
            className="stepper__button"
            aria-label={t('item.increase', { name: line.title })}
            disabled={quantity >= LIMITS.stepperMax}
            onClick={hydrated ? () => change(quantity + 1) : undefined}
          >
            +
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" action="/cart" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="lineId" value={line.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="link-button">
            {t('cart.remove')}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

function BillSummary({ bill, currency }: { bill: NonNullable<CartData['bill']>; currency: CurrencyLike }) {
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
        {t('cart.summary')}
      </h2>
      <dl className="bill__rows">
        <Row label={t('cart.subtotal')} value={money(bill.subtotal)} />
        {bill.discount ? <Row label={t('cart.discount')} value={`−${money(bill.discount)}`} deal /> : null}
        {bill.deliveryFee ? <Row label={t('cart.deliveryFee')} value={money(bill.deliveryFee)} /> : null}
        {bill.deliveryDiscount ? (
          <Row label={t('cart.deliveryDiscount')} value={`−${money(bill.deliveryDiscount)}`} deal />
        ) : null}
        {fees
          .filter((f) => f.amount > 0)
          .map((f) => (
            <Row key={f.label} label={f.label} value={money(f.amount)} />
          ))}
        {bill.packagingFee ? <Row label={t('cart.packagingFee')} value={money(bill.packagingFee)} /> : null}
        {bill.restaurantService ? (
          <Row label={t('cart.restaurantService')} value={money(bill.restaurantService)} />
        ) : null}
        {bill.vat ? (
          <Row
            label={
              bill.vatIncluded
                ? t('cart.vatIncludedRow', { label: bill.vatLabel ?? t('cart.vat') })
                : (bill.vatLabel ?? t('cart.vat'))
            }
            value={money(bill.vat)}
          />
        ) : null}
        {bill.rounding ? <Row label={t('cart.rounding')} value={money(bill.rounding)} /> : null}
        <Row label={t('cart.total')} value={money(bill.total)} strong />
      </dl>
    </section>
  );
}

function Row({ label, value, strong, deal }: { label: string; value: string; strong?: boolean; deal?: boolean }) {
  return (
    <div className={`bill__row${strong ? ' bill__row--total' : ''}${deal ? ' bill__row--deal' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
