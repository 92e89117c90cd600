// The one cart action (STYLE.md "Cart", after Hydrogen), an intent per change, used by the routes whose
// forms change the cart: the item sheet (add, update, remove), /cart and /panel. With or without
// JavaScript, a change that is made answers 303 to `redirectTo` (fetchers follow it); a refusal answers
// the shop's one refusal shape (a typed problem worded as a key, cart-refusal.ts), and the page that sent the
// form shows it beside the customer's choices.
import { redirect, type AppLoadContext, type Session } from '@remix-run/node';
import { safeRedirect } from '~/utils/safe-redirect';
import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import { groupNoteSchema, lineNoteSchema } from '~/features/cart/cart-notes.schema';
import {
  addLine,
  applied,
  EMPTY_CART,
  removeLines,
  replaceLine,
  setBrandNote,
  setComment,
  setQuantity,
  withRequest,
  type Cart,
  type CartLine,
} from '~/domain/cart';
import { LIMITS } from '~/domain/constants';
import { isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import { parseChoices } from '~/domain/modifier-form';
import { lineKey, normalizeChoices, validateChoices, type ChoiceIssue, type ChosenGroup } from '~/domain/modifiers';
import { findMenuItem, orderability } from '~/domain/orderability';
import type { StoreMenus } from '~/contract/catalog';
import {
  billChoices,
  billFingerprint,
  priceLines,
  type BillCustomer,
  type DraftLine,
} from '~/features/cart/bill.server';
import { promoGone, writeAppliedPromo } from '~/features/promotions/applied-promo.server';
import {
  guestBarred,
  keepBill,
  readCart,
  readKeptBill,
  storeKey,
  writeCart,
  type KeptBill,
} from '~/features/cart/cart.server';
import { readOrderOptions, scheduledMoment, type OrderOptions } from '~/features/branches/order-options.server';
import { brandMenus } from '~/features/branches/menu.server';
import { clearAuth, shopCustomer } from '~/utils/auth.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest, type ShopRequest } from '~/utils/shop.server';
import { redirectWithToast, toastHeader, type Toast } from '~/utils/toast.server';
import { readFormData } from '~/utils/form-data.server';
import { readMessage } from '~/utils/form-messages';
import type { Refused } from '~/utils/refusal';
import { refuse } from '~/utils/refusal.server';
import { localized } from '~/domain/localize';
import { cartRefusal, type CartProblem } from '~/features/cart/cart-refusal';

export type { CartProblem } from '~/features/cart/cart-refusal';

/** What a refused change answers: the refusal, the line it is about, and the sheet's choices to show again. */
export type CartRefusal = Refused<{
  lineId: string | null;
  form: { choices: ChosenGroup[]; quantity: number; comment: string } | null;
  /** a note form's own result (conform), to show beside its field */
  result?: SubmissionResult<string[]>;
  /** the modifier groups' issues (the refusal's field `choices`), shown beside each group */
  issues?: ChoiceIssue[];
}>;

const CART_INTENTS = ['add', 'update', 'quantity', 'remove', 'note', 'groupNote', 'acceptPrices', 'clear'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What every cart post carries beside its intent's own fields: where it goes back to (a card's "+": its card). */
const cartPostSchema = z.object({
  intent: z.enum(CART_INTENTS),
  redirectTo: z.string().optional(),
  anchor: z.string().optional(),
  itemId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});

const id = z.coerce.number().int().positive();
const lineSchema = z.object({
  intent: z.enum(['add', 'update']),
  brandId: id,
  branchId: id,
  itemId: id,
  lineId: z.string().max(64).optional(),
  /** the form's own id: the same add sent again (a retry) is applied once */
  requestId: z.string().uuid().optional(),
  quantity: z.coerce.number().int().min(1).max(LIMITS.stepperMax),
  comment: z.string().max(2000).default(''),
  confirmClear: z.literal('1').optional(),
});
const quantitySchema = z.object({
  lineId: z.string().max(64),
  quantity: z.coerce.number().int().min(0).max(LIMITS.stepperMax),
});

const clamp = (n: number) => Math.max(0, Math.min(LIMITS.stepperMax, n));

/** A note form's refusal: too long (its limit), or a form no page of ours sends. */
function noteProblem(error: Record<string, string[] | null> | null | undefined, max: number): CartProblem {
  return Object.values(error ?? {}).some((messages) => messages?.some((m) => readMessage(m).key === 'item.noteTooLong'))
    ? { kind: 'noteTooLong', max }
    : { kind: 'badRequest' };
}

/** The order options a cart is priced for: those of its first line's branch (as on the menu). */
function optionsAt(session: Session, key: string, shop: ShopRequest, menus: StoreMenus | null): OrderOptions {
  return readOrderOptions(
    session,
    key,
    shop.boot,
    menus?.branchInfo ?? { capabilities: { delivery_method_ids: [1, 2, 3], default_delivery_method_id: 1 } as never },
  );
}

/** A status for each problem: gone 404, a wrong form 400, the rest a conflict with the cart or the shop. */
function statusOf(problem: CartProblem): number {
  switch (problem.kind) {
    case 'gone':
      return 404;
    case 'badRequest':
    case 'invalidChoices':
    case 'noteTooLong':
      return 400;
    default:
      return 409;
  }
}

export async function cartAction(
  request: Request,
  context: AppLoadContext,
  { intents }: { intents?: readonly CartIntent[] } = {},
) {
  const form = await readFormData(request);
  const post = parseWithZod(form, { schema: cartPostSchema });
  // a post no page of ours sends is refused below (with the session written, like every answer)
  const { intent, redirectTo: to, anchor, itemId } = post.status === 'success' ? post.value : { intent: null };
  const shop = await shopRequest(request, context);
  const { session, boot, client, lng } = shop;
  const key = storeKey(boot);
  const cart = readCart(session, key);
  const redirectTo = safeRedirect(to, '/cart');
  // a card's "+" comes back to its card (without JavaScript the page would open at its top)
  const back = anchor === 'item' && itemId && !redirectTo.includes('#') ? `${redirectTo}#item-${itemId}` : redirectTo;
  const customer = await shopCustomer(request, context);
  const anonymous: BillCustomer = { auth: null, withAuth: (call) => call(client) };
  const now = new Date();

  // Actions write the session whatever the outcome: the customer's tokens may have been refreshed.
  let toast: Toast | null = null;
  const headers = async () => {
    const answer = new Headers({ 'Set-Cookie': await commitSession(session, context) });
    if (toast) answer.append('Set-Cookie', await toastHeader(toast, context));
    return answer;
  };
  const commit = async (next: Cart, kept: KeptBill | null) => {
    writeCart(session, key, next, kept);
    return redirect(back, { status: 303, headers: await headers() });
  };
  const refused = async (problem: CartProblem, extra: Partial<Omit<CartRefusal, 'refusal'>> = {}, title?: string) =>
    refuse(statusOf(problem), cartRefusal(problem, lng, title), {
      extra: {
        lineId: extra.lineId ?? null,
        form: extra.form ?? null,
        result: extra.result,
        issues: problem.kind === 'invalidChoices' ? problem.issues : undefined,
      },
      headers: await headers(),
    });

  /**
   * SPEC §4 "Cart editing": the draft is priced once by the platform's bill and committed only if that
   * succeeds; the bill is kept with the cart, so the page that follows need not price it again.
   */
  const priceDraft = async (lines: readonly DraftLine[], menus: StoreMenus | null) => {
    const options = optionsAt(session, key, shop, menus);
    // SPEC §4: a guest is logged out by the first cart change at a branch without guest login.
    let payer: BillCustomer = customer;
    if (menus && guestBarred(customer.auth, menus.branchInfo)) {
      clearAuth(session);
      payer = anonymous;
    }
    const choices = billChoices(session, key);
    const outcome = await priceLines({ customer: payer, lines, boot, options, choices, lng });
    if (!outcome?.bill) return { problem: outcome?.problem ?? ({ kind: 'badRequest' } as const), bill: null };
    // SPEC §4 "An applied promo not in the current list (and not a voucher) is removed"
    const gone = !!choices.promo && promoGone(outcome.bill, choices.promo);
    if (gone && choices.promo) {
      writeAppliedPromo(session, key, null);
      // SPEC §8 promo warning, on the page that follows
      toast = { type: 'info', key: 'promo.notApplicable', values: { code: choices.promo.code } };
    }
    const keep = (priced: Cart) =>
      keepBill(
        outcome.bill,
        billFingerprint({
          cart: priced,
          options,
          choices: gone ? { ...choices, promo: null } : choices,
          boot,
          customerId: payer.auth?.user.id ?? null,
          versions: outcome.bill.menu_versions,
        }),
        now.getTime(),
      );
    return { problem: null, bill: outcome.bill, keep };
  };
  const firstMenus = async (lines: readonly { brand: { id: number }; branch: { id: number } }[]) => {
    const first = lines[0];
    return first
      ? brandMenus(client, boot, first.brand.id, shop.timings, first.branch.id).catch(() => null)
      : Promise.resolve(null);
  };

  if (!intent || (intents && !intents.includes(intent))) return refused({ kind: 'badRequest' });
  switch (intent) {
    case 'add':
    case 'update': {
      const parsed = parseWithZod(form, { schema: lineSchema });
      if (parsed.status !== 'success') return refused({ kind: 'badRequest' });
      const input = parsed.value;
      // Applied already (the answer was lost and the phone sent it again): answered as then, nothing added.
      if (applied(cart, input.requestId)) return redirect(back, { status: 303, headers: await headers() });
      const comment = input.comment.trim();
      const menus = await brandMenus(client, boot, input.brandId, shop.timings, input.branchId).catch(() => null);
      const found = menus ? findMenuItem(menus.sections, input.itemId) : null;
      const choices = found ? normalizeChoices(parseChoices(found.item.groups, form.entries())) : [];
      const sheet = { choices, quantity: input.quantity, comment: input.comment };
      const title = found ? localized(found.item.title, found.item.title_v2, lng) : undefined;
      const failWith = (problem: CartProblem) => refused(problem, { lineId: input.lineId ?? null, form: sheet }, title);
      if (input.comment.length > LIMITS.itemNoteMax) return failWith({ kind: 'noteTooLong', max: LIMITS.itemNoteMax });
      // Gone from the menu: nothing on the sheet can change that; the page it came from says so.
      if (!menus || !found || menus.branchInfo.id !== input.branchId)
        return redirectWithToast(back, { type: 'error', key: 'item.gone' }, context, { headers: await headers() });

      // SPEC §4: outside a food hall a cart holds one brand at one branch; changing asks first, then clears.
      const editing = input.intent === 'update' ? cart.lines.find((l) => l.id === input.lineId) : undefined;
      const others = cart.lines.filter((l) => l !== editing);
      const foodHall = boot ? isFoodHallEntity(boot.entityType as EntityTypeId) : false;
      const conflict = foodHall
        ? null
        : others.some((l) => l.brand.id !== input.brandId)
          ? ('brand' as const)
          : others.some((l) => l.branch.id !== input.branchId)
            ? ('branch' as const)
            : null;
      if (conflict && !input.confirmClear) return failWith({ kind: 'conflict', with: conflict });
      const startFrom = conflict ? EMPTY_CART : cart;

      // The quick checks, on the menu just read, by the rules the sheet and the platform apply.
      const options = optionsAt(session, key, shop, menus);
      const verdict = orderability(found, {
        now,
        scheduledFor: scheduledMoment(options),
        timezone: menus.branchInfo.timezone,
        capabilities: menus.branchInfo.capabilities,
        brand: menus.brand,
      });
      if (!verdict.ok) {
        const refusal = verdict.refusal;
        if (refusal.kind === 'gone')
          return redirectWithToast(back, { type: 'error', key: 'item.gone' }, context, { headers: await headers() });
        return failWith(refusal.kind === 'busy' ? { kind: 'busy', minutes: refusal.minutes } : { kind: 'soldOut' });
      }
      const issues = validateChoices(found.item.groups, choices);
      if (issues.length) return failWith({ kind: 'invalidChoices', issues });

      // The draft: the line merged the way domain/cart.ts merges it (same key), priced from the menu.
      const key_ = lineKey(found.item.id, choices, comment);
      const edited = (lineId: string, quantity: number): DraftLine => ({
        id: lineId,
        item_id: found.item.id,
        title: found.item.title,
        title_v2: found.item.title_v2,
        quantity,
        comment,
        groups: choices,
        brand: { id: input.brandId },
        branch: { id: input.branchId },
      });
      const inPlace = editing && startFrom.lines.includes(editing) ? editing : undefined;
      const twin = startFrom.lines.find((l) => l !== inPlace && l.key === key_);
      let lines: DraftLine[];
      let editedId: string | null;
      if (inPlace && twin) {
        // Edited into a copy of another line: the two merge, the other keeps its own pricing.
        lines = startFrom.lines
          .filter((l) => l !== inPlace)
          .map((l) => (l === twin ? { ...l, quantity: clamp(l.quantity + input.quantity) } : l));
        editedId = null;
      } else if (inPlace) {
        lines = startFrom.lines.map((l) => (l === inPlace ? edited(l.id, input.quantity) : l));
        editedId = inPlace.id;
      } else if (twin) {
        lines = startFrom.lines.map((l) => (l === twin ? edited(l.id, clamp(l.quantity + input.quantity)) : l));
        editedId = twin.id;
      } else {
        editedId = crypto.randomUUID();
        lines = [...startFrom.lines, edited(editedId, input.quantity)];
      }
      const priced = await priceDraft(lines, await firstMenus(lines));
      if (!priced.bill) return failWith(priced.problem);
      const pricedLine = priced.bill.lines.find((l) => l.id === editedId);
      const line: CartLine = pricedLine
        ? { ...pricedLine, quantity: input.quantity }
        : ({ ...twin!, quantity: input.quantity } as CartLine);
      const next =
        input.intent === 'update' && input.lineId
          ? replaceLine(startFrom, input.lineId, line, now)
          : addLine(startFrom, line, now);
      // The bill priced exactly these lines: kept with them (a safety net if the two merges ever differ).
      const same =
        next.lines.length === lines.length &&
        next.lines.every((l, i) => l.id === lines[i]!.id && l.quantity === lines[i]!.quantity);
      const remembered = withRequest(next, input.requestId);
      return commit(remembered, same ? priced.keep(remembered) : null);
    }
    case 'quantity': {
      const parsed = parseWithZod(form, { schema: quantitySchema });
      if (parsed.status !== 'success') return refused({ kind: 'badRequest' });
      const { lineId, quantity } = parsed.value;
      const next = setQuantity(cart, lineId, quantity, now);
      const before = cart.lines.find((l) => l.id === lineId)?.quantity ?? 0;
      // More of something can make the bill fail: priced first. Less never needs a bill.
      if (quantity <= before) return commit(next, null);
      const priced = await priceDraft(next.lines, await firstMenus(next.lines));
      if (!priced.bill) return refused(priced.problem, { lineId });
      return commit(next, priced.keep(next));
    }
    case 'remove': {
      const ids = form.getAll('lineId').filter((v): v is string => typeof v === 'string');
      if (!ids.length) return refused({ kind: 'badRequest' });
      return commit(removeLines(cart, ids, now), null);
    }
    case 'note': {
      const submission = parseWithZod(form, { schema: lineNoteSchema });
      if (submission.status !== 'success') {
        const problem = noteProblem(submission.error, LIMITS.itemNoteMax);
        const lineId = submission.payload.lineId;
        return refused(problem, { lineId: typeof lineId === 'string' ? lineId : null, result: submission.reply() });
      }
      const { lineId, comment } = submission.value;
      // A note changes no price: the kept bill still prices the cart.
      return commit(setComment(cart, lineId, comment, now), readKeptBill(session, key));
    }
    case 'groupNote': {
      const submission = parseWithZod(form, { schema: groupNoteSchema });
      if (submission.status !== 'success')
        return refused(noteProblem(submission.error, LIMITS.orderNoteMax), { result: submission.reply() });
      const { brandId, note } = submission.value;
      return commit(setBrandNote(cart, brandId, note, now), readKeptBill(session, key));
    }
    case 'acceptPrices': {
      // The price update alert: the cart takes the lines as the platform prices them now.
      const priced = await priceDraft(cart.lines, await firstMenus(cart.lines));
      if (!priced.bill) return refused(priced.problem);
      const bill = priced.bill;
      const next: Cart = {
        ...cart,
        lines: cart.lines.map((l) => {
          const fresh = bill.lines.find((p) => p.id === l.id);
          return fresh ? { ...fresh, id: l.id } : l;
        }),
        updated_at: now.toISOString(),
      };
      // Priced from the menu as it is now: for the new lines, nothing is a price change any more.
      const kept = priced.keep(next);
      return commit(next, { ...kept, bill: { ...kept.bill, price_updated: false, updated_items: [] } });
    }
    case 'clear':
      return commit(EMPTY_CART, null);
    default:
      return refused({ kind: 'badRequest' });
  }
}
