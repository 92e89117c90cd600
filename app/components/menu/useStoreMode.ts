import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { TIMINGS } from '~/domain/constants';

/**
 * SPEC §4: a busy-mode change of the branch reaches an open menu page live (store_mode). socket.io-client
 * is loaded only after the page is interactive, so it never weighs on the first load; without JavaScript
 * the next page load shows the change.
 */
export function useStoreMode(socket: { token: string; branchId: number }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let closed = false;
    let disconnect: (() => void) | undefined;
    const start = async () => {
      const { io } = await import('socket.io-client');
      if (closed) return;
      const connection = io({
        auth: { token: socket.token, branchId: socket.branchId },
        transports: ['websocket'],
        reconnectionDelay: TIMINGS.socketReconnectMs,
        reconnectionDelayMax: TIMINGS.socketReconnectMs,
      });
      connection.on('store_mode', (event: { branch_id?: number }) => {
        if (event.branch_id === socket.branchId) revalidate();
      });
      disconnect = () => connection.disconnect();
    };
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1));
    idle(() => void start());
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [socket.token, socket.branchId, revalidate]);
}
