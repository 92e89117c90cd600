// SPEC §7 "Orders": the customer cancels an order while it is placed, with one of the platform's reasons.
import { z } from 'zod';
import { LIMITS } from '../domain/constants';
import { endpoint } from './endpoint';
import { orderSchema } from './orders';

/** SPEC §3 "Cancellation reason": id, title, translation by language; `is_other` takes the customer's words. */
export const cancelReasonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  translation: z.record(z.string()).nullable(),
  is_other: z.boolean(),
});
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/** GET {oms}/order/cancel-order-reasons — the reasons the cancel sheet lists (SPEC §7 "Orders"). */
export const cancelReasons = endpoint({
  gateway: 'oms',
  method: 'GET',
  path: '/order/cancel-order-reasons',
  access: 'public',
  response: z.object({ results: z.array(cancelReasonSchema) }),
});

/**
 * POST {oms}/order/{order_hash}/cancel — the customer cancels their order while it is placed (SPEC §4
 * "Cancel is offered while the order is placed"); after that 409 with the platform's message. A paid order's
 * payment goes back through its gateway. `cancellation_reason` is the customer's words for the "other" reason.
 */
export const cancelOrder = endpoint({
  gateway: 'oms',
  method: 'POST',
  path: '/order/:orderHash/cancel',
  access: 'user',
  params: z.object({ orderHash: z.string().max(64) }),
  body: z.object({
    cancellation_reason_id: z.number().int().min(1).max(32767),
    cancellation_reason: z.string().trim().max(LIMITS.cancelReasonMax).nullish(),
  }),
  response: orderSchema,
});
