import { formatMoney, type CurrencyLike } from '~/domain/money';

export function Money({ cents, currency, className }: { cents: number; currency: CurrencyLike; className?: string }) {
  return <span className={className}>{formatMoney(cents, currency)}</span>;
}

/** A price with its discount (what is charged) and crossed price (what it was). */
export function Price({
  price,
  discountPrice,
  crossedPrice,
  currency,
}: {
  price: number;
  discountPrice?: number | null;
  crossedPrice?: number | null;
  currency: CurrencyLike;
}) {
  const charged = discountPrice != null && discountPrice < price ? discountPrice : price;
  const was = charged < price ? price : crossedPrice != null && crossedPrice > price ? crossedPrice : null;
  return (
    <span className="price">
      <Money
        cents={charged}
        currency={currency}
        className={was != null ? 'price__now price__now--deal' : 'price__now'}
      />
      {was != null ? (
        <s className="price__was">
          <Money cents={was} currency={currency} />
        </s>
      ) : null}
    </span>
  );
}
