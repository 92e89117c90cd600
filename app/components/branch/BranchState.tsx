import { useTranslation } from 'react-i18next';
import type { ListedState } from '~/features/branches/branch-state.server';

/**
 * A listed branch's state in the SPEC §8 words the brand menu's bar uses: closed with its reopening (a
 * scheduled order only, where the branch takes them) and busy with its wait. Nothing for an open branch.
 */
export function BranchState({ state, className }: { state: ListedState; className: string }) {
  const { t } = useTranslation();
  const { closed, busyMinutes } = state;
  if (!closed && busyMinutes === null) return null;
  return (
    <span className={className}>
      {closed
        ? closed.opening
          ? closed.scheduledOnly
            ? t('brand.closedTill', { time: closed.opening })
            : t('brand.closedNow', { time: closed.opening })
          : t('brand.closed')
        : null}
      {closed && busyMinutes !== null ? ' ' : null}
      {busyMinutes !== null ? t('brand.busy', { count: busyMinutes }) : null}
    </span>
  );
}
