// The checkout's form sheets (contact, address confirmation, LINE Pay details) set up conform the same way:
// the action's last answer, the schema's constraints for the browser, validation on blur with the schema the
// server checks with. One hook, so a sheet says only its id, schema and first values.
import { useForm, type DefaultValue } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { useActionData } from '@remix-run/react';
import type { z } from 'zod';
import type { CheckoutAction, PreData } from './checkout.types';

export function useSheetForm<Schema extends z.ZodTypeAny>(
  id: string,
  schema: Schema,
  defaultValue: DefaultValue<z.input<Schema>>,
) {
  const result = (useActionData<CheckoutAction>() as { result?: never } | undefined)?.result;
  return useForm<z.input<Schema>>({
    id,
    lastResult: result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: 'onBlur',
    defaultValue,
  });
}

/** The payer's details as the contact and LINE Pay sheets start from: this checkout's, else the account's. */
export function payerDefaults(data: PreData) {
  return {
    firstName: data.payer.first_name ?? '',
    lastName: data.payer.last_name ?? '',
    email: data.payer.email ?? '',
    phone: data.payer.phone ?? '',
    region: data.payer.region ?? data.storeCountry,
  };
}
