import { describe, expect, it } from 'vitest';
import { closedState } from '~/features/branches/branch-state.server';
import { busyMinutes } from '~/domain/busy';
import type { Branch } from '~/contract/catalog';

const branch = (extra: Partial<Branch> & { scheduled?: boolean }): Branch =>
  ({
    store_open: false,
    store_next_date: '2026-11-24',
    store_next_time_slot: { start_time: 1000, end_time: 2200 },
    timezone: 'Asia/Manila',
    capabilities: { scheduled_order_enabled: extra.scheduled ?? false },
    ...extra,
  }) as unknown as Branch;

describe('closed bar (SPEC §8 "Closed")', () => {
  it('is absent while the store is open', () => {
    expect(closedState(branch({ store_open: true }), 'en')).toBeNull();
  });
  it('names the next opening in the branch’s zone and the user’s language', () => {
    expect(closedState(branch({}), 'en')).toEqual({ opening: 'Tue, Nov 24, 10:00 AM', scheduledOnly: false });
    expect(closedState(branch({}), 'ja')?.opening).toMatch(/11月24日.*10:00/);
  });
  it('says scheduled orders only when the branch takes them', () => {
    expect(closedState(branch({ scheduled: true }), 'en')?.scheduledOnly).toBe(true);
  });
  it('has no opening time when none is known', () => {
    expect(closedState(branch({ store_next_date: null, store_next_time_slot: null }), 'en')).toEqual({
      opening: null,
      scheduledOnly: false,
    });
  });
});

describe('busy minutes', () => {
  it('follow the busy wait of SPEC §4 and are absent when not busy', () => {
    const now = new Date('2026-11-23T10:20:00Z');
    expect(busyMinutes({ is_busy: true, busy_mode_updated_at: '2026-11-23T10:00:00Z' }, now)).toBe(40);
    expect(busyMinutes({ is_busy: false, busy_mode_updated_at: '2026-11-23T10:00:00Z' }, now)).toBeNull();
  });
});
