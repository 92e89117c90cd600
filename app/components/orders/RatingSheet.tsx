// SPEC §2 "Rating sheet: 1 to 5 stars, optional comment, aspect chips", §5 "Rating: value 1 to 5. Comment max
// 500 (Maximum 500 characters). Submit is disabled while loading or invalid." A plain form: the stars are
// native radios (drawn as stars, named "1 star" … "5 stars"), the chips native checkboxes, so it works
// without JavaScript; with it, Submit waits for a star and the impression shows as the stars are chosen.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { Form, Link, useActionData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { ChoiceField, TextareaField } from '~/components/forms/fields';
import { useIsPending } from '~/components/forms/useIsPending';
import type { Refusal } from '~/utils/refusal';
import { Sheet } from '~/components/shell';
import { LIMITS } from '~/domain/constants';
import { impressionOf, RATING_VALUES } from '~/domain/ratings';
import { rateSchema } from '~/features/orders/rating.schema';
import { StarIcon } from './RatingStars';

type Answer = { result?: SubmissionResult<string[]>; refusal?: Refusal } | undefined;

export function RatingSheet({
  title,
  closeTo,
  aspects,
  lead,
}: {
  title: string;
  closeTo: string;
  aspects: { id: number; name: string }[];
  /** what is rated (a group's stalls) */
  lead?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const answer = useActionData() as Answer;
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: 'rate-order',
    lastResult: answer?.result,
    constraint: getZodConstraint(rateSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rateSchema }),
    shouldRevalidate: 'onInput',
  });
  const initialStars = Number(fields.rating.initialValue) || null;
  const [stars, setStars] = useState<number | null>(initialStars);
  const chosenAspects = ([] as unknown[]).concat(fields.aspects.initialValue ?? []).map(String);
  return (
    <Sheet title={title} closeTo={closeTo} className="rating-sheet">
      <Form method="post" {...getFormProps(form)} className="stack rating-form">
        <input type="hidden" name="intent" value="rate" />
        {lead}
        <ChoiceField
          className="rating-input"
          legend={t('rating.stars')}
          errors={fields.rating.errors}
          errorId={fields.rating.errorId}
        >
          <div className="rating-input__stars">
            {RATING_VALUES.map((v) => (
              <label key={v} className="rating-input__star">
                <input
                  type="radio"
                  name={fields.rating.name}
                  value={v}
                  required
                  defaultChecked={initialStars === v}
                  onChange={() => setStars(v)}
                  className="visually-hidden"
                />
                <StarIcon size={36} />
                <span className="visually-hidden">{t('rating.star', { count: v })}</span>
              </label>
            ))}
          </div>
          {stars ? (
            <p className="rating-input__impression" aria-live="polite">
              {t(`rating.impression.${impressionOf(stars as 1)}`)}
            </p>
          ) : null}
        </ChoiceField>
        {aspects.length ? (
          <ChoiceField legend={t('rating.aspects')} errors={fields.aspects.errors} errorId={fields.aspects.errorId}>
            <div className="rating-chips">
              {aspects.map((a) => (
                <label key={a.id} className="rating-chip">
                  <input
                    type="checkbox"
                    name={fields.aspects.name}
                    value={a.id}
                    defaultChecked={chosenAspects.includes(String(a.id))}
                  />
                  <span>{a.name}</span>
                </label>
              ))}
            </div>
          </ChoiceField>
        ) : null}
        <TextareaField
          label={t('rating.comment')}
          hint={t('rating.commentMax')}
          errors={fields.comments.errors}
          textareaProps={{ ...getTextareaProps(fields.comments), rows: 3, maxLength: LIMITS.ratingCommentMax }}
        />
        <RefusalMessage refusal={answer?.refusal?.field === 'rating' ? answer.refusal : null} />
        <div className="sheet-actions">
          <StatusButton className="button button--primary" disabled={hydrated && stars === null} pending={busy}>
            {t('rating.submit')}
          </StatusButton>
          <Link to={closeTo} className="button" replace preventScrollReset>
            {t('rating.notNow')}
          </Link>
        </div>
      </Form>
    </Sheet>
  );
}
