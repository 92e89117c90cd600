import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { StatusButton } from '~/components/forms/StatusButton';
import { Field, TextareaField } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { Sheet } from '~/components/shell';
import { confirmAddressSchema } from '~/features/checkout/checkout.schema';
import { PayGoesOn } from './PayGoesOn';
import { useSheetForm } from './use-sheet-form';
import type { PreData } from './checkout.types';

/**
 * SPEC §4 check 7: a delivery place the map could not name. What we know (the pinned coordinates), what a
 * rider needs (the street; the building where the country needs it), the optional parts and the instruction.
 */
export function AddressSheet({ sheet, payFlow }: { sheet: NonNullable<PreData['addressSheet']>; payFlow: boolean }) {
  const { t } = useTranslation();
  const schema = confirmAddressSchema(sheet.partsRequired);
  const [form, fields] = useSheetForm('checkout-address', schema, {
    establishmentName: sheet.establishmentName,
    streetName: sheet.streetName,
    flatNo: sheet.flatNo,
    additionalDetails: sheet.additionalDetails,
    instruction: sheet.instruction,
  });
  const pending = useIsPending();
  const part = (name: 'establishmentName' | 'streetName' | 'flatNo' | 'additionalDetails', label: string) => (
    <Field label={label} errors={fields[name].errors} inputProps={getInputProps(fields[name], { type: 'text' })} />
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
        <TextareaField
          label={t('address.instruction')}
          errors={fields.instruction.errors}
          textareaProps={{ ...getTextareaProps(fields.instruction), rows: 3 }}
        />
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('address.confirm')}
        </StatusButton>
      </Form>
    </Sheet>
  );
}
