// The order types a branch takes (SPEC §3 capabilities, §4 "Pickup"), the one rule the options sheet and the
// platform's order placement share (app/domain/order-types.ts).
import { describe, expect, it } from 'vitest';
import {
  driveThruOffered,
  offeredOrderTypes,
  orderTypeProblem,
  vehicleMissing,
  type OrderTypeChoice,
} from '~/domain/order-types';

const all = { delivery_method_ids: [1, 2, 3], pickup_only: false, pickup_drive_thru: false };
const choice = (over: Partial<OrderTypeChoice> = {}): OrderTypeChoice => ({
  orderType: 1,
  pickupType: 1,
  vehicleRegNo: null,
  ...over,
});

describe('offeredOrderTypes', () => {
  it('is the branch’s delivery methods in its own order', () => {
    expect(offeredOrderTypes(all)).toEqual([1, 2, 3]);
    expect(offeredOrderTypes({ delivery_method_ids: [3, 1] })).toEqual([3, 1]);
    expect(offeredOrderTypes({ delivery_method_ids: [] })).toEqual([]);
  });
  it('keeps pickup alone at a pickup-only branch, and nothing if it lists no pickup', () => {
    expect(offeredOrderTypes({ ...all, pickup_only: true })).toEqual([1]);
    expect(offeredOrderTypes({ delivery_method_ids: [2, 3], pickup_only: true })).toEqual([]);
  });
  it('ignores a method the SPEC does not know', () => {
    expect(offeredOrderTypes({ delivery_method_ids: [1, 4, 0] })).toEqual([1]);
  });
});

describe('driveThruOffered', () => {
  it('is for pickups at a branch with a drive-thru lane', () => {
    expect(driveThruOffered({ ...all, pickup_drive_thru: true }, 1)).toBe(true);
    expect(driveThruOffered({ ...all, pickup_drive_thru: true }, 2)).toBe(false);
    expect(driveThruOffered({ ...all, pickup_drive_thru: true }, 3)).toBe(false);
    expect(driveThruOffered(all, 1)).toBe(false);
  });
});

describe('vehicleMissing', () => {
  it('is a drive-thru pickup without a registration (blank counts as none)', () => {
    for (const v of [null, undefined, '', '   '])
      expect(vehicleMissing(choice({ pickupType: 2, vehicleRegNo: v }))).toBe(true);
    expect(vehicleMissing(choice({ pickupType: 2, vehicleRegNo: 'B 1234 WLK' }))).toBe(false);
  });
  it('is never a counter pickup nor another order type', () => {
    expect(vehicleMissing(choice())).toBe(false);
    expect(vehicleMissing(choice({ orderType: 2, pickupType: 2 }))).toBe(false);
  });
});

describe('orderTypeProblem', () => {
  const sudirman = { delivery_method_ids: [1, 2], pickup_only: false, pickup_drive_thru: true };
  it('refuses an order type the branch does not take', () => {
    expect(orderTypeProblem(sudirman, choice({ orderType: 3 }))).toBe('typeUnavailable');
    expect(orderTypeProblem({ ...all, pickup_only: true }, choice({ orderType: 2 }))).toBe('typeUnavailable');
  });
  it('refuses drive-thru where there is no lane, before asking for the vehicle', () => {
    expect(orderTypeProblem(all, choice({ pickupType: 2 }))).toBe('driveThruUnavailable');
    expect(orderTypeProblem(all, choice({ pickupType: 2, vehicleRegNo: 'NAB 1234' }))).toBe('driveThruUnavailable');
  });
  it('asks a drive-thru pickup for the vehicle registration', () => {
    expect(orderTypeProblem(sudirman, choice({ pickupType: 2, vehicleRegNo: ' ' }))).toBe('vehicleRequired');
    expect(orderTypeProblem(sudirman, choice({ pickupType: 2, vehicleRegNo: 'B 1234 WLK' }))).toBeNull();
  });
  it('takes what the branch offers; a pickup sub-type means nothing to another order type', () => {
    expect(orderTypeProblem(sudirman, choice())).toBeNull();
    expect(orderTypeProblem(sudirman, choice({ orderType: 2 }))).toBeNull();
    expect(orderTypeProblem(all, choice({ orderType: 3, pickupType: 2 }))).toBeNull();
  });
});
