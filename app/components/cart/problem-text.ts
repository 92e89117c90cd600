import type { TFunction } from 'i18next';
import type { CartProblem } from '~/features/cart/cart-actions.server';
import { HTML_LANG, isSupportedLanguage } from '~/i18n/languages';

/**
 * A refused cart change in the customer's words (SPEC §8 texts): the action answers a typed problem
 * (app/cart-actions.server.ts) and the page that sent the form says it. `title` names the item of a sheet.
 */
export function problemText(t: TFunction, lng: string, problem: CartProblem, title?: string): string {
  switch (problem.kind) {
    case 'busy':
      return t('brand.busy', { count: problem.minutes });
    case 'conflict':
      return problem.with === 'brand' ? t('cart.otherBrand') : t('cart.otherBranch');
    case 'soldOut':
      return title ? t('item.outOfStockNamed', { name: title }) : t('item.gone');
    case 'gone':
      return t('item.gone');
    case 'invalidChoices':
      return t('item.checkChoices');
    case 'noteTooLong':
      return t('item.noteTooLong', { count: problem.max });
    case 'badRequest':
      return t('error.badRequest');
    case 'bill':
      return billText(t, lng, problem);
  }
}

function billText(t: TFunction, lng: string, problem: Extract<CartProblem, { kind: 'bill' }>): string {
  const list = (names: string[]) =>
    new Intl.ListFormat(isSupportedLanguage(lng) ? HTML_LANG[lng] : 'en', { type: 'conjunction' }).format(names);
  switch (problem.code) {
    case 'outOfStock':
      return t('bill.outOfStock', { names: list(problem.names) });
    case 'lowStock':
      return t('bill.lowStock', { names: list(problem.names) });
    case 'outOfRange':
      return t('bill.outOfRange');
    case 'outsideProvider':
      return t('bill.outsideProvider');
    case 'busy':
      return t('brand.busy', { count: problem.minutes });
    case 'schedule':
      switch (problem.error.code) {
        case 'too_soon':
          return t('schedule.tooSoon', { count: problem.error.minutes });
        case 'too_far':
          return t('schedule.tooFar', { count: problem.error.days });
        case 'closed':
          return t('schedule.closed');
        default:
          return t('schedule.invalid');
      }
    case 'other':
      return problem.message || t('bill.generic');
  }
}
