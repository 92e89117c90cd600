import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { CountryOptions, type CountryOption } from '~/components/CountryOptions';
import { Field, SelectField } from './fields';

/**
 * A phone number with its country (SPEC §5 "Forms": the number is checked for its region), the one block of the
 * login's details step, the profile and the checkout's contact and LINE Pay sheets. The region is an ISO
 * country (a native select), the number as the customer types it.
 */
export function PhoneField({
  region,
  phone,
  labels,
  countries,
}: {
  region: FieldMetadata<string | undefined>;
  phone: FieldMetadata<string | undefined>;
  labels: { region: string; phone: string };
  countries: CountryOption[];
}) {
  return (
    <>
      <SelectField
        label={labels.region}
        errors={region.errors}
        // always one country chosen (no empty first option), so not `required` (HTML allows it only with one)
        selectProps={{ ...getSelectProps(region), required: false, autoComplete: 'country' }}
      >
        <CountryOptions countries={countries} />
      </SelectField>
      <Field
        label={labels.phone}
        errors={phone.errors}
        inputProps={{ ...getInputProps(phone, { type: 'tel' }), inputMode: 'tel', autoComplete: 'tel' }}
      />
    </>
  );
}
