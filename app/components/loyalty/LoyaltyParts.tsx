// The loyalty pages' pieces (SPEC §2 "Promo, vouchers and loyalty"): a programme's points card and a reward's line.
import { useTranslation } from 'react-i18next';
import { BrandLogos } from '~/components/orders/OrderParts';
import type { PointsCardView, RewardView } from '~/features/loyalty/loyalty-pages.server';

/**
 * A programme's points: its name, the customer's balance in its point name, where the points count (the
 * businesses' logos, SPEC §9 "Brand logos strip 4 then +N", and their names).
 */
export function PointsCard({
  card,
  headingLevel = 2,
}: {
  card: Pick<
    PointsCardView,
    'programName' | 'points' | 'pointName' | 'color' | 'countryLevel' | 'country' | 'businesses' | 'logos'
  >;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card loyalty-card" style={{ borderColor: card.color }} aria-label={card.programName}>
      <Heading className="card__title">{card.programName}</Heading>
      <p className="loyalty-card__points">
        <strong>{`${card.points} ${card.pointName}`}</strong>
      </p>
      <BrandLogos brands={card.logos} />
      <p className="muted">
        {card.countryLevel
          ? t('loyalty.countryPool', { country: card.country ?? '', businesses: card.businesses.join(', ') })
          : card.businesses.join(', ')}
      </p>
    </section>
  );
}

/** A reward: what it takes off, the points it costs, and whether the balance covers it. */
export function RewardLine({ reward, pointName }: { reward: RewardView; pointName: string }) {
  const { t } = useTranslation();
  const off =
    reward.kind === 'flat'
      ? t('loyalty.rewardFlat', { amount: reward.amount })
      : reward.kind === 'percentUpto'
        ? t('loyalty.rewardPercentUpto', { percent: reward.percent, amount: reward.amount })
        : t('loyalty.rewardPercent', { percent: reward.percent });
  return (
    <>
      <strong>{off}</strong>
      <span className="choice__detail">{`${reward.points} ${pointName}`}</span>
      <span className="choice__detail choice__state">
        {reward.canRedeem ? t('loyalty.canRedeem') : t('loyalty.pointsNeeded', { points: reward.needed, pointName })}
      </span>
    </>
  );
}
