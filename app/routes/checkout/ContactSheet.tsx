// The checkout's contact sheet (SPEC §2 "Checkout": names where the order needs them, email, the phone with
// its country, how the customer hears of the order). URL state (`?sheet=contact`), a plain form inside.
import { getFormProps, getInputProps, type FieldMetadata } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '~/components/forms/PhoneField';
import { StatusButton } from '~/components/forms/StatusButton';
import { ChoiceField, Field } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { Sheet } from '~/components/shell';
import { contactSchema } from '~/features/checkout/checkout.schema';
import { PayGoesOn } from './PayGoesOn';
import type { PreData } from './checkout.types';
import { payerDefaults, useSheetForm } from './use-sheet-form';

export function ContactSheet({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const schema = contactSchema(data.needs);
  const [form, fields] = useSheetForm('checkout-contact', schema, {
    ...payerDefaults(data),
    notify: data.contact.notify ?? 'email',
  });
  return (
    <Sheet title={t('checkout.contact')} closeTo="/checkout">
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="contact" />
        <PayGoesOn payFlow={data.payFlow} />
        {data.needs.names ? <NameFields fields={fields} /> : null}
        <EmailField field={fields.email} />
        {/* SPEC §2 "country picker": the store's country unless the customer said otherwise */}
        <PhoneField
          region={fields.region}
          phone={fields.phone}
          labels={{ region: t('checkout.region'), phone: t('checkout.phone') }}
          countries={data.countries}
        />
        <ChoiceField legend={t('checkout.notifyTitle')} errors={fields.notify.errors} errorId={fields.notify.errorId}>
          {(['email', 'whatsapp', 'viber'] as const).map((m) => (
            <label key={m} className="choice">
              <input type="radio" name="notify" value={m} defaultChecked={(data.contact.notify ?? 'email') === m} />{' '}
              {t(`checkout.notify.${m}`)}
            </label>
          ))}
        </ChoiceField>
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('checkout.save')}
        </StatusButton>
      </Form>
    </Sheet>
  );
}

/** First and last name, as the contact and the LINE Pay sheets ask them. */
export function NameFields({
  fields,
  only,
}: {
  fields: { firstName: FieldMetadata<string | undefined>; lastName: FieldMetadata<string | undefined> };
  /** the names LINE Pay asks for (both unless told) */
  only?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {only && !only.includes('first_name') ? null : (
        <Field
          label={t('checkout.firstName')}
          errors={fields.firstName.errors}
          inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
        />
      )}
      {only && !only.includes('last_name') ? null : (
        <Field
          label={t('checkout.lastName')}
          errors={fields.lastName.errors}
          inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
        />
      )}
    </>
  );
}

/** The email of the contact and the LINE Pay sheets. */
export function EmailField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('checkout.email')}
      errors={field.errors}
      inputProps={{ ...getInputProps(field, { type: 'email' }), autoComplete: 'email' }}
    />
  );
}
