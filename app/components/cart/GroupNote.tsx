import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { StatusButton } from '~/components/forms/StatusButton';
import { TextareaField } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRefusal } from '~/features/cart/cart-actions.server';
import { LIMITS } from '~/domain/constants';

/**
 * The order note of a brand's group (conform: the browser checks the length without JavaScript too; a
 * refusal comes back as this form's own result and shows under its field). The schema
 * (features/cart/cart-notes.schema.ts) is the action's: the field's one rule, its length, is the
 * textarea's own maxlength here, so the cart ships no zod to the browser (issue 28).
 */
export function GroupNote({
  brandId,
  note,
  here,
  refused,
}: {
  brandId: number;
  note: string;
  here: string;
  refused: CartRefusal | null;
}) {
  const { t } = useTranslation();
  const mine = refused?.result?.initialValue?.brandId === String(brandId) ? refused.result : undefined;
  const [form, fields] = useForm({
    id: `group-note-${brandId}`,
    lastResult: mine,
    constraint: { note: { maxLength: LIMITS.orderNoteMax } },
    defaultValue: { note },
    defaultNoValidate: false,
    // No onValidate, so conform's blur or input validation would be a post to the server: each blur of the
    // note was a request, and the Save tapped just after it found its button disabled by that request. The
    // form is checked when sent (the browser's maxlength first), and again on the next send.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
  });
  const [value, setValue] = useState(String(fields.note.initialValue ?? note));
  const pending = useIsPending({ formAction: here });
  return (
    <Form method="post" action={here} className="group-note" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="groupNote" />
      <input type="hidden" name="brandId" value={brandId} />
      <input type="hidden" name="redirectTo" value={here} />
      <TextareaField
        label={t('cart.orderNote')}
        errors={fields.note.errors}
        alert
        hint={t('item.noteCount', { count: value.length, max: LIMITS.orderNoteMax })}
        textareaProps={{
          ...getTextareaProps(fields.note),
          rows: 2,
          onInput: (e) => setValue(e.currentTarget.value),
          placeholder: t('cart.orderNotePlaceholder'),
        }}
      />
      <div className="group-note__row">
        <StatusButton pending={pending}>{t('cart.saveNote')}</StatusButton>
      </div>
    </Form>
  );
}
