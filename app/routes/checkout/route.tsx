import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Icon } from '~/components/Icon';
import { Sheet } from '~/components/Sheet';
import { Sidebar } from '~/components/Sidebar';
import { BillSummary } from '~/components/bill/BillSummary';
import { IdUpload } from '~/components/checkout/IdUpload';
import { problemText } from '~/components/cart/problem-text';
import { errorMeta, RouteErrorBoundary } from '~/components/RouteErrorBoundary';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import { checkoutAction, loadCheckout } from './checkout.server';
import { contactSchema } from './checkout.schema';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCheckout(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => checkoutAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: data.title }] : errorMeta(error, matches);
export const ErrorBoundary = RouteErrorBoundary;

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type PreData = Exclude<Data, { flow: 'POST_PAYMENT' }>;
type PostData = Extract<Data, { flow: 'POST_PAYMENT' }>;
type Answer =
  { field?: string; error?: string; text?: string; choice?: string; trxId?: string; result?: unknown } | undefined;

/** The checkout (SPEC §2 "Checkout"): one column, two at 900 px and wider. */
export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const back =
    data.flow === 'POST_PAYMENT'
      ? { narrow: backOfOrder(data), wide: backOfOrder(data) }
      : { narrow: '/cart', wide: `/brand/${data.brandId}` };
  return (
    <>
      <header className="topbar">
        {/* SPEC §2: back to the cart under 900 px, else to the brand (CSS picks one: no JavaScript needed) */}
        <Link to={back.narrow} className="icon-button checkout-back--narrow" aria-label={t('checkout.back')}>
          <Icon name="back" />
        </Link>
        <Link to={back.wide} className="icon-button checkout-back--wide" aria-label={t('checkout.back')}>
          <Icon name="back" />
        </Link>
        <div className="topbar__title">
          <h1>{t('checkout.title')}</h1>
        </div>
        <Sidebar />
      </header>
      <main id="main" className="page page--checkout">
        {data.flow === 'POST_PAYMENT' ? <PostPayment data={data} /> : <PrePayment data={data} />}
      </main>
    </>
  );
}

function backOfOrder(data: PostData) {
  return data.orderHash
    ? `/order-details?orderHash=${data.orderHash}`
    : `/group-orders?parentUuid=${data.parentUuid ?? ''}`;
}

function Problem({ problem }: { problem: { key: string; text?: string } | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="form-message" role="alert">
      {t(problem.key)}
      {problem.text ? ` (${problem.text})` : null}
    </p>
  );
}

function PrePayment({ data }: { data: PreData }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<typeof action>() as Answer;
  const cart = data.cart;
  const currency = cart.currency as CurrencyLike;
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  return (
    <div className="checkout">
      <div className="checkout__main">
        <Problem problem={data.problem} />
        {cart.billProblem ? (
          <p className="form-message" role="alert">
            {problemText(t, i18n.language, cart.billProblem.problem)}
          </p>
        ) : null}
        <section className="card" aria-labelledby="co-type">
          <h2 id="co-type" className="card__title">
            {t('checkout.orderType')}
          </h2>
          <p>
            <strong>{data.orderType ? t(`orderType.${data.orderType}`) : t('checkout.noOrderType')}</strong>
            {data.scheduled ? ` · ${data.scheduled}` : ` · ${t('checkout.asap')}`}
          </p>
          {data.pickupType === 2 ? (
            <p>{t('checkout.vehicle', { reg: data.vehicleRegNo || t('checkout.missing') })}</p>
          ) : null}
          <Link to={`/brand/${data.brandId}/options?save=1&next=checkout`} className="link-button">
            {t('checkout.change')}
          </Link>
        </section>
        <section className="card" aria-labelledby="co-place">
          <h2 id="co-place" className="card__title">
            {data.place.kind === 'delivery'
              ? t('checkout.deliveryDetails')
              : data.orderType === 3
                ? t('checkout.dineInDetails')
                : t('checkout.pickupDetails')}
          </h2>
          {data.place.kind === 'delivery' ? (
            <>
              <p>{data.place.address ?? t('checkout.missing')}</p>
              {data.place.instruction ? <p className="muted">{data.place.instruction}</p> : null}
              <Link to={`/address?brandId=${data.brandId}`} className="link-button">
                {t('checkout.change')}
              </Link>
            </>
          ) : (
            <>
              <p>
                <strong>{data.place.title}</strong>
              </p>
              <p className="muted">{data.place.address}</p>
              {data.place.table ? <p>{t('home.table', { table: data.place.table })}</p> : null}
            </>
          )}
        </section>
        <ContactCard data={data} />
        <section className="card" aria-labelledby="co-payment">
          <h2 id="co-payment" className="card__title">
            {t('checkout.payment')}
          </h2>
          {data.flow === 'POST_PAY_ORDER' ? (
            <p>{t('checkout.payAfter')}</p>
          ) : (
            <>
              <p>
                {data.payment?.name
                  ? `${data.payment.name}${data.payment.channelName ? ` · ${data.payment.channelName}` : ''}`
                  : t('checkout.noPayment')}
                {data.payment?.trxId ? ` · ${t('checkout.trxShown', { id: data.payment.trxId })}` : null}
              </p>
              <Link to="/checkout?sheet=payment" className="link-button">
                {t('checkout.choosePayment')}
              </Link>
            </>
          )}
        </section>
        <section className="card" aria-labelledby="co-promo">
          <h2 id="co-promo" className="card__title">
            {t('checkout.promos')}
          </h2>
          <p className="muted">{t('checkout.noPromo')}</p>
        </section>
        {data.age.restricted ? (
          <details className="card" open={data.sheet !== 'consent' && !data.age.consent.given}>
            <summary className="card__title">{t('checkout.idValidation')}</summary>
            <p>
              {data.age.consent.given ? t('checkout.consentGiven') : t('checkout.consentNeeded')}{' '}
              <Link to="/checkout?sheet=consent">{t('checkout.change')}</Link>
            </p>
          </details>
        ) : null}
      </div>
      <aside className="checkout__side" aria-label={t('checkout.summary')}>
        <section className="card">
          <h2 className="card__title">{t('checkout.items', { count: cart.count })}</h2>
          <ul className="checkout-lines">
            {cart.branches.flatMap((b) =>
              b.brands.flatMap((g) =>
                g.lines.map((l) => (
                  <li key={l.id}>
                    <span>
                      {l.quantity} × {l.title}
                    </span>
                    <span>{formatMoney(l.total, currency)}</span>
                  </li>
                )),
              ),
            )}
          </ul>
        </section>
        {cart.bill ? <BillSummary bill={cart.bill} currency={currency} /> : null}
        {data.saved > 0 ? (
          <p className="banner banner--deal">{t('checkout.saved', { amount: formatMoney(data.saved, currency) })}</p>
        ) : null}
        {cart.minimum ? (
          <p className={`form-message${cart.minimum.kind === 'warning' ? ' form-message--warn' : ''}`} role="status">
            {t(cart.minimum.kind === 'error' ? 'cart.minimumError' : 'cart.minimumWarning', {
              amount: formatMoney(cart.minimum.min, currency),
              type: t(`orderType.${data.orderType ?? 1}`),
            })}
          </p>
        ) : null}
        <Form method="post" className="checkout-bar">
          <p className="checkout-bar__subtotal">
            <span>{t('cart.total')}</span> <strong>{formatMoney(data.total, currency)}</strong>
          </p>
          <button
            type="submit"
            name="intent"
            value="pay"
            className="button button--primary"
            disabled={data.payDisabled || paying}
          >
            {data.flow === 'POST_PAY_ORDER' ? t('checkout.placeOrder') : t('checkout.pay')}
          </button>
        </Form>
      </aside>
      {data.sheet === 'payment' ? <PaymentSheet data={data} answer={answer} closeTo="/checkout" /> : null}
      {data.sheet === 'contact' ? <ContactSheet data={data} /> : null}
      {data.sheet === 'consent' ? <ConsentSheet data={data} answer={answer} /> : null}
      {data.sheet === 'review' && data.review ? <ReviewSheet left={data.review.left} /> : null}
      {data.sheet === 'fee' && data.fee ? <FeeSheet fee={data.fee} currency={currency} /> : null}
    </div>
  );
}

function ContactCard({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const phone = data.contact.phone ?? data.user?.phone ?? null;
  const name = [data.contact.firstName ?? data.user?.firstName, data.contact.lastName ?? data.user?.lastName]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="card" aria-labelledby="co-contact">
      <h2 id="co-contact" className="card__title">
        {t('checkout.contact')}
      </h2>
      {name ? <p>{name}</p> : null}
      <p>
        {phone ?? (data.phoneRequired ? t('checkout.phoneMandatory') : t('checkout.noPhone'))}
        {data.contact.email || data.user?.email ? ` · ${data.contact.email ?? data.user?.email}` : null}
      </p>
      <p className="muted">
        {t('checkout.notifyBy', { method: t(`checkout.notify.${data.contact.notify ?? 'email'}`) })}
      </p>
      {data.user ? (
        <Link to="/checkout?sheet=contact" className="link-button">
          {t('checkout.change')}
        </Link>
      ) : null}
    </section>
  );
}

function ContactSheet({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const result = (useActionData<typeof action>() as { result?: never } | undefined)?.result;
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
      notify: data.contact.notify ?? 'email',
    },
  });
  const error = (f: { errors?: string[]; errorId: string }) =>
    f.errors?.length ? (
      <p id={f.errorId} className="field__error">
        {t(f.errors[0]!)}
      </p>
    ) : null;
  return (
    <Sheet title={t('checkout.contact')} closeTo="/checkout">
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="contact" />
        {data.needs.names ? (
          <>
            <label className="field">
              <span>{t('checkout.firstName')}</span>
              <input {...getInputProps(fields.firstName, { type: 'text' })} autoComplete="given-name" />
              {error(fields.firstName)}
            </label>
            <label className="field">
              <span>{t('checkout.lastName')}</span>
              <input {...getInputProps(fields.lastName, { type: 'text' })} autoComplete="family-name" />
              {error(fields.lastName)}
            </label>
          </>
        ) : null}
        <label className="field">
          <span>{t('checkout.email')}</span>
          <input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
          {error(fields.email)}
        </label>
        <label className="field">
          <span>{t('checkout.phone')}</span>
          <input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" />
          {error(fields.phone)}
        </label>
        <label className="field">
          <span>{t('checkout.region')}</span>
          <input name="region" defaultValue={data.contact.region ?? 'PH'} maxLength={2} pattern="[A-Za-z]{2}" />
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

type Methods = PreData['methods'];

function PaymentSheet({
  data,
  answer,
  closeTo,
}: {
  data: { methods: Methods; payment: PreData['payment'] };
  answer: Answer;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const saved = data.payment ? `${data.payment.method}${data.payment.channel ? `:${data.payment.channel}` : ''}` : '';
  // after a refusal, what the customer sent
  const current = answer?.choice ?? saved;
  return (
    <Sheet title={t('checkout.methodsTitle')} closeTo={closeTo}>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="payment" />
        {data.methods.length === 0 ? <p>{t('checkout.noMethods')}</p> : null}
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
                    {m.name} · {c.name}
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
        {answer?.field === 'choice' && answer.error ? (
          <p className="form-message" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block">
          {t('checkout.okay')}
        </button>
      </Form>
    </Sheet>
  );
}

function ConsentSheet({ data, answer }: { data: PreData; answer: Answer }) {
  const { t } = useTranslation();
  return (
    <Sheet title={t('checkout.idValidation')} closeTo="/checkout">
      <Form method="post" encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="consent" />
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
function ReviewSheet({ left }: { left: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
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
        <Form method="post" ref={form}>
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className="button button--primary" disabled={seconds > 0}>
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

/** SPEC §2: the delivery fee changed — the previous and new fee, an arrow up (warning) or down (success). */
function FeeSheet({
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

function PostPayment({ data }: { data: PostData }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as Answer;
  const currency = data.currency as CurrencyLike;
  const here = data.orderHash ? `/checkout?orderHash=${data.orderHash}` : `/checkout?parentUuid=${data.parentUuid}`;
  return (
    <div className="checkout">
      <div className="checkout__main">
        <Problem problem={data.problem} />
        <details className="card">
          <summary className="card__title">{t('checkout.summary')}</summary>
          {data.orders.map((o) => (
            <section key={o.hash}>
              <h3>
                {o.branch} · #{o.short}
              </h3>
              <ul className="checkout-lines">
                {o.lines.map((l) => (
                  <li key={l.id}>
                    <span>
                      {l.quantity} × {l.title}
                    </span>
                    <span>{formatMoney(l.total, currency)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </details>
        <section className="card" aria-labelledby="co-payment">
          <h2 id="co-payment" className="card__title">
            {t('checkout.payment')}
          </h2>
          <p>
            {data.payment?.name
              ? `${data.payment.name}${data.payment.channelName ? ` · ${data.payment.channelName}` : ''}`
              : t('checkout.noPayment')}
          </p>
          <Link to={`${here}&sheet=payment`} className="link-button">
            {t('checkout.choosePayment')}
          </Link>
        </section>
      </div>
      <aside className="checkout__side">
        <Form method="post" className="checkout-bar">
          <p className="checkout-bar__subtotal">
            <span>{t('cart.total')}</span> <strong>{formatMoney(data.total, currency)}</strong>
          </p>
          <button
            type="submit"
            name="intent"
            value="payExisting"
            className="button button--primary"
            disabled={data.payDisabled || data.paid}
          >
            {t('checkout.pay')}
          </button>
        </Form>
      </aside>
      {data.sheet === 'payment' ? <PaymentSheet data={data} answer={answer} closeTo={here} /> : null}
    </div>
  );
}
