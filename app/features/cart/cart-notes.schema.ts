// The cart's note forms (SPEC §2 "Cart page": an order note per brand; a line's note), one schema each for
// the page and the action (conform). A message is a key with its values; the form kit words it.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';
import { message } from '~/utils/form-messages';

export const groupNoteSchema = z.object({
  intent: z.literal('groupNote'),
  brandId: z.coerce.number().int().positive(),
  note: z
    .string()
    .trim()
    .max(LIMITS.orderNoteMax, message('item.noteTooLong', { count: LIMITS.orderNoteMax }))
    .default(''),
});

export const lineNoteSchema = z.object({
  intent: z.literal('note'),
  lineId: z.string().max(64),
  comment: z
    .string()
    .trim()
    .max(LIMITS.itemNoteMax, message('item.noteTooLong', { count: LIMITS.itemNoteMax }))
    .default(''),
});
