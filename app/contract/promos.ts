// SPEC §3 "Promo" and §7 "Promo and loyalty": a promo as the platform answers it to the shop. Money is integer
// minor units; a percentage is hundredths of a percent (1000 is 10 %), as the campaigns' values are (SPEC §3
// "Values are cents"); times of day are HHmm numbers; the window's days are ISO weekdays "1" (Monday) … "7".
import { z } from 'zod';
import { cents, id, isoTime } from './common';

export const PROMO_COHORTS = ['global', 'new_user', 'cohorted'] as const;
export const PROMO_VALUE_TYPES = ['flat', 'percentage'] as const;
/** SPEC §3 voucher_provider_id: general 1, grab food 6. */
export const VoucherProvider = { GENERAL: 1, GRAB_FOOD: 6 } as const;

export const promoWindowSlot = z.object({
  start_time: z.number().int().min(0).max(2400),
  end_time: z.number().int().min(0).max(2400),
  /** the platform's answer: this slot holds now (or at the order's scheduled time) */
  is_matched: z.boolean().default(false),
});

export const promoSchema = z.object({
  id,
  code: z.string().min(1).max(50),
  description: z.string().max(500).nullable(),
  voucher_provider_id: z.number().int().nullable(),
  cohort_type: z.enum(PROMO_COHORTS),
  value_type: z.enum(PROMO_VALUE_TYPES),
  /** flat: minor units off; percentage: hundredths of a percent */
  value: z.number().int().positive(),
  max_discount: cents.nonnegative().nullable(),
  min_order_amount: cents.nonnegative(),
  max_limit_per_user: z.number().int().positive().nullable(),
  end_time: isoTime.nullable(),
  /** the brands it applies to; empty: every brand of the cart */
  brands: z.array(id),
  payment_channels: z.array(z.string().max(64)),
  is_payment_based_promo: z.boolean(),
  is_senior_citizen_promo: z.boolean(),
  is_special_bakery_promo: z.boolean(),
  is_voucher_promo: z.boolean(),
  /** ISO weekday → slots; read only when time_availability.specific_time (else the day is whole) */
  availability_window: z.record(z.array(promoWindowSlot)),
  time_availability: z.object({
    /** every day of the week (else only the window's days) */
    full_week: z.boolean(),
    /** the whole of each day (else only the window's slots) */
    full_day: z.boolean(),
    specific_time: z.boolean(),
    /** the platform's answer: the promo is available now (or at the order's scheduled time) */
    matched: z.boolean().default(false),
  }),
});
export type Promo = z.infer<typeof promoSchema>;
