// What the platform tells live listeners (SPEC §4 "Other": live events). The process forwards them to
// socket.io rooms (server/app.ts); on PostgreSQL the socket.io adapter carries them to other instances.
import { EventEmitter } from 'node:events';
import type { StoreModeEvent } from '../../app/contract/ops';

export type { StoreModeEvent };

export interface PlatformEventMap {
  store_mode: [StoreModeEvent];
}

export class PlatformEvents extends EventEmitter<PlatformEventMap> {}
