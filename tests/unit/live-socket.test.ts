// SPEC §4 "Reconnect delay is 10 s" for every live page (orders, store mode, the kitchen's board): one hook,
// one set of connection options, no jitter (socket.io's default would wait 5 to 15 s).
import { describe, expect, it } from 'vitest';
import { liveSocketOptions } from '~/components/live/useLiveRevalidate';

describe('the live socket', () => {
  it('reconnects after exactly 10 s, every time, over WebSocket with the given auth', () => {
    expect(liveSocketOptions({ token: 't', branchId: 3 })).toEqual({
      auth: { token: 't', branchId: 3 },
      transports: ['websocket'],
      reconnectionDelay: 10_000,
      reconnectionDelayMax: 10_000,
      randomizationFactor: 0,
    });
  });
});
