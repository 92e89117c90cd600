// SPEC §2 "cancel-order modal (reason list, free text for other)", §4 "The cancel sheet asks for a reason.
// Confirm is disabled until one is chosen. The other reason uses free text." A plain form: without
// JavaScript the radios are required and the text box is always there; with it the box shows for "other".
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form, Link, useActionData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Sheet } from '~/components/shell';
import { StatusButton } from '~/components/forms/StatusButton';
import { ChoiceField, TextareaField } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import type { Refusal } from '~/utils/refusal';
import { CancelRefused } from './CancelRefused';
import { LIMITS } from '~/domain/constants';
import { cancelSchema } from '~/features/orders/cancel.schema';

type Answer = { result?: never; refusal?: Refusal } | undefined;

export function CancelSheet({
  reasons,
  closeTo,
}: {
  reasons: { id: number; title: string; other: boolean }[];
  closeTo: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const answer = useActionData() as Answer;
  const busy = useIsPending();
  const schema = cancelSchema(reasons.filter((r) => r.other).map((r) => r.id));
  const [chosen, setChosen] = useState<number | null>(null);
  const [form, fields] = useForm({
    id: 'cancel-order',
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: 'onInput',
  });
  const otherChosen = reasons.some((r) => r.other && r.id === chosen);
  return (
    <Sheet title={t('order.cancelTitle')} closeTo={closeTo}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="cancel" />
        <ChoiceField legend={t('order.cancelReason')} errors={fields.reasonId.errors} errorId={fields.reasonId.errorId}>
          {reasons.map((r) => (
            <label key={r.id} className="choice">
              <input type="radio" name={fields.reasonId.name} value={r.id} required onChange={() => setChosen(r.id)} />{' '}
              {r.title}
            </label>
          ))}
        </ChoiceField>
        {!hydrated || otherChosen ? (
          <TextareaField
            label={t('order.cancelOther')}
            errors={fields.other.errors}
            textareaProps={{
              ...getTextareaProps(fields.other),
              rows: 3,
              maxLength: LIMITS.cancelReasonMax,
              required: hydrated && otherChosen,
            }}
          />
        ) : null}
        <CancelRefused refusal={answer?.refusal?.field === 'cancel' ? answer.refusal : null} />
        <div className="sheet-actions">
          <StatusButton className="button button--danger" disabled={hydrated && chosen === null} pending={busy}>
            {t('order.cancelConfirm')}
          </StatusButton>
          <Link to={closeTo} className="button" replace preventScrollReset>
            {t('order.keepOrder')}
          </Link>
        </div>
      </Form>
    </Sheet>
  );
}
