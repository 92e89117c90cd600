import { describe, expect, it } from 'vitest';
import { EntityType, isEntityType, isFoodHallEntity, isTableEntity, isBranchEntity } from '~/domain/entity-types';
import {
  ASAP_ESTIMATE_MINUTES,
  BUSY_WINDOW_MINUTES,
  CardGateway,
  DeliveryMethod,
  LIMITS,
  LoginProvider,
  MIN_DIGITAL_PAYMENT_CENTS,
  OrderStatus,
  PaymentMethodId,
  PRICE_KEY,
  TIMINGS,
} from '~/domain/constants';
import { busyMinutes, busyWaitMinutes, isBusyNow } from '~/domain/busy';
import { localized } from '~/domain/localize';
import { distanceMeters } from '../../server/platform/catalog/geo';

describe('entity types (SPEC §3)', () => {
  it('has the numeric ids of the spec', () => {
    expect(EntityType).toEqual({
      BUSINESS: 1,
      BRAND: 2,
      BRANCH: 3,
      FOOD_HALL: 4,
      FOOD_HALL_TABLE: 5,
      IN_APP: 6,
      BRANCH_NON_TABLE: 7,
    });
  });
  it('recognises valid ids only', () => {
    expect([0, 1, 7, 8, 2.5, '3'].map(isEntityType)).toEqual([false, true, true, false, false, false]);
  });
  it('classifies food halls, branches and tables', () => {
    expect(isFoodHallEntity(4)).toBe(true);
    expect(isFoodHallEntity(5)).toBe(true);
    expect(isFoodHallEntity(3)).toBe(false);
    expect(isBranchEntity(7)).toBe(true);
    expect(isTableEntity(3, true)).toBe(true);
    expect(isTableEntity(3, false)).toBe(false);
    expect(isTableEntity(5, false)).toBe(true);
  });
});

describe('constants (SPEC §9)', () => {
  it('numbers delivery methods, payment methods, gateways, providers and statuses as the spec does', () => {
    expect(DeliveryMethod).toEqual({ PICKUP: 1, DELIVERY: 2, DINE_IN: 3 });
    expect(PRICE_KEY).toEqual({ 1: 'pickup', 2: 'delivery', 3: 'dineIn' });
    expect(PaymentMethodId).toMatchObject({
      CARD: 1,
      CASH: 2,
      EWALLET: 6,
      BANK_PAYMENT: 7,
      CUSTOM: 8,
      QR_PAYMENT: 9,
      KASPRO: 10,
    });
    expect(CardGateway).toEqual({ STRIPE: 1, XENDIT: 2, TAPPAY: 4 });
    expect(LoginProvider).toMatchObject({ PHONE: 1, GOOGLE: 2, GUEST: 5, LINE: 7 });
    expect(OrderStatus).toMatchObject({ PENDING: 1, PLACED: 3, COMPLETED: 6, CANCELLED: 7 });
  });
  it('keeps the limits and timings of the spec', () => {
    expect(LIMITS).toMatchObject({
      nameMax: 50,
      addressInstructionMax: 255,
      ratingCommentMax: 500,
      readMoreChars: 150,
      stepperMax: 99,
      cookieConsentDays: 730,
      sheetWidthPx: 480,
      wideLayoutPx: 900,
    });
    expect(TIMINGS).toMatchObject({
      bannerAutoplayMs: 5000,
      bannerTransitionMs: 1000,
      redirectDelayMs: 2000,
      searchDebounceMs: 300,
      otpResendSeconds: 60,
    });
    expect(MIN_DIGITAL_PAYMENT_CENTS).toEqual({ AUD: 50, PHP: 10000, SGD: 50, IDR: 1000000, MYR: 200 });
    expect(BUSY_WINDOW_MINUTES).toBe(60);
    expect(ASAP_ESTIMATE_MINUTES).toEqual({ from: 45, to: 60 });
  });
});

describe('busy wait (SPEC §4)', () => {
  const since = new Date('2026-11-23T10:00:00Z');
  const after = (minutes: number) => new Date(since.getTime() + minutes * 60_000);
  it('is 60 minus the minutes since busy mode began, as an absolute value', () => {
    expect(busyWaitMinutes(since, after(0))).toBe(60);
    expect(busyWaitMinutes(since, after(20))).toBe(40);
    expect(busyWaitMinutes(since, after(59))).toBe(1);
  });
  it('ends with its window (SPEC §9): no wait that counts up again', () => {
    const brand = { is_busy: true, busy_mode_updated_at: since.toISOString() };
    expect(busyMinutes(brand, after(59))).toBe(1);
    expect(isBusyNow(brand, after(59))).toBe(true);
    for (const minutes of [60, 61, 64, 75, 600]) {
      expect(isBusyNow(brand, after(minutes))).toBe(false);
      expect(busyMinutes(brand, after(minutes))).toBeNull();
    }
  });
  it('counts whole minutes', () => {
    expect(busyWaitMinutes(since, new Date(since.getTime() + 59_999))).toBe(60);
  });
  it('rounds down a busy mode stamped ahead of our clock (floor, not trunc)', () => {
    expect(busyWaitMinutes(since, new Date(since.getTime() - 30_000))).toBe(61);
  });
});

describe('localized catalogue text', () => {
  const t = { en: 'Braised beef noodles', 'zh-tw': '紅燒牛肉麵', ja: '台湾風牛肉麺' };
  it('uses the chosen language, then its Chinese sibling, then English, then the text as written', () => {
    expect(localized('紅燒牛肉麵', t, 'ja')).toBe('台湾風牛肉麺');
    expect(localized('紅燒牛肉麵', t, 'zh')).toBe('紅燒牛肉麵');
    expect(localized('紅燒牛肉麵', t, 'vi')).toBe('Braised beef noodles');
    expect(localized('Adobong Manok', { tl: 'Adobong Manok' }, 'ja')).toBe('Adobong Manok');
    expect(localized('Adobo', null, 'en')).toBe('Adobo');
    expect(localized(null, { en: 'Notice', tl: '  ' }, 'tl')).toBe('Notice');
  });
  it("falls back to English before the store's language (issue 12: Filipino shown to a Japanese reader)", () => {
    const almusal = { en: 'Breakfast (Silog Meals)', tl: 'Almusal' };
    expect(localized('Almusal', almusal, 'ja')).toBe('Breakfast (Silog Meals)');
    expect(localized('Almusal', almusal, 'zh')).toBe('Breakfast (Silog Meals)');
    expect(localized('Almusal', almusal, 'tl')).toBe('Almusal');
    expect(localized('Almusal', { en: '  ' }, 'ja')).toBe('Almusal');
  });
  it('shows a text kept only as translations in some language rather than none', () => {
    expect(localized(null, { tl: 'Paalala' }, 'ja')).toBe('Paalala');
    expect(localized(null, {}, 'ja')).toBeUndefined();
    expect(localized(null, null, 'ja')).toBeUndefined();
  });
});

describe('great-circle distance', () => {
  it('measures Manila to Makati at about 5 km and is symmetric', () => {
    const malate = { lat: 14.5691, lon: 120.9863 };
    const makati = { lat: 14.5634, lon: 121.0301 };
    const d = distanceMeters(malate, makati);
    expect(d).toBeGreaterThan(4600);
    expect(d).toBeLessThan(4900);
    expect(distanceMeters(makati, malate)).toBeCloseTo(d, 6);
    expect(distanceMeters(malate, malate)).toBe(0);
  });
});
