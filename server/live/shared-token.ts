import crypto from 'node:crypto';
import type { Config } from '../config';

/** The anonymous socket token (SPEC §4 "Other"): configured, or derived from the session secret. */
export function sharedSocketToken(config: Pick<Config, 'socketSharedToken' | 'sessionSecrets'>): string {
  return (
    config.socketSharedToken ??
    crypto.createHmac('sha256', config.sessionSecrets[0]!).update('socket-shared-token').digest('base64url')
  );
}

/** The bearer token of the ops endpoints: configured, or derived from the session secret. */
export function opsToken(config: Pick<Config, 'opsToken' | 'sessionSecrets'>): string {
  return (
    config.opsToken ?? crypto.createHmac('sha256', config.sessionSecrets[0]!).update('ops-token').digest('base64url')
  );
}
