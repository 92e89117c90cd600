// `/promo` (SPEC §2 "Promo page"): the store's promos and first-time promos, the voucher field and the applied
// promo's removal — plain forms (app/features/promotions/promo-page.server.ts). With JavaScript, Apply stays
// disabled until a promo is chosen, and choosing a promo clears a typed voucher and the reverse (SPEC §5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, SerializeFrom } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { checkedBeforeScript, fieldBeforeScript, useChangedBeforeScript } from '~/components/forms/before-script';
import { StatusButton } from '~/components/forms/StatusButton';
import { ChoiceField, ErrorList, Field } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { RouteErrorBoundary } from '~/components/shell';
import { loadPromoPage, promoAction } from '~/features/promotions/promo-page.server';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPromoPage(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => promoAction(request, context);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export const ErrorBoundary = RouteErrorBoundary;

type PromoView = Extract<SerializeFrom<typeof loader>, { store: true }>['promos'][number];

export default function PromoPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const pending = useIsPending();
  const [applyForm, applyFields] = useForm<{ intent: string; promoId: number; redirectTo: string }>({
    id: 'apply-promo',
    lastResult: answer?.form === 'apply' ? answer.result : undefined,
  });
  const [voucherForm, voucherFields] = useForm<{ intent: string; voucher: string; redirectTo: string }>({
    id: 'voucher',
    lastResult: answer?.form === 'voucher' ? answer.result : undefined,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const [voucher, setVoucher] = useState('');
  // a promo chosen or a voucher typed before the script ran stays when the script takes the fields over
  useChangedBeforeScript(() => {
    const promo = checkedBeforeScript(applyFields.promoId.name);
    if (promo) setChosen(Number(promo));
    const typed = fieldBeforeScript(voucherFields.voucher.id);
    if (typed !== undefined) setVoucher(typed);
  });
  const voucherErrors = voucherFields.voucher.errors;
  const refusedVoucher = voucherErrors?.some(
    (e) => e === 'promo.errors.voucher.login' || e === 'promo.errors.voucher.guest',
  );

  const option = (p: PromoView) => (
    <li key={p.id}>
      <label
        className={`choice${chosen === p.id || (chosen === null && p.applied) ? ' choice--on' : ''}${p.selectable ? '' : ' choice--disabled'}`}
      >
        <span>
          <input
            type="radio"
            name={applyFields.promoId.name}
            value={p.id}
            required
            disabled={!p.selectable}
            checked={hydrated ? chosen === p.id : undefined}
            defaultChecked={hydrated ? undefined : p.applied}
            onChange={() => {
              setChosen(p.id);
              setVoucher('');
            }}
          />{' '}
          <strong>{p.code}</strong>
        </span>
        {p.description ? <span className="choice__detail">{p.description}</span> : null}
        {p.minimum ? <span className="choice__detail">{t('promo.minimum', { amount: p.minimum })}</span> : null}
        {p.expiry ? <span className="choice__detail">{t('promo.expires', { date: p.expiry })}</span> : null}
        {!p.selectable ? (
          <span className="choice__detail choice__state">
            {data.store && data.scheduled ? t('promo.notAtScheduledTime') : t('promo.notAvailableNow')}
          </span>
        ) : null}
        {p.applied ? <span className="choice__detail">{t('promo.appliedNow')}</span> : null}
      </label>
    </li>
  );

  return (
    <>
      <TopBar title={data.title} back={{ to: data.back, label: t('promo.back') }} sidebar />
      <main id="main" className="page page--promo stack">
        {data.applied ? (
          <section className="card" aria-labelledby="promo-applied">
            <h2 id="promo-applied" className="card__title">
              {t('promo.appliedTitle')}
            </h2>
            <p>
              <strong>{data.applied.code}</strong>
              {data.applied.description ? ` · ${data.applied.description}` : ''}
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="redirectTo" value={data.back} />
              <StatusButton className="button button--secondary" pending={pending}>
                {t('promo.remove')}
              </StatusButton>
            </Form>
          </section>
        ) : null}

        {!data.store ? <p role="status">{t('promo.noStore')}</p> : null}
        {data.store && data.failed ? <p role="alert">{t('promo.loadFailed')}</p> : null}

        {data.store && !data.failed ? (
          <Form method="post" {...getFormProps(applyForm)} className="stack">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="redirectTo" value={data.back} />
            <ChoiceField
              legend={t('promo.available')}
              errors={data.firstTime.length ? undefined : applyFields.promoId.errors}
              errorId={applyFields.promoId.errorId}
            >
              {data.promos.length ? (
                <ul className="choice-list">{data.promos.map(option)}</ul>
              ) : (
                <p className="muted">{t('promo.none')}</p>
              )}
            </ChoiceField>
            {data.firstTime.length ? (
              <ChoiceField
                legend={t('promo.firstTime')}
                errors={applyFields.promoId.errors}
                errorId={applyFields.promoId.errorId}
              >
                <ul className="choice-list">{data.firstTime.map(option)}</ul>
              </ChoiceField>
            ) : null}
            <ErrorList errors={applyForm.errors} />
            <StatusButton
              className="button button--block"
              pending={pending}
              disabled={(hydrated && chosen === null) || data.promos.length + data.firstTime.length === 0}
            >
              {t('promo.apply')}
            </StatusButton>
          </Form>
        ) : null}

        {data.store ? (
          <Form method="post" {...getFormProps(voucherForm)} className="card stack">
            <input type="hidden" name="intent" value="voucher" />
            <input type="hidden" name="redirectTo" value={data.back} />
            <Field
              label={t('promo.voucher')}
              errors={voucherErrors}
              inputProps={{
                ...getInputProps(voucherFields.voucher, { type: 'text' }),
                autoComplete: 'off',
                maxLength: 50,
                required: true,
                value: hydrated ? voucher : undefined,
                onChange: (e) => {
                  setVoucher(e.currentTarget.value);
                  if (e.currentTarget.value) setChosen(null);
                },
              }}
            />
            {refusedVoucher ? <Link to={data.loginTo}>{t('promo.login')}</Link> : null}
            <StatusButton className="button button--secondary" pending={pending}>
              {t('promo.applyVoucher')}
            </StatusButton>
          </Form>
        ) : null}
      </main>
    </>
  );
}
