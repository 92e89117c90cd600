// SPEC §4 "Stock and busy rules" and §5 "Scheduling": the one rule of whether an item can be ordered, used
// by the item sheet (offer "Add to cart"), the platform's cart line (price it) and the bill (accept it).
// Everything is judged at the time the order is for: now for ASAP, the chosen time for a scheduled order.
import { busyMinutes } from './busy';
import {
  categoryAvailable,
  itemState,
  sectionAvailable,
  type CategoryLike,
  type ItemLike,
  type ItemState,
  type SectionLike,
} from './availability';
import { localMoment } from './store-hours';

export interface FoundItem<S, C, I> {
  section: S;
  category: C;
  item: I;
}

type Tree<S, C, I> = S & { sub_sections: readonly (C & { items: readonly (I & { id: number })[] })[] };

/** An item of a menu with its category and section (the first place it appears), or null. */
export function findMenuItem<S, C, I>(
  sections: readonly Tree<S, C, I>[],
  itemId: number,
): FoundItem<Tree<S, C, I>, C, I & { id: number }> | null {
  for (const section of sections)
    for (const category of section.sub_sections)
      for (const item of category.items) if (item.id === itemId) return { section, category, item };
  return null;
}

/** Why an item cannot be ordered. */
export type Refusal =
  /** not on the menu (hidden, or its section or category is off): SPEC §8 "This item is currently out of stock." */
  | { kind: 'gone' }
  /** SPEC §4 "A busy brand blocks opening item configuration for add" */
  | { kind: 'busy'; minutes: number }
  /** out of stock, or snoozed where the order cannot wait for it */
  | { kind: 'soldOut'; state: ItemState }
  /** its section or category is closed at the time the order is for */
  | { kind: 'notThen' }
  /** a required choice can never be made (SPEC §5: "disabled or hidden") */
  | { kind: 'disabled' };

export type Orderability =
  | {
      ok: true;
      /** the item's state at the time the order is for */
      state: ItemState;
      /** it cannot be had now: only a scheduled order can have it (SPEC §8 "will be available later") */
      forLater: boolean;
    }
  | { ok: false; refusal: Refusal };

export interface OrderMoment {
  now: Date;
  /** the time a scheduled order is for; null (or absent) for ASAP */
  scheduledFor?: Date | null;
  /** the branch's zone: windows and blackout dates are read there */
  timezone: string;
  capabilities: { scheduled_order_enabled: boolean; scheduled_order_oos_item_allowed: boolean };
  brand: { is_busy: boolean; busy_mode_updated_at: string | null };
}

type Orderable = FoundItem<SectionLike, CategoryLike, ItemLike & { hidden: boolean }>;

/** The state of an item at one instant, its section and category included. */
export function itemStateAt(found: Orderable, at: Date, timezone: string): ItemState {
  const local = localMoment(at, timezone);
  const open = sectionAvailable(found.section, local) && categoryAvailable(found.category, local);
  return itemState(found.item, open, at);
}

/** Can this item be ordered for the time the order is for? */
export function orderability(found: Orderable | null, moment: OrderMoment): Orderability {
  if (
    !found ||
    found.item.hidden ||
    !found.section.enabled ||
    found.section.hidden ||
    !found.category.enabled ||
    found.category.hidden
  )
    return { ok: false, refusal: { kind: 'gone' } };
  const busy = busyMinutes(moment.brand, moment.now);
  if (busy !== null) return { ok: false, refusal: { kind: 'busy', minutes: busy } };
  const scheduled = moment.scheduledFor && moment.capabilities.scheduled_order_enabled ? moment.scheduledFor : null;
  const state = itemStateAt(found, scheduled ?? moment.now, moment.timezone);
  const forLater = () => !!scheduled && itemStateAt(found, moment.now, moment.timezone) !== 'available';
  switch (state) {
    case 'available':
      return { ok: true, state, forLater: forLater() };
    case 'snoozed':
      // SPEC §4: snoozed items can be ordered for later where the branch allows out-of-stock items then.
      return scheduled && moment.capabilities.scheduled_order_oos_item_allowed
        ? { ok: true, state, forLater: true }
        : { ok: false, refusal: { kind: 'soldOut', state } };
    case 'soldOut':
      return { ok: false, refusal: { kind: 'soldOut', state } };
    case 'notNow':
      return { ok: false, refusal: { kind: 'notThen' } };
    case 'disabled':
      return { ok: false, refusal: { kind: 'disabled' } };
  }
}

/** SPEC §4 "Age restriction": an item is age-restricted when it is, or its category is. */
export function isAgeRestricted(
  item: { is_age_restricted: boolean },
  category: { is_age_restricted: boolean },
): boolean {
  return item.is_age_restricted || category.is_age_restricted;
}

/**
 * SPEC §5 "Age-restricted items need consent, plus ID front and back when identification is required": what an
 * order of these lines (each item with its category) needs — the checkout's consent sheet and the platform's
 * placement judge by this one rule. ID is asked only of an order that needs consent at all.
 */
export function ageRule(
  lines: readonly {
    item: { is_age_restricted: boolean };
    category: { is_age_restricted: boolean; is_id_verification_required: boolean };
  }[],
): { restricted: boolean; idRequired: boolean } {
  const restricted = lines.some((l) => isAgeRestricted(l.item, l.category));
  return { restricted, idRequired: restricted && lines.some((l) => l.category.is_id_verification_required) };
}
