import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartRefusal } from '~/features/cart/cart-actions.server';
import { groupNoteSchema } from '~/features/cart/cart-notes.schema';
import { LIMITS } from '~/domain/constants';

/**
 * The order note of a brand's group (conform: the browser checks the length without JavaScript too; a
 * refusal comes back as this form's own result and shows under its field).
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
    constraint: getZodConstraint(groupNoteSchema),
    defaultValue: { note },
    defaultNoValidate: false,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: groupNoteSchema }),
  });
  const [value, setValue] = useState(String(fields.note.initialValue ?? note));
  const errorId = `${fields.note.id}-error`;
  return (
    <Form method="post" action={here} className="group-note" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="groupNote" />
      <input type="hidden" name="brandId" value={brandId} />
      <input type="hidden" name="redirectTo" value={here} />
      <label htmlFor={fields.note.id}>{t('cart.orderNote')}</label>
      <textarea
        {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.errors ? errorId : undefined })}
        rows={2}
        onInput={(e) => setValue(e.currentTarget.value)}
        placeholder={t('cart.orderNotePlaceholder')}
      />
      {fields.note.errors ? (
        <p id={errorId} className="field__error" role="alert">
          {t('item.noteTooLong', { count: LIMITS.orderNoteMax })}
        </p>
      ) : null}
      <div className="group-note__row">
        <span className="field-hint">{t('item.noteCount', { count: value.length, max: LIMITS.orderNoteMax })}</span>
        <button type="submit" className="button">
          {t('cart.saveNote')}
        </button>
      </div>
    </Form>
  );
}
