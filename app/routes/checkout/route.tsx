import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { useIsPending } from '~/components/forms/useIsPending';
import { Icon } from '~/components/Icon';
import { ScriptFlag } from '~/components/ScriptFlag';
import { openLoginSheet } from '~/components/login/open-login';
import { BillSummary } from '~/components/bill/BillSummary';
import { PromoNotice, promoPageLink } from '~/components/promo/PromoNotice';
import { OrderTypeLine } from '~/components/menu/OrderTypeCard';
import { RouteErrorBoundary } from '~/components/shell';
import { formatMoney, type CurrencyLike } from '~/domain/money';
import { checkoutAction, loadCheckout } from './checkout.server';
import type { Answer, PreData } from './checkout.types';
import { PaymentLogos } from './PaymentLogos';
import { ChosenPayment, LineList, Problem } from './checkout-parts';
import { PostPayment, backOfOrder } from './PostPayment';
import {
  AddressSheet,
  CardSheet,
  ConsentSheet,
  ContactSheet,
  FeeSheet,
  LinePaySheet,
  PaymentSheet,
  ReviewSheet,
  RewardsSheet,
  SeniorSheet,
  usePreloadedSheets,
} from './sheets';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';
import type { RefreshHandle } from '~/components/RefreshWithoutScript';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCheckout(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => checkoutAction(request, context);
export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
// Without JavaScript, in the head where HTML allows a refresh: the pay goes on at once, and the review's page
// comes back when its countdown is over (with JavaScript the page does both itself).
export const handle: RefreshHandle = {
  refreshWithoutScript: (data) => {
    const page = data as { continuing?: boolean; sheet?: string | null; review?: { left: number } | null } | undefined;
    if (page?.continuing) return { seconds: 0, to: '/checkout?continue=pay' };
    return page?.sheet === 'review' && page.review ? page.review.left : null;
  },
};

/** The checkout (SPEC §2 "Checkout"): one column, two at 900 px and wider. */
export default function CheckoutPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  usePreloadedSheets();
  const back =
    data.flow === 'POST_PAYMENT'
      ? { narrow: backOfOrder(data), wide: backOfOrder(data) }
      : { narrow: '/cart', wide: `/brand/${data.brandId}` };
  return (
    <>
      <TopBar
        title={t('checkout.title')}
        start={
          // SPEC §2: back to the cart under 900 px, else to the brand (CSS picks one: no JavaScript needed)
          <>
            <Link to={back.narrow} className="icon-button checkout-back--narrow" aria-label={t('checkout.back')}>
              <Icon name="back" />
            </Link>
            <Link to={back.wide} className="icon-button checkout-back--wide" aria-label={t('checkout.back')}>
              <Icon name="back" />
            </Link>
          </>
        }
        sidebar
      />
      <main id="main" className="page page--checkout">
        {data.flow === 'POST_PAYMENT' ? <PostPayment data={data} /> : <PrePayment data={data} />}
      </main>
    </>
  );
}

function PrePayment({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as Answer;
  const cart = data.cart;
  const currency = cart.currency as CurrencyLike;
  const navigate = useNavigate();
  const paying = useIsPending({ with: { intent: 'pay' } });
  // SPEC §4 check 8: not logged in opens the login sheet here, which comes back to go on paying
  const login = answer?.login;
  useEffect(() => {
    if (login) openLoginSheet(login);
  }, [login, answer]);
  // SPEC §4: once a sheet the pay opened is done, its click runs again 1000 ms after the sheet closed
  const idle = !useIsPending({ formMethod: null });
  useEffect(() => {
    if (!data.continuing || !idle) return;
    const timer = setTimeout(() => navigate('/checkout?continue=pay', { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [data.continuing, idle, navigate]);
  return (
    <div className="checkout">
      <div className="checkout__main">
        <Problem problem={data.problem} />
        <RefusalMessage refusal={cart.billProblem?.refusal} />
        <section className="card" aria-labelledby="co-type">
          <h2 id="co-type" className="card__title">
            {t('checkout.orderType')}
          </h2>
          <p>
            {data.orderType ? <OrderTypeLine card={cart.orderCard} /> : <strong>{t('checkout.noOrderType')}</strong>}
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
              {data.place.toConfirm ? (
                // SPEC §4 check 7: the map could not name this place
                <p className="form-message form-message--warn">{t('checkout.address.intro')}</p>
              ) : null}
              {data.place.toConfirm || data.place.confirmed ? (
                <Link to="/checkout?sheet=address" className="link-button">
                  {data.place.toConfirm ? t('address.confirm') : t('checkout.address.edit')}
                </Link>
              ) : null}
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
                <ChosenPayment payment={data.payment} />
                {data.payment?.trxId ? ` · ${t('checkout.trxShown', { id: data.payment.trxId })}` : null}
              </p>
              <PaymentLogos logos={data.logos} />
              <Link to="/checkout?sheet=payment" className="link-button">
                {t('checkout.choosePayment')}
              </Link>
              {data.linePay?.missing ? (
                <p className="form-message form-message--warn">{t('checkout.linePay.intro')}</p>
              ) : null}
              {data.linePay && data.user ? (
                // SPEC §2 "line-pay user details": the payer details this channel needs
                <Link to="/checkout?sheet=linePay" className="link-button">
                  {t('checkout.linePay.title')}
                </Link>
              ) : null}
            </>
          )}
        </section>
        <section className="card" aria-labelledby="co-promo">
          <h2 id="co-promo" className="card__title">
            {t('checkout.promos')}
          </h2>
          {/* SPEC §2 "promos and rewards": the applied promo with the bill's word on it, to change or remove */}
          {cart.promo ? (
            <PromoNotice promo={cart.promo} currency={currency} here="/checkout" brandId={cart.brandId} />
          ) : (
            <p>
              <span className="muted">{t('checkout.noPromo')}</span>{' '}
              <Link to={promoPageLink(cart.brandId, '/checkout')}>{t('promo.choose')}</Link>
            </p>
          )}
          {/* SPEC §2 "rewards sheet": a registered customer's loyalty reward, chosen in the sheet, to remove */}
          {data.reward ? (
            <div className="stack">
              <p>
                {t('loyalty.rewardApplied', { title: data.reward.title })}
                {cart.bill?.rewardRefused ? (
                  <span role="alert" className="choice__detail">
                    {t('loyalty.errors.apply')}
                  </span>
                ) : null}
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="removeReward" />
                <button type="submit" className="link-button">
                  {t('loyalty.removeReward')}
                </button>
              </Form>
            </div>
          ) : data.mayRedeem ? (
            <p>
              <Link to="/checkout?sheet=rewards">{t('loyalty.useReward')}</Link>
            </p>
          ) : null}
        </section>
        {data.senior ? <SeniorCard senior={data.senior} /> : null}
        {data.loyalty ? (
          // SPEC §2 "loyalty points banner"
          <p className="card" role="note">
            {t('loyalty.banner', { points: data.loyalty.points, pointName: data.loyalty.pointName })}
          </p>
        ) : null}
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
          <LineList lines={cart.branches.flatMap((b) => b.brands.flatMap((g) => g.lines))} currency={currency} />
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
          <ScriptFlag />
          <p className="checkout-bar__subtotal">
            <span>{t('cart.total')}</span> <strong>{formatMoney(data.total, currency)}</strong>
          </p>
          <button
            type="submit"
            name="intent"
            value="pay"
            className="button button--primary"
            // while the pay goes on by itself (a moment after a sheet closed) a tap would only repeat it
            disabled={data.payDisabled || paying || data.continuing}
            aria-busy={paying || data.continuing}
          >
            {data.flow === 'POST_PAY_ORDER' ? t('checkout.placeOrder') : t('checkout.pay')}
          </button>
        </Form>
      </aside>
      <Suspense fallback={null}>
        {data.sheet === 'payment' ? (
          <PaymentSheet data={data} answer={answer} closeTo="/checkout" payFlow={data.payFlow} />
        ) : null}
        {data.sheet === 'card' && data.card ? (
          <CardSheet card={data.card} closeTo="/checkout" action="/checkout" payFlow={data.payFlow} />
        ) : null}
        {data.sheet === 'contact' ? <ContactSheet data={data} /> : null}
        {data.sheet === 'consent' ? <ConsentSheet data={data} answer={answer} /> : null}
        {data.sheet === 'senior' && data.senior && !data.senior.login ? (
          <SeniorSheet senior={data.senior} answer={answer} />
        ) : null}
        {data.sheet === 'address' && data.addressSheet ? (
          <AddressSheet sheet={data.addressSheet} payFlow={data.payFlow} />
        ) : null}
        {data.sheet === 'linePay' && data.linePay ? <LinePaySheet data={data} /> : null}
        {data.sheet === 'review' && data.review ? (
          <ReviewSheet left={data.review.left} reviewKey={data.review.key} />
        ) : null}
        {data.sheet === 'fee' && data.fee ? <FeeSheet fee={data.fee} currency={currency} /> : null}
        {data.sheet === 'rewards' && data.rewardsSheet ? (
          <RewardsSheet sheet={data.rewardsSheet} chosen={data.reward?.id ?? null} answer={answer} />
        ) : null}
      </Suspense>
    </div>
  );
}

/** The senior citizen / PWD card (Philippine stores, SPEC §5): the counts and whether every card has its images. */
function SeniorCard({ senior }: { senior: NonNullable<PreData['senior']> }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="co-senior">
      <h2 id="co-senior" className="card__title">
        {t('checkout.senior.title')}
      </h2>
      {senior.customers != null ? (
        <>
          <p>{t('checkout.senior.summary', { customers: senior.customers, seniors: senior.seniors })}</p>
          {senior.seniors > 0 && !senior.complete ? (
            <p className="form-message form-message--warn">{t('checkout.senior.incomplete')}</p>
          ) : null}
        </>
      ) : (
        <p className="muted">{t('checkout.senior.none')}</p>
      )}
      <Link to={senior.href} className="link-button">
        {senior.customers != null ? t('checkout.change') : t('checkout.senior.add')}
      </Link>
    </section>
  );
}

function ContactCard({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const { payer } = data;
  const phone = payer.phone;
  const name = [payer.first_name, payer.last_name].filter(Boolean).join(' ');
  return (
    <section className="card" aria-labelledby="co-contact">
      <h2 id="co-contact" className="card__title">
        {t('checkout.contact')}
      </h2>
      {name ? <p>{name}</p> : null}
      <p>
        {phone ?? (data.phoneRequired ? t('checkout.phoneMandatory') : t('checkout.noPhone'))}
        {payer.email ? ` · ${payer.email}` : null}
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
