// What the platform tells live listeners (SPEC §4 "Other": live events). The process forwards them to
// socket.io rooms (server/app.ts); on PostgreSQL the socket.io adapter carries them to other instances.
import { EventEmitter } from 'node:events';

export interface StoreModeEvent {
  branch_id: number;
  brand_id: number;
  is_busy: boolean;
  busy_mode_updated_at: string | null;
}

export interface PlatformEventMap {
  store_mode: [StoreModeEvent];
}

export class PlatformEvents extends EventEmitter<PlatformEventMap> {}
