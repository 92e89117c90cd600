// SPEC §7 "Orders": placing an order (the platform prices it again and never trusts the client's amounts),
// reading it, a food hall's group, the history and an order's live events. Cancelling: ./order-cancel.ts; the
// kitchen's side: ./kitchen.ts; the business's payment methods: ./payment-methods.ts; paying: ./payments.ts.
import { z } from 'zod';
import { LIMITS, OrderTimeType, PickupType } from '../domain/constants';
import { billCartItemSchema, billRequestSchema, billSchema } from './bill';
import { appliedPromoRequest } from './promos';
import { pricedLineSchema } from './cart';
import {
  cents,
  currencySchema,
  deliveryLocationSchema,
  deliveryMethodId,
  id,
  idParam,
  isoTime,
  orderTimeType,
  pickupType,
  smallCode,
} from './common';
import { endpoint } from './endpoint';
import { seniorCardImagesSchema, seniorCitizenFields, uploadPath } from './uploads';

/** SPEC §2 "Checkout": where the order-status notifications go. */
export const NOTIFICATION_METHODS = ['email', 'whatsapp', 'viber'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/** SPEC §5 "Age-restricted items need consent, plus ID front and back when identification is required". */
export const ageAttachmentSchema = z.object({
  consent: z.boolean(),
  front: uploadPath.nullish(),
  back: uploadPath.nullish(),
});

/** The senior citizen / PWD details an order keeps (SPEC §3 "Senior-citizen payload"). */
export const orderSeniorSchema = z.object({
  number_of_customer: z.number().int(),
  number_of_senior_citizen: z.number().int(),
  cards: z.array(seniorCardImagesSchema),
});
export type OrderSenior = z.infer<typeof orderSeniorSchema>;

/** SPEC §5 "Guest payment info": who pays, as the order keeps it. */
export const userInfoSchema = z.object({
  first_name: z.string().trim().max(LIMITS.nameMax).nullish(),
  last_name: z.string().trim().max(LIMITS.nameMax).nullish(),
  email: z.string().trim().max(254).email().nullish(),
  phone: z.string().trim().max(32).nullish(),
  region: z.string().trim().max(2).nullish(),
});

export const orderDeliveryLocationSchema = deliveryLocationSchema.extend({
  instruction: z.string().max(LIMITS.addressInstructionMax).nullish(),
  establishment_name: z.string().max(LIMITS.addressPartMax).nullish(),
  street_name: z.string().max(LIMITS.addressPartMax).nullish(),
  flat_no: z.string().max(LIMITS.addressPartMax).nullish(),
  additional_details: z.string().max(LIMITS.addressPartMax).nullish(),
});

/** SPEC §7 "Order body". The amounts are the client's idea of the bill: the platform prices the cart again. */
export const orderRequestSchema = z.object({
  /**
   * Our extension: one key per checkout attempt. The same key makes one order however often it is sent
   * (a double tap, a retry after a lost answer, a refresh).
   */
  idempotency_key: z.string().trim().min(16).max(64),
  currency: z.string().max(8).optional(),
  item_price: cents.optional(),
  final_price: cents.optional(),
  /** the delivery fee the customer saw: a different one now is refused with the new bill (SPEC §4) */
  delivery_fee: cents.optional(),
  vat_price: cents.optional(),
  discount_amount: cents.optional(),
  service_fee: cents.optional(),
  unique_items: z.number().int().min(0).optional(),
  total_items: z.number().int().min(0).optional(),
  tz: z.string().max(64).optional(),
  cart: z.array(billCartItemSchema).min(1, 'must not be empty').max(200),
  order_type: deliveryMethodId,
  order_schedule_type: orderTimeType.default(OrderTimeType.ASAP),
  scheduled_delivery_time: z.string().max(40).nullish(),
  order_auto_accept_enabled: z.boolean().optional(),
  branch_id: id.optional(),
  foodhall_id: id.nullish(),
  is_foodhall_order: z.boolean().default(false),
  table_no: z.string().max(20).nullish(),
  delivery_location: orderDeliveryLocationSchema.nullish(),
  user_info: userInfoSchema.nullish(),
  order_comment: z.string().max(2000).default(''),
  language: z.string().max(8).optional(),
  store_mask: z.string().max(100).nullish(),
  store_hash: z.string().max(100).nullish(),
  pickup_order_type: pickupType.default(PickupType.COUNTER),
  vehicle_reg_no: z.string().max(LIMITS.vehicleFieldMax).nullish(),
  vehicle_additional_details: z.string().max(LIMITS.vehicleFieldMax).nullish(),
  /** SPEC §2 "notification-method chooser" */
  notification_method: z.enum(NOTIFICATION_METHODS).nullish(),
  is_order_with_payment_channel: z.boolean().default(false),
  /** null: the order is paid after it (a dine-in table, SPEC "POST_PAY_ORDER") */
  payment_method: smallCode.nullish(),
  payment_channel: z.string().max(64).nullish(),
  payment_trx_id: z.string().trim().max(64).nullish(),
  age_restriction_attachment: ageAttachmentSchema.nullish(),
  /** SPEC §7 "senior citizen fields": the counts and the cards, checked again at placement and kept with the order */
  ...seniorCitizenFields,
  /** the promo the customer applied: priced again at placement, never the client's amount */
  applied_promo: appliedPromoRequest.nullish(),
  /** our extension: the voucher the customer applied (as the bill takes it), checked again at placement */
  external_voucher_code: billRequestSchema.shape.external_voucher_code,
  voucher_provider_id: billRequestSchema.shape.voucher_provider_id,
  reward_point_id: z.union([z.number(), z.string().max(64)]).nullish(),
  applied_campaigns: z.array(z.unknown()).max(50).optional(),
  orderId: z.number().int().optional(),
  for_maxim: z.boolean().optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** SPEC §7 "Response order_hash, parent_order_uuid, pre_payment, client_secret, invoice_id". */
export const placedSchema = z.object({
  order_id: z.number().int().nullable(),
  order_hash: z.string().nullable(),
  parent_order_uuid: z.string().nullable(),
  pre_payment: z.boolean(),
  client_secret: z.string().nullable(),
  invoice_id: z.string().nullable(),
});
export type Placed = z.infer<typeof placedSchema>;

/**
 * The refusal when the delivery fee changed since the customer's bill (409 `delivery_fee_updated`):
 * `details` carries SPEC §7's `is_delivery_fee_updated` and the new bill.
 */
export const feeUpdatedDetailsSchema = z.object({
  is_delivery_fee_updated: z.literal(true),
  previous_delivery_fee: cents,
  calculate_bill_response: billSchema.omit({ lines: true }),
});

/** One line of an order, as it was priced when the order was placed. */
export const orderLineSchema = pricedLineSchema
  .pick({
    key: true,
    item_id: true,
    title: true,
    title_v2: true,
    image: true,
    brand: true,
    quantity: true,
    unit_price: true,
    price: true,
    groups: true,
    comment: true,
  })
  .extend({ id: z.string(), branch_id: z.number().int(), item_final_price_cent: cents });

/** SPEC §3 "Order": a courier of a delivery (name, phone, photo_url, license_plate). */
export const riderSchema = z.object({
  name: z.string().trim().max(100).nullable(),
  phone: z.string().trim().max(32).nullable(),
  photo_url: z.string().trim().url().max(500).nullable(),
  license_plate: z.string().trim().max(20).nullable(),
});
export type Rider = z.infer<typeof riderSchema>;

/** SPEC §3 "Order": fulfillments (rider; tracking_url; fulfillment_status_id) — one per courier job. */
export const fulfilmentSchema = z.object({
  fulfillment_status_id: z.number().int(),
  rider: riderSchema.nullable(),
  tracking_url: z.string().nullable(),
  updated_at: isoTime,
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** SPEC §3 "Order". Money in minor units. */
export const orderSchema = z.object({
  order_id: z.number().int(),
  order_hash: z.string(),
  short_id: z.string(),
  parent_order_uuid: z.string().nullable(),
  is_group_order: z.boolean(),
  created_at: isoTime,
  branch_id: z.number().int(),
  branch: z.object({
    id: z.number().int(),
    title: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    secondary_phone: z.string().nullable(),
    timezone: z.string(),
  }),
  brands: z.array(z.object({ id: z.number().int(), title: z.string(), logo: z.string().nullable() })),
  order_type_id: deliveryMethodId,
  pickup_type: pickupType,
  vehicle_reg_no: z.string().nullable(),
  table_no: z.string().nullable(),
  scheduled_delivery_time: isoTime.nullable(),
  preparation_time: z.number().int(),
  status_id: z.number().int(),
  status_history: z.array(z.object({ status_id: z.number().int(), change_time: isoTime })),
  payment_status_id: z.number().int(),
  /** SPEC §4 refund status (Requested 1, Request Failed 2, Refund Failed 3, Refunded 4), null when none */
  refund_status_id: z.number().int().nullable(),
  /** why the last payment failed (app/domain/payments.ts FAILURE_REASONS; the page says it in the user's language) */
  payment_failure_code: z.string().nullable(),
  fulfillment_status_id: z.number().int().nullable(),
  /** the courier jobs of a delivery, oldest first (a courier who dropped the job stays, superseded) */
  fulfillments: z.array(fulfilmentSchema).default([]),
  /** SPEC §3 fulfillment_info.allocating_status_updated_at: since when a courier is searched for */
  fulfillment_info: z.object({ allocating_status_updated_at: isoTime.nullable() }).default({
    allocating_status_updated_at: null,
  }),
  /** delivered by a third-party courier (SPEC §4: its progress bar has another count) */
  is_three_pl_order: z.boolean().default(false),
  cancelled_by: z.enum(['USER', 'ENTERPRISE', 'FULFILLMENT_PARTNER']).nullable(),
  cancellation_reason: z.string().nullable(),
  payment_method_id: z.number().int().nullable(),
  payment_channel: z.string().nullable(),
  payment_trx_id: z.string().nullable(),
  post_pay: z.boolean(),
  order_comment: z.string(),
  /** SPEC §3: what the kitchen changed in the cart before accepting it (the ops screen); null when nothing */
  update_cart_note: z.string().nullable().default(null),
  user_phone: z.string().nullable(),
  notification_method: z.enum(NOTIFICATION_METHODS).nullable(),
  delivery_location: orderDeliveryLocationSchema.nullable(),
  /** metres from the branch to the delivery address (the bill's measure); null when nothing is delivered */
  delivery_distance: z.number().nullable(),
  /**
   * Our extension: the delay settings of the branch's country when the order was placed (SPEC §4 "A delay
   * alert shows when delivery distance exceeds the country delay distance, or allocating lasted longer than
   * the country delay time"; app/domain/fulfilment.ts deliveryDelayed). Metres and minutes; null: none set.
   */
  delivery_delay: z
    .object({ distance_meter: z.number().nullable(), time_minutes: z.number().nullable() })
    .default({ distance_meter: null, time_minutes: null }),
  cart: z.array(orderLineSchema),
  currency: currencySchema,
  item_price: cents,
  discount_amount: cents,
  delivery_fee: cents,
  delivery_fee_discount: cents,
  reward_discount: cents,
  service_fee: cents,
  gateway_fee: cents,
  total_service_gateway_fee: cents,
  custom_fee: cents,
  restaurant_service_fee: cents,
  vat_price: cents,
  is_vat_included: z.boolean(),
  vat_label: z.string().nullable(),
  merged_fee_title: z.string().nullable(),
  rounded_off_price: cents,
  refunded_amount: cents,
  final_price: cents,
  /** SPEC §3 "Order: promo_code": the promo or voucher applied, and what it took off (minor units) */
  promo_code: z.string().nullable().default(null),
  promo_discount: cents.default(0),
  /**
   * The senior citizen / PWD details the order was placed with (SPEC §3, issue 26): the counts and each card's
   * images, whose URLs serve them to the order's owner only; null when none were given.
   */
  senior_citizen: orderSeniorSchema.nullable().default(null),
  meta: z.object({ foodhall_title: z.string().nullable() }),
  /**
   * SPEC §3 "Order: loyalty_points": what the order earned when it was completed (total_earned), with its
   * programme's name (title), point name and logo; null while it has earned nothing (or was refunded).
   */
  loyalty_points: z
    .object({
      total_earned: z.number().int(),
      title: z.string(),
      point_name: z.string(),
      logo: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export type Order = z.infer<typeof orderSchema>;

/** SPEC §2 "Group orders": the parent and its children (one per branch). */
export const groupOrderSchema = z.object({
  parent_order_uuid: z.string(),
  foodhall_id: z.number().int(),
  foodhall_title: z.string(),
  table_no: z.string().nullable(),
  order_type_id: deliveryMethodId,
  payment_method_id: z.number().int().nullable(),
  user_phone: z.string().nullable(),
  currency: currencySchema,
  child_orders: z.array(orderSchema),
  /** the sums of the children, SPEC §2 "The payment summary" */
  totals: z.object({
    final_price: cents,
    item_price: cents,
    discount_amount: cents,
    reward_discount: cents,
    delivery_fee: cents,
    service_fee: cents,
    gateway_fee: cents,
    custom_fee: cents,
    restaurant_service_fee: cents,
    vat_price: cents,
    refunded_amount: cents,
    promo_discount: cents.default(0),
  }),
});
export type GroupOrder = z.infer<typeof groupOrderSchema>;

const ordersPath = <B extends z.ZodTypeAny>(path: string, body: B) =>
  endpoint({ gateway: 'oms', method: 'POST', path, access: 'user', body, response: placedSchema });

/** POST {oms}/order — one branch. */
export const placeOrder = ordersPath('/order', orderRequestSchema);
/** POST {oms}/order/v2 — a food-hall table: a parent with one child per branch. */
export const placeOrderV2 = ordersPath('/order/v2', orderRequestSchema);
/** POST {oms}/order/{orderId} — update an order not yet accepted; 417 when it cannot be (create instead). */
export const updateOrder = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/order/:orderId',
  access: 'user',
  params: z.object({ orderId: idParam }),
  body: orderRequestSchema,
  response: placedSchema,
});
export const updateOrderV2 = endpoint({ ...updateOrder, path: '/order/v2/:orderId' });

/** GET {oms}/order/{order_hash} — only its owner; anyone else gets 404. */
export const getOrder = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order/:orderHash',
  access: 'user',
  params: z.object({ orderHash: z.string().max(64) }),
  response: orderSchema,
});

/**
 * Our extension (issue 27; ADR 0033): GET {oms}/order-link/{orderHash}?key — the order a message's link opens
 * without a login (a guest's). `key` is the link's signed, expiring key for that one order; a key that is
 * wrong, changed, expired or for another order is 404 "No order found", as a missing order is.
 */
export const getOrderByLink = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order-link/:orderHash',
  access: 'public',
  params: z.object({ orderHash: z.string().max(64) }),
  query: z.object({ key: z.string().max(80) }),
  response: orderSchema,
});

/**
 * Our extension (issue 27): POST {oms}/order-link/find — a guest who closed the tab finds the order again by
 * its number (the short id its page shows, first and last five characters of the hash) and the phone it was
 * placed with: the order's hash and a link key for it (as a message's link). Nothing matching, or a number or
 * phone that cannot be one, is the same 404 "No order found"; rate-limited per client address and per number.
 */
export const findOrder = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/order-link/find',
  access: 'public',
  body: z.object({
    number: z.string().trim().max(40),
    phone: z.string().trim().max(32),
    region: z.string().trim().length(2).optional(),
  }),
  response: z.object({ order_hash: z.string(), key: z.string() }),
});

/** GET {oms}/order/group-orders/{parentUuid} — only its owner. */
export const getGroupOrder = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order/group-orders/:parentUuid',
  access: 'user',
  params: z.object({ parentUuid: z.string().max(64) }),
  response: groupOrderSchema,
});

/** GET {oms}/order/active — the customer's orders still under way (the home strip, the orders badge). */
export const activeOrders = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order/active',
  access: 'user',
  response: z.object({ results: z.array(orderSchema) }),
});

/**
 * GET {oms}/order/history?page — the customer's finished orders (completed, cancelled, failed), newest first,
 * a page at a time (SPEC §7: results, page, size, total; pages count from 1).
 */
export const orderHistory = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order/history',
  access: 'user',
  query: z.object({
    page: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 10000')
      .max(10_000, 'must be between 1 and 10000')
      .default(1),
  }),
  response: z.object({
    results: z.array(orderSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
});

/** The live events of one order (SPEC §4 "Live events"), sent to the room `order:{order_hash}`. */
export const orderEventSchema = z.object({
  order_hash: z.string(),
  parent_order_uuid: z.string().nullable(),
  status_id: z.number().int(),
  payment_status_id: z.number().int(),
  fulfillment_status_id: z.number().int().nullable().default(null),
  /** the order's branch: its kitchen's ops room hears it (server/live/socket.ts) */
  branch_id: z.number().int().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
