import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSubmit } from '@remix-run/react';
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Icon } from '~/components/Icon';
import { RouteErrorBoundary } from '~/components/shell';
import { DEFAULTS, LIMITS } from '~/domain/constants';
import { positionMessage, type PositionStatus } from '~/domain/location';
import { addressAction, loadAddress } from './address.server';
import { addressDetailsSchema } from './address.schema';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field, TextareaField } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { refusalOf } from '~/utils/refusal';
import { SearchField, useSearchAsYouType } from '~/components/SearchField';
import { TopBar } from '~/components/TopBar';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request, context }: LoaderFunctionArgs) => loadAddress(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => addressAction(request, context);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args);

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}

/** Where a chosen place goes next: a brand's branch selection, or back to stores near you. */
function Target({ data }: { data: { brandId: number | null; next: string | null } }) {
  return data.brandId ? (
    <input type="hidden" name="brandId" value={data.brandId} />
  ) : (
    <input type="hidden" name="next" value={data.next ?? ''} />
  );
}

/** The delivery address page (SPEC §2 "Address and branch selection"). */
export default function AddressPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const search = useSearchAsYouType();
  const [status, setStatus] = useState<PositionStatus | 'locating' | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('unsupported');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setStatus('granted');
        submit(
          {
            intent: 'position',
            ...(data.brandId ? { brandId: String(data.brandId) } : { next: data.next! }),
            lat: String(p.coords.latitude),
            lon: String(p.coords.longitude),
            accuracy: String(Math.round(p.coords.accuracy)),
          },
          { method: 'post' },
        );
      },
      (error) => setStatus(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: DEFAULTS.locationCacheMs },
    );
  };
  // the browser's refusal of the position, else the action's (a place the maps could not name)
  const positionKey = status && status !== 'locating' && status !== 'granted' ? positionMessage(status) : null;
  const refusal = positionKey ? { key: positionKey } : refusalOf(actionData);
  const busy = useIsPending({ formMethod: null }) || status === 'locating';

  return (
    <>
      <TopBar
        title={t('address.title')}
        back={{ to: data.backTo, label: data.backKind === 'stores' ? t('backTo.stores') : t('backTo.options') }}
      />
      {data.step === 'details' && data.details ? (
        <main id="main" className="page page--address">
          <AddressDetails
            details={data.details}
            target={data}
            lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
          />
        </main>
      ) : (
        <main id="main" className="page page--address" aria-busy={busy || undefined}>
          {data.cartHasItems ? (
            <p className="notice-box" role="note">
              {t('cart.otherBranch')}
            </p>
          ) : null}
          <Form method="get" role="search" className="search" {...search}>
            <Target data={data} />
            <SearchField
              label={t('address.search')}
              defaultValue={data.q}
              minLength={LIMITS.addressSearchMinChars}
              autoComplete="street-address"
              enterKeyHint="search"
            />
            <button type="submit" className="button search__submit">
              {t('home.searchButton')}
            </button>
          </Form>
          {/* drawn before the script runs, which it needs (the browser's position): the suggestions under it do
              not move when the script comes; a browser without scripting does not show it (ADR 0046) */}
          <button
            type="button"
            className="button button--block address__locate needs-script"
            onClick={locate}
            disabled={!hydrated || busy}
          >
            <Icon name="pin" /> {status === 'locating' ? t('address.locating') : t('address.useCurrent')}
          </button>
          <RefusalMessage refusal={refusal} />
          {data.pending ? (
            <p className="address__current">
              <span>{t('address.selected')}</span> <strong>{data.pending}</strong>
            </p>
          ) : null}
          {data.tooShort ? (
            <p className="hint">{t('address.minChars', { count: LIMITS.addressSearchMinChars })}</p>
          ) : null}
          {data.searchFailed ? (
            <p className="form-message" role="alert">
              {t('address.cannotIdentify')}
            </p>
          ) : null}
          {data.q.length >= LIMITS.addressSearchMinChars && !data.searchFailed ? (
            data.predictions.length ? (
              <section aria-labelledby="suggestions">
                <h2 id="suggestions" className="section-title">
                  {t('address.suggestions')}
                </h2>
                <ul className="place-list">
                  {data.predictions.map((p) => (
                    <li key={p.placeId}>
                      <Form method="post">
                        <input type="hidden" name="intent" value="place" />
                        <Target data={data} />
                        <input type="hidden" name="placeId" value={p.placeId} />
                        <button type="submit" className="place-list__button">
                          <Icon name="pin" size={18} />
                          <span>
                            <strong>{p.main}</strong>
                            <span className="place-list__secondary">{p.secondary}</span>
                          </span>
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <p className="empty-state">{t('address.noResults')}</p>
            )
          ) : null}
        </main>
      )}
    </>
  );
}

type Details = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['details']>;
type PartName = 'establishmentName' | 'streetName' | 'flatNo' | 'additionalDetails';

/** Step 2: the chosen place, rider instructions and, where the country needs them, the address parts. */
function AddressDetails({
  details,
  target,
  lastResult,
}: {
  details: Details;
  target: { brandId: number | null; next: string | null };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const schema = useMemo(() => addressDetailsSchema(details.parts), [details.parts]);
  const [form, fields] = useForm({
    id: 'address-details',
    lastResult,
    // Without JavaScript the browser checks the constraints; with it, the schema does.
    defaultNoValidate: false,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: {
      instruction: details.instruction,
      establishmentName: details.establishmentName,
      streetName: details.streetName,
      flatNo: details.flatNo,
      additionalDetails: details.additionalDetails,
    },
  });
  const labels: Record<PartName | 'instruction', string> = {
    instruction: t('address.instruction'),
    establishmentName: t('address.establishment'),
    streetName: t('address.street'),
    flatNo: t('address.flatNo'),
    additionalDetails: t('address.additionalDetails'),
  };
  const part = (name: PartName) => (
    <Field
      label={labels[name]}
      errors={fields[name].errors}
      inputProps={getInputProps(fields[name], { type: 'text' })}
    />
  );
  const back = target.brandId ? `/address?brandId=${target.brandId}` : `/address?next=${target.next ?? ''}`;
  return (
    <Form method="post" className="address-details" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="details" />
      <Target data={target} />
      <section className="location-card" aria-labelledby="details-place">
        <h2 id="details-place" className="location-card__label">
          {t('branch.selectedLocation')}
        </h2>
        <p className="location-card__address">
          <Icon name="pin" size={18} /> {details.address}
        </p>
        <Link to={back} className="link-button">
          {t('branch.changeAddress')}
        </Link>
      </section>
      {details.parts ? (
        <>
          {part('establishmentName')}
          {part('streetName')}
          {part('flatNo')}
          {part('additionalDetails')}
        </>
      ) : null}
      <TextareaField
        label={labels.instruction}
        errors={fields.instruction.errors}
        textareaProps={{ ...getTextareaProps(fields.instruction), rows: 3 }}
      />
      <StatusButton className="button button--primary button--block" pending={pending}>
        {t('address.confirm')}
      </StatusButton>
    </Form>
  );
}
