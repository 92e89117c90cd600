// The board's forms (issue 16), one schema with an intent per action; checked on the server only (the forms
// are plain HTML with native constraints, so no schema travels to the tablet).
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';

/** The forms the board opens in place (URL state `?act=…&order=…`), which stop its refresh without JavaScript. */
export const OPEN_PANELS = ['cancel', 'edit', 'courier', 'notice'] as const;

const hash = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u))
  .optional();
const list = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(200));

export const boardActionSchema = z
  .discriminatedUnion('intent', [
    z.object({ intent: z.literal('accept'), hash }),
    z.object({ intent: z.literal('ready'), hash }),
    z.object({ intent: z.literal('complete'), hash }),
    z.object({ intent: z.literal('paid'), hash }),
    z.object({ intent: z.literal('refund'), hash }),
    z.object({ intent: z.literal('cancel'), hash, reason: z.string().trim().min(1).max(500) }),
    z.object({
      intent: z.literal('fulfilment'),
      hash,
      status: z.coerce.number().int().min(1).max(10),
      riderName: optionalText(100),
      riderPhone: optionalText(32),
      riderPhoto: optionalUrl,
      riderPlate: optionalText(20),
      trackingUrl: optionalUrl,
      cancelOrder: z.literal('on').optional(),
    }),
    z.object({
      intent: z.literal('editCart'),
      hash,
      line: list(z.string().min(1).max(64)),
      quantity: list(z.coerce.number().int().min(0).max(LIMITS.stepperMax)),
      note: optionalText(300),
    }),
    z.object({
      intent: z.literal('busy'),
      brandId: z.coerce.number().int().positive().max(2_147_483_647),
      busy: z.enum(['true', 'false']),
    }),
    z.object({ intent: z.literal('store'), closed: z.enum(['true', 'false']) }),
    z.object({
      intent: z.literal('notice'),
      enabled: z.literal('on').optional(),
      text: optionalText(300),
      endTime: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
        .optional()
        .or(z.literal('').transform(() => undefined)),
    }),
  ])
  .superRefine((v, ctx) => {
    // the cart edit sends one quantity per line
    if (v.intent === 'editCart' && (v.line.length === 0 || v.line.length !== v.quantity.length))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['quantity'], message: 'one quantity per line' });
  });
export type BoardAction = z.infer<typeof boardActionSchema>;
