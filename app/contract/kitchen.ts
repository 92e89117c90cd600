// The kitchen's side of orders (SPEC §4 status and fulfilment moves), behind the ops token: a branch's orders,
// the status transitions, the courier's moves, a refund and the cart edit before acceptance. The order itself
// is app/contract/orders.ts.
import { z } from 'zod';
import { LIMITS, OrderStatus } from '../domain/constants';
import { idParam, smallCode } from './common';
import { endpoint } from './endpoint';
import { orderSchema, riderSchema } from './orders';

export const ORDER_TRANSITIONS = ['accept', 'ready', 'complete', 'cancel', 'paid'] as const;
export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

/** GET {enterprise}/branch/{branchId}/orders — a branch's orders, newest first. */
export const branchOrders = endpoint({
  gateway: 'enterprise',
  method: 'GET',
  path: '/branch/:branchId/orders',
  access: 'ops',
  params: z.object({ branchId: idParam }),
  query: z.object({
    status_id: z.coerce
      .number({ invalid_type_error: 'must be a number' })
      .int('must be a whole number')
      .refine((id) => (Object.values(OrderStatus) as number[]).includes(id), 'is not an order status')
      .optional(),
  }),
  response: z.object({ results: z.array(orderSchema) }),
});

/** POST {enterprise}/order/{orderHash}/{transition} — 409 with a message when the order cannot move so. */
export const moveOrder = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/order/:orderHash/:transition',
  access: 'ops',
  params: z.object({ orderHash: z.string().max(64), transition: z.enum(ORDER_TRANSITIONS) }),
  body: z.object({ reason: z.string().trim().max(500).nullish() }).default({}),
  response: orderSchema,
});

/**
 * POST {enterprise}/order/{orderHash}/fulfilment — the courier side of a delivery moves (SPEC §4 fulfilment
 * statuses; the legal moves in app/domain/fulfilment.ts), with the rider when one is known; 409 with a message
 * when it cannot. `cancel_order` on a failed or cancelled delivery cancels the order as the delivery partner
 * (SPEC §4 "Partner messages cover no rider found"; `reason` 'no_rider' words it so).
 */
export const moveFulfilment = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/order/:orderHash/fulfilment',
  access: 'ops',
  params: z.object({ orderHash: z.string().max(64) }),
  body: z.object({
    fulfillment_status_id: smallCode,
    rider: riderSchema.partial().nullish(),
    tracking_url: z.string().trim().url().max(500).nullish(),
    cancel_order: z.boolean().default(false),
    reason: z.string().trim().max(500).nullish(),
  }),
  response: orderSchema,
});

/**
 * POST {enterprise}/order/{orderHash}/refund — staff give a paid order's money back (SPEC §4 refund statuses):
 * through the gateway that took it, or, for cash and the business's own payment, recorded as handed back.
 * 409 with a message when the order is not paid or its refund is under way or done.
 */
export const refundOrder = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/order/:orderHash/refund',
  access: 'ops',
  params: z.object({ orderHash: z.string().max(64) }),
  body: z.object({}).strict().default({}),
  response: orderSchema,
});

/**
 * POST {enterprise}/order/{orderHash}/cart — the kitchen edits an order it has not accepted yet: fewer of a
 * line, or none (the line goes). The platform prices the cart again with its bill engine, keeps `note` (or
 * its own summary) as `update_cart_note` and tells the customer (order_cart_update). 409 once accepted, when
 * paid, or when the order changed meanwhile (ADR 0017).
 */
export const editOrderCart = endpoint({
  gateway: 'enterprise',
  method: 'POST',
  path: '/order/:orderHash/cart',
  access: 'ops',
  params: z.object({ orderHash: z.string().max(64) }),
  body: z.object({
    lines: z
      .array(z.object({ id: z.string().min(1).max(64), quantity: z.number().int().min(0).max(LIMITS.stepperMax) }))
      .min(1, 'must name a line')
      .max(200),
    note: z.string().trim().max(300).nullish(),
  }),
  response: orderSchema,
});
