// The cart's note forms (SPEC §2 "Cart page": an order note per brand; a line's note), one schema each for
// the page and the action (conform). A message is the problem's kind; the page words it.
import { z } from 'zod';
import { LIMITS } from '~/domain/constants';

export const groupNoteSchema = z.object({
  intent: z.literal('groupNote'),
  brandId: z.coerce.number().int().positive(),
  note: z.string().trim().max(LIMITS.orderNoteMax, 'noteTooLong').default(''),
});

export const lineNoteSchema = z.object({
  intent: z.literal('note'),
  lineId: z.string().max(64),
  comment: z.string().trim().max(LIMITS.itemNoteMax, 'noteTooLong').default(''),
});
