import { useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { TIMINGS } from '~/domain/constants';

export interface LiveOptions {
  /** the handshake's auth: the shared token, and what the server puts the socket in by it (a branch) */
  auth: Record<string, string | number>;
  /** the events that make the page load its data again */
  events: readonly string[];
  /** whether an event concerns this page (default: all of them) */
  concerns?: (payload: unknown) => boolean;
  /**
   * The room joined on every (re)connection (rooms are lost with the connection): `event` with `payload`,
   * acknowledged; once in, the page loads its data again. `room` names it: a change of it connects anew;
   * `payload` is read when joining, so a value every load signs anew (the kitchen's ticket) does not.
   */
  join?: { event: 'track' | 'ops'; room: string; payload: Record<string, string> };
  /** false: no connection (a page with nothing to follow) */
  enabled?: boolean;
  /** told of each event that concerns the page; answering true means it loads the data itself */
  onEvent?: (name: string, payload: unknown) => boolean | void;
}

/** The connection's options: SPEC §4 "Reconnect delay is 10 s" — every time, not 5 to 15 s (socket.io's default jitter is 0.5). */
export function liveSocketOptions(auth: LiveOptions['auth']): Partial<ManagerOptions & SocketOptions> {
  return {
    auth,
    transports: ['websocket'],
    reconnectionDelay: TIMINGS.socketReconnectMs,
    reconnectionDelayMax: TIMINGS.socketReconnectMs,
    randomizationFactor: 0,
  };
}

/**
 * SPEC §4 live events, for every page that follows them (orders, the menu's store mode, the kitchen's board):
 * the page's data is loaded again when one of `events` arrives. socket.io-client is loaded only once the page
 * is interactive, and only by the pages that use this (a chunk of its own), so it never weighs on a first
 * load; without JavaScript the page's own refresh (or the next load) shows changes.
 */
export function useLiveRevalidate({ auth, events, concerns, join, enabled = true, onEvent }: LiveOptions) {
  const { revalidate: revalidateNow } = useRevalidator();
  // An event that arrives while the page is loading (after a form's post, say) waits for that load to end:
  // revalidating then would restart it without the post, and the page would lose what the post's answer
  // carries (the toast that confirms it, read once by the root's loader).
  const busy = useNavigation().state !== 'idle';
  const waiting = useRef(false);
  useEffect(() => {
    if (!busy && waiting.current) {
      waiting.current = false;
      revalidateNow();
    }
  }, [busy, revalidateNow]);
  const revalidate = () => {
    if (latest.current.busy) waiting.current = true;
    else revalidateNow();
  };
  // The latest callbacks and join payload without reconnecting when the page renders again.
  const latest = useRef({ revalidate, busy, concerns, onEvent, payload: join?.payload });
  latest.current = { revalidate, busy, concerns, onEvent, payload: join?.payload };
  const key = JSON.stringify({ auth, events, join: join && [join.event, join.room] });
  useEffect(() => {
    if (!enabled) return;
    const { auth, events, join } = JSON.parse(key) as Pick<LiveOptions, 'auth' | 'events'> & { join?: [string] };
    let closed = false;
    let disconnect: (() => void) | undefined;
    const start = async () => {
      const { io } = await import('socket.io-client');
      if (closed) return;
      const connection = io(liveSocketOptions(auth));
      // Once in the room, the page loads its data again: an event sent between the page's load and the
      // joining (or while the connection was down) would otherwise be missed.
      if (join)
        connection.on('connect', () =>
          connection.emit(join[0], latest.current.payload, (joined: boolean) => {
            if (joined) latest.current.revalidate();
          }),
        );
      for (const name of events) {
        connection.on(name, (payload: unknown) => {
          const { revalidate, concerns, onEvent } = latest.current;
          if (concerns && !concerns(payload)) return;
          if (onEvent?.(name, payload) !== true) revalidate();
        });
      }
      disconnect = () => connection.disconnect();
    };
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void start());
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [key, enabled]);
}
