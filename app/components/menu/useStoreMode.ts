import { useLiveRevalidate } from '../live/useLiveRevalidate';

/**
 * SPEC §4: a busy-mode change of the branch reaches an open menu page live (store_mode); without JavaScript
 * the next page load shows the change.
 */
export function useStoreMode(socket: { token: string; branchId: number }) {
  useLiveRevalidate({
    auth: { token: socket.token, branchId: socket.branchId },
    events: STORE_EVENTS,
    concerns: (event) => (event as { branch_id?: number } | null)?.branch_id === socket.branchId,
  });
}
const STORE_EVENTS = ['store_mode'] as const;
