// Third-party delivery (3PL, SPEC §7 "threepl"): a branch with three_pl_enabled hands its deliveries to a
// courier provider, whose couriers go only as far as max_distance_meter from the branch. The two columns
// come from migration 0004_three_pl.sql.
import type { Selectable } from 'kysely';
import type { ThreePl } from '../../../app/contract/catalog';
import type { BranchesTable } from '../db/schema';

/** The provider of a 3PL branch that names none: the platform's own courier service. */
export const DEFAULT_THREE_PL_PROVIDER = 'embedded';

export type BranchRow = Selectable<BranchesTable>;

/** A branch's 3PL facts: a branch without 3PL has no provider and no courier distance. */
export function threePlOf(row: BranchRow): ThreePl {
  if (!row.three_pl_enabled) return { enabled: false, provider: null, max_distance_meter: null };
  const max = row.three_pl_max_distance_meter;
  return {
    enabled: true,
    provider: row.three_pl_provider ?? DEFAULT_THREE_PL_PROVIDER,
    max_distance_meter: max == null ? null : Number(max),
  };
}

/**
 * How far a 3PL branch delivers: its delivery radius, or its couriers' distance when that is shorter.
 * Null for a branch without 3PL.
 */
export function courierReach(row: BranchRow): number | null {
  const facts = threePlOf(row);
  if (!facts.enabled) return null;
  return Math.min(row.delivery_radius, facts.max_distance_meter ?? row.delivery_radius);
}
