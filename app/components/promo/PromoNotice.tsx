// SPEC §8 promo warnings where the cart and the checkout show the bill: "Promo applied - {text}" for the
// applied promo, "Don't miss out - {code} promo is not applicable here" when the bill did not apply it — with
// the ways to change it (/promo, back here afterwards) or remove it (a plain form, so without JavaScript too).
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import type { PromoState } from '~/features/promotions/applied-promo.server';

/** /promo for this store, coming back to `here`. */
export const promoPageLink = (brandId: number | null | undefined, here: string) =>
  `/promo?${brandId ? `brandId=${brandId}&` : ''}redirectTo=${encodeURIComponent(here)}`;

export function PromoNotice({
  promo,
  currency,
  here,
  brandId,
}: {
  promo: PromoState;
  currency: CurrencyLike;
  here: string;
  brandId: number | null | undefined;
}) {
  const { t } = useTranslation();
  const { notice } = promo;
  return (
    <div className="promo-notice stack">
      {notice.kind === 'applied' ? (
        <p className="banner banner--deal" role="status">
          {t('promo.appliedWith', { text: notice.text })} <strong>−{formatMoney(notice.discount, currency)}</strong>
        </p>
      ) : notice.kind === 'refused' ? (
        <p className="form-message form-message--warn" role="status">
          {t('promo.notApplicable', { code: promo.code })} {t(`promo.why.${notice.reason}`)}
        </p>
      ) : (
        <p>
          <strong>{promo.code}</strong>
        </p>
      )}
      <div className="promo-notice__actions">
        <Link to={promoPageLink(brandId, here)}>{t('promo.change')}</Link>
        <Form method="post" action={promoPageLink(brandId, here)}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" className="link-button">
            {t('promo.remove')}
          </button>
        </Form>
      </div>
    </div>
  );
}
