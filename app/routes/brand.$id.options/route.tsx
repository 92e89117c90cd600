import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Form,
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useParams,
  useRouteError,
} from '@remix-run/react';
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '~/components/Sheet';
import { BranchState } from '~/components/branch/BranchState';
import { idParam } from '~/utils/request.server';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { refusalOf, type Refusal } from '~/utils/refusal';
import { loadOptionsSheet, saveOptions } from './options-sheet.server';
import { optionsSaveSchema } from './options-sheet.schema';
import { pageMeta } from '~/components/shell';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadOptionsSheet(request, context, idParam(params.id));
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  saveOptions(request, context, idParam(params.id));

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

/** The sheet's own failure, over the brand page it belongs to (which has its own main and title). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { id } = useParams();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
  return (
    <Sheet title={t('error.title')} closeTo={`/brand/${id ?? ''}`}>
      <p role="alert">{refused ? t('error.badRequest') : t('error.text')}</p>
      <Link to={`/brand/${id ?? ''}`} className="button button--block">
        {t('error.back')}
      </Link>
    </Sheet>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Over = Partial<Record<'type' | 'branch' | 'sched' | 'at' | 'pickup' | 'step' | 'date', string | number | null>>;

/** The draft as query values: every step of the sheet is a link (or a GET form) carrying it. */
function draftQuery(data: Data, over: Over = {}): string {
  const values: Over = {
    type: data.draft.type,
    branch: data.draft.branch,
    sched: data.draft.sched,
    at: data.draft.at,
    pickup: data.draft.pickup,
    ...over,
  };
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined) q.set(k, String(v));
  if (data.save) q.set('save', '1');
  if (data.next) q.set('next', data.next);
  return `?${q}`;
}

function DraftFields({ data, except = [] }: { data: Data; except?: string[] }) {
  const values = {
    type: data.draft.type,
    branch: data.draft.branch,
    sched: data.draft.sched,
    at: data.draft.at,
    pickup: data.draft.pickup,
    save: data.save ? '1' : null,
    next: data.next,
  };
  return (
    <>
      {Object.entries(values)
        .filter(([k, v]) => v !== null && !except.includes(k))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={String(v)} />
        ))}
    </>
  );
}

/** The order options sheet, with the two steps of the scheduled date-time picker (SPEC §2). */
export default function OptionsSheet() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refusal = refusalOf(actionData);
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  const { t } = useTranslation();
  // a refused schedule is said beside the time; the other refusals by the button
  const scheduleRefusal = refusal?.field === 'at' ? refusal : data.atError;
  const vehicle = data.driveThru && data.draft.pickup === 2;
  const base = `/brand/${data.brandId}/options`;
  // opened from the checkout, closing goes back there
  const closeTo = data.next ? '/checkout' : `/brand/${data.brandId}`;

  if (data.step === 'date') {
    return (
      <Sheet title={t('schedule.dateTitle')} closeTo={`${base}${draftQuery(data, { at: null, sched: 1 })}`}>
        <ul className="calendar" aria-label={t('schedule.dateTitle')}>
          {data.days.map((d) => (
            <li key={d.date}>
              {d.enabled ? (
                <Link
                  className={`calendar__day${d.date === data.date ? ' calendar__day--chosen' : ''}`}
                  to={`${base}${draftQuery(data, { step: 'time', date: d.date })}`}
                  aria-current={d.date === data.date ? 'date' : undefined}
                  replace
                >
                  {d.label}
                </Link>
              ) : (
                <span className="calendar__day calendar__day--disabled" aria-disabled="true">
                  {d.label}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Sheet>
    );
  }

  if (data.step === 'time') {
    return (
      <Sheet title={t('schedule.timeTitle')} closeTo={`${base}${draftQuery(data, { at: null, sched: 1 })}`}>
        {data.slots.length === 0 ? (
          <>
            <p role="alert">{t('schedule.noSlots')}</p>
            <Link to={`${base}${draftQuery(data, { step: 'date', date: null })}`} className="button button--block">
              {t('schedule.anotherDate')}
            </Link>
          </>
        ) : (
          <Form method="get" action={base} replace>
            <DraftFields data={data} except={['at', 'sched']} />
            <input type="hidden" name="sched" value="2" />
            <fieldset className="slot-list">
              <legend className="visually-hidden">{t('schedule.timeTitle')}</legend>
              {data.slots.map((s, i) => (
                <label key={s.value} className="slot-list__slot">
                  <input
                    type="radio"
                    name="at"
                    value={s.value}
                    defaultChecked={s.value === data.draft.at || (i === 0 && !data.draft.at)}
                    required
                  />
                  {s.label}
                </label>
              ))}
            </fieldset>
            <div className="sheet-actions">
              <Link to={`${base}${draftQuery(data, { step: 'date' })}`} className="button">
                {t('schedule.back')}
              </Link>
              <button type="submit" className="button button--primary">
                {t('schedule.done')}
              </button>
            </div>
          </Form>
        )}
      </Sheet>
    );
  }

  return (
    <Sheet title={t('options.title')} closeTo={closeTo} className="options-sheet">
      <nav aria-label={t('orderType.label')} className="segmented">
        {data.types.map((type) => (
          <Link
            key={type}
            to={`${base}${draftQuery(data, { type, branch: null })}`}
            className={`segmented__option${type === data.draft.type ? ' segmented__option--on' : ''}`}
            aria-current={type === data.draft.type ? 'true' : undefined}
            replace
          >
            {t(`orderType.${type}`)}
          </Link>
        ))}
      </nav>

      {data.delivery ? (
        <section className="options-section" aria-labelledby="options-address">
          <h3 id="options-address" className="options-section__title">
            {t('options.address')}
          </h3>
          {data.delivery.address ? <p>{data.delivery.address}</p> : null}
          <Link to={`/address?brandId=${data.brandId}`} className="link-button">
            {data.delivery.address ? t('branch.changeAddress') : t('options.setAddress')}
          </Link>
        </section>
      ) : null}

      {data.draft.type === 1 ? (
        <section className="options-section" aria-labelledby="options-branch">
          <h3 id="options-branch" className="options-section__title">
            {t('options.pickupAt')}
          </h3>
          {data.pickups.length === 0 ? <p role="alert">{t('branch.noneAvailable')}</p> : null}
          <ul className="choice-list">
            {data.pickups.map((b) => (
              <li key={b.id}>
                <Link
                  to={`${base}${draftQuery(data, { branch: b.id })}`}
                  className={`choice${b.id === data.draft.branch ? ' choice--on' : ''}`}
                  aria-current={b.id === data.draft.branch ? 'true' : undefined}
                  replace
                >
                  <strong>{b.title}</strong>
                  <span className="choice__detail">{b.address}</span>
                  <BranchState state={b.state} className="choice__detail choice__state" />
                </Link>
              </li>
            ))}
          </ul>
          {data.driveThru ? (
            <nav aria-label={t('options.pickupType')} className="segmented">
              {([1, 2] as const).map((p) => (
                <Link
                  key={p}
                  to={`${base}${draftQuery(data, { pickup: p })}`}
                  className={`segmented__option${p === data.draft.pickup ? ' segmented__option--on' : ''}`}
                  aria-current={p === data.draft.pickup ? 'true' : undefined}
                  replace
                >
                  {t(`options.pickup${p}`)}
                </Link>
              ))}
            </nav>
          ) : null}
        </section>
      ) : null}

      <section className="options-section" aria-labelledby="options-time">
        <h3 id="options-time" className="options-section__title">
          {t('options.time')}
        </h3>
        <ul className="choice-list">
          <li>
            {data.asapEnabled ? (
              <Link
                to={`${base}${draftQuery(data, { sched: 1, at: null })}`}
                className={`choice${data.draft.sched === 1 ? ' choice--on' : ''}`}
                aria-current={data.draft.sched === 1 ? 'true' : undefined}
                replace
              >
                <strong>{t('orderType.asap')}</strong>
                <span className="choice__detail">{data.asapText}</span>
              </Link>
            ) : (
              <span className="choice choice--disabled" aria-disabled="true">
                <strong>{t('orderType.asap')}</strong>
                <span className="choice__detail">{t('options.asapUnavailable')}</span>
              </span>
            )}
          </li>
          {data.scheduledEnabled ? (
            <li>
              <Link
                to={`${base}${draftQuery(data, { sched: 2 })}`}
                className={`choice${data.draft.sched === 2 ? ' choice--on' : ''}`}
                aria-current={data.draft.sched === 2 ? 'true' : undefined}
                replace
              >
                <strong>{t('options.scheduled')}</strong>
                <span className="choice__detail">{data.atText ?? t('options.pickTime')}</span>
              </Link>
            </li>
          ) : null}
        </ul>
        {data.draft.sched === 2 ? (
          <Link to={`${base}${draftQuery(data, { step: 'date' })}`} className="link-button">
            {t('options.changeTime')}
          </Link>
        ) : null}
        {data.scheduledInstead ? (
          <p className="form-message form-message--warn" role="status">
            {t('branchState.scheduledInstead', data.scheduledInstead)}
          </p>
        ) : null}
        <RefusalMessage refusal={scheduleRefusal} />
      </section>

      {/* The vehicle fields come and go with drive-thru: a form (and its schema) for each. */}
      <SaveForm
        key={String(vehicle)}
        data={data}
        vehicle={vehicle}
        lastResult={lastResult}
        refusal={refusal?.field === 'at' ? null : refusal}
      />
    </Sheet>
  );
}

/** "Go to Menu" / "Save" with the draft, and for a drive-thru pickup the vehicle (SPEC §4 "Pickup"). */
function SaveForm({
  data,
  vehicle,
  lastResult,
  refusal,
}: {
  data: Data;
  vehicle: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  refusal: Refusal | null;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => optionsSaveSchema(vehicle), [vehicle]);
  const [form, fields] = useForm({
    id: 'options-save',
    lastResult,
    // Without JavaScript the browser checks the constraints; with it, the schema does.
    defaultNoValidate: false,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { vehicleRegNo: data.vehicle.regNo, vehicleDetails: data.vehicle.details },
  });
  // The draft rides in hidden fields: a fault there is a link gone wrong, not the customer's typing.
  const draftFault = (['type', 'branch', 'sched', 'at', 'pickup', 'confirm', 'save'] as const).some(
    (name) => fields[name].errors?.length,
  );
  const formRefusal: Refusal | null = draftFault ? { key: 'schedule.invalid' } : refusal;
  const action = `/brand/${data.brandId}/options${draftQuery(data)}`;
  const pending = useIsPending({ formAction: action });
  return (
    <Form method="post" action={action} className="options-save" {...getFormProps(form)}>
      <DraftFields data={data} />
      {vehicle ? (
        <div className="options-section">
          <Field
            label={t('options.vehicleRegNo')}
            errors={fields.vehicleRegNo.errors}
            inputProps={getInputProps(fields.vehicleRegNo, { type: 'text' })}
          />
          <Field
            label={t('options.vehicleDetails')}
            errors={fields.vehicleDetails.errors}
            inputProps={getInputProps(fields.vehicleDetails, { type: 'text' })}
          />
        </div>
      ) : null}
      <RefusalMessage refusal={formRefusal} />
      {data.confirm ? (
        <>
          <p role="alert">{t('cart.otherBranch')}</p>
          <input type="hidden" name="confirm" value="clear" />
        </>
      ) : data.cartOtherBranch ? (
        <p className="hint">{t('cart.otherBranch')}</p>
      ) : null}
      <StatusButton pending={pending} className="button button--primary button--block">
        {data.confirm ? t('cart.clearConfirm') : data.save ? t('options.save') : t('options.goToMenu')}
      </StatusButton>
    </Form>
  );
}
