import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  choicesPrice,
  defaultChoices,
  groupHint,
  isGroupRequired,
  isItemOrderable,
  isSingleChoice,
  lineKey,
  normalizeChoices,
  validateChoices,
  type ChosenGroup,
  type RuleGroup,
  type RuleModifier,
} from '~/domain/modifiers';
import { choicesToEntries, parseChoices } from '~/domain/modifier-form';

const mod = (id: number, extra: Partial<RuleModifier> = {}): RuleModifier => ({
  id,
  extra_price: 0,
  modifier_quantity: 1,
  is_selected: false,
  enabled: true,
  hidden: false,
  groups: [],
  ...extra,
});
const exact = (id: number, value: number, modifiers: RuleModifier[], extra: Partial<RuleGroup> = {}): RuleGroup => ({
  id,
  rule: { type_title: 'exact', value, min: value, max: value },
  enabled: true,
  hidden: false,
  modifiers,
  ...extra,
});
const range = (
  id: number,
  min: number,
  max: number,
  modifiers: RuleModifier[],
  extra: Partial<RuleGroup> = {},
): RuleGroup => ({
  id,
  rule: { type_title: 'range', value: null, min, max },
  enabled: true,
  hidden: false,
  modifiers,
  ...extra,
});
const pick = (group: number, ...mods: [number, number?, ChosenGroup[]?][]): ChosenGroup => ({
  id: group,
  modifiers: mods.map(([id, qty = 1, groups = []]) => ({ id, qty, groups })),
});

// A coffee: size exact 1 (Regular selected), extra shots range 0–3 (shot up to 2), syrups 1–2,
// and a combo drink whose choice has a nested sugar level (exact 1).
const size = exact(1, 1, [mod(11, { is_selected: true }), mod(12, { extra_price: 500 })]);
const addOns = range(2, 0, 3, [
  mod(21, { extra_price: 300, modifier_quantity: 2 }),
  mod(22, { extra_price: 200 }),
  mod(23, { enabled: false }),
]);
const syrups = range(3, 1, 2, [mod(31), mod(32, { extra_price: 100 }), mod(33)]);
const sugar = exact(5, 1, [mod(51), mod(52)]);
const drink = exact(4, 1, [mod(41, { extra_price: 1000, groups: [sugar] }), mod(42)]);
const coffee = [size, addOns, syrups, drink];

describe('rules of a group (SPEC §5)', () => {
  it('knows which groups are required and single-choice', () => {
    expect(isGroupRequired(size)).toBe(true);
    expect(isGroupRequired(addOns)).toBe(false);
    expect(isGroupRequired(syrups)).toBe(true);
    expect(isSingleChoice(size)).toBe(true);
    expect(isSingleChoice(syrups)).toBe(false);
  });
  it('gives the hints Required, Optional and Select up to N', () => {
    expect(groupHint(size)).toEqual({ kind: 'required', count: 1 });
    expect(groupHint(addOns)).toEqual({ kind: 'upTo', count: 3 });
    expect(groupHint(range(9, 0, 1, [mod(1)]))).toEqual({ kind: 'optional' });
    expect(groupHint(syrups)).toEqual({ kind: 'required', count: 1 });
  });
});

describe('validateChoices', () => {
  const valid = [pick(1, [11]), pick(3, [31]), pick(4, [41, 1, [pick(5, [51])]])];

  it('accepts a valid configuration', () => {
    expect(validateChoices(coffee, valid)).toEqual([]);
  });

  it('exact: the summed quantity must equal the value', () => {
    const issues = validateChoices(coffee, [pick(1, [11], [12]), pick(3, [31]), pick(4, [42])]);
    expect(issues).toEqual([expect.objectContaining({ groupId: 1, code: 'exact', chosen: 2, min: 1, max: 1 })]);
  });

  it('exact: nothing chosen is "required"', () => {
    const issues = validateChoices(coffee, [pick(3, [31]), pick(4, [42])]);
    expect(issues.map((i) => [i.groupId, i.code])).toEqual([[1, 'required']]);
  });

  it('range: min ≤ total ≤ max, with per-modifier quantities', () => {
    expect(validateChoices([addOns], [pick(2, [21, 2], [22])])).toEqual([]);
    expect(validateChoices([addOns], [pick(2, [21, 2], [22, 1])]).length).toBe(0);
    const tooMany = validateChoices([range(2, 0, 2, addOns.modifiers)], [pick(2, [21, 2], [22])]);
    expect(tooMany).toEqual([expect.objectContaining({ code: 'max', chosen: 3 })]);
    expect(validateChoices([syrups], [])).toEqual([expect.objectContaining({ code: 'required' })]);
    expect(validateChoices([range(3, 2, 3, syrups.modifiers)], [pick(3, [31])])).toEqual([
      expect.objectContaining({ code: 'min' }),
    ]);
  });

  it('refuses more of a modifier than it allows, and disabled or unknown modifiers', () => {
    expect(validateChoices([addOns], [pick(2, [21, 3])])).toEqual([
      expect.objectContaining({ code: 'modifierQuantity' }),
    ]);
    expect(validateChoices([addOns], [pick(2, [23])])).toEqual([expect.objectContaining({ code: 'unknownModifier' })]);
    expect(validateChoices([addOns], [pick(2, [99])])).toEqual([expect.objectContaining({ code: 'unknownModifier' })]);
    expect(validateChoices([addOns], [pick(2, [21, 1.5])])).toEqual([
      expect.objectContaining({ code: 'modifierQuantity' }),
    ]);
  });

  it('single choice allows one modifier', () => {
    expect(validateChoices([size], [pick(1, [11], [12])])).toEqual([expect.objectContaining({ code: 'exact' })]);
  });

  it('validates nested groups of chosen modifiers only, with their path', () => {
    const missingSugar = validateChoices(coffee, [pick(1, [11]), pick(3, [31]), pick(4, [41])]);
    expect(missingSugar).toEqual([expect.objectContaining({ groupId: 5, path: [4, 41, 5], code: 'required' })]);
    // The other drink has no nested group: nothing to check.
    expect(validateChoices(coffee, [pick(1, [11]), pick(3, [31]), pick(4, [42])])).toEqual([]);
  });

  it('validates nested groups to any depth', () => {
    const ice = exact(7, 1, [mod(71), mod(72)]);
    const deep = exact(6, 1, [mod(61, { groups: [exact(8, 1, [mod(81, { groups: [ice] })])] })]);
    const issues = validateChoices([deep], [pick(6, [61, 1, [pick(8, [81, 1, []])]])]);
    expect(issues).toEqual([expect.objectContaining({ groupId: 7, path: [6, 61, 8, 81, 7], code: 'required' })]);
  });

  it('lists issues in menu order, so the first is the first unmet group', () => {
    const issues = validateChoices(coffee, []);
    expect(issues.map((i) => i.groupId)).toEqual([1, 3, 4]);
  });

  it('ignores disabled and hidden groups, and refuses choices in them', () => {
    const hidden = range(2, 1, 1, addOns.modifiers, { hidden: true });
    expect(validateChoices([hidden], [])).toEqual([]);
    expect(validateChoices([hidden], [pick(2, [21])])).toEqual([expect.objectContaining({ code: 'notOffered' })]);
  });
});

describe('isItemOrderable', () => {
  it('is false when a required group is disabled, empty or cannot be satisfied', () => {
    expect(isItemOrderable(coffee)).toBe(true);
    expect(isItemOrderable([exact(1, 1, [mod(1)], { enabled: false })])).toBe(false);
    expect(isItemOrderable([exact(1, 1, [mod(1, { enabled: false })])])).toBe(false);
    expect(isItemOrderable([exact(1, 3, [mod(1), mod(2)])])).toBe(false);
    expect(isItemOrderable([exact(1, 3, [mod(1, { modifier_quantity: 3 })])])).toBe(true);
    // An optional group with nothing offered does not block the item.
    expect(isItemOrderable([range(1, 0, 2, [mod(1, { hidden: true })])])).toBe(true);
  });
});

describe('prices and defaults', () => {
  it('adds the chosen modifiers’ prices, times their quantities, nested included', () => {
    expect(
      choicesPrice(coffee, [pick(1, [12]), pick(2, [21, 2], [22]), pick(3, [32]), pick(4, [41, 1, [pick(5, [51])]])]),
    ).toBe(500 + 600 + 200 + 100 + 1000);
    expect(choicesPrice(coffee, [])).toBe(0);
  });
  it('starts from the pre-selected modifiers', () => {
    expect(defaultChoices(coffee)).toEqual([pick(1, [11])]);
  });
});

describe('line keys', () => {
  it('are equal for the same item, choices (in any order) and note', () => {
    const a = [pick(3, [32], [31]), pick(1, [11])];
    const b = [pick(1, [11]), pick(3, [31], [32]), pick(2, [21, 0])];
    expect(lineKey(5, a, 'no ice')).toBe(lineKey(5, b, ' no ice '));
    expect(lineKey(5, a, 'no ice')).not.toBe(lineKey(5, a, ''));
    expect(lineKey(5, a)).not.toBe(lineKey(6, a));
    expect(normalizeChoices(b)).toEqual([pick(1, [11]), pick(3, [31], [32])]);
  });
});

describe('the form encoding', () => {
  it('round-trips choices through form fields', () => {
    const chosen = normalizeChoices([
      pick(1, [12]),
      pick(2, [21, 2], [22]),
      pick(3, [31], [33]),
      pick(4, [41, 1, [pick(5, [52])]]),
    ]);
    const entries = choicesToEntries(coffee, chosen);
    expect(entries).toContainEqual(['c:1', '12']);
    expect(entries).toContainEqual(['q:2:21', '2']);
    expect(entries).toContainEqual(['c:4/41/5', '52']);
    expect(normalizeChoices(parseChoices(coffee, entries))).toEqual(chosen);
  });
  it('reads nested groups only under a chosen modifier and keeps bad quantities for validation', () => {
    const chosen = parseChoices(coffee, [
      ['c:4', '42'],
      ['c:4/41/5', '51'],
      ['q:2:21', 'lots'],
      ['c:1', '999'],
    ]);
    expect(chosen.find((g) => g.id === 4)).toEqual(pick(4, [42]));
    expect(validateChoices(coffee, chosen).map((i) => i.code)).toContain('modifierQuantity');
    expect(chosen.find((g) => g.id === 1)).toBeUndefined();
  });
  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (entries) => {
        const chosen = parseChoices(coffee, entries);
        expect(Array.isArray(validateChoices(coffee, chosen))).toBe(true);
      }),
    );
  });
});
