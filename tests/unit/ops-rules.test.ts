// The ops screen's pure rules (issue 16): a manual close is an off date of the branch's own day (so the open
// check and the next opening follow), and the kitchen room's ticket opens one branch for a while, only when
// signed with the ops token.
import { describe, expect, it } from 'vitest';
import { OPS_TICKET_TTL_MS, signOpsTicket, verifyOpsTicket } from '~/domain/ops-ticket';
import { storeState, withManualClosure } from '~/domain/store-hours';

const always = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), [{ start_time: 0, end_time: 2400 }]]));
const manila = { timezone: 'Asia/Manila', available_times: always };

describe('closed for today (withManualClosure)', () => {
  // 23:30 in Manila on 2026-03-10 (UTC+8)
  const now = new Date('2026-03-10T15:30:00Z');
  it('closes the branch for the rest of its local day and opens it the next', () => {
    expect(storeState({ ...manila, off_dates: withManualClosure([], null) }, now).store_open).toBe(true);
    const closed = storeState({ ...manila, off_dates: withManualClosure([], '2026-03-10') }, now);
    expect(closed.store_open).toBe(false);
    expect(closed.store_next_date).toBe('2026-03-11');
  });
  it('is over once the day is', () => {
    expect(storeState({ ...manila, off_dates: withManualClosure([], '2026-03-09') }, now).store_open).toBe(true);
    // the branch's day, not the server's: 00:30 on the 11th in Manila is still the 10th in UTC
    const nextMorning = new Date('2026-03-10T16:30:00Z');
    expect(storeState({ ...manila, off_dates: withManualClosure([], '2026-03-10') }, nextMorning).store_open).toBe(
      true,
    );
  });
  it('keeps the planned off dates', () => {
    const planned = [{ from: '2026-03-20', to: '2026-03-21' }];
    expect(withManualClosure(planned, '2026-03-10')).toEqual([...planned, { from: '2026-03-10', to: '2026-03-10' }]);
  });
});

describe('the kitchen room ticket', () => {
  const token = 'ops-token-for-tests-0123456789';
  const now = Date.UTC(2026, 2, 10, 12);
  it('opens its branch until it expires', () => {
    const ticket = signOpsTicket(token, 4, now);
    expect(verifyOpsTicket(token, ticket, now)).toBe(4);
    expect(verifyOpsTicket(token, ticket, now + OPS_TICKET_TTL_MS - 1)).toBe(4);
    expect(verifyOpsTicket(token, ticket, now + OPS_TICKET_TTL_MS + 1)).toBeNull();
  });
  it('refuses another token, another branch, and anything that is not a ticket', () => {
    const ticket = signOpsTicket(token, 4, now);
    expect(verifyOpsTicket('another-token-0123456789', ticket, now)).toBeNull();
    expect(verifyOpsTicket(token, ticket.replace(/^4\./, '5.'), now)).toBeNull();
    for (const bad of [undefined, 4, '', 'x'.repeat(500), '4.1.short', { ticket }])
      expect(verifyOpsTicket(token, bad, now)).toBeNull();
  });
});
