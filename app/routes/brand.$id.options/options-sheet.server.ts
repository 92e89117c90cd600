// The order options sheet (SPEC §2 "Order options sheet", "Scheduled date-time picker"; §4 "Schedule
// type", "Pickup"; §5 "Scheduling"): a draft in the URL (type, branch, schedule, time, pickup sub-type),
// so every step is a link or a GET form; "Go to Menu" / "Save" posts it.
import { CONTINUE_PAY } from '~/features/checkout/checkout-state.server';
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { EMPTY_CART } from '~/domain/cart';
import { DeliveryMethod, OrderTimeType, PickupType, type DeliveryMethodId } from '~/domain/constants';
import { isFoodHallEntity, type EntityTypeId } from '~/domain/entity-types';
import { driveThruOffered, offeredOrderTypes } from '~/domain/order-types';
import { formatClock, formatDay, formatOpening } from '~/domain/datetime';
import {
  asapEstimate,
  calendarDays,
  scheduleRules,
  scheduleTypes,
  timeSlots,
  validateScheduled,
} from '~/domain/schedule';
import type { Boot } from '~/utils/boot.server';
import { readCart, storeKey, writeCart } from '~/features/cart/cart.server';
import { brandMenus } from '~/features/branches/menu.server';
import { listedState } from '~/features/branches/branch-state.server';
import {
  askedScheduleType,
  atFoodHallTable,
  chosenBranchId,
  readOrderOptions,
  writeOrderOptions,
  type OrderOptions,
} from '~/features/branches/order-options.server';
import type { PlatformClient } from '~/platform-client/client.server';
import type { Branch } from '~/contract/catalog';
import { redirectWithToast } from '~/utils/toast.server';
import { commitSession } from '~/utils/session.server';
import { shopRequest } from '~/utils/shop.server';
import { HTML_LANG } from '~/i18n/languages';
import { parseSearch } from '~/utils/request.server';
import { readFormData } from '~/utils/form-data.server';
import { optionsSaveSchema } from './options-sheet.schema';
import { scheduleRefusal, type Refusal } from '~/utils/refusal';
import { refuse } from '~/utils/refusal.server';

const type = z.enum(['1', '2', '3']).transform((v) => Number(v) as DeliveryMethodId);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const draftSchema = z.object({
  type: type.optional(),
  branch: z.coerce.number().int().positive().optional(),
  sched: z
    .enum(['1', '2'])
    .transform((v) => Number(v) as 1 | 2)
    .optional(),
  at: z.string().max(40).optional(),
  pickup: z
    .enum(['1', '2'])
    .transform((v) => Number(v) as 1 | 2)
    .optional(),
  step: z.enum(['date', 'time']).optional(),
  date: isoDate.optional(),
  save: z.literal('1').optional(),
  /**
   * opened from the checkout (its order-type card, SPEC §4 checks 2–5): saving goes back there — and with
   * `pay`, opened by its Pay, the pay goes on (ADR 0022)
   */
  next: z.enum(['checkout', 'pay']).optional(),
  confirm: z.enum(['clear']).optional(),
  lng: z.string().optional(),
});

/** The branch's scheduling facts as the domain rules read them. */
function scheduleBranch(branch: Branch, boot: Boot | null) {
  return scheduleRules(branch, { foodHallTable: atFoodHallTable(boot) });
}

/** The branches a pickup can be at: the brand's branches offering pickup (inside a food hall, the stall). */
async function pickupBranches(client: PlatformClient, brandId: number, boot: Boot | null, current: Branch) {
  if (boot?.foodHallId && isFoodHallEntity(boot.entityType as EntityTypeId)) return [current];
  const { branches } = await client.branchAvailability({ brand_id: brandId, order_type: DeliveryMethod.PICKUP });
  return branches.filter((b) => b.order_type_available);
}

export async function loadOptionsSheet(request: Request, context: AppLoadContext, brandId: number) {
  const url = new URL(request.url);
  const draft = parseSearch(url, draftSchema);
  const { lng, boot, session, client, t } = await shopRequest(request, context);
  const key = storeKey(boot);
  const menus = await brandMenus(client, boot, brandId, undefined, chosenBranchId(session, key));
  const here = menus.branchInfo;
  const saved = readOrderOptions(session, key, boot, here);
  const types = offeredOrderTypes(here.capabilities);
  const orderType = draft.type && types.includes(draft.type) ? draft.type : saved.orderType;

  // Pickup: the brand's pickup branches; one is chosen at once (SPEC §2 "Single-branch lists auto-select").
  const pickups = orderType === DeliveryMethod.PICKUP ? await pickupBranches(client, brandId, boot, here) : [];
  const pickupBranch =
    pickups.find((b) => b.id === draft.branch) ??
    pickups.find((b) => b.id === here.id) ??
    (pickups.length === 1 ? pickups[0] : undefined);
  const branch: Branch = pickupBranch ?? here;

  const now = new Date();
  const rules = scheduleBranch(branch, boot);
  const chosenType = draft.sched ?? saved.scheduleType;
  const schedule = scheduleTypes(rules, now, chosenType, draft.at ?? saved.scheduledAt);
  const at = schedule.type === OrderTimeType.SCHEDULED ? schedule.scheduledAt : null;
  const atError = at ? validateScheduled(rules, at, now) : null;
  const estimate = asapEstimate(now);
  const driveThru = driveThruOffered(branch.capabilities, orderType);
  const cart = readCart(session, key);

  const days = draft.step ? calendarDays(rules, now) : [];
  const slots = draft.step === 'time' && draft.date ? timeSlots(rules, draft.date, now) : [];

  return json({
    title: t('options.title'),
    brandId,
    save: !!draft.save,
    next: draft.next ?? null,
    draft: {
      type: orderType,
      branch: pickupBranch?.id ?? null,
      sched: schedule.type ?? chosenType,
      at,
      pickup: driveThru ? (draft.pickup ?? saved.pickupType) : PickupType.COUNTER,
    },
    types,
    pickups: pickups.map((b) => ({
      id: b.id,
      title: b.title,
      address: b.address,
      open: b.store_open,
      state: listedState(b, brandId, lng, now),
    })),
    delivery:
      orderType === DeliveryMethod.DELIVERY
        ? { address: saved.location?.address ?? null, branchTitle: saved.location ? here.title : null }
        : null,
    driveThru,
    vehicle: { regNo: saved.vehicleRegNo, details: saved.vehicleDetails },
    asapEnabled: schedule.asapEnabled,
    scheduledEnabled: schedule.scheduledEnabled,
    // SPEC §9: pickup (and dine-in, served at the table) shows the preparation time; delivery its window.
    asapText:
      orderType === DeliveryMethod.PICKUP
        ? t('options.preparation', { count: branch.preparation_time })
        : orderType === DeliveryMethod.DINE_IN
          ? boot?.tableNo
            ? t('orderCard.servedAtTable', { count: branch.preparation_time, table: boot.tableNo })
            : t('orderCard.served', { count: branch.preparation_time })
          : t('options.estimate', {
              from: formatClock(estimate.from, branch.timezone),
              to: formatClock(estimate.to, branch.timezone),
            }),
    atText: at ? formatOpening(new Date(at), branch.timezone, HTML_LANG[lng]) : null,
    atError: atError ? scheduleRefusal(atError) : null,
    step: draft.step ?? null,
    date: draft.date ?? null,
    days: days.map((d) => ({
      date: d.date,
      enabled: d.enabled,
      label: formatDay(d.date, HTML_LANG[lng]),
    })),
    slots: slots.map((s) => ({ value: s.value, label: s.label })),
    cartOtherBranch: cart.lines.length > 0 && cart.lines[0]!.branch.id !== branch.id && !boot?.foodHallId,
    confirm: draft.confirm === 'clear',
    // SPEC §4 "Schedule type": a choice (a closed branch) that turned "As soon as possible" into a scheduled
    // order is said so.
    scheduledInstead:
      at && schedule.type === OrderTimeType.SCHEDULED && (draft.sched ?? askedScheduleType(session, key)) === 1
        ? { branch: branch.title, time: formatOpening(new Date(at), branch.timezone, HTML_LANG[lng]) }
        : null,
  });
}

/** Why the options were not saved (422), worded by the sheet: the schedule's beside the time, the rest by the button. */
const refused = (refusal: Refusal) => refuse(422, refusal);

/** "Go to Menu" / "Save": checks the draft, clears a cart of another branch (after asking), saves, goes on. */
export async function saveOptions(request: Request, context: AppLoadContext, brandId: number) {
  const form = await readFormData(request);
  const { boot, session, client } = await shopRequest(request, context);
  const key = storeKey(boot);
  // The vehicle is asked for on the form of a drive-thru pickup (whether the branch has one is checked below):
  // the schema depends on these two fields, so they are read before it.
  const driveThruForm = form.get('type') === '1' && form.get('pickup') === '2';
  const submission = parseWithZod(form, { schema: optionsSaveSchema(driveThruForm) });
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const here = (await brandMenus(client, boot, brandId, undefined, chosenBranchId(session, key))).branchInfo;
  let branch = here;
  if (input.type === DeliveryMethod.PICKUP && input.branch && input.branch !== here.id) {
    const found = (await pickupBranches(client, brandId, boot, here)).find((b) => b.id === input.branch);
    if (!found) return refused({ key: 'branch.none' });
    branch = found;
  }
  if (!offeredOrderTypes(branch.capabilities).includes(input.type))
    return refused({ key: 'branch.deliveryUnavailable' });
  const saved = readOrderOptions(session, key, boot, branch);
  // Delivery needs a place first: on to the address search, which comes back through branch selection.
  if (input.type === DeliveryMethod.DELIVERY && !saved.location) return redirect(`/address?brandId=${brandId}`, 303);

  // SPEC §4 "Pickup": the counter clears the vehicle; drive-thru only where the branch has it.
  const driveThru = driveThruForm && driveThruOffered(branch.capabilities, input.type);
  const now = new Date();
  const rules = scheduleBranch(branch, boot);
  const schedule = scheduleTypes(rules, now, input.sched, input.at ?? null);
  const at = schedule.type === OrderTimeType.SCHEDULED ? schedule.scheduledAt : null;
  if (schedule.type === null) return refused({ ...scheduleRefusal({ code: 'closed' }), field: 'at' });
  const scheduleError = schedule.type === OrderTimeType.SCHEDULED ? validateScheduled(rules, at, now) : null;
  if (scheduleError) return refused({ ...scheduleRefusal(scheduleError), field: 'at' });

  const cart = readCart(session, key);
  const otherBranch = cart.lines.length > 0 && cart.lines[0]!.branch.id !== branch.id && !boot?.foodHallId;
  if (otherBranch && !input.confirm) {
    const back = new URLSearchParams();
    for (const [k, v] of form) if (typeof v === 'string' && k !== 'confirm') back.set(k, v);
    back.set('confirm', 'clear');
    return redirect(`/brand/${brandId}/options?${back}`, 303);
  }
  if (otherBranch) writeCart(session, key, EMPTY_CART);
  const next: OrderOptions = {
    ...saved,
    orderType: input.type,
    scheduleType: schedule.type,
    scheduledAt: at,
    branchId: branch.id === boot?.branchId && !saved.branchId ? null : branch.id,
    pickupType: driveThru ? PickupType.DRIVE_THRU : PickupType.COUNTER,
    vehicleRegNo: driveThru ? (input.vehicleRegNo ?? '') : '',
    vehicleDetails: driveThru ? (input.vehicleDetails ?? '') : '',
  };
  const dropped = writeOrderOptions(session, key, next);
  const to = input.next === 'pay' ? CONTINUE_PAY : input.next === 'checkout' ? '/checkout' : `/brand/${brandId}`;
  const headers = { 'Set-Cookie': await commitSession(session, context) };
  // SPEC §4: dine-in removed the special bakery promo — said as SPEC §8 words a promo that does not apply
  if (dropped)
    return redirectWithToast(to, { type: 'info', key: 'promo.notApplicable', values: { code: dropped } }, context, {
      headers,
    });
  return redirect(to, { status: 303, headers });
}
