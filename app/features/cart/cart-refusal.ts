// A refused cart change (SPEC §8 "Cart", the bill's errors) as the shop's one refusal shape (app/utils/refusal.ts):
// the typed problem the cart action and the bill work with, turned into an i18n key and the values its words
// need, in the customer's language (a list of item names). The page words it (the form kit's RefusalMessage).
import type { BillProblem } from '~/features/cart/bill.server';
import type { ChoiceIssue } from '~/domain/modifiers';
import { HTML_LANG, isSupportedLanguage } from '~/i18n/languages';
import { platformRefusal, scheduleRefusal, type Refusal } from '~/utils/refusal';

/** Why a cart change was refused, as a value with a type (worded as a refusal below). */
export type CartProblem =
  | { kind: 'busy'; minutes: number }
  | { kind: 'conflict'; with: 'brand' | 'branch' }
  | { kind: 'soldOut' }
  | { kind: 'gone' }
  | { kind: 'invalidChoices'; issues: ChoiceIssue[] }
  | { kind: 'noteTooLong'; max: number }
  | { kind: 'badRequest' }
  | BillProblem;

/** `title` names the item a sheet is about (a sold-out item). */
export function cartRefusal(problem: CartProblem, lng: string, title?: string): Refusal {
  switch (problem.kind) {
    case 'busy':
      return { key: 'brand.busy', values: { count: problem.minutes } };
    case 'conflict':
      // answered by confirming the clear (the sheet's checkbox)
      return { key: problem.with === 'brand' ? 'cart.otherBrand' : 'cart.otherBranch', field: 'confirmClear' };
    case 'soldOut':
      return title ? { key: 'item.outOfStockNamed', values: { name: title } } : { key: 'item.gone' };
    case 'gone':
      return { key: 'item.gone' };
    case 'invalidChoices':
      // the groups' own issues go with it, beside the groups
      return { key: 'item.checkChoices', field: 'choices' };
    case 'noteTooLong':
      return { key: 'item.noteTooLong', values: { count: problem.max } };
    case 'badRequest':
      return { key: 'error.badRequest' };
    case 'bill':
      return billRefusal(problem, lng);
  }
}

export function billRefusal(problem: BillProblem, lng: string): Refusal {
  const list = (names: string[]) =>
    new Intl.ListFormat(isSupportedLanguage(lng) ? HTML_LANG[lng] : 'en', { type: 'conjunction' }).format(names);
  switch (problem.code) {
    case 'outOfStock':
      return { key: 'bill.outOfStock', values: { names: list(problem.names) } };
    case 'lowStock':
      return { key: 'bill.lowStock', values: { names: list(problem.names) } };
    case 'outOfRange':
      return { key: 'bill.outOfRange' };
    case 'outsideProvider':
      return { key: 'bill.outsideProvider' };
    case 'busy':
      return { key: 'brand.busy', values: { count: problem.minutes } };
    case 'schedule':
      return scheduleRefusal(problem.error);
    case 'other':
      return platformRefusal(problem.errorCode, problem.message, 'bill.generic');
  }
}
