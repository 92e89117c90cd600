// The checkout's rewards sheet (SPEC §2 "rewards sheet"): the store's rewards with the points each needs; one the
// balance covers is chosen with a plain form (intent reward), and comes off the bill as its rewards discount.
import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { RefusalMessage } from '~/components/forms/RefusalMessage';
import { StatusButton } from '~/components/forms/StatusButton';
import { useIsPending } from '~/components/forms/useIsPending';
import { RewardLine } from '~/components/loyalty/LoyaltyParts';
import { Sheet } from '~/components/shell';
import type { Answer, PreData } from './checkout.types';

export function RewardsSheet({
  sheet,
  chosen,
  answer,
}: {
  sheet: NonNullable<PreData['rewardsSheet']>;
  chosen: number | null;
  answer: Answer;
}) {
  const { t } = useTranslation();
  const pending = useIsPending();
  const redeemable = sheet.rewards.filter((r) => r.canRedeem);
  return (
    <Sheet title={t('loyalty.sheetTitle')} closeTo="/checkout">
      <p>
        <strong>{`${sheet.points} ${sheet.pointName}`}</strong>
      </p>
      {sheet.problem === 'failed' ? <p role="alert">{t('loyalty.errors.generic')}</p> : null}
      {sheet.problem === 'empty' ? <p className="muted">{t('loyalty.errors.noReward')}</p> : null}
      {sheet.rewards.length ? (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="reward" />
          <fieldset className="stack">
            <legend>{t('loyalty.rewardsTitle')}</legend>
            {sheet.rewards.map((r) => (
              <label key={r.id} className={`choice${r.canRedeem ? '' : ' choice--disabled'}`}>
                <span>
                  <input
                    type="radio"
                    name="rewardId"
                    value={r.id}
                    required
                    disabled={!r.canRedeem}
                    defaultChecked={r.id === chosen}
                  />{' '}
                  <RewardLine reward={r} pointName={sheet.pointName} />
                </span>
              </label>
            ))}
          </fieldset>
          <RefusalMessage refusal={answer?.refusal ?? null} />
          {redeemable.length ? (
            <StatusButton className="button button--primary button--block" pending={pending}>
              {t('loyalty.applyReward')}
            </StatusButton>
          ) : null}
        </Form>
      ) : null}
    </Sheet>
  );
}
