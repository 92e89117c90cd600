// SPEC §5 "Modifiers": the rules of modifier groups, in one place for the web shop and the platform.
//  - exact: the summed quantity of the group's modifiers equals the value;
//  - range: min ≤ sum ≤ max;
//  - a group is required if exact, or range with min > 0; optional groups have min 0;
//  - nested groups (under a chosen modifier) must be valid too;
//  - single-choice groups (max 1) allow one modifier;
//  - an item is disabled if a required group is disabled or has no enabled modifier.

export interface RuleModifier {
  id: number;
  extra_price: number;
  /** how many of this modifier one may take */
  modifier_quantity: number;
  is_selected: boolean;
  enabled: boolean;
  hidden: boolean;
  groups: RuleGroup[];
}

export interface RuleGroup {
  id: number;
  rule: { type_title: 'exact' | 'range'; value: number | null; min: number | null; max: number | null };
  enabled: boolean;
  hidden: boolean;
  modifiers: RuleModifier[];
}

/** What a customer chose: groups by id, each with its modifiers, their quantities and nested choices. */
export interface ChosenModifier {
  id: number;
  qty: number;
  groups: ChosenGroup[];
}
export interface ChosenGroup {
  id: number;
  modifiers: ChosenModifier[];
}

export type ChoiceIssueCode =
  'required' | 'exact' | 'min' | 'max' | 'unknownModifier' | 'modifierQuantity' | 'notOffered';

export interface ChoiceIssue {
  /** the group's id */
  groupId: number;
  /** group and modifier ids from the item down to this group: [g, m, g, m, g] */
  path: number[];
  code: ChoiceIssueCode;
  /** what the rule asks: exact value, or min and max */
  min: number;
  max: number;
  /** the quantity chosen */
  chosen: number;
}

export function groupBounds(group: RuleGroup): { min: number; max: number } {
  if (group.rule.type_title === 'exact') {
    const value = group.rule.value ?? 0;
    return { min: value, max: value };
  }
  const min = Math.max(0, group.rule.min ?? 0);
  return { min, max: Math.max(min, group.rule.max ?? min) };
}

export function isGroupRequired(group: RuleGroup): boolean {
  return group.rule.type_title === 'exact' || groupBounds(group).min > 0;
}

export function isSingleChoice(group: RuleGroup): boolean {
  return groupBounds(group).max === 1;
}

export function isGroupOffered(group: RuleGroup): boolean {
  return group.enabled && !group.hidden;
}

export function offeredModifiers(group: RuleGroup): RuleModifier[] {
  return group.modifiers.filter((m) => m.enabled && !m.hidden);
}

/** The most a customer can choose in a group with what is offered. */
function capacity(group: RuleGroup): number {
  return offeredModifiers(group).reduce((n, m) => n + Math.max(1, m.modifier_quantity), 0);
}

/**
 * SPEC §5: an item is disabled if any required group is disabled, offers no modifier, or could never be
 * satisfied with what it offers.
 */
export function isItemOrderable(groups: readonly RuleGroup[]): boolean {
  return groups.every((g) => {
    if (!isGroupRequired(g)) return true;
    if (!isGroupOffered(g)) return false;
    return offeredModifiers(g).length > 0 && capacity(g) >= groupBounds(g).min;
  });
}

export type GroupHint = { kind: 'required'; count: number } | { kind: 'optional' } | { kind: 'upTo'; count: number };

/** The hint shown beside a group: Required, Optional, or Select up to N (SPEC §2 "Item details sheet"). */
export function groupHint(group: RuleGroup): GroupHint {
  const { min, max } = groupBounds(group);
  if (isGroupRequired(group)) return { kind: 'required', count: group.rule.type_title === 'exact' ? max : min };
  return max > 1 ? { kind: 'upTo', count: max } : { kind: 'optional' };
}

/** Checks choices against the groups, depth first in menu order; no issues means valid. */
export function validateChoices(
  groups: readonly RuleGroup[],
  chosen: readonly ChosenGroup[],
  path: number[] = [],
): ChoiceIssue[] {
  const issues: ChoiceIssue[] = [];
  const byId = new Map(chosen.map((c) => [c.id, c]));
  for (const extra of chosen) {
    const group = groups.find((g) => g.id === extra.id);
    if ((!group || !isGroupOffered(group)) && extra.modifiers.some((m) => m.qty > 0)) {
      issues.push({ groupId: extra.id, path: [...path, extra.id], code: 'notOffered', min: 0, max: 0, chosen: 0 });
    }
  }
  for (const group of groups) {
    if (!isGroupOffered(group)) continue;
    const here = [...path, group.id];
    const { min, max } = groupBounds(group);
    const picks = (byId.get(group.id)?.modifiers ?? []).filter((m) => m.qty !== 0);
    let sum = 0;
    const nested: ChoiceIssue[] = [];
    for (const pick of picks) {
      const modifier = offeredModifiers(group).find((m) => m.id === pick.id);
      if (!modifier) {
        issues.push({ groupId: group.id, path: here, code: 'unknownModifier', min, max, chosen: pick.qty });
        continue;
      }
      if (!Number.isInteger(pick.qty) || pick.qty < 0 || pick.qty > Math.max(1, modifier.modifier_quantity)) {
        issues.push({ groupId: group.id, path: here, code: 'modifierQuantity', min, max, chosen: pick.qty });
        continue;
      }
      sum += pick.qty;
      nested.push(...validateChoices(modifier.groups, pick.groups, [...here, modifier.id]));
    }
    const base = { groupId: group.id, path: here, min, max, chosen: sum };
    if (group.rule.type_title === 'exact' && sum !== max)
      issues.push({ ...base, code: sum === 0 ? 'required' : 'exact' });
    else if (sum < min) issues.push({ ...base, code: sum === 0 ? 'required' : 'min' });
    else if (sum > max) issues.push({ ...base, code: 'max' });
    issues.push(...nested);
  }
  return issues;
}

/** Pre-selected modifiers (is_selected), as far down as they go. */
export function defaultChoices(groups: readonly RuleGroup[]): ChosenGroup[] {
  return groups
    .filter(isGroupOffered)
    .map((g) => ({
      id: g.id,
      modifiers: offeredModifiers(g)
        .filter((m) => m.is_selected)
        .slice(0, Math.max(1, groupBounds(g).max))
        .map((m) => ({ id: m.id, qty: 1, groups: defaultChoices(m.groups) })),
    }))
    .filter((g) => g.modifiers.length > 0);
}

/** The price the chosen modifiers add to one unit of the item, in minor units. */
export function choicesPrice(groups: readonly RuleGroup[], chosen: readonly ChosenGroup[]): number {
  let total = 0;
  for (const c of chosen) {
    const group = groups.find((g) => g.id === c.id);
    if (!group) continue;
    for (const pick of c.modifiers) {
      const modifier = group.modifiers.find((m) => m.id === pick.id);
      if (!modifier || pick.qty <= 0) continue;
      total += modifier.extra_price * pick.qty + choicesPrice(modifier.groups, pick.groups);
    }
  }
  return total;
}

/** Choices in one canonical form: no zero quantities, no empty groups, ids in order. */
export function normalizeChoices(chosen: readonly ChosenGroup[]): ChosenGroup[] {
  return chosen
    .map((g) => ({
      id: g.id,
      modifiers: g.modifiers
        .filter((m) => m.qty > 0)
        .map((m) => ({ id: m.id, qty: m.qty, groups: normalizeChoices(m.groups) }))
        .sort((a, b) => a.id - b.id),
    }))
    .filter((g) => g.modifiers.length > 0)
    .sort((a, b) => a.id - b.id);
}

/** Two lines merge when item, choices and note are equal (SPEC §4 "Cart editing"). */
export function lineKey(itemId: number, chosen: readonly ChosenGroup[], note = ''): string {
  return JSON.stringify([itemId, normalizeChoices(chosen), note.trim()]);
}
