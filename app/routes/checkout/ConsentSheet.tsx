// The checkout's consent sheet (SPEC §4 age-restricted items): the consent, and the ID images where needed.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { IdUpload } from '~/components/checkout/IdUpload';
import { RefusalMessage, useRefusalText } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { useIsPending } from '~/components/forms/useIsPending';
import { Sheet } from '~/components/shell';
import { PayGoesOn } from './PayGoesOn';
import type { Answer, PreData } from './checkout.types';

export function ConsentSheet({ data, answer }: { data: PreData; answer: Answer }) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const word = useRefusalText();
  const refusal = answer?.refusal;
  const errorOf = (field: string) => (refusal?.field === field ? word(refusal) : null);
  return (
    <Sheet title={t('checkout.idValidation')} closeTo="/checkout">
      <Form method="post" encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="consent" />
        <PayGoesOn payFlow={data.payFlow} />
        {data.age.messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
        <label className="choice">
          <input type="checkbox" name="consent" defaultChecked={data.age.consent.given} required />{' '}
          {t('checkout.consentLabel')}
        </label>
        {data.age.idRequired ? (
          <>
            <IdUpload
              name="front"
              side="front"
              uploadedUrl={data.age.consent.front ? `/${data.age.consent.front}` : null}
              error={errorOf('front')}
              required={!data.age.consent.front}
            />
            <IdUpload
              name="back"
              side="back"
              uploadedUrl={data.age.consent.back ? `/${data.age.consent.back}` : null}
              error={errorOf('back')}
              required={!data.age.consent.back}
            />
          </>
        ) : null}
        <RefusalMessage refusal={refusal?.field === 'consent' ? refusal : null} />
        <StatusButton className="button button--primary button--block" pending={pending}>
          {t('checkout.save')}
        </StatusButton>
      </Form>
    </Sheet>
  );
}
