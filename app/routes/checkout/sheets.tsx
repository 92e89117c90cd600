// The checkout's sheets (SPEC §2 "Checkout", "Payment"): contact, payment methods, consent with the ID
// images, the address confirmation (check 7), LINE Pay's payer details (check 13), the 30 s review and the
// delivery-fee update. Each is URL state (`?sheet=`), a plain form inside.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Sheet } from '~/components/Sheet';
import { FieldError } from '~/components/LoginLayout';
import { IdUpload } from '~/components/checkout/IdUpload';
import { CountryOptions } from '~/components/CountryOptions';
import { ScriptFlag } from '~/components/ScriptFlag';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import { confirmAddressSchema, contactSchema, linePaySchema } from '~/features/checkout/checkout.schema';
import type { Answer, CheckoutAction, PreData } from './checkout.types';
export function ContactSheet({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const result = (useActionData<CheckoutAction>() as { result?: never } | undefined)?.result;
  const schema = contactSchema(data.needs);
  const [form, fields] = useForm({
    id: 'checkout-contact',
    lastResult: result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: 'onBlur',
    defaultValue: {
      firstName: data.contact.firstName ?? data.user?.firstName ?? '',
      lastName: data.contact.lastName ?? data.user?.lastName ?? '',
      email: data.contact.email ?? data.user?.email ?? '',
      phone: data.contact.phone ?? data.user?.phone ?? '',
      region: data.contact.region ?? data.storeCountry,
      notify: data.contact.notify ?? 'email',
    },
  });
  return (
    <Sheet title={t('checkout.contact')} closeTo="/checkout">
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="contact" />
        <PayGoesOn payFlow={data.payFlow} />
        {data.needs.names ? (
          <>
            <label className="field">
              <span>{t('checkout.firstName')}</span>
              <input {...getInputProps(fields.firstName, { type: 'text' })} autoComplete="given-name" />
              <FieldError field={fields.firstName} keyed />
            </label>
            <label className="field">
              <span>{t('checkout.lastName')}</span>
              <input {...getInputProps(fields.lastName, { type: 'text' })} autoComplete="family-name" />
              <FieldError field={fields.lastName} keyed />
            </label>
          </>
        ) : null}
        <label className="field">
          <span>{t('checkout.email')}</span>
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
          <FieldError field={fields.email} keyed />
        </label>
        <label className="field">
          <span>{t('checkout.region')}</span>
          {/* SPEC §2 "country picker": the store's country unless the customer said otherwise */}
          <select {...getSelectProps(fields.region)} autoComplete="tel-country-code">
            <CountryOptions countries={data.countries} />
          </select>
        </label>
        <label className="field">
          <span>{t('checkout.phone')}</span>
          <input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel-national" inputMode="tel" />
          <FieldError field={fields.phone} keyed />
        </label>
        <fieldset className="field">
          <legend>{t('checkout.notifyTitle')}</legend>
          {(['email', 'whatsapp', 'viber'] as const).map((m) => (
            <label key={m} className="choice">
              <input type="radio" name="notify" value={m} defaultChecked={(data.contact.notify ?? 'email') === m} />{' '}
              {t(`checkout.notify.${m}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary button--block">
          {t('checkout.save')}
        </button>
      </Form>
    </Sheet>
  );
}

/**
 * SPEC §4 check 7: a delivery place the map could not name. What we know (the pinned coordinates), what a
 * rider needs (the street; the building where the country needs it), the optional parts and the instruction.
 */
export function AddressSheet({ sheet, payFlow }: { sheet: NonNullable<PreData['addressSheet']>; payFlow: boolean }) {
  const { t } = useTranslation();
  const result = (useActionData<CheckoutAction>() as { result?: never } | undefined)?.result;
  const schema = confirmAddressSchema(sheet.partsRequired);
  const [form, fields] = useForm({
    id: 'checkout-address',
    lastResult: result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: 'onBlur',
    defaultValue: {
      establishmentName: sheet.establishmentName,
      streetName: sheet.streetName,
      flatNo: sheet.flatNo,
      additionalDetails: sheet.additionalDetails,
      instruction: sheet.instruction,
    },
  });
  const part = (name: 'establishmentName' | 'streetName' | 'flatNo' | 'additionalDetails', label: string) => (
    <label className="field">
      <span>{label}</span>
      <input {...getInputProps(fields[name], { type: 'text' })} />
      <FieldError field={fields[name]} keyed />
    </label>
  );
  return (
    <Sheet title={t('checkout.address.title')} closeTo="/checkout">
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="confirmAddress" />
        <PayGoesOn payFlow={payFlow} />
        <p>{t('checkout.address.intro')}</p>
        <p className="muted">{t('checkout.address.pinned', { coordinates: sheet.coordinates })}</p>
        {part('streetName', t('address.street'))}
        {part(
          'establishmentName',
          sheet.partsRequired ? t('address.establishment') : t('checkout.address.establishmentOptional'),
        )}
        {part('flatNo', t('address.flatNo'))}
        {part('additionalDetails', t('address.additionalDetails'))}
        <label className="field">
          <span>{t('address.instruction')}</span>
          <textarea {...getTextareaProps(fields.instruction)} rows={3} />
          <FieldError field={fields.instruction} keyed />
        </label>
        <button type="submit" className="button button--primary button--block">
          {t('address.confirm')}
        </button>
      </Form>
    </Sheet>
  );
}

/**
 * SPEC §2 "line-pay user details" (check 13): exactly the payer details LINE Pay needs that neither the account
 * nor this checkout has (all of them, to change, when none is missing).
 */
export function LinePaySheet({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const result = (useActionData<CheckoutAction>() as { result?: never } | undefined)?.result;
  const asked = data.linePay?.asked ?? [];
  const schema = linePaySchema(asked);
  const [form, fields] = useForm({
    id: 'checkout-line-pay',
    lastResult: result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: 'onBlur',
    defaultValue: {
      firstName: data.contact.firstName ?? data.user?.firstName ?? '',
      lastName: data.contact.lastName ?? data.user?.lastName ?? '',
      email: data.contact.email ?? data.user?.email ?? '',
      phone: data.contact.phone ?? data.user?.phone ?? '',
      region: data.contact.region ?? data.storeCountry,
    },
  });
  return (
    <Sheet title={t('checkout.linePay.title')} closeTo="/checkout">
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="linePay" />
        <PayGoesOn payFlow={data.payFlow} />
        <p>{t('checkout.linePay.intro')}</p>
        {asked.includes('first_name') ? (
          <label className="field">
            <span>{t('checkout.firstName')}</span>
            <input {...getInputProps(fields.firstName, { type: 'text' })} autoComplete="given-name" />
            <FieldError field={fields.firstName} keyed />
          </label>
        ) : null}
        {asked.includes('last_name') ? (
          <label className="field">
            <span>{t('checkout.lastName')}</span>
            <input {...getInputProps(fields.lastName, { type: 'text' })} autoComplete="family-name" />
            <FieldError field={fields.lastName} keyed />
          </label>
        ) : null}
        {asked.includes('email') ? (
          <label className="field">
            <span>{t('checkout.email')}</span>
            <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
            <FieldError field={fields.email} keyed />
          </label>
        ) : null}
        {asked.includes('phone') ? (
          <>
            <label className="field">
              <span>{t('checkout.region')}</span>
              <select {...getSelectProps(fields.region)} autoComplete="tel-country-code">
                <CountryOptions countries={data.countries} />
              </select>
            </label>
            <label className="field">
              <span>{t('checkout.phone')}</span>
              <input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel-national" inputMode="tel" />
              <FieldError field={fields.phone} keyed />
            </label>
          </>
        ) : null}
        <button type="submit" className="button button--primary button--block">
          {t('checkout.save')}
        </button>
      </Form>
    </Sheet>
  );
}

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
  const savedCard = data.payment?.savedCardId ? `:c${data.payment.savedCardId}` : '';
  const saved = data.payment
    ? `${data.payment.method}${data.payment.channel ? `:${data.payment.channel}${savedCard}` : ''}`
    : '';
  // after a refusal, what the customer sent
  const current = answer?.choice ?? saved;
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
          <label className="field">
            <span>{t('checkout.trxId')}</span>
            <input
              name="trxId"
              defaultValue={answer?.trxId ?? data.payment?.trxId ?? ''}
              maxLength={64}
              aria-describedby="trx-hint"
              readOnly={!!data.payment?.trxId}
            />
            <span id="trx-hint" className="muted">
              {t('checkout.trxHint')}
            </span>
            {answer?.field === 'trxId' && answer.error ? <span className="field__error">{t(answer.error)}</span> : null}
          </label>
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
        {answer?.field === 'choice' && answer.error ? (
          <p className="form-message" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
        {answer?.field === 'promo' && answer.promo ? (
          // SPEC §4: the chosen channel does not take the payment-based promo — the customer confirms its removal
          <p className="form-message" role="alert">
            {t('checkout.promoChannel', { code: answer.promo })}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block">
          {t('checkout.okay')}
        </button>
        {answer?.field === 'promo' && answer.promo ? (
          // after Okay, so that Enter in the sheet never confirms the removal
          <button type="submit" name="dropPromo" value="confirmed" className="button button--secondary button--block">
            {t('checkout.promoChannelConfirm')}
          </button>
        ) : null}
      </Form>
    </Sheet>
  );
}

export function ConsentSheet({ data, answer }: { data: PreData; answer: Answer }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('checkout.idValidation')} closeTo="/checkout">
      <Form method="post" encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="consent" />
        <PayGoesOn payFlow={data.payFlow} />
        {data.age.messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
        <label className="choice">
          <input type="checkbox" name="consent" defaultChecked={data.age.consent.given} required />{' '}
          {t('checkout.consentLabel')}
        </label>
        {data.age.idRequired ? (
          <>
            <IdUpload
              name="front"
              side="front"
              uploadedUrl={data.age.consent.front ? `/${data.age.consent.front}` : null}
              error={answer?.field === 'front' && answer.error ? t(answer.error) : null}
              required={!data.age.consent.front}
            />
            <IdUpload
              name="back"
              side="back"
              uploadedUrl={data.age.consent.back ? `/${data.age.consent.back}` : null}
              error={answer?.field === 'back' && answer.error ? t(answer.error) : null}
              required={!data.age.consent.back}
            />
          </>
        ) : null}
        {answer?.error && answer.field === 'consent' ? (
          <p className="form-message" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block">
          {t('checkout.save')}
        </button>
      </Form>
    </Sheet>
  );
}

/**
 * SPEC §2 "A review sheet has a 30 s countdown, then places the order automatically. Confirm is enabled only
 * at zero." The server timed it (`left`); with JavaScript it counts down and confirms by itself, without it
 * the page refreshes itself when the time is up.
 */
export function ReviewSheet({ left, reviewKey }: { left: number; reviewKey: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [seconds, setSeconds] = useState(left);
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    setSeconds(left);
    const end = Date.now() + left * 1000;
    const timer = setInterval(() => setSeconds(Math.max(0, Math.ceil((end - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [left]);
  useEffect(() => {
    if (seconds === 0 && hydrated && !sent.current && form.current) {
      sent.current = true;
      form.current.requestSubmit();
    }
  }, [seconds, hydrated]);
  // Once the confirm is on its way (by itself at zero, or tapped), a second one would only repeat it.
  const confirming = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm';
  return (
    <Sheet title={t('checkout.reviewTitle')} closeTo="/checkout">
      {left > 0 ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(left)} />
        </noscript>
      ) : null}
      <p role="timer" aria-live="off">
        {seconds > 0 ? t('checkout.reviewLeft', { count: seconds }) : t('checkout.reviewReady')}
      </p>
      <div className="sheet-actions">
        <Form
          method="post"
          ref={form}
          onSubmit={(event) => {
            if (confirming) event.preventDefault();
            sent.current = true;
          }}
        >
          <input type="hidden" name="intent" value="confirm" />
          {/* a repeat of this confirm (a double tap, a retry) leads to the order this review placed */}
          <input type="hidden" name="review" value={reviewKey} />
          <button type="submit" className="button button--primary" disabled={seconds > 0 || confirming}>
            {t('checkout.confirm')}
          </button>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="edit" className="button">
            {t('checkout.editOrder')}
          </button>
        </Form>
      </div>
    </Sheet>
  );
}

/** In a sheet that Pay opened: the pay goes on once the sheet is done (SPEC §4). */
function PayGoesOn({ payFlow }: { payFlow: boolean }) {
  return (
    <>
      {payFlow ? <input type="hidden" name="continue" value="pay" /> : null}
      <ScriptFlag />
    </>
  );
}

/** SPEC §2: the delivery fee changed — the previous and new fee, an arrow up (warning) or down (success). */
export function FeeSheet({
  fee,
  currency,
}: {
  fee: { previous: number; next: number; total: number; subtotal: number };
  currency: CurrencyLike;
}) {
  const { t } = useTranslation();
  const higher = fee.next > fee.previous;
  return (
    <Sheet title={t('checkout.feeTitle')} closeTo="/checkout">
      <p className={higher ? 'fee-change fee-change--up' : 'fee-change fee-change--down'}>
        <span aria-hidden="true">{higher ? '▲' : '▼'}</span>{' '}
        {t(higher ? 'checkout.feeHigher' : 'checkout.feeLower', {
          previous: formatMoney(fee.previous, currency),
          next: formatMoney(fee.next, currency),
        })}
      </p>
      <dl className="bill__rows">
        <div className="bill__row">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatMoney(fee.subtotal, currency)}</dd>
        </div>
        <div className="bill__row">
          <dt>{t('cart.deliveryFee')}</dt>
          <dd>{formatMoney(fee.next, currency)}</dd>
        </div>
        <div className="bill__row bill__row--total">
          <dt>{t('cart.total')}</dt>
          <dd>{formatMoney(fee.total, currency)}</dd>
        </div>
      </dl>
      <Form method="post">
        <button type="submit" name="intent" value="acceptFee" className="button button--primary button--block">
          {t('checkout.feeOk')}
        </button>
      </Form>
    </Sheet>
  );
}

/** SPEC §9 "Five logos then +N": the methods' logos on the payment card. */
export function PaymentLogos({ logos }: { logos: PreData['logos'] }) {
  const { t } = useTranslation();
  if (!logos.shown.length) return null;
  return (
    <p className="pay-logos">
      {logos.shown.map((src, i) => (
        <img key={`${src}-${i}`} src={src} alt="" width={32} height={20} className="pay-logo" />
      ))}
      {logos.more ? <span className="muted">{t('checkout.moreMethods', { count: logos.more })}</span> : null}
    </p>
  );
}
