// The one /cart action (STYLE.md "Cart", after Hydrogen): an intent per change. A fetcher gets JSON; a
// plain form post gets a 303 — back to the page it came from, or, when a line is refused, to the item
// sheet with the errors and an anchor to the first unmet group.
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { safeRedirect } from 'remix-utils/safe-redirect';
import { z } from 'zod';
import {
  addLine,
  EMPTY_CART,
  removeLines,
  replaceLine,
  repriceLines,
  setBrandNote,
  setComment,
  setQuantity,
  type Cart,
  type CartLine,
} from './domain/cart';
import { LIMITS } from './domain/constants';
import { isFoodHallEntity, type EntityTypeId } from './domain/entity-types';
import { parseChoices, groupAnchor } from './domain/modifier-form';
import { PlatformError } from './platform-client/client.server';
import * as W from './platform-client/wire.server';
import { flashItem, readCart, storeKey, writeCart } from './cart.server';
import { readOrderOptions } from './order-options.server';
import { brandMenus } from './menu.server';
import { billForCart } from './bill.server';
import { authed } from './auth.server';
import { commitSession } from './session.server';
import { shopRequest } from './shop.server';
import { fixedT } from './i18n/instances.server';

const id = z.coerce.number().int().positive();
const lineIntent = z.object({
  intent: z.enum(['add', 'update']),
  brandId: id,
  branchId: id,
  itemId: id,
  lineId: z.string().max(64).optional(),
  quantity: z.coerce.number().int().min(1).max(LIMITS.stepperMax),
  comment: z.string().max(2000).default(''),
  confirmClear: z.literal('1').optional(),
  itemUrl: z.string().max(2000).optional(),
  redirectTo: z.string().max(2000).optional(),
});

/** Requests made by Remix's fetchers and forms with JavaScript carry ?_data (single fetch is off). */
function wantsJson(request: Request): boolean {
  return new URL(request.url).searchParams.has('_data');
}

export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const { session, boot, client, lng } = await shopRequest(request, context);
  const key = storeKey(boot);
  const cart = readCart(session, key);
  const jsonOnly = wantsJson(request);
  const back = safeRedirect(form.get('redirectTo'), '/cart');

  const done = async (next: Cart) => {
    writeCart(session, key, next);
    const headers = { 'Set-Cookie': await commitSession(session, context) };
    return redirect(back, { status: 303, headers });
  };
  /**
   * SPEC §4 "Cart editing": an edit that can make the bill fail (more of something, a new line) is a
   * draft, committed only when the platform prices it. Removing things never needs a bill.
   */
  // The order options the cart is priced for: the session's, or the branch's default (as on the menu).
  const optionsFor = async (draft: Cart) => {
    const first = draft.lines[0];
    const menus = first
      ? await brandMenus(client, boot, first.brand.id, undefined, first.branch.id).catch(() => null)
      : null;
    return menus
      ? readOrderOptions(session, key, boot, menus.branchInfo)
      : readOrderOptions(session, key, boot, {
          capabilities: { delivery_method_ids: [1, 2, 3], default_delivery_method_id: 1 } as W.Capabilities,
        });
  };
  const auth = await authed(session, context, lng, boot, client);
  const billOf = async (draft: Cart) =>
    billForCart({ authed: auth, cart: draft, boot, options: await optionsFor(draft), lng });
  const billFails = async (draft: Cart) => (await billOf(draft))?.error ?? null;
  const refuseEdit = async (message: string) => {
    if (jsonOnly) return refuse(409, { message });
    session.flash('cartMessage', message);
    return redirect(back, { status: 303, headers: { 'Set-Cookie': await commitSession(session, context) } });
  };
  // The session is written back with a refusal too: pricing may have rotated the customer's tokens.
  const refuse = async (status: number, body: Record<string, unknown>) =>
    json(body, { status, headers: { 'Set-Cookie': await commitSession(session, context) } });

  switch (intent) {
    case 'add':
    case 'update': {
      const raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
      const parsed = lineIntent.safeParse(raw);
      if (!parsed.success) return refuse(400, { message: 'badRequest' });
      const input = parsed.data;
      const itemUrl = safeRedirect(input.itemUrl, `/brand/${input.brandId}/item/${input.itemId}`);
      const values = [...form.entries()].filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'intent' && e[0] !== 'confirmClear',
      );
      const failWith = async (status: number, message: string, issues?: W.ChoiceIssues['issues']) => {
        if (jsonOnly) return refuse(status, { message, issues: issues ?? [] });
        flashItem(session, { itemId: input.itemId, message, issues, values });
        const anchor = issues?.[0] ? `#${groupAnchor(issues[0].path)}` : '';
        return redirect(itemUrl + anchor, {
          status: 303,
          headers: { 'Set-Cookie': await commitSession(session, context) },
        });
      };
      if (input.comment.length > LIMITS.itemNoteMax) return failWith(400, 'noteTooLong');

      const menus = await brandMenus(client, boot, input.brandId, undefined, input.branchId).catch(() => null);
      const item = menus?.sections
        .flatMap((s) => s.sub_sections.flatMap((c) => c.items))
        .find((i) => i.id === input.itemId);
      if (!menus || !item || menus.branchInfo.id !== input.branchId) return failWith(404, 'gone');

      // SPEC §4: outside a food hall a cart holds one brand at one branch; changing asks first, then clears.
      const editing = input.intent === 'update' ? cart.lines.find((l) => l.id === input.lineId) : undefined;
      const others = cart.lines.filter((l) => l !== editing);
      const foodHall = boot ? isFoodHallEntity(boot.entityType as EntityTypeId) : false;
      const conflict = foodHall
        ? null
        : others.some((l) => l.brand.id !== input.brandId)
          ? 'conflict:brand'
          : others.some((l) => l.branch.id !== input.branchId)
            ? 'conflict:branch'
            : null;
      if (conflict && !input.confirmClear) return failWith(409, conflict);
      const startFrom = conflict ? EMPTY_CART : cart;

      const options = readOrderOptions(session, key, boot, menus.branchInfo);
      let priced: Omit<CartLine, 'id'>;
      try {
        priced = await client.cartLine({
          branch_id: input.branchId,
          brand_id: input.brandId,
          item_id: input.itemId,
          quantity: input.quantity,
          comment: input.comment,
          groups: parseChoices(item.groups, form.entries()),
          order_type: options.orderType,
          order_schedule_type: options.scheduleType,
        });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        if (error.code === 'invalid_modifiers') {
          const issues = W.choiceIssuesSchema.safeParse(error.details);
          return failWith(400, 'invalidChoices', issues.success ? issues.data.issues : []);
        }
        if (error.code === 'brand_busy') return failWith(409, `busy:${Number(error.details.busy_minutes ?? 60)}`);
        if (error.code === 'item_oos') return failWith(409, 'soldOut');
        if (error.code === 'item_not_found') return failWith(404, 'gone');
        if (error.status === 400) return failWith(400, 'badRequest');
        throw error;
      }
      const line: CartLine = { ...priced, id: crypto.randomUUID() };
      const next =
        input.intent === 'update' && input.lineId
          ? replaceLine(startFrom, input.lineId, line)
          : addLine(startFrom, line);
      const failed = await billFails(next);
      if (failed) return failWith(409, `text:${failed.message}`);
      return done(next);
    }
    case 'quantity': {
      const parsed = z
        .object({ lineId: z.string().max(64), quantity: z.coerce.number().int().min(0).max(LIMITS.stepperMax) })
        .safeParse(Object.fromEntries(form));
      if (!parsed.success) return refuse(400, { message: 'badRequest' });
      const next = setQuantity(cart, parsed.data.lineId, parsed.data.quantity);
      const before = cart.lines.find((l) => l.id === parsed.data.lineId)?.quantity ?? 0;
      if (parsed.data.quantity > before) {
        const failed = await billFails(next);
        if (failed) return refuseEdit(failed.message);
      }
      return done(next);
    }
    case 'remove': {
      const ids = form.getAll('lineId').filter((v): v is string => typeof v === 'string');
      if (!ids.length) return refuse(400, { message: 'badRequest' });
      return done(removeLines(cart, ids));
    }
    case 'note': {
      const parsed = z.object({ lineId: z.string().max(64), comment: z.string() }).safeParse(Object.fromEntries(form));
      if (!parsed.success) return refuse(400, { message: 'badRequest' });
      if (parsed.data.comment.length > LIMITS.itemNoteMax) return refuse(400, { message: 'noteTooLong' });
      return done(setComment(cart, parsed.data.lineId, parsed.data.comment.trim()));
    }
    case 'groupNote': {
      const parsed = z.object({ brandId: id, note: z.string() }).safeParse(Object.fromEntries(form));
      if (!parsed.success) return refuse(400, { message: 'badRequest' });
      if (parsed.data.note.length > LIMITS.orderNoteMax)
        return refuseEdit(fixedT(lng)('item.noteTooLong', { count: LIMITS.orderNoteMax }));
      return done(setBrandNote(cart, parsed.data.brandId, parsed.data.note));
    }
    case 'acceptPrices': {
      // The price update alert: take the platform's current prices into the cart.
      const outcome = await billOf(cart);
      if (!outcome?.bill) return refuseEdit(outcome?.error?.message ?? fixedT(lng)('bill.generic'));
      return done(repriceLines(cart, outcome.bill.updated_items, outcome.bill.menu_versions));
    }
    case 'clear':
      return done(EMPTY_CART);
    default:
      return refuse(400, { message: 'badRequest' });
  }
}
