// The demo's branch that is "closed today and tomorrow" keeps being so while the server runs: at the
// branch's midnight its off dates move on a day, and dates set by ops are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../fixtures/database';
import { moveDemoClosures, refreshDemoClock } from '../../server/platform/demo/clock';
import type { Database } from '../../server/platform/db/index';

let database: Database;
beforeAll(async () => {
  database = await demoDatabase();
});
afterAll(async () => {
  await database?.close();
});

const makati = () =>
  database.db
    .selectFrom('entity_links')
    .innerJoin('branches', 'branches.id', 'entity_links.branch_id')
    .select(['branches.id', 'branches.off_dates'])
    .where('entity_links.hash', '=', 'LKmakati')
    .executeTakeFirstOrThrow();

describe('the demo clock', () => {
  it('moves "closed today and tomorrow" on at Manila midnight, once', async () => {
    await refreshDemoClock(database.db, new Date('2026-11-23T15:55:00Z')); // 23:55 in Manila
    expect((await makati()).off_dates).toEqual([{ from: '2026-11-23', to: '2026-11-24' }]);
    expect(await moveDemoClosures(database.db, new Date('2026-11-23T15:59:00Z'))).toBe(0);
    expect(await moveDemoClosures(database.db, new Date('2026-11-23T16:01:00Z'))).toBe(1); // 00:01
    expect((await makati()).off_dates).toEqual([{ from: '2026-11-24', to: '2026-11-25' }]);
    expect(await moveDemoClosures(database.db, new Date('2026-11-23T16:02:00Z'))).toBe(0);
  });

  it('leaves off dates that ops changed', async () => {
    const { id } = await makati();
    const ops = [{ from: '2026-12-24', to: '2026-12-26' }];
    await database.db
      .updateTable('branches')
      .set({ off_dates: JSON.stringify(ops) })
      .where('id', '=', id)
      .execute();
    expect(await moveDemoClosures(database.db, new Date('2026-11-24T16:01:00Z'))).toBe(0);
    expect((await makati()).off_dates).toEqual(ops);
  });
});
