// The checkout's payment methods sheet (SPEC §2 "Payment"): saved cards, every method and channel, the
// transfer reference where a channel asks one, and the payment-based promo's removal (SPEC §4).
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { Sheet } from '~/components/shell';
import { PayGoesOn } from './PayGoesOn';
import type { Answer, PreData } from './checkout.types';

export function PaymentSheet({
  data,
  answer,
  closeTo,
  payFlow = false,
}: {
  data: Pick<PreData, 'methods' | 'payment' | 'savedCards' | 'canSaveCard'>;
  answer: Answer;
  closeTo: string;
  payFlow?: boolean;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const savedCard = data.payment?.savedCardId ? `:c${data.payment.savedCardId}` : '';
  const saved = data.payment
    ? `${data.payment.method}${data.payment.channel ? `:${data.payment.channel}${savedCard}` : ''}`
    : '';
  // after a refusal, what the customer sent
  const current = answer?.choice ?? saved;
  const refusal = answer?.refusal;
  return (
    <Sheet title={t('checkout.methodsTitle')} closeTo={closeTo}>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="payment" />
        <PayGoesOn payFlow={payFlow} />
        {data.methods.length === 0 ? <p>{t('checkout.noMethods')}</p> : null}
        {data.savedCards.length ? (
          <fieldset className="field">
            <legend>{t('checkout.savedCards')}</legend>
            {data.savedCards.map((c) => (
              <label key={c.choice} className="choice">
                <input type="radio" name="choice" value={c.choice} defaultChecked={current === c.choice} required />{' '}
                {t('checkout.savedCard', { brand: c.brand, suffix: c.suffix })}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="field">
          <legend>{t('checkout.allMethods')}</legend>
          {data.methods.flatMap((m) =>
            m.channels.length
              ? m.channels.map((c) => (
                  <label key={`${m.method}:${c.code}`} className="choice">
                    <input
                      type="radio"
                      name="choice"
                      value={`${m.method}:${c.code}`}
                      defaultChecked={current === `${m.method}:${c.code}`}
                      required
                    />{' '}
                    {(c.logo ?? m.logo) ? (
                      <img src={(c.logo ?? m.logo)!} alt="" width={32} height={20} className="pay-logo" />
                    ) : null}
                    {m.name === c.name ? m.name : `${m.name} · ${c.name}`}
                    {c.bank ? (
                      <span className="muted">
                        {' '}
                        ({c.bank} · {c.account} · {c.number})
                      </span>
                    ) : null}
                  </label>
                ))
              : [
                  <label key={m.method} className="choice">
                    <input
                      type="radio"
                      name="choice"
                      value={String(m.method)}
                      defaultChecked={current === String(m.method)}
                      required
                    />{' '}
                    {m.name}
                  </label>,
                ],
          )}
        </fieldset>
        {data.methods.some((m) => m.channels.some((c) => c.trx)) ? (
          <Field
            label={t('checkout.trxId')}
            hint={t('checkout.trxHint')}
            errors={refusal?.field === 'trxId' ? [refusal.key] : undefined}
            inputProps={{
              id: 'trx',
              name: 'trxId',
              defaultValue: answer?.trxId ?? data.payment?.trxId ?? '',
              maxLength: 64,
              readOnly: !!data.payment?.trxId,
            }}
          />
        ) : null}
        {data.canSaveCard ? (
          <label className="choice">
            <input
              type="checkbox"
              name="saveCard"
              defaultChecked={answer?.saveCard ?? data.payment?.saveCard ?? false}
            />{' '}
            {t('checkout.saveCard')}
          </label>
        ) : null}
        {/* SPEC §4 (field promo): the chosen channel does not take the payment-based promo — the customer confirms its removal */}
        <RefusalMessage refusal={refusal?.field === 'choice' || refusal?.field === 'promo' ? refusal : null} />
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('checkout.okay')}
        </StatusButton>
        {refusal?.field === 'promo' ? (
          // after Okay, so that Enter in the sheet never confirms the removal
          <button type="submit" name="dropPromo" value="confirmed" className="button button--secondary button--block">
            {t('checkout.promoChannelConfirm')}
          </button>
        ) : null}
      </Form>
    </Sheet>
  );
}
