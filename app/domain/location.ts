// SPEC §4 "Location permission statuses" and the SPEC §8 "Location" texts they lead to.
export type PositionStatus = 'granted' | 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** The message key for a position that could not be read (granted needs none). */
export function positionMessage(status: Exclude<PositionStatus, 'granted'>): string {
  // Denied or a browser without geolocation: the customer has to change a setting.
  if (status === 'denied' || status === 'unsupported') return 'address.permission';
  return 'address.cannotIdentify';
}

/** A stored position is trusted for 90 minutes (SPEC §4, §9 location cache). */
export function isFreshPosition(at: number, now: number, maxAgeMs: number): boolean {
  return now - at >= 0 && now - at < maxAgeMs;
}
