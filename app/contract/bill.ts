// SPEC §7 "Bill (POST)": the authenticated and public bill, each for a branch and a food-hall table (v2).
// The platform re-prices the cart from the menu (never from the client) and answers SPEC §3 "Bill".
import { z } from 'zod';
import { LIMITS, OrderTimeType } from '../domain/constants';
import { cents, currencySchema, deliveryLocationSchema, deliveryMethodId, id, orderTimeType } from './common';
import { chosenGroupsSchema, pricedLineSchema } from './cart';
import { endpoint } from './endpoint';
import { seniorCitizenFields } from './uploads';
import { appliedPromoRequest, appliedPromoSchema, promoRefusalSchema, VoucherProvider } from './promos';
import { appliedRewardSchema, rewardRefusalSchema } from './loyalty';

/** A cart line as the bill request carries it: the branch's menu_version, no notice text (SPEC §7). */
export const billCartItemSchema = z.object({
  id: z.string().max(64).optional(),
  item_id: id,
  /** for the error texts (SPEC §8 "%s out of stock!") when the item left the menu */
  title: z.string().max(200).optional(),
  quantity: z.number().int().min(1).max(LIMITS.stepperMax),
  groups: chosenGroupsSchema.default([]),
  comment: z.string().max(LIMITS.itemNoteMax).default(''),
  brand: z.object({ id }),
  branch: z.object({ id, menu_version: z.number().int().optional() }),
  /** the client's idea of one item's price with modifiers: a change is reported (price update alert) */
  price: z.number().int().optional(),
});
export type BillCartItem = z.infer<typeof billCartItemSchema>;

export const billRequestSchema = z.object({
  branch_id: id.optional(),
  foodhall_id: id.nullish(),
  business_id: id.nullish(),
  currency: z.string().max(8).optional(),
  cart: z.array(billCartItemSchema).min(1, 'must not be empty').max(200),
  order_type: deliveryMethodId,
  order_schedule_type: orderTimeType.default(OrderTimeType.ASAP),
  scheduled_delivery_time: z.string().max(40).nullish(),
  table_no: z.string().max(20).nullish(),
  /** the promo chosen from the list (SPEC §7 promo search): looked up and worked out by the platform */
  applied_promo: appliedPromoRequest.nullish(),
  /** SPEC §3 "Senior-citizen payload": the counts and each citizen's card (a senior promo needs them all) */
  ...seniorCitizenFields,
  reward_point_id: z.union([z.number(), z.string().max(64)]).nullish(),
  is_order_with_payment_channel: z.boolean().default(false),
  payment_method: z.number().int().nullish(),
  payment_channel: z.string().max(64).nullish(),
  ignore_calc_bill_fees: z.boolean().default(false),
  applied_campaigns: z.array(z.unknown()).max(50).optional(),
  /** a voucher the customer typed (registered customers only, SPEC §5), with its provider: general 1, grab food 6 */
  external_voucher_code: z.string().trim().max(50).nullish(),
  voucher_provider_id: z
    .number()
    .int()
    .refine(
      (v) => v === VoucherProvider.GENERAL || v === VoucherProvider.GRAB_FOOD,
      'must be 1 (general) or 6 (grab food)',
    )
    .nullish(),
  for_maxim: z.boolean().optional(),
  delivery_location: deliveryLocationSchema.nullish(),
});
export type BillRequest = z.infer<typeof billRequestSchema>;

/** SPEC §3 "Bill" amounts: each travels in major units and as its `_cent` twin (minor units, SPEC §9). */
export const BILL_AMOUNTS = [
  'sub_total',
  'discount_amount',
  'discounted_subtotal',
  'vat_price',
  'delivery_fee',
  'delivery_fee_discount',
  'service_fee',
  'gateway_fee',
  'total_service_gateway_fee',
  'custom_fee',
  'restaurant_service_fee',
  'additional_fee',
  'reward_price',
  'total_promo_discount',
  'rounded_off',
  'total_price',
  'total_display_price',
] as const;
export type BillAmount = (typeof BILL_AMOUNTS)[number];
type AmountShape = { [K in BillAmount]: z.ZodNumber } & { [K in BillAmount as `${K}_cent`]: z.ZodNumber };
const amountShape = Object.fromEntries(
  BILL_AMOUNTS.flatMap((key) => [
    [key, z.number()],
    [`${key}_cent`, cents],
  ]),
) as AmountShape;

/** SPEC §3 "Bill", as the platform answers POST {oms}/…/calculate/bill. */
export const billSchema = z.object({
  ...amountShape,
  is_vat_included: z.boolean(),
  is_large_order: z.boolean(),
  vat_label: z.string().nullable(),
  applied_campaigns: z.array(z.object({ id: z.number().int(), amount: cents })),
  items: z.array(
    z.object({
      id: z.string(),
      item_id: z.number().int(),
      quantity: z.number().int(),
      campaign_discount_cent: cents,
      item_final_price_cent: cents,
    }),
  ),
  cart_bills: z.array(z.object({ branch_id: z.number().int(), sub_total_cent: cents, total_price_cent: cents })),
  currency: currencySchema,
  price_updated: z.boolean(),
  updated_items: z.array(
    z.object({
      id: z.string().nullable(),
      item_id: z.number().int(),
      previous_price: cents.nullable(),
      price: cents,
    }),
  ),
  menu_versions: z.array(z.object({ branch_id: z.number().int(), menu_version: z.number().int() })),
  minimum_basket: z.object({ order_type: z.number().int(), min_cent: cents, met: z.boolean() }),
  merged_fee_title: z.string().nullable(),
  delivery_distance: z.number().nullable(),
  /**
   * Every line of the cart as the bill priced it (SPEC §3 "Cart line"), by the request's line id: what the
   * cart keeps after an edit, so an edit is priced once.
   */
  lines: z.array(pricedLineSchema.extend({ id: z.string() })),
  /** the promo or voucher applied, with what it took off (its amount is `total_promo_discount`) */
  applied_promo: appliedPromoSchema.nullable(),
  /**
   * A promo or voucher the request named that does not apply, and why (the bill is priced without it): the
   * shop says SPEC §8 "Don't miss out - {code} promo is not applicable here" and drops it.
   */
  promo_refusal: promoRefusalSchema.nullable().default(null),
  /** the loyalty reward `reward_point_id` named, applied (its amount is `reward_price`) */
  applied_reward: appliedRewardSchema.nullable().default(null),
  /** a reward the request named that does not apply, and why (the bill is priced without it) */
  reward_refusal: rewardRefusalSchema.nullable().default(null),
});
export type Bill = z.infer<typeof billSchema>;

const billCall = <A extends 'user' | 'public'>(path: string, access: A) =>
  endpoint({ gateway: 'oms', method: 'POST', path, access, body: billRequestSchema, response: billSchema });

/** POST {oms}/calculate/bill/ — a logged-in customer's bill for one branch. */
export const calculateBill = billCall('/calculate/bill', 'user');
/** POST {oms}/calculate/bill/v2 — a logged-in customer's bill at a food-hall table (several branches). */
export const calculateBillV2 = billCall('/calculate/bill/v2', 'user');
/** POST {oms}/public/calculate/bill/ — a visitor's bill. */
export const calculateBillPublic = billCall('/public/calculate/bill', 'public');
/** POST {oms}/public/calculate/bill/v2 — a visitor's bill at a food-hall table. */
export const calculateBillPublicV2 = billCall('/public/calculate/bill/v2', 'public');
