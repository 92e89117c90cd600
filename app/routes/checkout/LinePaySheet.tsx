import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form, useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PhoneField, StatusButton, useIsPending } from '~/components/forms';
import { Sheet } from '~/components/Sheet';
import { linePaySchema } from '~/features/checkout/checkout.schema';
import { EmailField, NameFields } from './ContactSheet';
import { PayGoesOn } from './PayGoesOn';
import type { CheckoutAction, PreData } from './checkout.types';

/**
 * SPEC §2 "line-pay user details" (check 13): exactly the payer details LINE Pay needs that neither the account
 * nor this checkout has (all of them, to change, when none is missing).
 */
export function LinePaySheet({ data }: { data: PreData }) {
  const { t } = useTranslation();
  const pending = useIsPending();
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
