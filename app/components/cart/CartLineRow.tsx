import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { CartRefusal } from '~/features/cart/cart-actions.server';
import { LIMITS, TIMINGS } from '~/domain/constants';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { CartLineData } from './cart-data';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { useIsPending } from '~/components/forms/useIsPending';

/**
 * One line with its own fetcher (STYLE.md "Cart"): − / + change the shown quantity at once and are sent
 * after 300 ms of calm, the last tap winning; without JavaScript each tap posts and redirects back.
 * Taking the only remaining item below one asks to clear the cart instead (SPEC §4).
 */
export function CartLineRow({
  line,
  brandId,
  currency,
  here,
  confirmInstead,
  refused,
  level = 4,
}: {
  line: CartLineData;
  brandId: number;
  currency: CurrencyLike;
  here: string;
  confirmInstead: boolean;
  /** the page's refusal when it is about this line (without JavaScript) */
  refused: CartRefusal | null;
  /** one under its brand's heading */
  level?: 3 | 4;
}) {
  const { t } = useTranslation();
  const Title = level === 3 ? 'h3' : 'h4';
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartRefusal>({ key: `cart-line-${line.id}` });
  // With JavaScript the line's own fetcher has the answer; without it, the page does.
  const refusal = fetcher.state === 'idle' && fetcher.data ? fetcher.data.refusal : (refused?.refusal ?? null);
  const [wanted, setWanted] = useState<number | null>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (fetcher.state === 'idle') setWanted(null);
  }, [fetcher.state, line.quantity]);
  // the line's change on its way: shown at once (optimistic), the line gone while its removal is
  const pending = fetcher.formData;
  const removing = useIsPending({ fetcher, with: { intent: 'remove' } });
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
          { method: 'post', action: here, preventScrollReset: true },
        ),
      TIMINGS.billDebounceMs,
    );
  };
  const each = Math.round(line.total / line.quantity);
  return (
    <li className="cart-line" aria-busy={pending || wanted !== null ? true : undefined}>
      <div className="cart-line__main">
        <Title className="cart-line__title">{line.title}</Title>
        {line.choices.length ? <p className="cart-line__choices">{line.choices.join(', ')}</p> : null}
        {line.comment ? <p className="cart-line__note">“{line.comment}”</p> : null}
        <Link
          to={`/brand/${brandId}/item/${line.itemId}?line=${line.id}&from=${encodeURIComponent(here)}`}
          className="cart-line__edit"
        >
          {t('cart.edit')}
        </Link>
        <RefusalMessage refusal={refusal} />
      </div>
      <div className="cart-line__side">
        <strong>{formatMoney(wanted !== null ? each * quantity : line.total, currency)}</strong>
        {line.discount > 0 && wanted === null ? (
          <s className="price__was">{formatMoney(line.before, currency)}</s>
        ) : null}
        <fetcher.Form method="post" action={here} className="stepper stepper--inline" preventScrollReset>
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
        <fetcher.Form method="post" action={here} preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="lineId" value={line.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <StatusButton className="link-button" pending={removing}>
            {t('cart.remove')}
          </StatusButton>
        </fetcher.Form>
      </div>
    </li>
  );
}
