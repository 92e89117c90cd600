// How modifier choices travel in a plain HTML form (and in the query of the item page, so +/− and
// "update" round-trips keep them without JavaScript):
//   c:<path>          a radio or checkbox of the group at <path>, value = modifier id (repeatable)
//   q:<path>:<mod>    the quantity of a modifier that can be taken more than once
// <path> is the chain of group and modifier ids from the item: "12", or "12/34/56" for group 56 under
// modifier 34 of group 12. Only groups and modifiers of the menu are read; anything else is ignored.
import { offeredModifiers, type ChosenGroup, type RuleGroup } from './modifiers';

export type FormEntries = Iterable<[string, FormDataEntryValue]>;

export function groupField(path: readonly number[]): string {
  return `c:${path.join('/')}`;
}

export function quantityField(path: readonly number[], modifierId: number): string {
  return `q:${path.join('/')}:${modifierId}`;
}

/** An anchor id for a group, so errors can link to it. */
export function groupAnchor(path: readonly number[]): string {
  return `group-${path.join('-')}`;
}

export function parseChoices(groups: readonly RuleGroup[], entries: FormEntries): ChosenGroup[] {
  const values = new Map<string, string[]>();
  for (const [k, v] of entries) {
    if (typeof v !== 'string') continue;
    const list = values.get(k);
    if (list) list.push(v);
    else values.set(k, [v]);
  }
  return parseLevel(groups, values, []);
}

function parseLevel(groups: readonly RuleGroup[], values: Map<string, string[]>, path: number[]): ChosenGroup[] {
  const chosen: ChosenGroup[] = [];
  for (const group of groups) {
    const here = [...path, group.id];
    const ticked = new Set(values.get(groupField(here)) ?? []);
    const modifiers = [];
    for (const modifier of group.modifiers) {
      const qtyValue = values.get(quantityField(here, modifier.id))?.[0];
      let qty = 0;
      if (qtyValue !== undefined && qtyValue.trim() !== '') qty = Number(qtyValue);
      else if (ticked.has(String(modifier.id))) qty = 1;
      if (qty === 0) continue;
      // A choice the group does not offer is kept, so validation reports it rather than ignoring it.
      const offered = offeredModifiers(group).some((m) => m.id === modifier.id);
      modifiers.push({
        id: modifier.id,
        qty,
        groups: offered && qty > 0 ? parseLevel(modifier.groups, values, [...here, modifier.id]) : [],
      });
    }
    if (modifiers.length) chosen.push({ id: group.id, modifiers });
  }
  return chosen;
}

/** Field entries for choices, e.g. to rebuild a form's query string. */
export function choicesToEntries(
  groups: readonly RuleGroup[],
  chosen: readonly ChosenGroup[],
  path: number[] = [],
): [string, string][] {
  const entries: [string, string][] = [];
  for (const c of chosen) {
    const group = groups.find((g) => g.id === c.id);
    if (!group) continue;
    const here = [...path, group.id];
    for (const pick of c.modifiers) {
      const modifier = group.modifiers.find((m) => m.id === pick.id);
      if (!modifier) continue;
      if (modifier.modifier_quantity > 1) entries.push([quantityField(here, modifier.id), String(pick.qty)]);
      else entries.push([groupField(here), String(modifier.id)]);
      entries.push(...choicesToEntries(modifier.groups, pick.groups, [...here, modifier.id]));
    }
  }
  return entries;
}
