import { describe, expect, it } from 'vitest';
import { homePath, parseLatLong } from '~/utils/boot.server';

describe('boot state', () => {
  it('reads latLong as "lat,lon" within range', () => {
    expect(parseLatLong('14.5995,120.9842')).toEqual({ lat: 14.5995, lon: 120.9842 });
    expect(parseLatLong(' -6.2 , 106.8 ')).toEqual({ lat: -6.2, lon: 106.8 });
    expect(parseLatLong('91,0')).toBeNull();
    expect(parseLatLong('abc')).toBeNull();
    expect(parseLatLong(null)).toBeNull();
  });
  it('sends premium businesses home to /menu and regular ones to /brand (ADR 0005)', () => {
    expect(homePath({ premium: true })).toBe('/menu');
    expect(homePath({ premium: false })).toBe('/brand');
    expect(homePath(null)).toBe('/');
  });
});
