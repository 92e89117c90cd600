import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '~/components/forms/PhoneField';
import { StatusButton } from '~/components/forms/StatusButton';
import { useIsPending } from '~/components/forms/useIsPending';
import { Sheet } from '~/components/shell';
import { linePaySchema } from '~/features/checkout/checkout.schema';
import { EmailField, NameFields } from './ContactSheet';
import { PayGoesOn } from './PayGoesOn';
import type { PreData } from './checkout.types';
import { payerDefaults, useSheetForm } from './use-sheet-form';

/**
 * SPEC §2 "line-pay user details" (check 13): exactly the payer details LINE Pay needs that neither the account
 * nor this checkout has (all of them, to change, when none is missing).
 */
export function LinePaySheet({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const asked = data.linePay?.asked ?? [];
  const schema = linePaySchema(asked);
  const [form, fields] = useSheetForm('checkout-line-pay', schema, payerDefaults(data));
  return (
    <Sheet title={t('checkout.linePay.title')} closeTo="/checkout">
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="linePay" />
        <PayGoesOn payFlow={data.payFlow} />
        <p>{t('checkout.linePay.intro')}</p>
        {asked.includes('first_name') || asked.includes('last_name') ? (
          <NameFields fields={fields} only={asked} />
        ) : null}
        {asked.includes('email') ? <EmailField field={fields.email} /> : null}
        {asked.includes('phone') ? (
          <PhoneField
            region={fields.region}
            phone={fields.phone}
            labels={{ region: t('checkout.region'), phone: t('checkout.phone') }}
            countries={data.countries}
          />
        ) : null}
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('checkout.save')}
        </StatusButton>
      </Form>
    </Sheet>
  );
}
