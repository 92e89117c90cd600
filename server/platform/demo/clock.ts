// The demo's clock while the server runs (issue 12): its "closed today and tomorrow" follows each branch's
// midnight, and its busy branch stays busy — renewed before its 60-minute window ends — so that its wait reads
// down. Only the demo's own rows are moved: a change made through ops stays. (The demo's data: ./seed.ts.)
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { BUSY_WINDOW_MINUTES } from '../../../app/domain/constants';
import { addDays, localMoment } from '../../../app/domain/store-hours';
import * as world from './world';
import type { DemoBranch } from './world/schema';

/** Off dates that keep a branch closed today and tomorrow in its zone. */
export function closedNowRange(timezone: string, now: Date) {
  const today = localMoment(now, timezone).date;
  return [{ from: today, to: addDays(today, 1) }];
}

/** A demo branch's row: by its own link, else by its title. */
async function demoBranchRow(db: Kysely<DB>, br: DemoBranch) {
  const link = world.links.find((l) => (l.type === 3 || l.type === 7) && l.target === br.key && !l.table);
  return link
    ? db
        .selectFrom('entity_links')
        .innerJoin('branches', 'branches.id', 'entity_links.branch_id')
        .select(['branches.id', 'branches.timezone'])
        .where('entity_links.hash', '=', link.hash)
        .executeTakeFirst()
    : db.selectFrom('branches').select(['id', 'timezone']).where('title', '=', br.title).executeTakeFirst();
}

/**
 * The demo clock's tick while the server runs (every minute, server/app.ts): the closures follow midnight
 * and the busy branch is renewed (`renewDemoBusy`). Answers how many rows changed.
 */
export async function tickDemoClock(db: Kysely<DB>, now = new Date()): Promise<number> {
  return (await moveDemoClosures(db, now)) + (await renewDemoBusy(db, now));
}

/**
 * At a branch's midnight, its "closed today and tomorrow" moves on a day, so a demo left running (or a test
 * run that crosses midnight in Manila) still finds it closed today and tomorrow. Only dates still the demo's
 * own from the day before are moved (ops changes stay). Answers how many branches changed.
 */
export async function moveDemoClosures(db: Kysely<DB>, now = new Date()): Promise<number> {
  let changed = 0;
  for (const br of world.businesses.flatMap((b) => b.branches).filter((b) => b.closedNow)) {
    const row = await demoBranchRow(db, br);
    if (!row) continue;
    const before = closedNowRange(row.timezone, new Date(now.getTime() - 86_400_000));
    const result = await db
      .updateTable('branches')
      .set({ off_dates: JSON.stringify(closedNowRange(row.timezone, now)) })
      .where('id', '=', row.id)
      .where(sql<boolean>`off_dates = ${JSON.stringify(before)}::jsonb`)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/**
 * Facts of the demo that are relative to "now" (a branch closed today, a brand busy since a while ago)
 * are set again at each start, so the demo shows them whatever day it is started.
 */
export async function refreshDemoClock(db: Kysely<DB>, now = new Date()): Promise<void> {
  for (const br of world.businesses.flatMap((b) => b.branches)) {
    const row = await demoBranchRow(db, br);
    if (!row) continue;
    if (br.closedNow) {
      await db
        .updateTable('branches')
        .set({ off_dates: JSON.stringify(closedNowRange(row.timezone, now)) })
        .where('id', '=', row.id)
        .execute();
    }
    if (br.three_pl) {
      // A demo database loaded before migration 0004 gets its courier facts once (never over ops changes).
      await db
        .updateTable('branches')
        .set({
          three_pl_enabled: true,
          three_pl_provider: br.three_pl.provider,
          three_pl_max_distance_meter: br.three_pl.max_distance_meter,
        })
        .where('id', '=', row.id)
        .where('three_pl_provider', 'is', null)
        .execute();
    }
  }
  await renewDemoBusy(db, now, { always: true });
}

/** The demo's busy brands are seeded as busy since this many minutes ago, and renewed to it. */
export const DEMO_BUSY_AGE_MINUTES = 20;
/** A busy mode with this little of its window left (or none) is renewed. */
const DEMO_BUSY_RENEW_LEFT_MINUTES = 10;

/**
 * The demo's busy branch keeps being busy, its wait reading down (a busy mode ends by itself after its
 * window, SPEC §9): when the window of its brands' busy mode has 10 minutes or less left, their start moves
 * to 20 minutes ago — at each start (`always`), at once. Only while still busy: turning busy mode off (ops)
 * is never undone. Answers how many rows changed.
 */
export async function renewDemoBusy(db: Kysely<DB>, now = new Date(), options: { always?: boolean } = {}) {
  const since = new Date(now.getTime() - DEMO_BUSY_AGE_MINUTES * 60_000);
  const due = new Date(now.getTime() - (BUSY_WINDOW_MINUTES - DEMO_BUSY_RENEW_LEFT_MINUTES) * 60_000);
  let changed = 0;
  for (const br of world.businesses.flatMap((b) => b.branches).filter((b) => b.busy)) {
    const row = await demoBranchRow(db, br);
    if (!row) continue;
    let atBranch = db
      .updateTable('branch_brands')
      .set({ busy_mode_updated_at: since })
      .where('branch_id', '=', row.id)
      .where('is_busy', '=', true);
    if (!options.always)
      atBranch = atBranch.where((eb) =>
        eb.or([eb('busy_mode_updated_at', 'is', null), eb('busy_mode_updated_at', '<=', due)]),
      );
    const brands = await atBranch.returning('brand_id').execute();
    changed += brands.length;
    if (!brands.length) continue;
    // The brands' own last state (read where no branch is in context) follows.
    let own = db
      .updateTable('brands')
      .set({ busy_mode_updated_at: since })
      .where(
        'id',
        'in',
        brands.map((b) => b.brand_id),
      )
      .where('is_busy', '=', true);
    if (!options.always)
      own = own.where((eb) => eb.or([eb('busy_mode_updated_at', 'is', null), eb('busy_mode_updated_at', '<=', due)]));
    changed += Number((await own.executeTakeFirst()).numUpdatedRows);
  }
  return changed;
}
