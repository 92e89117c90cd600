// A branch's state as the customer is told it (SPEC §8 "Closed", "Busy"), on the brand menu's bar and on
// every list that offers a branch to choose (pickup, delivery branch selection, a food hall's stalls).
import { busyMinutes } from '~/domain/busy';
import { formatOpening, zonedInstant } from '~/domain/datetime';
import { HTML_LANG, type Language } from '~/i18n/languages';
import type { Branch } from '~/contract/catalog';
import type { AvailableBranch } from '~/contract/discovery';

/** "Closed now. Opening at …" — or, when scheduled orders are on, "Store is closed till …". */
export function closedState(branch: Branch, lng: Language) {
  if (branch.store_open) return null;
  const opening =
    branch.store_next_date && branch.store_next_time_slot
      ? formatOpening(
          zonedInstant(branch.store_next_date, branch.store_next_time_slot.start_time, branch.timezone),
          branch.timezone,
          HTML_LANG[lng],
        )
      : null;
  return { opening, scheduledOnly: branch.capabilities.scheduled_order_enabled };
}

/**
 * A branch in a list: closed (with its reopening) and the brand's busy wait there, for the brand the choice
 * leads to. The platform lists only the brands busy now (app/domain/busy.ts).
 */
export function listedState(
  branch: Branch & Partial<Pick<AvailableBranch, 'busy_brands'>>,
  brandId: number | null,
  lng: Language,
  now: Date,
) {
  const busy = brandId === null ? undefined : branch.busy_brands?.find((b) => b.brand_id === brandId);
  return {
    closed: closedState(branch, lng),
    busyMinutes: busy ? busyMinutes({ is_busy: true, busy_mode_updated_at: busy.busy_mode_updated_at }, now) : null,
  };
}
export type ListedState = ReturnType<typeof listedState>;
