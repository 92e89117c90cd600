// The checkout's senior citizen / PWD sheet (issue 26; SPEC §3 seniorCitizenAttachment, §5 "Senior/PWD"), for
// Philippine stores: the number of customers and of senior citizen / PWD cards, and each card's front and back.
// One multipart form that works without JavaScript: a new count of cards shows its image fields once saved; with
// JavaScript they follow the count as it is typed.
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdUpload } from '~/components/checkout/IdUpload';
import { fieldBeforeScript, useChangedBeforeScript } from '~/components/forms/before-script';
import { Field } from '~/components/forms/fields';
import { useRefusalText } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { useIsPending } from '~/components/forms/useIsPending';
import { Sheet } from '~/components/shell';
import { LIMITS } from '~/domain/constants';
import type { Answer, PreData } from './checkout.types';

export function SeniorSheet({ senior, answer }: { senior: NonNullable<PreData['senior']>; answer: Answer }) {
  const { t } = useTranslation();
  const pending = useIsPending({ with: { intent: 'senior' } });
  const word = useRefusalText();
  const refusal = answer?.refusal;
  const errorOf = (field: string) => (refusal?.field === field ? word(refusal) : null);
  // with JavaScript the image fields follow the typed count; without it, the saved count's
  const [count, setCount] = useState(senior.seniors);
  // a count typed before the script ran: its image fields once the script runs
  useChangedBeforeScript(() => {
    const typed = fieldBeforeScript('senior-seniors');
    if (typed !== undefined) setCount(Number.parseInt(typed, 10) || 0);
  });
  const rows = Math.max(0, Math.min(count, LIMITS.seniorCardsMax));
  const customersError = errorOf('customers');
  const seniorsError = errorOf('seniors');
  return (
    <Sheet title={t('checkout.senior.title')} closeTo="/checkout">
      <Form method="post" encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="senior" />
        <p>{t('checkout.senior.intro')}</p>
        <Field
          label={t('checkout.senior.customers')}
          errors={[customersError]}
          alert
          inputProps={{
            id: 'senior-customers',
            type: 'number',
            name: 'customers',
            inputMode: 'numeric',
            min: 1,
            max: LIMITS.stepperMax,
            step: 1,
            required: true,
            defaultValue: senior.customers ?? '',
          }}
        />
        <Field
          label={t('checkout.senior.seniors')}
          hint={t('checkout.senior.hint', { max: LIMITS.seniorCardsMax })}
          errors={[seniorsError]}
          alert
          inputProps={{
            id: 'senior-seniors',
            type: 'number',
            name: 'seniors',
            inputMode: 'numeric',
            min: 0,
            max: LIMITS.seniorCardsMax,
            step: 1,
            required: true,
            defaultValue: senior.customers == null ? '' : senior.seniors,
            onChange: (e) => setCount(Number.parseInt(e.currentTarget.value, 10) || 0),
          }}
        />
        {Array.from({ length: rows }, (_, i) => {
          const card = senior.cards[i] ?? { front: null, back: null };
          return (
            <fieldset key={i} className="field senior-card">
              <legend>{t('checkout.senior.card', { n: i + 1 })}</legend>
              <IdUpload
                name={`front-${i}`}
                side="front"
                label={t('checkout.senior.front', { n: i + 1 })}
                uploadedUrl={card.front}
                error={errorOf(`front-${i}`)}
              />
              <IdUpload
                name={`back-${i}`}
                side="back"
                label={t('checkout.senior.back', { n: i + 1 })}
                uploadedUrl={card.back}
                error={errorOf(`back-${i}`)}
              />
            </fieldset>
          );
        })}
        {senior.customers != null && !senior.complete ? (
          <p className="form-message form-message--warn" role="status">
            {t('checkout.senior.incomplete')}
          </p>
        ) : null}
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('checkout.save')}
        </StatusButton>
      </Form>
      {senior.customers != null ? (
        <Form method="post">
          <input type="hidden" name="intent" value="seniorRemove" />
          <button type="submit" className="button button--block">
            {t('checkout.senior.remove')}
          </button>
        </Form>
      ) : null}
    </Sheet>
  );
}
